/**
 * The administrators' part of the studio (issue 20; 三员分立, issue 31): the system administrator creates an editor
 * in 账号管理, the editor signs in in a browser of their own; the sysadmin disables the editor, whose next action is
 * refused and asks to sign in again, and cannot disable themself; the audit administrator's 操作日志 lists the
 * sign-in and the account changes, filters them, and its CSV export downloads those rows. Each sees only their own
 * tool. Against a server of its own (tests/support/studio-server.ts).
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { changeForcedPassword, signIn } from '../support/studio-page';
import { startStudioServer, type StudioServer } from '../support/studio-server';

const ADMIN = { name: 'root', password: 'root-secret-2026' };
const EDITOR = { name: 'erin', password: 'erin-secret-2026' };
/** The password erin chooses at her first sign-in (the sysadmin's is to be changed: decision 078). */
const ERINS_OWN = 'Erin-own-secret-1';
const AUDITOR = { name: 'audrey', password: 'audrey-secret-2026' };
let server: StudioServer;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Review as in production: an editor's change goes to review (提交审核).
  server = await startStudioServer(
    {
      [ADMIN.name]: { password: ADMIN.password, role: 'sysadmin' },
      [AUDITOR.name]: { password: AUDITOR.password, role: 'auditor' },
    },
    { review: 'required' },
  );
});
test.afterAll(async () => server?.stop());

const studioUrl = () => `${server.origin}/n2024/web/studio/`;
const outline = (page: Page) => page.getByRole('list', { name: '顺序' });

async function signedIn(
  browser: Browser,
  { name, password }: { name: string; password: string },
  newPassword?: string,
) {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1500, height: 950 } });
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(studioUrl());
  await signIn(page, name, password);
  if (newPassword) await changeForcedPassword(page, password, newPassword);
  await expect(outline(page)).toBeVisible();
  return page;
}

/** The audit log's columns, in the panel and in the CSV. */
const HEADERS = ['时间', '操作人', '地址', '操作', '对象', '结果', '详情'];

/** The rows of a table as the texts of their cells (the header row left out). */
const rowsOf = (table: ReturnType<Page['getByRole']>) =>
  table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent?.trim() ?? '')));

