/**
 * An office shares the studio (issue 32 items 2 and 5; decisions 083 and 084), with review required, each person in
 * a browser of their own: after 提交审核 the editor still sees her changes, marked 待审核; the reviewer's 审核
 * carries the count of what waits and the queue refreshes itself; a rejection reaches the editor as a notice
 * without a reload. Then the two-editors scenario: 小王's 每页条数 9 → 8 is approved; 小张's older submission is
 * 需更新; 更新后重新提交 applies only her own changes onto what is published (never 8 → 9), the field both changed
 * is shown side by side for her to choose, and once approved /home still shows 8 jobs.
 */
import { expect, type Browser, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { BEAT_MS, WATCH_MS } from '../../studio/service/rounds';
import { publicHome, signIn } from '../support/studio-page';
import { startStudioServer, type StudioServer } from '../support/studio-server';

const ACCOUNTS = {
  xiaozhang: { password: 'zhang-secret-2026', role: 'editor' },
  xiaowang: { password: 'wang-secret-2026', role: 'editor' },
  chief: { password: 'chief-secret-2026', role: 'reviewer' },
} as const;
type Name = keyof typeof ACCOUNTS;
let server: StudioServer;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startStudioServer(ACCOUNTS, { review: 'required' });
});
test.afterAll(async () => server?.stop());

const outline = (page: Page) => page.getByRole('list', { name: '顺序' });
const row = (page: Page, name: string) => outline(page).getByRole('button', { name, exact: false }).first();
// The studio asks every 15 s (the submissions) and 10 s (who is on the page): a notice or count shows up within one
// round, never a reload. Each browser's clock is Playwright's: `nextRound` runs the next round at once instead of
// waiting for it (the service's own times, such as a tab unheard for 45 s, still pass as they do).
const ROUND = { timeout: 40_000 };
const nextRound = (page: Page) => page.clock.fastForward(Math.max(BEAT_MS, WATCH_MS));

async function openStudio(browser: Browser, name: Name) {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1500, height: 950 } });
  await context.clock.install();
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(`${server.origin}/n2024/web/studio/`);
  await signIn(page, name, ACCOUNTS[name].password);
  await expect(outline(page)).toBeVisible();
  return page;
}

/** Closes a studio as a person leaves it: the tab's pagehide tells the service it is gone (decision 085), so the next
 * test does not wait for the service to stop hearing it (45 s). */
async function leave(page: Page) {
  await page.goto('about:blank');
  await page.context().close();
}

async function submit(page: Page, comment: string) {
  await expect(page.getByRole('status').filter({ hasText: /^已保存草稿 \d\d:\d\d$/ })).toBeVisible();
  await page.getByRole('button', { name: '提交审核', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '提交审核' });
  await dialog.getByLabel('说明（可选）').fill(comment);
  await dialog.getByRole('button', { name: '确认提交' }).click();
  await expect(dialog.getByRole('status')).toContainText(/已提交审核（编号 \d+）/);
  const changes = (await dialog.getByRole('list', { name: '本次修改' }).textContent()) ?? '';
  await dialog.getByRole('button', { name: '关闭' }).click();
  return changes;
}

async function openQueue(page: Page) {
  await page.getByRole('button', { name: '审核', exact: true }).click();
  return page.getByRole('list', { name: '待审核的提交' });
}

test('after 提交审核 the editor sees her submission waiting; the reviewer sees the count; a rejection reaches her without a reload', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const chief = await openStudio(browser, 'chief');
  const queue = await openQueue(chief);
  await expect(chief.getByText('没有待审核的提交。')).toBeVisible();
  await expect(chief.getByTestId('review-count')).toHaveCount(0);

  const zhang = await openStudio(browser, 'xiaozhang');
  await row(zhang, '最新简历').click();
  await zhang.getByLabel('每页条数').fill('3');
  await submit(zhang, '简历三条');
  // Her changes stay in the editor, marked 待审核 (not "与已发布版本一致" with the change gone).
  await expect(zhang.getByRole('status').filter({ hasText: '待审核：编辑区显示的是您提交的内容' })).toBeVisible();
  await expect(zhang.getByText('与已发布版本一致')).toHaveCount(0);
  await expect(zhang.getByLabel('每页条数')).toHaveValue('3');

  // The reviewer's count and queue, without pressing 刷新 or reloading.
  await nextRound(chief);
  await expect(chief.getByTestId('review-count')).toHaveText('1', ROUND);
  await expect(chief.getByRole('button', { name: '审核', exact: true })).toHaveAccessibleDescription('1 个提交待审核');
  await expect(queue.getByRole('button', { name: /简历三条/ })).toBeVisible(ROUND);
  await queue.getByRole('button', { name: /简历三条/ }).click();
  const decisions = chief.getByRole('complementary', { name: '修改内容' });
  await decisions.getByLabel('退回原因（作者可见）').fill('简历请保留五条');
  await decisions.getByRole('button', { name: '退回' }).click();
  await expect(decisions.getByRole('status')).toHaveText('已退回，作者会看到退回原因。');
  await nextRound(chief);
  await expect(chief.getByTestId('review-count')).toHaveCount(0, ROUND);

  // The editor is told, in the page she has open.
  await nextRound(zhang);
  await expect(zhang.getByRole('alert').filter({ hasText: '已退回' })).toContainText(
    '被 chief 退回。退回原因：简历请保留五条',
    ROUND,
  );
  await zhang.getByRole('button', { name: '知道了' }).click();
  await expect(zhang.getByRole('alert').filter({ hasText: '已退回' })).toHaveCount(0);
  for (const page of [zhang, chief]) await leave(page);
});

