/**
 * An HR editor adds a page in the studio, without JSON, and removes it again (issue 21, item 5; decision 053): the
 * public portal serves the page as soon as it is published, rendered on the server and reached by the footer's link
 * in the browser, with no new build; once removed and published, its address answers the portal's 404 page. Against
 * a server of its own (tests/support/studio-server.ts), whose reviewer account publishes directly.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { docImage } from '../support/doc-image';
import { signIn } from '../support/studio-page';
import { startStudioServer, type StudioServer } from '../support/studio-server';

const PASSWORD = 'anna-secret-1';
const TITLE = '2026 年就业政策';
let server: StudioServer;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  // A server of its own (an embedded store, the accounts' password hashes, a mock): on a loaded machine its start
  // outlasts the 30 s a hook gets by default, as studio-admin's and studio-review's do.
  test.setTimeout(120_000);
  server = await startStudioServer({ anna: PASSWORD });
});
test.afterAll(async () => server?.stop());

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const preview = (page: Page) => page.frameLocator('iframe[title="页面预览"]');

async function openStudio(browser: Browser) {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1500, height: 950 } });
  const page = await context.newPage();
  await page.goto(`${server.origin}/n2024/web/studio/`);
  await signIn(page, 'anna', PASSWORD);
  await expect(page.getByRole('list', { name: '顺序' })).toBeVisible();
  return page;
}

/** The open dialog passes axe (WCAG 2.1 A and AA). */
async function dialogPassesAxe(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(WCAG).include('[role="dialog"]').analyze();
  expect(result.violations).toEqual([]);
}

/** Publishes the draft, after checking that the publish dialog lists `changes`. */
async function publish(page: Page, changes: string[], comment: string) {
  await page.getByRole('button', { name: '发布', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '发布修改' });
  const listed = dialog.getByRole('list', { name: '本次修改' });
  for (const change of changes) await expect(listed).toContainText(change);
  await dialog.getByLabel('说明（可选）').fill(comment);
  await dialog.getByRole('button', { name: '确认发布' }).click();
  await expect(dialog.getByRole('status')).toContainText('已发布');
  await dialog.getByRole('button', { name: '关闭' }).click();
}

/** A visitor's page that has hydrated (the server's HTML alone does not follow a client-side link yet). */
async function visit(browser: Browser, path: string) {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  const response = await page.goto(`${server.origin}/n2024/web${path}`);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  return { page, response };
}

