/**
 * Review before publishing (先审后发, issue 20) as an editor and a reviewer meet it, each in a browser of their own,
 * against a server of its own with review required (tests/support/studio-server.ts): the editor changes home and
 * submits it with a comment; the reviewer opens the review link, sees the change list and the submission in the
 * preview, approves; a fresh public /home shows it. The editor cannot publish directly, nobody approves their own
 * submission, and a rejection reaches the editor with its reason.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { callAs, publicHome, signIn } from '../support/studio-page';
import { startStudioServer, type StudioServer } from '../support/studio-server';

const ACCOUNTS = {
  anna: { password: 'anna-secret-2026', role: 'editor' },
  rita: { password: 'rita-secret-2026', role: 'reviewer' },
} as const;
type Name = keyof typeof ACCOUNTS;
let server: StudioServer;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startStudioServer(ACCOUNTS, { review: 'required' });
});
test.afterAll(async () => server?.stop());

const studioUrl = () => `${server.origin}/n2024/web/studio/`;
const outline = (page: Page) => page.getByRole('list', { name: '顺序' });
const row = (page: Page, name: string) => outline(page).getByRole('button', { name, exact: false }).first();

/** A browser of `name`'s own, signed in at `url` (the studio, or a review link). */
async function signedIn(browser: Browser, name: Name, url = studioUrl()) {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1500, height: 950 } });
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(url);
  await signIn(page, name, ACCOUNTS[name].password);
  return page;
}

async function openStudio(browser: Browser, name: Name) {
  const page = await signedIn(browser, name);
  await expect(outline(page)).toBeVisible();
  return page;
}

/** The editor's change to home, submitted with `comment`; its review link. */
async function submitChange(page: Page, edit: () => Promise<void>, comment: string, line: string) {
  await edit();
  // Saved on the server as it is edited (a quiet state in the bar).
  await expect(page.getByRole('status').filter({ hasText: /^已保存草稿 \d\d:\d\d$/ })).toBeVisible();
  await page.getByRole('button', { name: '提交审核', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '提交审核' });
  await expect(dialog).toContainText('审核人批准之前，访客看不到任何变化。');
  await expect(dialog.getByRole('list', { name: '本次修改' })).toContainText(line);
  await dialog.getByLabel('说明（可选）').fill(comment);
  await dialog.getByRole('button', { name: '确认提交' }).click();
  await expect(dialog.getByRole('status')).toContainText(
    /已提交审核（编号 \d+）。审核人批准之前，访客看不到任何变化。/,
  );
  // What was submitted stays listed: never "no changes".
  await expect(dialog.getByText('没有修改。')).toHaveCount(0);
  await expect(dialog.getByRole('list', { name: '本次修改' })).toContainText(line);
  const link = (await dialog.getByRole('link').getAttribute('href'))!;
  await dialog.getByRole('button', { name: '关闭' }).click();
  return link;
}

