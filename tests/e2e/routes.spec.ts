/**
 * Every route of page config opens in Chromium against the mock with its title, and every section of it shows
 * data from its own API: for each source in config, a value of the mock's answer (the contract's first example),
 * found inside that section's element. / lands on /home and a made-up path on /404.
 */
import { expect, type Locator } from '@playwright/test';
import { test } from '../support/e2e-test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalog } from '../../src/config/catalog';
import { loginAs } from '../support/e2e-session';
import { isShown, sectionMarks, type Mark, type SectionLike } from '../support/section-marks';
import { addressesOf } from '../support/route-addresses';

const config = JSON.parse(readFileSync(join(import.meta.dirname, '../../pages.config/portal.json'), 'utf8'));
const zh = (t: any) => (typeof t === 'string' ? t : t['zh-CN']);

/**
 * Sources a component draws at one address of its route only, the component (not config) deciding: the supervision
 * form lists business scopes for type 2 alone (type 1, construction, names the project instead; spec s2).
 */
const drawnOnlyAt: Record<string, string> = {
  'SupervisionForm.businessScopes': '?type=2',
};

async function expectMark(frame: Locator, mark: Mark) {
  switch (mark.kind) {
    case 'text':
      if (mark.visible) await expect(frame.getByText(mark.text).first()).toBeVisible();
      else await expect(frame).toContainText(mark.text);
      return;
    case 'absent':
      await expect(frame).not.toContainText(mark.text);
      return;
    case 'option':
      await expect(frame.locator('option').filter({ hasText: mark.text }).first()).toBeAttached();
      return;
    case 'image':
      await expect(frame.locator(`img[src="${mark.src}"]`).first()).toBeAttached();
  }
}

for (const [id, page] of Object.entries<any>(config.pages)) {
  for (const address of addressesOf(page)) {
    test(`${page.route}${address} (${id}) shows each section's own data, and its title`, async ({
      page: tab,
      context,
      baseURL,
    }) => {
      // Gated pages (spec s6) open for the account they are meant for: company pages for a company, the rest for a
      // person whose profile is complete (the mock's memberInfo default).
      if (page.gate) await loginAs(context, page.gate === 'company' ? 'company' : 'personal', baseURL!);
      const errors: string[] = [];
      tab.on('pageerror', (e) => errors.push(String(e)));
      await tab.goto(`.${page.route}${address}`);
      // "page - site", a detail page's record naming it; home, /404 and untitled pages as they were (decision 057).
      const site = zh(config.site.name);
      await expect(tab).toHaveTitle(
        page.route === '/home' || !page.title
          ? site
          : page.route === '/404'
            ? zh(page.title)
            : page.sections.some((s: any) => s.source?.bind)
              ? new RegExp(`^.+ - ${site}$`)
              : `${zh(page.title)} - ${site}`,
      );
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(zh(page.title ?? config.site.name));
      const main = tab.getByRole('main');
      await expect(main.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 }); // every section has answered
      await expect(main.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
      await expect(main.getByText('暂无数据')).toHaveCount(0);

      const search = new URLSearchParams(address);
      for (const section of page.sections as SectionLike[]) {
        if (!isShown(section, search) || (!section.source && !section.sources)) continue;
        const kind = catalog[section.component as keyof typeof catalog].kind;
        const frame = main.locator(`[data-section="${section.id}"]`);
        for (const { source, operation, marks } of sectionMarks(section, kind)) {
          const only = drawnOnlyAt[`${section.component}.${source}`];
          if (only !== undefined && only !== address) continue;
          for (const mark of marks)
            await test.step(`${section.id} (${source}: ${operation}) ${mark.kind} ${'text' in mark ? mark.text : mark.src}`, () =>
              expectMark(frame, mark));
        }
      }
      expect(errors).toEqual([]);
    });
  }
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