test('an editor adds a page with a notice list linked from the footer, publishes, and visitors open it; removed, it is the 404 page', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const studio = await openStudio(browser);

  // 新建页面: the address, the title, a notice list, a link in the footer's first column.
  await studio.getByRole('button', { name: '新建页面' }).click();
  const form = studio.getByRole('dialog', { name: '新建页面' });
  const address = form.getByLabel('页面地址');
  await address.fill('/policy');
  await form.getByLabel('页面标题（中文）').fill(TITLE);
  await form.getByRole('button', { name: '创建页面' }).click();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('页面“政策”已经使用这个地址，请换一个。')).toBeVisible();
  await address.fill('/zhengce2026');
  await expect(form.getByText('访客打开：/n2024/web/zhengce2026')).toBeVisible();
  await form.getByRole('radio', { name: '通知公告列表' }).check();
  await form.getByRole('checkbox', { name: '在页脚中显示' }).check();
  await expect(form.getByLabel('页脚分组')).toHaveValue('personalLinks');
  await dialogPassesAxe(studio);
  await form.evaluate((dialog) => dialog.scrollTo(0, 0));
  await studio.screenshot({ path: docImage('studio-new-page.png') });
  await form.getByRole('button', { name: '创建页面' }).click();
  await expect(form).toBeHidden();

  // The new page is selected: its section in the outline, the page in the preview.
  await expect(studio.getByRole('status').filter({ hasText: `已新建页面“${TITLE}”` })).toBeVisible();
  await expect(studio.getByRole('button', { name: new RegExp(`^${TITLE}`) })).toHaveAttribute('aria-current', 'true');
  await expect(
    studio
      .getByRole('list', { name: '顺序' })
      .getByRole('button', { name: /通知公告/ })
      .first(),
  ).toBeVisible();
  await expect(preview(studio).getByRole('heading', { name: '通知公告' })).toBeVisible();
  // The page list with the new page's link switches passes axe too.
  const panel = await new AxeBuilder({ page: studio })
    .withTags(WCAG)
    .include('[aria-labelledby="pages-title"]')
    .analyze();
  expect(panel.violations).toEqual([]);
  await expect(preview(studio).locator('footer').getByRole('link', { name: TITLE })).toBeVisible();

  await publish(studio, [`${TITLE}: 新增页面`, `页脚 › 个人服务链接: 新增 ${TITLE}`], '新增 2026 年就业政策页');

  // Served at once, by the server: the raw HTML of the address carries the page (the server follows a publication
  // within a second).
  await expect
    .poll(async () => {
      const res = await request.get(`${server.origin}/n2024/web/zhengce2026`, { maxRedirects: 0 });
      return res.status() === 200 && (await res.text()).includes(`<title>${TITLE}`);
    })
    .toBe(true);
  const html = await (await request.get(`${server.origin}/n2024/web/zhengce2026`)).text();
  expect(html).toContain(TITLE);
  expect(html).toMatch(/<h2[^>]*>通知公告<\/h2>/);

  // A visitor opens it from the footer of /home: the browser's router goes there without a new document.
  const { page: visitor } = await visit(browser, '/home');
  const documents: string[] = [];
  visitor.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()));
  await visitor.locator('footer').getByRole('link', { name: TITLE }).click();
  await expect(visitor).toHaveURL(/\/n2024\/web\/zhengce2026$/);
  await expect(visitor).toHaveTitle(new RegExp(`^${TITLE}`));
  const notices = visitor.getByRole('region', { name: '通知公告' });
  await expect(notices.getByRole('heading', { name: '通知公告' })).toBeVisible();
  await expect(notices.getByRole('listitem').first()).toBeVisible();
  expect(documents).toEqual([]);
  await visitor.context().close();

  // Removed: the dialog lists the footer link first; removing takes the link too.
  await studio.getByRole('button', { name: new RegExp(`^${TITLE}`) }).click();
  await studio
    .getByRole('group', { name: `页面“${TITLE}”` })
    .getByRole('button', { name: '删除页面' })
    .click();
  const removal = studio.getByRole('dialog', { name: `删除页面“${TITLE}”？` });
  await expect(removal.getByRole('listitem')).toHaveText([`页脚 · 个人服务链接：${TITLE}`]);
  await dialogPassesAxe(studio);
  await studio.screenshot({ path: docImage('studio-remove-page.png') });
  await removal.getByRole('button', { name: '删除页面和这些链接' }).click();
  await expect(studio.getByRole('status').filter({ hasText: `已删除页面“${TITLE}”和 1 处链接` })).toBeVisible();
  await publish(studio, [`${TITLE}: 删除页面`, `页脚 › 个人服务链接: 删除 ${TITLE}`], '删除 2026 年就业政策页');

  // Its address is the portal's 404 page now, and the home page's footer no longer links to it.
  await expect
    .poll(async () => (await request.get(`${server.origin}/n2024/web/zhengce2026`, { maxRedirects: 0 })).status())
    .toBe(302);
  const { page: lost, response } = await visit(browser, '/zhengce2026');
  expect(response?.status()).toBe(404);
  await expect(lost).toHaveURL(/\/n2024\/web\/404$/);
  await expect(lost).toHaveTitle('页面不存在');
  await lost.goto(`${server.origin}/n2024/web/home`);
  await expect(lost.locator('footer').getByRole('link', { name: '最新职位' })).toBeVisible();
  await expect(lost.locator('footer').getByRole('link', { name: TITLE })).toHaveCount(0);
  await lost.context().close();
  await studio.context().close();
});
