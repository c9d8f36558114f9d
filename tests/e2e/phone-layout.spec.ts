/**
 * The phone layout (issue 11, docs/decisions/026) at 412 x 915: on every route of page config nothing is wider than
 * the screen and nothing fixed or sticky lies over the main content; the header menu folds into a button that opens
 * and closes by keyboard, and without JavaScript too; the header's tap targets are at least 44 px. Writes the
 * screenshots docs/images/phone-*.png.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { docImage } from '../support/doc-image';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loginAs } from '../support/e2e-session';
import { addressesOf } from '../support/route-addresses';

const config = JSON.parse(readFileSync(join(import.meta.dirname, '../../pages.config/portal.json'), 'utf8'));
const WIDTH = 412;
const screenshots: Record<string, string> = { home: '', jobSearch: '', jobDetail: '?id=1' };
test.use({ viewport: { width: WIDTH, height: 915 } });

/** Elements whose right edge passes the screen's, unless a box that clips its overflow keeps them in. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clips = (el: Element) => getComputedStyle(el).overflowX !== 'visible';
    const found: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 0.5) continue;
      let up = el.parentElement;
      while (up && up !== document.body && !(clips(up) && up.getBoundingClientRect().right <= width + 0.5))
        up = up.parentElement;
      if (up && up !== document.body) continue;
      const name = `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`;
      found.push(`${name} right=${Math.round(box.right)} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
    }
    return { scrollWidth: document.scrollingElement!.scrollWidth, found: found.slice(0, 10) };
  });

/** Fixed or sticky elements, other than the header, that lie over the visible part of #main. */
const covering = (page: Page) =>
  page.evaluate(() => {
    const main = document.getElementById('main')!.getBoundingClientRect();
    const top = Math.max(main.top, 0);
    const bottom = Math.min(main.bottom, window.innerHeight);
    const found: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(el);
      if (style.position !== 'fixed' && style.position !== 'sticky') continue;
      if (el.closest('header') || style.visibility === 'hidden') continue;
      // A modal dialog and its backdrop cover the page on purpose, and only until answered.
      const modal = '[role="dialog"], [role="alertdialog"]';
      if (el.closest(modal) || el.nextElementSibling?.matches(modal)) continue;
      const box = el.getBoundingClientRect();
      const overlaps = box.width > 0 && box.height > 0 && box.bottom > top && box.top < bottom && box.right > main.left;
      const text = (el.textContent ?? '').trim().slice(0, 40);
      if (overlaps)
        found.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} (${style.position}) "${text}"`);
    }
    return found;
  });

for (const [id, page] of Object.entries<any>(config.pages)) {
  for (const address of addressesOf(page)) {
    test(`${page.route}${address}: nothing wider than ${WIDTH} px, nothing fixed over the content`, async ({
      page: tab,
      context,
      baseURL,
    }) => {
      if (page.gate) await loginAs(context, page.gate === 'company' ? 'company' : 'personal', baseURL!);
      await tab.goto(`.${page.route}${address}`);
      await expect(tab.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
      await expect(tab.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
      const { scrollWidth, found } = await overflowing(tab);
      expect(found, `too wide on ${page.route}${address}`).toEqual([]);
      expect(scrollWidth).toBeLessThanOrEqual(WIDTH);
      expect(await covering(tab), `fixed over #main on ${page.route}${address}`).toEqual([]);
      // Further down too: the floating pieces sit lower on the screen than the first view.
      await tab.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      // Sections further down ask for their data once scrolled to: the loading veil (spec s4) may show meanwhile.
      await expect(tab.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
      await expect(tab.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
      expect(await covering(tab), `fixed over #main at the bottom of ${page.route}${address}`).toEqual([]);
      if (id in screenshots && address === screenshots[id]) {
        await tab.evaluate(() => window.scrollTo(0, 0));
        await tab.screenshot({ path: docImage(`phone-${id}.png`) });
      }
    });
  }
}