test('an admin creates an editor, disables them (their next call is refused), and reads and exports the audit log', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await signedIn(browser, ADMIN);
  await expect(admin.getByRole('button', { name: '操作日志' })).toHaveCount(0); // the auditor's, not the sysadmin's

  // 账号管理: the rule said up front, a weak password refused beside its field, then the editor made.
  await admin.getByRole('button', { name: '账号管理' }).click();
  const accounts = admin.getByRole('dialog', { name: '账号管理' });
  await expect(accounts).toContainText('立即退出登录');
  await expect(accounts.getByRole('rowheader', { name: ADMIN.name })).toBeVisible();
  const create = accounts.getByRole('region', { name: '新建账号' });
  await create.getByLabel('账号').fill(EDITOR.name);
  await create.getByLabel('密码').fill('short-one');
  await expect(create.getByLabel('密码')).toHaveAccessibleDescription(
    '默认至少 12 个字符，含小写字母、大写字母、数字、其他字符中的 3 类，且不能与账号相同（以安全设置为准）。',
  );
  await create.getByRole('button', { name: '创建账号' }).click();
  await expect(create.getByRole('alert')).toHaveText('密码至少需要 12 个字符。');
  await create.getByLabel('密码').fill(EDITOR.password);
  await create.getByRole('button', { name: '创建账号' }).click();
  await expect(accounts.getByRole('status')).toHaveText(`已创建账号 ${EDITOR.name}（编辑），可以用它登录了。`);
  const erinRow = accounts.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: EDITOR.name }) });
  await expect(erinRow).toContainText('编辑');
  await expect(erinRow).toContainText('从未登录');
  expect((await new AxeBuilder({ page: admin }).include('[role="dialog"]').analyze()).violations).toEqual([]);
  await accounts.getByRole('button', { name: '关闭' }).click();

  // The editor signs in in a browser of their own, and sees no admin buttons.
  const editor = await signedIn(browser, EDITOR, ERINS_OWN);
  await expect(editor.getByRole('button', { name: '账号管理' })).toHaveCount(0);

  // The admin sees the sign-in, then disables the editor (confirmed: it signs them out at once).
  await admin.getByRole('button', { name: '账号管理' }).click();
  await expect(erinRow).not.toContainText('从未登录');
  await erinRow.getByRole('button', { name: `停用 ${EDITOR.name}` }).click();
  await expect(accounts.getByRole('status')).toHaveText(`已停用 ${EDITOR.name}，该账号已退出登录。`);
  await expect(erinRow).toContainText('已停用');
  // Nobody disables their own account.
  await accounts.getByRole('button', { name: `停用 ${ADMIN.name}` }).click();
  await expect(accounts.getByRole('alert').first()).toContainText('不能停用自己的账号');
  await accounts.getByRole('button', { name: '关闭' }).click();

  // The editor's next call is refused (401): the studio asks them to sign in again, and they cannot.
  await refusedNextAction(editor);
  await expect(editor.getByRole('button', { name: '登录' })).toBeVisible();
  await signIn(editor, EDITOR.name, ERINS_OWN);
  await expect(editor.getByRole('alert')).toHaveText('账号或密码不正确。');

  // 操作日志, the audit administrator's: the sign-ins, the account's creation and disabling, each in words with who
  // and from where, what it was done to and how it ended, the details as a sentence (decision 088).
  const auditor = await signedIn(browser, AUDITOR);
  await expect(auditor.getByRole('button', { name: '账号管理' })).toHaveCount(0);
  await auditor.getByRole('button', { name: '操作日志' }).click();
  const audit = auditor.getByRole('dialog', { name: '操作日志' });
  const table = audit.getByRole('table', { name: '操作日志' });
  await expect(audit.getByRole('status')).toHaveText(/共 \d+ 条记录/);
  const rows = await rowsOf(table);
  expect(await table.getByRole('columnheader').allTextContents()).toEqual(HEADERS);
  const row = (who: string, action: string) => rows.find((r) => r[1] === who && r[3] === action);
  const BEIJING = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d \+08:00$/;
  expect(row(EDITOR.name, '登录')).toEqual([
    expect.stringMatching(BEIJING),
    EDITOR.name,
    '127.0.0.1',
    '登录',
    `账号 ${EDITOR.name}`,
    '成功',
    '',
  ]);
  expect(row(ADMIN.name, '新建账号')?.[6]).toBe(`新建账号 ${EDITOR.name}，角色为 编辑`);
  expect(row(ADMIN.name, '停用账号')?.[6]).toBe(`停用账号 ${EDITOR.name}`);
  expect(row(EDITOR.name, '登录失败')?.[5]).toBe('失败');
  // The admin account itself, made with npm run studio:user: the command line, from no address.
  expect(rows.filter((r) => r[1] === '命令行' && r[3] === '新建账号')).toContainEqual([
    expect.stringMatching(BEIJING),
    '命令行',
    '—',
    '新建账号',
    `账号 ${ADMIN.name}`,
    '成功',
    `新建账号 ${ADMIN.name}，角色为 系统管理员`,
  ]);
  expect(rows.findIndex((r) => r[3] === '停用账号')).toBeLessThan(rows.findIndex((r) => r[3] === '新建账号'));

  // Filtered by person and action; the export carries the same filter.
  const filters = audit.getByRole('search', { name: '筛选' });
  await filters.getByLabel('操作人').fill(ADMIN.name);
  await filters.getByLabel('操作', { exact: true }).selectOption({ label: '新建账号' });
  const today = await auditor.evaluate(() => new Date().toLocaleDateString('sv'));
  await filters.getByLabel('开始日期').fill(today);
  await filters.getByLabel('结束日期').fill(today);
  await filters.getByRole('button', { name: '筛选', exact: true }).click();
  await expect(audit.getByRole('status')).toHaveText('共 1 条记录');
  const created = [
    ADMIN.name,
    '127.0.0.1',
    '新建账号',
    `账号 ${EDITOR.name}`,
    '成功',
    `新建账号 ${EDITOR.name}，角色为 编辑`,
  ];
  expect(await rowsOf(table)).toEqual([[expect.stringMatching(BEIJING), ...created]]);
  // The CSV in the same words: Chinese headers, Beijing time, the sentence.
  const filtered = csvRows(await download(auditor, audit));
  expect(filtered[0]).toEqual(HEADERS);
  expect(filtered.slice(1)).toEqual([[expect.stringMatching(BEIJING), ...created]]);

  // Unfiltered, the export holds every row the table shows, in the same order.
  // (The log goes on growing while it is read: what is newer than the table comes first in the export.)
  await filters.getByRole('button', { name: '清除筛选' }).click();
  await expect.poll(async () => (await rowsOf(table)).length).toBeGreaterThanOrEqual(rows.length);
  const shown = (await rowsOf(table)).map((r) => r.map((c) => (c === '—' ? '' : c)));
  const all = csvRows(await download(auditor, audit)).slice(1);
  expect(all.length).toBeGreaterThanOrEqual(shown.length);
  expect(all.slice(all.length - shown.length)).toEqual(shown);
  const csvRow = (actor: string, action: string) => all.find((r) => r[1] === actor && r[3] === action);
  expect(csvRow(EDITOR.name, '登录')?.[2]).toBe('127.0.0.1');
  expect(csvRow(ADMIN.name, '停用账号')?.[6]).toBe(`停用账号 ${EDITOR.name}`);
  expect(csvRow(ADMIN.name, '操作被拒绝')?.[5]).toBe('被拒绝'); // disabling themself, on record
  expect(csvRow(EDITOR.name, '登录失败')).toBeTruthy();
  expect((await new AxeBuilder({ page: auditor }).include('[role="dialog"]').analyze()).violations).toEqual([]);

  await auditor.context().close();
  await admin.context().close();
  await editor.context().close();
});

/** RFC 4180 CSV (quoted cells, doubled quotes, CRLF) as rows of cells, without the byte-order mark. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted && c === '"' && body[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted || (c !== ',' && c !== '\r')) cell += c;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else {
      // \r\n: the end of a row.
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++;
    }
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/** Clicks 导出 CSV and reads what the browser downloaded. */
async function download(page: Page, dialog: ReturnType<Page['getByRole']>) {
  const started = page.waitForEvent('download');
  await dialog.getByRole('link', { name: '导出 CSV' }).click();
  const file = await started;
  expect(file.suggestedFilename()).toMatch(/^审计日志-\d{4}-\d\d-\d\d\.csv$/);
  return readFileSync((await file.path())!, 'utf8');
}

/** The editor's next action after being disabled: an edit submitted for review, which the service refuses (401). */
async function refusedNextAction(page: Page) {
  await page.getByRole('button', { name: '隐藏 职业导师' }).click();
  await page.getByRole('button', { name: '提交审核', exact: true }).click();
  await page.getByRole('dialog', { name: '提交审核' }).getByRole('button', { name: '确认提交' }).click();
  await expect(page.getByText('登录已过期，请重新登录。草稿已保存。')).toBeVisible();
}