test('an editor submits a change; a reviewer opens the review link, sees the changes and the preview, approves; visitors see it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const anna = await openStudio(browser, 'anna');
  await expect(anna.getByText('编辑：anna')).toBeVisible();
  // No direct publication for an editor, and no review desk.
  await expect(anna.getByRole('button', { name: '发布', exact: true })).toHaveCount(0);
  await expect(anna.getByRole('button', { name: '审核', exact: true })).toHaveCount(0);

  const link = await submitChange(
    anna,
    async () => {
      await row(anna, '最新职位').click();
      await anna.getByLabel('每页条数').fill('5');
      await anna.getByRole('group', { name: '栏目标题' }).getByLabel('栏目标题（中文）').fill('热门职位');
    },
    '首页职位调整',
    '首页 › 最新职位 › 标题: 最新职位 → 热门职位',
  );
  expect(link).toMatch(/\/n2024\/web\/studio\/#review=\d+$/);
  // Visitors see nothing of it yet.
  expect(await publicHome(browser, server.origin)).toMatchObject({ size: 9 });

  // The reviewer, in a browser of their own, follows the link: signed in, the submission is open.
  const rita = await signedIn(browser, 'rita', link);
  await expect(rita.getByText('审核：rita')).toBeVisible();
  const pending = rita.getByRole('list', { name: '待审核的提交' });
  await expect(pending.getByRole('button', { name: /首页职位调整/ })).toHaveAttribute('aria-current', 'true');
  await expect(pending).toContainText('anna');
  const decisions = rita.getByRole('complementary', { name: '修改内容' });
  const changes = decisions.getByRole('list', { name: '修改内容' });
  await expect(changes).toContainText('首页 › 最新职位 › 每页条数: 9 → 5');
  await expect(changes).toContainText('首页 › 最新职位 › 标题: 最新职位 → 热门职位');
  await expect(decisions).toContainText('首页职位调整');
  // The submission's config in the live preview: the new heading, five jobs.
  const preview = rita.frameLocator('iframe[title="提交内容预览"]');
  await expect(preview.getByRole('heading', { name: '热门职位' })).toBeVisible();
  await expect(preview.getByRole('region', { name: '热门职位' }).getByRole('listitem')).toHaveCount(5);
  await rita.screenshot({ path: 'test-results/studio-review-desk.png' });
  const axe = await new AxeBuilder({ page: rita })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('iframe')
    .analyze();
  expect(axe.violations).toEqual([]);

  await decisions.getByRole('button', { name: '批准并发布' }).click();
  await expect(decisions.getByRole('status')).toContainText(/已批准并发布（版本 .+）/);
  await expect(pending.getByRole('button', { name: /首页职位调整/ })).toHaveCount(0);

  // A fresh public /home is drawn with it (every portal server picks a publication up within a second).
  // (Each reading opens a fresh page: on a loaded machine one can take seconds, so the wait is a ceiling, not a speed.)
  await expect.poll(async () => (await publicHome(browser, server.origin)).size, { timeout: 30_000 }).toBe(5);
  expect((await publicHome(browser, server.origin)).headings).toContain('热门职位');

  // The editor's 我的提交 says it is published; the versions name author, reviewer and comment.
  await anna.getByRole('button', { name: '我的提交' }).click();
  const mine = anna.getByRole('dialog', { name: '我的提交' });
  await expect(mine.getByRole('listitem').filter({ hasText: '首页职位调整' })).toContainText('已发布');
  await mine.getByRole('button', { name: '关闭' }).click();
  await anna.getByRole('button', { name: '历史版本' }).click();
  const versions = anna.getByRole('dialog', { name: '历史版本' });
  await expect(versions.getByRole('listitem').filter({ hasText: '首页职位调整' })).toContainText(
    '作者：anna · 审核：rita',
  );
  // Restoring is for reviewers.
  await expect(versions.getByRole('button', { name: '恢复此版本' })).toHaveCount(0);
  await anna.context().close();
  await rita.context().close();
});

test('with review required: no direct publication, no approving one’s own submission, and a rejection reaches the editor with its reason', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const anna = await openStudio(browser, 'anna');
  const rita = await openStudio(browser, 'rita');

  // The service agrees with the studio: an editor's PUT /config is a submission (202), and editors do not approve.
  const current = (await callAs(anna, '/config', { method: 'GET' })).body;
  const put = await callAs(anna, '/config', { method: 'PUT', body: current, etag: true });
  expect(put.status).toBe(202);
  expect(put.body.submission.status).toBe('pending');
  const editorApproves = await callAs(anna, `/submissions/${put.body.submission.id}/approve`, {
    method: 'POST',
    body: {},
  });
  expect(editorApproves.status).toBe(403);
  // (Out of the way: the reviewer sends that one back.)
  expect(
    (
      await callAs(rita, `/submissions/${put.body.submission.id}/reject`, {
        method: 'POST',
        body: { reason: '空提交' },
      })
    ).status,
  ).toBe(200);

  // The reviewer's own change goes to review too, and the desk says another person must review it.
  await expect(rita.getByRole('button', { name: '发布', exact: true })).toHaveCount(0);
  const ownLink = await submitChange(
    rita,
    () => rita.getByRole('button', { name: '隐藏 职业导师' }).click(),
    '隐藏导师',
    '首页: 职业导师 隐藏',
  );
  await rita.getByRole('button', { name: '审核', exact: true }).click();
  await rita
    .getByRole('list', { name: '待审核的提交' })
    .getByRole('button', { name: /隐藏导师/ })
    .click();
  const decisions = rita.getByRole('complementary', { name: '修改内容' });
  await expect(decisions).toContainText('审核须由他人进行');
  await expect(decisions.getByRole('button', { name: '批准并发布' })).toBeDisabled();
  const ownId = ownLink.split('=').pop()!;
  const ownApproval = await callAs(rita, `/submissions/${ownId}/approve`, { method: 'POST', body: {} });
  expect(ownApproval).toMatchObject({ status: 403, code: 'own-submission' });

  // The editor submits; the reviewer sends it back with a reason.
  const link = await submitChange(
    anna,
    async () => {
      await row(anna, '最新简历').click();
      await anna.getByLabel('每页条数').fill('3');
    },
    '简历条数',
    '首页 › 最新简历 › 每页条数',
  );
  await rita.getByRole('button', { name: '刷新' }).click();
  await rita
    .getByRole('list', { name: '待审核的提交' })
    .getByRole('button', { name: /简历条数/ })
    .click();
  // The open review is in the address: the link to pass on.
  await expect(rita).toHaveURL(link);
  await decisions.getByRole('button', { name: '退回' }).click();
  await expect(decisions.getByRole('alert')).toHaveText('请填写退回原因。');
  await decisions.getByLabel('退回原因（作者可见）').fill('条数请与首页其他栏目一致');
  await decisions.getByRole('button', { name: '退回' }).click();
  await expect(decisions.getByRole('status')).toHaveText('已退回，作者会看到退回原因。');

  // The editor reads why, and brings it back into the editor to change it.
  await anna.getByRole('button', { name: '我的提交' }).click();
  const mine = anna.getByRole('dialog', { name: '我的提交' });
  const sentBack = mine.getByRole('listitem').filter({ hasText: '简历条数' });
  await expect(sentBack).toContainText('已退回');
  await expect(sentBack).toContainText('退回原因：条数请与首页其他栏目一致（rita）');
  await sentBack.getByRole('button', { name: '更新后重新提交' }).click();
  await expect(mine).toHaveCount(0);
  await expect(anna.getByRole('status').filter({ hasText: '已把提交的内容载入编辑区' })).toBeVisible();
  await row(anna, '最新简历').click();
  await expect(anna.getByLabel('每页条数')).toHaveValue('3');
  await anna.context().close();
  await rita.context().close();
});

