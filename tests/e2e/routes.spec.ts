/**
 * Every route of page config opens in Chromium against the mock with its data and its title; / lands on /home and
 * a made-up path on /404.
 */
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loginAs } from '../support/e2e-session';

const config = JSON.parse(readFileSync(join(import.meta.dirname, '../../pages.config/portal.json'), 'utf8'));
const zh = (t: any) => (typeof t === 'string' ? t : t['zh-CN']);

/** Query a detail route needs, and which sections show for it. */
const addressOf: Record<string, string> = {
  '/supervision': '?type=2',
  '/temporaryWorker': '?type=second',
};

for (const [id, page] of Object.entries<any>(config.pages)) {
  test(`${page.route} (${id}) opens with its data and its title`, async ({ page: tab, context, baseURL }) => {
    // Gated pages (spec s6) open for the account they are meant for: company pages for a company, the rest for a
    // person whose profile is complete (the mock's memberInfo default).
    if (page.gate) await loginAs(context, page.gate === 'company' ? 'company' : 'personal', baseURL!);
    const errors: string[] = [];
    tab.on('pageerror', (e) => errors.push(String(e)));
    const needsId = page.sections.some((s: any) => s.source?.bind?.id);
    await tab.goto(`.${page.route}${addressOf[page.route] ?? (needsId ? '?id=1' : '')}`);
    await expect(tab).toHaveTitle(zh(page.title ?? config.site.name));
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(zh(page.title ?? config.site.name));
    const main = tab.getByRole('main');
    await expect(main.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 }); // every section has answered
    await expect(main.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
    await expect(main.getByText('暂无数据')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

test('/ lands on /home and a made-up path on /404, titled page not found', async ({ page }) => {
  await page.goto('./');
  await expect(page).toHaveURL(/\/n2024\/web\/home$/);
  await page.goto('./no/such/page');
  await expect(page).toHaveURL(/\/n2024\/web\/404$/);
  await expect(page).toHaveTitle('页面不存在');
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('the header highlights the tab of the page, detail pages included', async ({ page, context, baseURL }) => {
  await loginAs(context, 'personal', baseURL!);
  await page.goto('./jobDetail?id=1');
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await expect(menu.getByRole('link', { name: '找工作' })).toHaveAttribute('aria-current', 'page');
  await page.goto('./supervision?type=1');
  await expect(menu.getByRole('link', { name: '维权益' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
});