test('two editors: a resubmission applies only its author’s changes; the field both changed is hers to choose; the approved 8 stays 8', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const zhang = await openStudio(browser, 'xiaozhang');
  const wang = await openStudio(browser, 'xiaowang');
  const chief = await openStudio(browser, 'chief');

  // 小张, from what is published: 最新简历 3 条 and the jobs heading 急聘职位; submitted.
  await row(zhang, '最新简历').click();
  await zhang.getByLabel('每页条数').fill('3');
  await row(zhang, '最新职位').click();
  await zhang.getByRole('group', { name: '栏目标题' }).getByLabel('栏目标题（中文）').fill('急聘职位');
  await submit(zhang, '小张的修改');

  // 小王, from the same publication: 每页条数 9 → 8 and the heading 热门职位; approved first.
  await row(wang, '最新职位').click();
  await wang.getByLabel('每页条数').fill('8');
  await wang.getByRole('group', { name: '栏目标题' }).getByLabel('栏目标题（中文）').fill('热门职位');
  await submit(wang, '小王的修改');
  const queue = await openQueue(chief);
  await queue.getByRole('button', { name: /小王的修改/ }).click(ROUND);
  const decisions = chief.getByRole('complementary', { name: '修改内容' });
  await decisions.getByRole('button', { name: '批准并发布' }).click();
  await expect(decisions.getByRole('status')).toContainText(/已批准并发布/);
  await expect.poll(async () => (await publicHome(browser, server.origin)).size, ROUND).toBe(8);

  // 小张's older submission is 需更新; she brings it up to date.
  await zhang.getByRole('button', { name: '我的提交' }).click();
  const mine = zhang.getByRole('dialog', { name: '我的提交' });
  const older = mine.getByRole('listitem').filter({ hasText: '小张的修改' });
  await expect(older).toContainText('需更新');
  await older.getByRole('button', { name: '更新后重新提交' }).click();
  await expect(mine).toHaveCount(0);

  // The heading both changed: side by side, hers to choose. She takes hers.
  const choice = zhang.getByRole('region', { name: '两边都改了，请选择' });
  const heading = choice.getByRole('listitem');
  await expect(heading).toHaveCount(1);
  await expect(heading).toContainText('首页 › 热门职位 › 标题');
  await expect(heading.getByRole('cell')).toHaveText(['热门职位', '急聘职位']);
  await heading.getByRole('button', { name: '用我的' }).click();
  await expect(choice).toHaveCount(0);

  // Her draft keeps the published 8 (a field she never touched) and her own 3 (the section is named by her heading).
  await row(zhang, '急聘职位').click();
  await expect(zhang.getByLabel('每页条数')).toHaveValue('8');
  await row(zhang, '最新简历').click();
  await expect(zhang.getByLabel('每页条数')).toHaveValue('3');
  const changes = await submit(zhang, '小张更新后重新提交');
  expect(changes).toContain('急聘职位');
  expect(changes).toContain('最新简历');
  expect(changes).not.toMatch(/最新职位 › 每页条数/);

  await chief.getByRole('button', { name: '刷新' }).click();
  await queue.getByRole('button', { name: /小张更新后重新提交/ }).click(ROUND);
  await expect(decisions.getByRole('list', { name: '修改内容' })).not.toContainText('每页条数: 8');
  await decisions.getByRole('button', { name: '批准并发布' }).click();
  await expect(decisions.getByRole('status')).toContainText(/已批准并发布/);
  await expect.poll(async () => (await publicHome(browser, server.origin)).headings, ROUND).toContain('急聘职位');
  expect((await publicHome(browser, server.origin)).size).toBe(8);
  for (const page of [zhang, wang, chief]) await leave(page);
});

test('the presence line: who else edits the page, the same account in a second browser, and 接手编辑 that tells the first', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const wang = await openStudio(browser, 'xiaowang');
  const presence = (page: Page) => page.getByRole('status').filter({ hasText: '正在编辑此页面' });
  // The earlier tests' tabs are gone once unheard for 45 s: 小王 comes to a free home page.
  await expect(presence(wang)).toHaveCount(0, { timeout: 90_000 });
  await expect(wang.locator('aside[inert]')).toHaveCount(0);
  // 小王 holds home; 小张 arrives and is told, and offered 接手编辑.
  const zhang = await openStudio(browser, 'xiaozhang');
  await expect(presence(zhang)).toContainText('xiaowang 正在编辑此页面。', ROUND);
  await expect(presence(wang)).toHaveCount(0);
  await nextRound(wang);
  await expect(wang.getByRole('status').filter({ hasText: 'xiaozhang 也在查看此页面。' })).toBeVisible(ROUND);

  // The same account in a second browser is told, not handed the page.
  const wangAgain = await openStudio(browser, 'xiaowang');
  await expect(presence(wangAgain)).toContainText('您的账号在另一个浏览器中 正在编辑此页面。', ROUND);

  // 小张 takes over: 小王 is told, and his outline and form are read-only until he takes it back.
  await presence(zhang).getByRole('button', { name: '接手编辑' }).click();
  await expect(presence(zhang)).toHaveCount(0);
  await nextRound(wang);
  await expect(wang.getByRole('alert').filter({ hasText: '接手了此页面的编辑' })).toContainText(
    'xiaozhang 接手了此页面的编辑：您现在只能查看。',
    ROUND,
  );
  await expect(presence(wang)).toContainText('xiaozhang 正在编辑此页面。');
  await expect(wang.locator('aside[inert]')).toHaveCount(1);
  for (const page of [zhang, wang, wangAgain]) await page.context().close();
});
