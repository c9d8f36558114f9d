import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { answer } from '../support/contract-answers';
import { defaultExampleData } from '../support/contract-examples';
import { loginAs } from '../support/e2e-session';
import { clientRendered } from '../support/client-rendered';

const notices = defaultExampleData('get', '/api/web/queryNoticeByPage').records as { title: string }[];
const jobs = defaultExampleData('get', '/api/web/queryJobListByPage').records as { companyName: string }[];
const articles = answer('homeArticleIndex').data.article_list as { id: number; title: string }[];
const categories = answer('homeArticleCategory').data.items as { id: number; name: string }[];
const majors = answer('schoolList').data.items as { major_name: string }[];
const workers = answer('scattWorkIndex').data.items as { content: string }[];
const areas = answer('homeClassifyIndex').data as { value: string; label: string; children: any[] }[];

const isPath = (path: string) => (url: URL) => url.pathname === `/n2024${path}`;

// What the home page asks for, and what it does with answers and failures, in the browser: the page as the browser
// draws it (a server-rendered one brings its data along; server-render.spec.ts and routes.spec.ts cover that).
test.beforeEach(({ page }) => clientRendered(page));

test('/ lands on /home, titled with the portal name, listing the newest notices and jobs from the mock', async ({
  page,
}) => {
  const sizes: Record<string, string | null> = {};
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/n2024/api/')) sizes[url.pathname] = url.searchParams.get('size');
  });
  await page.goto('./');
  await expect(page).toHaveURL(/\/n2024\/web\/home$/);
  await expect(page).toHaveTitle('江城市公共就业服务网');

  const noticeSection = page.getByRole('region', { name: '通知公告' });
  await expect(noticeSection.getByRole('listitem')).toHaveCount(8);
  await expect(noticeSection.getByRole('link', { name: notices[0]!.title })).toHaveAttribute(
    'href',
    /\/n2024\/web\/noticeDetail\?id=\d+/,
  );

  const jobSection = page.getByRole('region', { name: '最新职位' });
  await expect(jobSection.getByRole('listitem')).toHaveCount(9);
  await expect(jobSection.getByText(jobs[0]!.companyName).first()).toBeVisible();
  expect(sizes).toMatchObject({ '/n2024/api/web/queryNoticeByPage': '8', '/n2024/api/web/queryJobListByPage': '9' });
});

test('an unknown path lands on /404, titled page not found', async ({ page }) => {
  await page.goto('./no/such/page');
  await expect(page).toHaveURL(/\/n2024\/web\/404$/);
  await expect(page).toHaveTitle('页面不存在');
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('a failing section shows its own error with a retry while the rest of the page works', async ({ page }) => {
  let failing = true;
  await page.route('**/n2024/api/web/queryJobListByPage**', (route) =>
    failing ? route.fulfill({ status: 503, body: 'down' }) : route.fallback(),
  );
  await page.goto('./home');
  const jobSection = page.getByRole('region', { name: '最新职位' });
  await expect(jobSection.getByRole('alert')).toContainText('服务不可用！', { timeout: 20_000 });
  await expect(page.getByRole('region', { name: '通知公告' }).getByRole('listitem')).toHaveCount(8);

  failing = false;
  await jobSection.getByRole('button', { name: '重试' }).click();
  await expect(jobSection.getByRole('listitem')).toHaveCount(9);
});

test('a business error shows the server message in the section', async ({ page }) => {
  await page.route('**/n2024/api/web/queryNoticeByPage**', (route) =>
    route.fulfill({ json: { code: 50009, message: '公告服务维护中，请稍后再试', data: null } }),
  );
  await page.goto('./home');
  await expect(page.getByRole('region', { name: '通知公告' }).getByRole('alert')).toContainText(
    '公告服务维护中，请稍后再试',
  );
  await expect(page.getByRole('region', { name: '最新职位' }).getByRole('listitem')).toHaveCount(9);
});

test('the contact box and the side panel stay fixed to the screen while the page scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('./home');
  for (const id of ['contact', 'sidePanel']) {
    const widget = page.locator(`[data-section="${id}"] > *`).first();
    await expect(widget).toBeVisible();
    const onScreen = () =>
      widget.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return r.top >= 0 && r.bottom <= window.innerHeight && el.contains(hit);
      });
    expect(await onScreen()).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(onScreen).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
  }
});

