/**
 * Keep-alive (spec s2): a kept-alive page left through the header menu and opened again through it keeps what the
 * visitor did there (typed but unsent filter text, a chosen option, the list on screen) without asking the server
 * again; a page that is not kept alive starts afresh. The pages are taken from config: the first kept-alive and the
 * first other page that have a header tab and a keywords filter.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { operation } from '../support/contract-answers';

const config = JSON.parse(readFileSync(join(import.meta.dirname, '../../pages.config/portal.json'), 'utf8'));
const zh = (t: any): string => (typeof t === 'string' ? t : t['zh-CN']);

/** A page with a menu tab and a list section filtered by keywords; its tab, list and filter names as shown. */
function pageWith(keepAlive: boolean) {
  for (const page of Object.values<any>(config.pages)) {
    if ((page.keepAlive === true) !== keepAlive || page.gate) continue;
    const tab = config.header.tabs.find((t: any) => t.route === page.route);
    const section = page.sections.find((s: any) => s.source && s.filters?.some((f: any) => f.control === 'keywords'));
    if (!tab || !section) continue;
    const keywords = section.filters.find((f: any) => f.control === 'keywords');
    const select = section.filters.find((f: any) => f.control === 'select' || f.control === 'district');
    return {
      route: page.route as string,
      tab: zh(tab.label),
      region: zh(section.title),
      keywords: zh(keywords.label),
      select: select && zh(select.label),
      path: `/n2024${operation(section.source.operation).path}`,
      pageSize: String(section.pageSize),
    };
  }
  throw new Error(`no ${keepAlive ? 'kept-alive' : 'other'} page with a menu tab and a keywords filter in config`);
}

const kept = pageWith(true);
const fresh = pageWith(false);
// Another tab to leave by: an open page without the home page's floating ad window (it bounces over the menu).
const pageOf = (route: string) => Object.values<any>(config.pages).find((p) => p.route === route);
const other = config.header.tabs.find(
  (t: any) =>
    t.route && ![kept.route, fresh.route].includes(t.route) && !pageOf(t.route).gate && !pageOf(t.route).adWindow,
);
const otherPage = pageOf(other.route);
const otherTab = {
  name: zh(other.label),
  route: other.route as string,
  title: zh(otherPage.title ?? config.site.name),
};

const menu = (page: Page) => page.getByRole('navigation', { name: '主菜单' });
/** Waits until the layout has settled the scroll of the address (a kept page's calls start before that). */
const settled = (page: Page, route: string) => expect(page.locator('main')).toHaveAttribute('data-scroll-ready', route);

/** Counts the calls of a list section (its path and page size: another section may use the same operation). */
function countCalls(page: Page, path: string, pageSize: string) {
  const calls = { n: 0 };
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === path && [url.searchParams.get('size'), url.searchParams.get('pagesize')].includes(pageSize))
      calls.n++;
  });
  return calls;
}

test(`a kept-alive page (${kept.route}) keeps unsent filter text, choices and its list across menu navigation`, async ({
  page,
}) => {
  const calls = countCalls(page, kept.path, kept.pageSize);
  await page.goto(`.${kept.route}`);
  const list = page.getByRole('region', { name: kept.region });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const rows = await list.getByRole('listitem').allTextContents();
  // Asked once at most (a server-rendered page brings its list along, and the browser asks nothing).
  const asked = calls.n;
  expect(asked).toBeLessThanOrEqual(1);

  // Typed and chosen, not applied: state of the filter component alone, not in the address.
  await list.getByRole('searchbox', { name: kept.keywords }).fill('焊工');
  let chosen: string | null = null;
  if (kept.select) {
    const select = list.getByRole('combobox', { name: kept.select });
    await expect(select.locator('option').nth(1)).toBeAttached();
    chosen = await select.locator('option').nth(1).getAttribute('value');
    await select.selectOption(chosen!);
  }

  await menu(page).getByRole('link', { name: otherTab.name }).click();
  await expect(page).toHaveURL(new RegExp(`${otherTab.route}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(otherTab.title);
  await menu(page).getByRole('link', { name: kept.tab }).click();
  await expect(page).toHaveURL(new RegExp(`${kept.route}$`));
  await settled(page, kept.route);

  await expect(list.getByRole('searchbox', { name: kept.keywords })).toHaveValue('焊工');
  if (kept.select) await expect(list.getByRole('combobox', { name: kept.select })).toHaveValue(chosen!);
  await expect(list.getByRole('listitem')).toHaveText(rows);
  expect(calls.n).toBe(asked); // not asked again on return
});

test(`a page that is not kept alive (${fresh.route}) starts afresh after menu navigation`, async ({ page }) => {
  await page.goto(`.${fresh.route}`);
  const list = page.getByRole('region', { name: fresh.region });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await list.getByRole('searchbox', { name: fresh.keywords }).fill('社保');

  await menu(page).getByRole('link', { name: otherTab.name }).click();
  await expect(page).toHaveURL(new RegExp(`${otherTab.route}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(otherTab.title);
  await menu(page).getByRole('link', { name: fresh.tab }).click();
  await expect(page).toHaveURL(new RegExp(`${fresh.route}$`));
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(list.getByRole('searchbox', { name: fresh.keywords })).toHaveValue('');
});

// A page with a menu tab that has a section of the same id as the kept-alive page's (home's newest jobs and the job
// search are both `jobs`): where two section frames could be mixed up.
const twin = config.header.tabs
  .map((t: any) => t.route && pageOf(t.route))
  .find(
    (p: any) =>
      p &&
      p.route !== kept.route &&
      !p.gate &&
      p.sections.some((s: any) => pageOf(kept.route).sections.some((k: any) => k.id === s.id)),
  );

/** Each section on screen is named by its own heading (assistive technology lists regions by these names). */
async function expectOwnNames(page: Page) {
  const main = page.getByRole('main');
  // (A page left behind may still be busy, hidden: only the page shown counts.)
  await expect(main.locator('[aria-busy="true"]').filter({ visible: true })).toHaveCount(0, { timeout: 15_000 });
  const regions = main.getByRole('region');
  expect(await regions.count()).toBeGreaterThan(0);
  for (const region of await regions.all()) {
    const heading = region.getByRole('heading', { level: 2 }).first();
    if ((await heading.count()) === 0) continue;
    await expect(region).toHaveAccessibleName((await heading.textContent())!);
  }
}

test('two kept-alive pages do not lend each other their section names', async ({ page }) => {
  // The portal's config has such a pair (home's and the job search's `jobs`); a config without one fails here rather
  // than letting the test pass having checked nothing.
  expect(twin, 'a menu page sharing a section id with the kept-alive page').toBeTruthy();
  await page.goto(`.${twin.route}`);
  // The floating ad window (home) bounces over the menu: closed first, as a visitor would.
  if (twin.adWindow) await page.getByRole('button', { name: '关闭广告' }).click();
  await menu(page).getByRole('link', { name: kept.tab }).click();
  await expect(page).toHaveURL(new RegExp(`${kept.route}$`));
  await expectOwnNames(page);
  const twinTab = config.header.tabs.find((t: any) => t.route === twin.route);
  await menu(page)
    .getByRole('link', { name: zh(twinTab.label) })
    .click();
  await expect(page).toHaveURL(new RegExp(`${twin.route}$`));
  await expectOwnNames(page);
});