test('a draft saved on the server follows the editor to another browser', async ({ browser }) => {
  const first = await openStudio(browser, 'anna');
  await row(first, '微课堂').click();
  await first.getByLabel('每页条数').fill('1');
  await expect(first.getByRole('status').filter({ hasText: /^已保存草稿 \d\d:\d\d$/ })).toBeVisible();
  await first.context().close();

  const second = await openStudio(browser, 'anna');
  const offer = second.getByRole('region', { name: '恢复未发布的草稿？' });
  await expect(offer).toContainText('首页 › 微课堂 › 每页条数');
  await offer
    .getByRole('listitem')
    .filter({ hasText: '微课堂' })
    .first()
    .getByRole('button', { name: '恢复草稿' })
    .click();
  await row(second, '微课堂').click();
  await expect(second.getByLabel('每页条数')).toHaveValue('1');
  await second.context().close();
});

test('a reviewer schedules an approval for a later time, the editor sees it planned, and the reviewer cancels it', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const anna = await openStudio(browser, 'anna');
  const link = await submitChange(
    anna,
    () => anna.getByRole('button', { name: '隐藏 招聘会日程' }).click(),
    '明早隐藏招聘会',
    '首页: 招聘会日程 隐藏',
  );
  const rita = await signedIn(browser, 'rita', link);
  const decisions = rita.getByRole('complementary', { name: '修改内容' });
  await expect(decisions.getByRole('list', { name: '修改内容' })).toContainText('首页: 招聘会日程 隐藏');

  // A time in the past is refused in words; one an hour ahead is planned.
  const time = decisions.getByLabel('发布时间');
  await time.fill('2020-01-01T08:00');
  await decisions.getByRole('button', { name: '定时发布' }).click();
  await expect(decisions.getByRole('alert')).toHaveText('请选择一个将来的时间。');
  const at = new Date(Date.now() + 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  await time.fill(
    `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`,
  );
  await decisions.getByRole('button', { name: '定时发布' }).click();
  await expect(decisions.getByRole('status')).toContainText(/^已批准，将于 .+ 发布。$/);
  const planned = rita.getByRole('list', { name: '定时发布' });
  await expect(planned.getByRole('listitem')).toHaveCount(1);
  await expect(planned).toContainText('anna');

  await anna.getByRole('button', { name: '我的提交' }).click();
  await expect(
    anna.getByRole('dialog', { name: '我的提交' }).getByRole('listitem').filter({ hasText: '明早隐藏招聘会' }),
  ).toContainText(/已排期：.+ 发布/);
  // Nothing published yet.
  expect((await publicHome(browser, server.origin)).headings).toContain('招聘会日程');

  await planned.getByRole('button', { name: /^取消 .+ 的定时发布$/ }).click();
  await expect(rita.getByText('已取消定时发布，提交回到待审核。')).toBeVisible();
  await expect(planned.getByRole('listitem')).toHaveCount(0);
  await expect(rita.getByRole('list', { name: '待审核的提交' })).toContainText('明早隐藏招聘会');
  await anna.context().close();
  await rita.context().close();
});
