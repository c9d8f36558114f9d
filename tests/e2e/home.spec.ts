import { expect, test } from '@playwright/test';
import { defaultExampleData } from '../support/contract-examples';

const notices = defaultExampleData('get', '/api/web/queryNoticeByPage').records as { title: string }[];
const jobs = defaultExampleData('get', '/api/web/queryJobListByPage').records as { companyName: string }[];

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
