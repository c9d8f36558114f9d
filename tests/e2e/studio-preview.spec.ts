/**
 * The studio's preview and outline as an HR editor uses them (issue 21, items 3 and 4; decision 052): the preview
 * is laid out at the chosen width and scaled to the column, so the desktop preview is the desktop page; a click there
 * selects; a drag in the outline shows where the row will land; a new section goes where the editor chose, selected,
 * in view, with a title of its own; a job detail is refused on home; Ctrl+Z in a field undoes the studio's last
 * change. A server of its own (tests/support/studio-server.ts); each test its own account, so no draft of another
 * test is offered back.
 */
import { expect, type Browser, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { docImage } from '../support/doc-image';
import { dragOnto, item, openStudio, outline, preview, row, sectionOrder } from '../support/studio-page';
import { startStudioServer, type StudioServer } from '../support/studio-server';

const EDITORS = {
  wang: 'wang-secret-01',
  li: 'li-secret-0002',
  zhao: 'zhao-secret-03',
  chen: 'chen-secret-04',
  sun: 'sun-secret-005',
  zhou: 'zhou-secret-06',
};
type Editor = keyof typeof EDITORS;
let server: StudioServer;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  // A server of its own (an embedded store, the accounts' password hashes, a mock): on a loaded machine its start
  // outlasts the 30 s a hook gets by default, as studio-admin's and studio-review's do.
  test.setTimeout(120_000);
  server = await startStudioServer(EDITORS);
});
test.afterAll(async () => server?.stop());

/** The studio in a 1366 × 768 window, as an HR editor's laptop (the issue's: the middle column is some 700 px). */
const signIn = (browser: Browser, name: Editor) =>
  openStudio(browser, server.origin, { name, password: EDITORS[name], width: 1366, height: 768 });

/** How many columns the newest jobs' grid draws (its computed grid-template-columns). */
const jobColumns = (scope: Page | FrameLocator) =>
  scope
    .locator('[data-section="jobs"] ul')
    .first()
    .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);

/** The width a page is laid out at, in its own CSS px. */
const layoutWidth = (scope: Page | FrameLocator) =>
  scope.locator('html').evaluate((html) => html.ownerDocument.defaultView!.innerWidth);

const box = async (locator: Locator) => (await locator.boundingBox())!;

test('the desktop preview is the desktop page: laid out at 1366, as many job columns as the public page, scaled to the column', async ({
  browser,
}) => {
  const page = await signIn(browser, 'wang');
  const frame = preview(page);
  const widths = page.getByRole('group', { name: '预览宽度' });
  const desktop = widths.getByRole('button', { name: '电脑 1366' });
  await expect(desktop).toHaveAttribute('aria-pressed', 'true');
  await expect(widths.getByRole('button', { name: '手机 412' })).toHaveAttribute('aria-pressed', 'false');
  // Pressed is seen, not only heard: its colours are not those of the others.
  const look = (name: string) =>
    widths
      .getByRole('button', { name })
      .evaluate((b) => `${getComputedStyle(b).backgroundColor} ${getComputedStyle(b).color}`);
  expect(await look('电脑 1366')).not.toBe(await look('手机 412'));

  await expect(frame.locator('[data-section="jobs"] ul li').first()).toBeVisible();
  expect(await layoutWidth(frame)).toBe(1366);
  const visitor = await browser.newPage({ locale: 'zh-CN', viewport: { width: 1366, height: 768 } });
  await visitor.goto(`${server.origin}/n2024/web/home`);
  await expect(visitor.locator('[data-section="jobs"] ul li').first()).toBeVisible();
  const publicColumns = await jobColumns(visitor);
  expect(publicColumns).toBe(3); // nine newest jobs in three whole rows (decision 058)
  expect(await jobColumns(frame)).toBe(publicColumns);
  await visitor.close();

  // The 1366 px page is shown whole within the middle column, scaled down, the width it says.
  const column = await box(page.getByRole('main'));
  const shown = await box(page.locator('iframe[title="页面预览"]'));
  expect(shown.x).toBeGreaterThanOrEqual(column.x);
  expect(shown.x + shown.width).toBeLessThanOrEqual(column.x + column.width);
  expect(shown.y + shown.height).toBeLessThanOrEqual(column.y + column.height + 1);
  const percent = Math.round((shown.width / 1366) * 100);
  await expect(widths.getByText(`按 ${percent}% 显示`)).toBeVisible();

  // The wide screen and the phone: each laid out at its own width, the button pressed.
  await widths.getByRole('button', { name: '宽屏 1920' }).click();
  await expect(widths.getByRole('button', { name: '宽屏 1920' })).toHaveAttribute('aria-pressed', 'true');
  await expect(desktop).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => layoutWidth(frame)).toBe(1920);
  await widths.getByRole('button', { name: '手机 412' }).click();
  await expect.poll(() => layoutWidth(frame)).toBe(412);
  await expect(widths.getByText('按 100% 显示')).toBeVisible();
  await page.screenshot({ path: docImage('studio-preview-phone.png') });
  await widths.getByRole('button', { name: '电脑 1366' }).click();
  await expect.poll(() => layoutWidth(frame)).toBe(1366);

  // A click on a section of the scaled page selects it.
  await frame.getByRole('heading', { name: '招聘会日程' }).click();
  await expect(row(page, '招聘会日程')).toHaveAttribute('aria-current', 'true');
  await expect(frame.locator('[data-section="jobFairs"]')).toHaveAttribute('data-studio-selected', '');
  await page.screenshot({ path: docImage('studio-preview-desktop.png') });
  await page.context().close();
});