test('the menu folds into a button that opens and closes by keyboard, and its tap targets are 44 px', async ({
  page,
  context,
  baseURL,
}) => {
  await loginAs(context, 'personal', baseURL!); // the account menu's button is in the header too
  await page.goto('./jobSearch');
  const nav = page.getByRole('navigation', { name: '主菜单' });
  // A <summary>: a button to browsers and screen readers, which Playwright's role engine does not name as one.
  const button = nav.getByText('菜单', { exact: true });
  const jobs = nav.getByRole('link', { name: '找工作' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(jobs).toBeHidden();

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(jobs).toBeVisible();
  await expect(jobs).toHaveAttribute('aria-current', 'page');
  for (const link of await nav.getByRole('link').all())
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);

  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await expect(jobs).toBeHidden();

  await page.keyboard.press('Space');
  await expect(jobs).toBeVisible();
  await page.keyboard.press('Space');
  await expect(jobs).toBeHidden();

  // A link followed from the open menu closes it behind it.
  await page.keyboard.press('Enter');
  await nav.getByRole('link', { name: '首页' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  const header = page.getByRole('banner');
  const targets = header.locator('a:visible, button:visible, input:visible, select:visible, summary:visible');
  for (const target of await targets.all()) {
    const box = (await target.boundingBox())!;
    if (box.x + box.width <= 0) continue; // the skip link, off screen until focused
    expect(box.height, `height of ${await target.evaluate((e) => e.outerHTML.slice(0, 80))}`).toBeGreaterThanOrEqual(
      44,
    );
  }
  // The search box: select, input and button on one row.
  const search = header.getByRole('search');
  const rows = new Set<number>();
  for (const part of [search.getByRole('combobox'), search.getByRole('searchbox'), search.getByRole('button')])
    rows.add(Math.round((await part.boundingBox())!.y));
  expect(rows.size).toBe(1);
});

test('the main links of list cards and of the footer are 44 px tall', async ({ page }) => {
  for (const url of ['./home', './jobSearch', './notice', './information', './policy']) {
    await page.goto(url);
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    const short = await page.evaluate(() =>
      [...document.querySelectorAll('main li a, footer nav a')]
        .filter((a) => !a.closest('nav:not(footer nav), [role="tablist"]') && a.getBoundingClientRect().width > 0)
        // A link inside a line of text is exempt, as in WCAG 2.5.8 (a phone number after its label, say).
        .filter((a) => getComputedStyle(a).display !== 'inline' || a.parentElement!.textContent === a.textContent)
        .filter((a) => a.getBoundingClientRect().height < 44)
        .map((a) => `${a.textContent?.trim().slice(0, 20)} (${Math.round(a.getBoundingClientRect().height)} px)`),
    );
    expect(short, `short links on ${url}`).toEqual([]);
  }
});

test('axe finds nothing at 412 px with the menu open', async ({ page }) => {
  await page.goto('./home');
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole('navigation', { name: '主菜单' }).getByText('菜单', { exact: true }).click();
  await expect(page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '找工作' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('without JavaScript the menu button still opens and closes the menu', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: WIDTH, height: 915 },
    baseURL,
  });
  const page = await context.newPage();
  await page.goto('./jobSearch');
  const nav = page.getByRole('navigation', { name: '主菜单' });
  const jobs = nav.getByRole('link', { name: '找工作' });
  await expect(jobs).toBeHidden();
  await nav.getByText('菜单', { exact: true }).click();
  await expect(jobs).toBeVisible();
  await nav.getByText('菜单', { exact: true }).click();
  await expect(jobs).toBeHidden();
  await context.close();
});

test('on a wide screen the menu is the row of tabs, with no menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('./home');
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await expect(nav.getByRole('link', { name: '找工作' })).toBeVisible();
  await expect(nav.getByText('菜单', { exact: true })).toBeHidden();
  await expect(page.getByRole('complementary', { name: '浮动广告' })).toBeVisible();
});
