/**
 * Review from a phone (issue 32 item 4, decision 087): a reviewer at 412 × 915 opens a waiting submission from the
 * queue, reads every change (the list whole, nothing wider than the screen), opens the preview at the phone's width
 * and closes it, and approves with the button under her thumb; axe finds nothing on the desk at that width.
 * Writes docs/images/review-phone.png and review-phone-preview.png (regenerate: run this spec,
 * `OUT_DIR=dist-x npx playwright test tests/e2e/studio-review-phone.spec.ts`).
 */
import { expect, type Browser, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { docImage } from '../support/doc-image';
import { openStudio, publicHome, row, signIn, studioPassesAxe } from '../support/studio-page';
import { startStudioServer, type StudioServer } from '../support/studio-server';

const ACCOUNTS = {
  anna: { password: 'anna-secret-2026', role: 'editor' },
  rita: { password: 'rita-secret-2026', role: 'reviewer' },
} as const;
const PHONE = { width: 412, height: 915 };
let server: StudioServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startStudioServer(ACCOUNTS, { review: 'required' });
});
test.afterAll(async () => server?.stop());

/** The editor's changes to home, submitted for review with `comment`. */
async function submitChanges(browser: Browser, comment: string) {
  const anna = await openStudio(browser, server.origin, { name: 'anna', ...ACCOUNTS.anna });
  await row(anna, '最新职位').click();
  await anna.getByLabel('每页条数').fill('5');
  await anna.getByRole('group', { name: '栏目标题' }).getByLabel('栏目标题（中文）').fill('热门职位');
  await anna.getByRole('button', { name: '隐藏 职业导师' }).click();
  await anna.getByRole('button', { name: '隐藏 招聘会日程' }).click();
  await expect(anna.getByRole('status').filter({ hasText: /^已保存草稿 \d\d:\d\d$/ })).toBeVisible();
  await anna.getByRole('button', { name: '提交审核', exact: true }).click();
  const dialog = anna.getByRole('dialog', { name: '提交审核' });
  await dialog.getByLabel('说明（可选）').fill(comment);
  await dialog.getByRole('button', { name: '确认提交' }).click();
  await expect(dialog.getByRole('status')).toContainText(/已提交审核（编号 \d+）/);
  await anna.context().close();
}

/** The reviewer on a phone, signed in, at the review desk. */
async function reviewerOnPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(`${server.origin}/n2024/web/studio/`);
  await signIn(page, 'rita', ACCOUNTS.rita.password);
  await page.getByRole('button', { name: '审核', exact: true }).click();
  return page;
}

/** Nothing on the page is wider than the screen (no sideways scrolling). */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('a reviewer on a phone reads every change, previews at the phone width and approves with a thumb', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  await submitChanges(browser, '首页职位与栏目调整');
  const rita = await reviewerOnPhone(browser);

  // One column: the queue first, the submission below it once chosen.
  const pending = rita.getByRole('list', { name: '待审核的提交' });
  await expect(rita.getByText('请在上方选择一个待审核的提交。')).toBeVisible();
  await pending.getByRole('button', { name: /首页职位与栏目调整/ }).tap();
  const decisions = rita.getByRole('complementary', { name: '修改内容' });
  const changes = decisions.getByRole('list', { name: '修改内容' });
  await expect(changes).toContainText('首页 › 最新职位 › 每页条数: 9 → 5');
  await expect(changes).toContainText('首页: 招聘会日程 隐藏');
  // Every change can be read: the last one scrolled to lies inside the screen's width.
  const last = changes.getByRole('listitem').last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport({ ratio: 1 });
  const box = (await last.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(await pageWidth(rita)).toBeLessThanOrEqual(PHONE.width);
  // No preview squeezed beside the list: it is one tap away.
  await expect(rita.locator('iframe[title="提交内容预览"]')).toHaveCount(0);

  // 通过 and 退回 under the thumb: at the bottom of the screen, big enough for a finger.
  const approve = decisions.getByRole('button', { name: '批准并发布' });
  const reject = decisions.getByRole('button', { name: '退回' });
  for (const button of [approve, reject]) {
    await expect(button).toBeInViewport();
    const { y, height } = (await button.boundingBox())!;
    expect(height).toBeGreaterThanOrEqual(44);
    expect(y + height).toBeGreaterThan(PHONE.height - 100);
  }
  await studioPassesAxe(rita, 'the review desk at 412 px');
  await rita.screenshot({ path: docImage('review-phone.png') });

  // The preview, at the phone's width, over the desk; closing it returns to 预览.
  const open = decisions.getByRole('button', { name: '预览' });
  await open.tap();
  const dialog = rita.getByRole('dialog', { name: '提交内容预览' });
  const frame = dialog.locator('iframe[title="提交内容预览"]');
  await expect(frame).toHaveCSS('width', '412px');
  const shown = dialog.frameLocator('iframe[title="提交内容预览"]');
  await expect(shown.getByRole('heading', { name: '热门职位' })).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('预览已更新');
  await studioPassesAxe(rita, 'the preview dialog at 412 px');
  await rita.screenshot({ path: docImage('review-phone-preview.png') });
  await dialog.getByRole('button', { name: '关闭' }).tap();
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();

  await approve.tap();
  await expect(decisions.getByRole('status').filter({ hasText: /已批准并发布（版本 .+）/ })).toBeVisible();
  await expect(pending.getByRole('button', { name: /首页职位与栏目调整/ })).toHaveCount(0);
  // (Each reading opens a fresh page: on a loaded machine one can take seconds, so the wait is a ceiling, not a speed.)
  await expect.poll(async () => (await publicHome(browser, server.origin)).size, { timeout: 30_000 }).toBe(5);
  await rita.context().close();
});
