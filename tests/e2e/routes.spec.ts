/**
 * The route sweep (decision 097): every route of page config, opened once per address and account, serves every check
 * of that load, each a step of its own:
 * - each section's own data and the title: for each source in config, a value of the mock's answer (the contract's
 *   first example), found inside that section's element;
 * - axe (WCAG 2.1 A and AA rules) with zero violations, lang, one h1, headings in order;
 * - hydration (decision 025): the server's markup adopted, not drawn again, every part of it, without an error; a
 *   member's own name appears only after hydration.
 * No page shows an error. tests/support/route-sweep.ts says which load serves which check; each test walks eight
 * loads of one account in one tab. The drill (playwright.drill.config.ts) runs the data checks only
 * (E2E_ROUTE_CHECKS=data). Plus: / lands on /home and a made-up path on /404.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { expectAccessible } from '../support/axe-audit';
import { loginAs } from '../support/e2e-session';
import { expectHydrated, keepServerMain } from '../support/hydration-watch';
import { config, routeSweeps, type Check, type Load } from '../support/route-sweep';
import { expectSectionsData } from '../support/section-data-check';

const only = process.env.E2E_ROUTE_CHECKS?.split(',') as Check[] | undefined;
const stepTitle: Record<Check, string> = {
  data: "each section's own data, and its title",
  axe: 'axe, lang, one h1, headings in order',
  hydration: "hydrates the server's markup",
};
const memberMark = { personal: '个人-', company: '企业-' };
const as = { visitor: 'a visitor', personal: 'a person', company: 'a company' };

/** The page's errors while it shows one load: its exceptions and, with hydration checked, its console's errors. */
function watchErrors(page: Page) {
  let current: { errors: string[]; console: boolean } = { errors: [], console: false };
  page.on('pageerror', (e) => current.errors.push(`${page.url()}: ${e.message}`));
  // (The not-found page answers 404, which the browser notes in its console.)
  page.on(
    'console',
    (m) =>
      current.console &&
      m.type() === 'error' &&
      !m.text().includes('status of 404') &&
      current.errors.push(`${page.url()}: ${m.text()}`),
  );
  return (load: Load) => (current = { errors: [], console: load.checks.includes('hydration') }).errors;
}

function run(check: Check, page: Page, load: Load, url: string) {
  if (check === 'data') return expectSectionsData(page, config.site.name, load.page, load.address);
  if (check === 'axe') return expectAccessible(page, url);
  return expectHydrated(page, url);
}

for (const loads of routeSweeps(8, only)) {
  const { who } = loads[0]!;
  const urls = loads.map((load) => `${load.page.route}${load.address}`);
  test(`as ${as[who]}: ${urls.join(', ')}`, async ({ page, context, baseURL }) => {
    // Each check the time its own test had.
    test.setTimeout(30_000 * loads.reduce((n, load) => n + load.checks.length, 0));
    if (who !== 'visitor') await loginAs(context, who, baseURL!);
    const errorsOf = watchErrors(page);
    await keepServerMain(page);
    // Each check of each load runs even when one before it failed; the test fails naming every check that did.
    const failed: string[] = [];
    const step = (title: string, body: () => Promise<unknown>) =>
      test.step(title, body).catch((e: Error) => failed.push(`${title}: ${e.message}`));
    for (const load of loads) {
      const url = `.${load.page.route}${load.address}`;
      const member = who !== 'visitor' && load.page.route === '/home' && load.checks.includes('hydration');
      await test.step(`${url} (${load.id}): ${load.checks.join(', ')}`, async () => {
        const errors = errorsOf(load);
        // The server draws the visitor's header; the member's own account appears once the browser has hydrated.
        // (The HTML a member's browser gets, its login cookie sent along.)
        if (member)
          await step(`${url}: the server draws the visitor's header`, async () => {
            const html = await (await page.request.get('./home')).text();
            expect(html).toContain('data-section="jobs"');
            expect(html).not.toContain(memberMark[who]);
          });
        await step(`${url}: loads`, () => page.goto(url));
        for (const check of load.checks) await step(`${url}: ${stepTitle[check]}`, () => run(check, page, load, url));
        if (member)
          await step(`${url}: the member named after hydration`, () =>
            expect(page.getByRole('banner')).toContainText(memberMark[who]),
          );
        await step(`${url}: no error on the page`, async () => expect(errors).toEqual([]));
      });
    }
    expect(failed.length, `the checks that failed:\n\n${failed.join('\n\n')}`).toBe(0);
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
