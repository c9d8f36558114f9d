/**
 * Safe content and the floating ad window: a hostile job title runs nothing and shows its tags as text (spec s5);
 * a banner whose link is javascript: leads nowhere (spec s2); the ad window drifts, holds still under the
 * pointer, resumes when it leaves, and stays closed for the session once closed (spec s2, s9).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { defaultExampleData } from '../support/contract-examples';
import { answerWith } from '../support/prefer-example';
import { clientRendered } from '../support/client-rendered';

declare global {
  interface Window {
    __hacked?: number;
  }
}

const envelope = (data: unknown) => ({ code: 200, message: 'success', data });
const hacked = (page: Page) => page.evaluate(() => window.__hacked);

test('a hostile job title runs nothing and shows its tags as text', async ({ page }) => {
  await clientRendered(page); // the hostile answer is the browser's own call
  const hostile = '<img src=x onerror=window.__hacked=1><script>window.__hacked=2</script>急聘焊工';
  const jobs = structuredClone(defaultExampleData('get', '/api/web/queryJobListByPage'));
  jobs.records[0].jobName = hostile;
  await page.route('**/n2024/api/web/queryJobListByPage**', (route) => route.fulfill({ json: envelope(jobs) }));
  await page.goto('./jobSearch');
  const link = page.getByRole('main').getByRole('link', { name: hostile });
  await expect(link).toBeVisible();
  await expect(link).toHaveText(hostile);
  await expect(link.locator('img, script')).toHaveCount(0);
  expect(await hacked(page)).toBeUndefined();
});

test('a banner whose link is javascript: leads nowhere and runs nothing', async ({ page }) => {
  await clientRendered(page); // the hostile answer is the browser's own call
  const ads = structuredClone(defaultExampleData('post', '/v1_0/home/ad/index'));
  const banner = ads.items['QS_index_a1@web'][0];
  Object.assign(banner, {
    web_link_url: 'javascript:window.__hacked=1',
    link_url: 'javascript:window.__hacked=2',
    company_id: 0,
    inner_link: '',
    inner_link_params: '',
  });
  await page.route('**/n2024/v1_0/home/ad/index**', (route) => route.fulfill({ json: envelope(ads) }));
  await page.goto('./home');
  const image = page.getByRole('img', { name: banner.title });
  await expect(image).toBeVisible();
  await expect(page.getByRole('link', { name: banner.title, exact: true })).toHaveCount(0);
  await expect(page.getByRole('group', { name: '主横幅' }).getByRole('link')).toHaveCount(0);
  await image.click();
  await expect(page).toHaveURL(/\/n2024\/web\/home$/);
  expect(await hacked(page)).toBeUndefined();
});

/** Where the ad window is now. */
const at = async (ad: Locator) => {
  const box = await ad.boundingBox();
  return { x: box!.x, y: box!.y };
};

test('the ad window drifts, holds still under the pointer, resumes on leave, and stays closed once closed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.clock.install(); // time runs as usual until paused below
  await page.goto('./home');
  const ad = page.getByRole('complementary', { name: '浮动广告' });
  await expect(ad.getByRole('link')).toHaveAttribute('href', 'https://rsj.jiangcheng.gov.cn/ztzl/cfxd2026/');
  const first = await at(ad);
  await expect.poll(async () => (await at(ad)).x).not.toBe(first.x);

  // From here time moves only when the test says so: 200 ms are ten 20 ms steps of one pixel per axis.
  await page.clock.pauseAt(Date.now() + 1_000);
  const before = await at(ad);
  await page.clock.runFor(200);
  const moved = await at(ad);
  expect([Math.abs(moved.x - before.x), Math.abs(moved.y - before.y)]).toEqual([10, 10]);

  await page.mouse.move(moved.x + 60, moved.y + 100);
  await page.clock.runFor(1_000);
  expect(await at(ad)).toEqual(moved);

  await page.mouse.move(moved.x + 600, 700); // well away from it
  await page.clock.runFor(200);
  const resumed = await at(ad);
  expect([Math.abs(resumed.x - moved.x), Math.abs(resumed.y - moved.y)]).toEqual([10, 10]);

  // The keyboard: focus holds it still, the pause button is reachable and pressable.
  const pause = ad.getByRole('button', { name: '暂停移动' });
  await pause.focus();
  await page.keyboard.press('Space');
  await expect(pause).toHaveAttribute('aria-pressed', 'true');
  await page.clock.runFor(400);
  expect(await at(ad)).toEqual(resumed);

  await page.clock.resume();
  await ad.getByRole('button', { name: '关闭广告' }).focus();
  await page.keyboard.press('Enter');
  await expect(ad).toHaveCount(0);

  const menu = page.getByRole('navigation', { name: '主菜单' });
  await menu.getByRole('link', { name: '找工作' }).click();
  await expect(page).toHaveURL(/\/jobSearch$/);
  await menu.getByRole('link', { name: '首页' }).click();
  await expect(page.getByRole('region', { name: '最新职位' })).toBeVisible();
  await expect(ad).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: '最新职位' })).toBeVisible();
  await expect(ad).toHaveCount(0);
});

test('the ad window is hidden when the site settings say so, and absent from other pages', async ({ page }) => {
  await page.goto('./jobSearch');
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('complementary', { name: '浮动广告' })).toHaveCount(0);

  await clientRendered(page); // the settings are the browser's own call
  await page.route('**/n2024/v1_0/home/config/index**', answerWith('noWindow'));
  await page.goto('./home');
  await expect(page.getByRole('region', { name: '最新职位' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('complementary', { name: '浮动广告' })).toHaveCount(0);
});