test('home news: three articles of the home article list, under tabs of its categories; a category is asked with cid', async ({
  page,
}) => {
  // Another category's articles, so that the list visibly changes (the mock answers every cid alike).
  const policy = categories[1]!;
  await page.route(
    (url) => isPath('/v1_0/home/article/index')(url) && url.searchParams.has('cid'),
    (route) =>
      route.fulfill({
        json: {
          code: 200,
          message: 'success',
          data: { total: 1, article_list: [{ id: 9001, title: '灵活就业社保补贴政策解读', link_url: '', thumb: '' }] },
        },
      }),
  );
  const list = page.waitForRequest((r) => isPath('/v1_0/home/article/index')(new URL(r.url())));
  await page.goto('./home');
  expect(new URL((await list).url()).searchParams.get('pagesize')).toBe('3');

  const news = page.getByRole('region', { name: '招聘资讯' });
  const tabs = news.getByRole('tablist', { name: '资讯分类' });
  await expect(tabs.getByRole('tab')).toHaveText(['全部', ...categories.map((c) => c.name)]);
  await expect(tabs.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
  const panel = news.getByRole('tabpanel');
  await expect(panel.getByRole('listitem')).toHaveCount(3);
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText(articles.slice(0, 3).map((a) => a.title));
  await expect(panel.getByRole('link', { name: articles[0]!.title })).toHaveAttribute(
    'href',
    `/n2024/web/informationDetail?id=${articles[0]!.id}`,
  );
  await expect(news.getByRole('link', { name: /更多/ })).toHaveAttribute('href', '/n2024/web/information');

  const asked = page.waitForRequest(
    (r) => isPath('/v1_0/home/article/index')(new URL(r.url())) && new URL(r.url()).searchParams.has('cid'),
  );
  await tabs.getByRole('tab', { name: policy.name }).click();
  const query = new URL((await asked).url()).searchParams;
  expect([query.get('cid'), query.get('pagesize')]).toEqual([String(policy.id), '3']);
  await expect(tabs.getByRole('tab', { name: policy.name })).toHaveAttribute('aria-selected', 'true');
  await expect(news.getByRole('tabpanel', { name: policy.name }).getByRole('listitem')).toHaveText([
    '灵活就业社保补贴政策解读',
  ]);

  // By keyboard: back to "all" with Home, shown on Enter.
  await page.keyboard.press('Home');
  await expect(tabs.getByRole('tab', { name: '全部' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(news.getByRole('tabpanel', { name: '全部' }).getByRole('listitem')).toHaveCount(3);
});

test('home skills: every course asked for (999) in a region of fixed height that the keyboard scrolls', async ({
  page,
}) => {
  const many = Array.from({ length: 999 }, (_, i) => ({ id: i + 1, major_name: `技能课程${i + 1}` }));
  await page.route(
    (url) => isPath('/v1_0/school/Schoolpag/schoolList')(url) && url.searchParams.get('pagesize') === '999',
    (route) => route.fulfill({ json: { code: 200, message: 'success', data: { total: 999, items: many } } }),
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('./home');
  const courses = page.getByRole('region', { name: '全部技能培训课程，共 999 门' });
  await expect(courses.getByRole('link')).toHaveCount(999);
  await expect(courses.getByRole('link', { name: '技能课程999' })).toHaveAttribute(
    'href',
    '/n2024/web/learnDetail?id=999',
  );
  const box = (await courses.boundingBox())!;
  expect(box.height).toBeLessThan(260); // 999 courses do not push the page down

  await courses.focus();
  await expect(courses).toBeFocused();
  await page.keyboard.press('End');
  await expect(courses.getByRole('link', { name: '技能课程999' })).toBeInViewport();
  expect(await courses.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
});

test('home skills from the mock: all of them shown, each leading to its course', async ({ page }) => {
  const asked = page.waitForRequest((r) => isPath('/v1_0/school/Schoolpag/schoolList')(new URL(r.url())));
  await page.goto('./home');
  expect(new URL((await asked).url()).searchParams.get('pagesize')).toBe('999');
  const courses = page.getByRole('region', { name: `全部技能培训课程，共 ${majors.length} 门` });
  await expect(courses.getByRole('listitem')).toHaveCount(majors.length);
  await expect(courses.getByRole('link', { name: majors.at(-1)!.major_name })).toBeAttached();
});

test("home's figures come from the home index", async ({ page }) => {
  const stats = answer('homeIndex').data;
  await page.goto('./home');
  const figures = page.getByRole('region', { name: '平台数据' });
  await expect(figures.getByRole('definition').first()).toHaveText(stats.jobs_total.toLocaleString('zh-CN'));
  await expect(figures).toContainText(`今日新增 ${stats.jobs_today}`);
});

/** The casual workers on home, for a visitor and for a member (spec s5). */
async function workersOnHome(page: Page) {
  await page.goto('./home');
  const section = page.getByRole('region', { name: '零工求职' });
  await expect(section.getByRole('listitem').first()).toBeVisible();
  return section;
}

test("what casual workers wrote is shown to a visitor and a member alike (spec s5 hides only the jobs')", async ({
  page,
  context,
  baseURL,
}) => {
  const visitor = await workersOnHome(page);
  await expect(visitor.getByText(workers[0]!.content)).toBeVisible();
  await expect(visitor.getByText('登录后查看详细描述')).toHaveCount(0);

  await loginAs(context, 'personal', baseURL!);
  const member = await workersOnHome(page);
  await expect(member.getByText(workers[0]!.content)).toBeVisible();
  await expect(member.getByText('登录后查看详细描述')).toHaveCount(0);
});

test('a district filter sends the comma-separated code path of the district chosen, up to 3 levels', async ({
  page,
}) => {
  const district = areas[1]!;
  const street = district.children[0];
  const community = street.children[0];
  const fairsAsked = (districtId: string) =>
    page.waitForRequest((r) => {
      const url = new URL(r.url());
      return (
        isPath('/api/V2/jobfairMini/queryJobFairListByPage')(url) && url.searchParams.get('districtId') === districtId
      );
    });
  await page.goto('./jobFair');
  const fairs = page.getByRole('region', { name: '招聘会' }).first();
  const filters = fairs.getByRole('search', { name: '筛选条件' });
  await filters.getByRole('combobox', { name: '区域' }).selectOption({ label: district.label });
  await filters.getByRole('combobox', { name: '街道/乡镇' }).selectOption({ label: street.label });
  await filters.getByRole('combobox', { name: '社区/村' }).selectOption({ label: community.label });
  const three = [district.value, street.value, community.value].join(',');
  let asked = fairsAsked(three);
  await filters.getByRole('button', { name: '筛选' }).click();
  const query = new URL((await asked).url()).searchParams;
  expect(query.get('districtId')).toBe(three);
  expect(query.get('page')).toBe('1');
  await expect(page).toHaveURL(new RegExp(`district=${encodeURIComponent(three)}`));

  // Two levels: the district and its street.
  await filters.getByRole('combobox', { name: '社区/村' }).selectOption({ label: '全部' });
  asked = fairsAsked(`${district.value},${street.value}`);
  await filters.getByRole('button', { name: '筛选' }).click();
  await asked;
  await expect(filters.getByRole('combobox', { name: '街道/乡镇' })).toHaveValue(street.value);
});

test('the skills page leads to the skill types', async ({ page }) => {
  await page.goto('./learnSkill');
  await page.getByRole('navigation', { name: '技能培训入口' }).getByRole('link', { name: '按技能分类查找' }).click();
  await expect(page).toHaveURL(/\/skillType$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('技能分类');
});

test('the site settings and the sections drawn from them ask the config index once per page', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => isPath('/v1_0/home/config/index')(new URL(r.url())) && asked.push(r.url()));
  await page.goto('./home');
  // The header and footer (site settings), the side panel and the contact box (homeConfigIndex sections).
  await expect(page.getByRole('contentinfo')).toContainText(defaultExampleData('get', '/v1_0/home/config/index').icp);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  expect(asked).toHaveLength(1);
});