test('a drag in the outline shows a line where the row will land, and the row goes there', async ({ browser }) => {
  const page = await signIn(browser, 'li');
  await dragOnto(page, '友情链接', '零工岗位');
  const to = item(page, '零工岗位');
  const line = outline(page).locator('[data-drop-indicator]');
  await expect(line).toBeVisible();
  await expect(line).toHaveAttribute('data-drop-indicator', 'before');
  // Drawn on the top edge of 零工岗位 (where it is now: the panel may scroll as a drag nears its edge).
  await expect(to.locator('[data-drop-indicator]')).toBeVisible();
  const [drawn, target] = [await box(line), await box(to)];
  expect(Math.abs(drawn.y + drawn.height / 2 - target.y)).toBeLessThan(8);
  await page.screenshot({ path: docImage('studio-drag-line.png') });
  await page.mouse.up();
  await expect(line).toHaveCount(0);
  const order = await sectionOrder(page);
  expect(order.indexOf('友情链接')).toBe(order.indexOf('零工岗位') - 1);
  await expect(page.getByRole('status').filter({ hasText: '友情链接 已移到' })).toBeVisible();
  await page.context().close();
});

test('a row moves by keyboard, keeps the focus and is announced', async ({ browser }) => {
  const page = await signIn(browser, 'zhao');
  const before = await sectionOrder(page);
  await row(page, '平台数据').focus();
  await page.keyboard.press('Alt+ArrowUp');
  const after = await sectionOrder(page);
  expect(after.indexOf('平台数据')).toBe(before.indexOf('平台数据') - 1);
  await expect(row(page, '平台数据')).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: '平台数据 已移到' })).toBeVisible();
  await page.keyboard.press('Alt+ArrowDown');
  expect(await sectionOrder(page)).toEqual(before);
  await page.context().close();
});

test('a notice list added after 最新职位 is there, selected, titled its own, and in view in the preview', async ({
  browser,
}) => {
  const page = await signIn(browser, 'chen');
  // Selected: the new section goes right after it.
  await row(page, '最新职位').click();
  await page.getByLabel('组件').selectOption({ label: '通知公告列表' });
  const add = page.getByRole('button', { name: '添加栏目' });
  await expect(add).toHaveAccessibleDescription('将添加到“最新职位”之后');
  await add.click();
  const order = await sectionOrder(page);
  expect(order.slice(order.indexOf('最新职位'), order.indexOf('最新职位') + 3)).toEqual([
    '最新职位',
    '通知公告 2',
    '平台数据',
  ]);
  await expect(row(page, '通知公告 2')).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('status').filter({ hasText: '已添加 通知公告 2' })).toBeVisible();
  // In the preview: drawn between the two, marked, and scrolled into view.
  const frame = preview(page);
  const added = frame.locator('[data-section="noticeList"]');
  await expect(added.getByRole('heading', { name: '通知公告 2' })).toBeVisible();
  await expect(added).toHaveAttribute('data-studio-selected', '');
  await expect(added).toBeInViewport();
  const headings = await frame.locator('main h2').allTextContents();
  expect(headings.indexOf('通知公告 2')).toBe(headings.indexOf('最新职位') + 1);

  // Selecting a section far down the page scrolls the preview to it.
  await row(page, '友情链接').click();
  await expect(frame.locator('[data-section="links"]')).toBeInViewport();
  await page.context().close();
});

test('a job detail cannot be added to home: refused at the choice, in words, and nothing is added', async ({
  browser,
}) => {
  const page = await signIn(browser, 'sun');
  const before = await sectionOrder(page);
  const choice = page.getByLabel('组件');
  await choice.selectOption({ label: '职位详情' });
  const why = '“职位详情”需要地址中的记录编号，不能放在首页上；请把它加到详情页。';
  await expect(page.getByRole('alert').filter({ hasText: why })).toBeVisible();
  await expect(choice).toHaveAccessibleDescription(why);
  await page.getByRole('button', { name: '添加栏目' }).click();
  expect(await sectionOrder(page)).toEqual(before);
  await page.context().close();
});

test("Ctrl+Z inside the title field undoes the studio's last change, a reorder too, and the field shows it", async ({
  browser,
}) => {
  const page = await signIn(browser, 'zhou');
  const start = await sectionOrder(page);
  await row(page, '最新职位').focus();
  await page.keyboard.press('Alt+ArrowUp');
  const moved = await sectionOrder(page);
  expect(moved).not.toEqual(start);
  const index = moved.indexOf('最新职位');
  await row(page, '最新职位').click();
  const title = page.locator(`[id="field:/pages/home/sections/${index}/title"]`);
  await title.fill('热门职位');
  await expect(preview(page).getByRole('heading', { name: '热门职位' })).toBeVisible();
  // The first Ctrl+Z takes the typing back, in the field and the preview; the second the reorder.
  await page.keyboard.press('Control+z');
  await expect(title).toHaveValue('最新职位');
  await expect(preview(page).getByRole('heading', { name: '最新职位' })).toBeVisible();
  await expect(title).toBeFocused();
  await page.keyboard.press('Control+z');
  await expect.poll(() => sectionOrder(page)).toEqual(start);
  // And Ctrl+Y redoes it.
  await page.keyboard.press('Control+y');
  await expect.poll(() => sectionOrder(page)).toEqual(moved);
  await page.context().close();
});
