/** Keep-alive, the header search box and the language switch, as a visitor uses them. */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';

/** Waits until the layout has settled the scroll position of the current address (restore or top, after 50 ms). */
const scrollSettled = async (page: Page) => {
  const url = new URL(page.url());
  const path = url.pathname.replace(/^\/n2024\/web/, '') + url.search;
  await expect(page.locator('main')).toHaveAttribute('data-scroll-ready', path);
};

test('a kept-alive list page keeps its page number, filter and scroll position when left and returned to', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('./jobSearch?keywords=焊工');
  const jobs = page.getByRole('region', { name: '职位搜索' });
  await expect(jobs.getByRole('listitem').first()).toBeVisible();
  await expect(jobs.getByRole('searchbox', { name: '关键词' })).toHaveValue('焊工');
  await jobs.getByRole('link', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/page=2/);
  await scrollSettled(page);
  await page.mouse.wheel(0, 700);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const scrolled = await page.evaluate(() => window.scrollY);

  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '首页' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();

  await expect(page).toHaveURL(/\/jobSearch\?keywords=.*page=2/);
  await scrollSettled(page);
  await expect(jobs.getByRole('link', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  await expect(jobs.getByRole('searchbox', { name: '关键词' })).toHaveValue('焊工');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('a header tab back to a kept-alive page returns to its last address; a link with its own query wins', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('./jobSearch?keywords=焊工');
  const jobs = page.getByRole('region', { name: '职位搜索' });
  await expect(jobs.getByRole('listitem').first()).toBeVisible();
  await jobs.getByRole('link', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/page=2/);
  await scrollSettled(page);
  const rows = await jobs.getByRole('listitem').allTextContents();
  await page.mouse.wheel(0, 700);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const scrolled = await page.evaluate(() => window.scrollY);

  const menu = page.getByRole('navigation', { name: '主菜单' });
  await menu.getByRole('link', { name: '政策' }).click();
  await expect(page).toHaveURL(/\/policy$/);
  // The tab's link is the bare route: it returns to page 2 of the search, at the same place.
  await menu.getByRole('link', { name: '找工作' }).click();
  await expect(page).toHaveURL(/\/jobSearch\?keywords=%E7%84%8A%E5%B7%A5&page=2$/);
  await scrollSettled(page);
  await expect(jobs.getByRole('link', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  await expect(jobs.getByRole('searchbox', { name: '关键词' })).toHaveValue('焊工');
  await expect(jobs.getByRole('listitem')).toHaveText(rows);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);

  // The header search carries its own query: it wins over the kept address.
  await menu.getByRole('link', { name: '政策' }).click();
  await expect(page).toHaveURL(/\/policy$/);
  const search = page.getByRole('banner').getByRole('search');
  await search.getByRole('searchbox', { name: '搜索关键词' }).fill('会计');
  await search.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/\/jobSearch\?keywords=%E4%BC%9A%E8%AE%A1$/);
  await expect(jobs.getByRole('searchbox', { name: '关键词' })).toHaveValue('会计');
});

test('only the header tabs return a kept page to its last address: a footer link opens the address it names', async ({
  page,
}) => {
  await page.goto('./jobSearch?keywords=焊工');
  const jobs = page.getByRole('region', { name: '职位搜索' });
  await expect(jobs.getByRole('listitem').first()).toBeVisible();
  await jobs.getByRole('link', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/page=2/);
  await scrollSettled(page);

  // The footer's 最新职位 names the bare /jobSearch (issue 32, item 7: it used to open ?keywords=焊工&page=2).
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '政策' }).click();
  await expect(page).toHaveURL(/\/policy$/);
  await page.getByRole('contentinfo').getByRole('link', { name: '最新职位' }).click();
  await expect(page).toHaveURL(/\/jobSearch$/);
  await scrollSettled(page);
  await expect(jobs.getByRole('searchbox', { name: '关键词' })).toHaveValue('');
  await expect(jobs.getByRole('link', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
});

test("the header shows the site settings' title image beside the logo, the site name its text (spec s3 webSite.titleUrl)", async ({
  page,
}) => {
  await page.goto('./home');
  const logo = page.getByRole('banner').getByRole('link', { name: '江城市公共就业服务网' });
  await expect(logo.getByRole('img', { name: '江城市公共就业服务网' })).toHaveAttribute(
    'src',
    /\/static\/mock\/title\.png$/,
  );
  // In English the written name: the image's words are Chinese.
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Jiangcheng Public Employment Service' }),
  ).toBeVisible();
  await expect(page.getByRole('banner').locator('img[src$="/title.png"]')).toHaveCount(0);
});

test('a page that is not kept alive starts at the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('./notice');
  await expect(page.getByRole('region', { name: '通知公告' }).getByRole('listitem').first()).toBeVisible();
  await scrollSettled(page);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole('link', { name: '首页' }).first().click();
  await page.goBack();
  await expect(page).toHaveURL(/\/notice$/);
  // A quick there-and-back may never draw the home page: the mark of the first visit to /notice can still stand when
  // the Back is made, until the page settles anew. So the position is waited for, not read once.
  await scrollSettled(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the search box sends the keywords to the page of the chosen search type', async ({ page }) => {
  await page.goto('./home');
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  const search = page.getByRole('banner').getByRole('search');
  await expect(search.getByRole('searchbox')).toHaveAttribute('placeholder', '搜索你想要的职位或公司');
  await search.getByRole('combobox', { name: '搜索类型' }).selectOption({ label: '技能' });
  await search.getByRole('searchbox', { name: '搜索关键词' }).fill('电工');
  await search.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/\/learnSkill\?keywords=%E7%94%B5%E5%B7%A5$/);
  await expect(page.getByRole('main').getByRole('searchbox', { name: '关键词' })).toHaveValue('电工');
  await expect
    .poll(() =>
      requests.some(
        (u) => u.includes('/v1_0/school/Schoolpag/schoolList') && decodeURIComponent(u).includes('keyword=电工'),
      ),
    )
    .toBe(true);

  await search.getByRole('combobox', { name: '搜索类型' }).selectOption({ label: '职位' });
  await search.getByRole('searchbox', { name: '搜索关键词' }).fill('会计');
  await search.getByRole('searchbox', { name: '搜索关键词' }).press('Enter');
  await expect(page).toHaveURL(/\/jobSearch\?keywords=%E4%BC%9A%E8%AE%A1$/);
});

test('a Chinese reader never fetches the English texts; choosing English fetches them once', async ({ page }) => {
  const english: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/english-[\w-]+\.js$/.test(r.url())) english.push(r.url());
  });
  await page.goto('./home');
  await page.waitForLoadState('networkidle');
  expect(english).toHaveLength(0);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await page.getByRole('button', { name: '中文' }).click();
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  expect(english).toHaveLength(1);
});

test('the language switch changes every text, persists, and ?lang= sets it', async ({ page }) => {
  await page.goto('./home');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Find jobs' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Newest jobs' })).toBeVisible();
  await expect(page).toHaveTitle('Jiangcheng Public Employment Service');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');

  await page.reload();
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('./jobSearch?lang=zh-CN');
  await expect(page).toHaveTitle('找工作 - 江城市公共就业服务网'); // decision 057
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
});
