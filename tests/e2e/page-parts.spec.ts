/**
 * Only the code a page draws (issue 33 item 5, decision 091): /home fetches neither the filter bar, the page numbers
 * nor the gate, nor the texts of pages it does not show; a page reached by client navigation brings them with its
 * code, and never shows a text's key meanwhile; a page the server drew with a filter bar hydrates it in place.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { watchScripts } from '../support/fetched-scripts';

/** The modules that only some pages draw, as the build's source maps name them. */
const PARTS = [
  'src/widgets/FilterBar/FilterBar.tsx',
  'src/widgets/Pagination/Pagination.tsx',
  'src/widgets/form/AreaPicker.tsx',
  'src/renderer/Gate/Gate.tsx',
  'src/i18n/messages/forms.ts',
  'src/i18n/messages/pages.ts',
];

/** Records every text the page shows (text and accessible names) that looks like a key of a page's texts. */
async function watchForKeys(page: Page) {
  await page.evaluate(() => {
    const key = /\b(?:home|pages|forms|apply|signup|talent|rights|filter|pager)\.[a-z][A-Za-z]*(?:\.[A-Za-z]+)*\b/;
    const seen: string[] = ((window as any).keysSeen = []);
    const look = (node: Node) => {
      const text =
        node instanceof Element ? `${node.textContent} ${node.getAttribute('aria-label') ?? ''}` : node.textContent;
      const found = text && key.exec(text);
      if (found) seen.push(found[0]);
    };
    new MutationObserver((records) =>
      records.forEach((r) => (r.type === 'attributes' ? look(r.target) : r.addedNodes.forEach(look))),
    ).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-label'],
    });
  });
  return () => page.evaluate(() => (window as any).keysSeen as string[]);
}

test('/home fetches no filter bar, page numbers, gate or texts of pages it does not show', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const asked = watchScripts(page);
  await page.goto('./home');
  await expect(page.locator('#main[data-scroll-ready]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  const modules = asked.modules();
  expect(modules).toContain('src/sections/LoginPanel/LoginPanel.tsx');
  expect(PARTS.filter((part) => modules.includes(part))).toEqual([]);
});

test('client navigation brings a page its filter bar, page numbers and texts with its code, never a key', async ({
  page,
}) => {
  const asked = watchScripts(page);
  await page.goto('./home');
  const keysSeen = await watchForKeys(page);
  await page.evaluate(() => ((window as any).samePage = true));

  await page.locator('a[href$="/jobSearch"]').first().click();
  await expect(page).toHaveURL(/\/jobSearch$/);
  const filters = page.getByRole('search', { name: '筛选条件' });
  await expect(filters).toBeVisible();
  await expect(page.getByRole('navigation', { name: '分页' })).toBeVisible();
  expect(asked.modules()).toEqual(expect.arrayContaining(PARTS.slice(0, 3)));

  // A job's page: its texts (the 'pages' area) came with its code.
  // (The kept-alive /home is still in the page, hidden: the visible list's first job.)
  await page.locator('#main a[href*="/jobDetail?id="]:visible').first().click();
  await expect(page).toHaveURL(/\/jobDetail\?id=/);
  await expect(page.locator('main h1:visible')).toBeVisible();
  await expect(page.locator('#main [data-section] dl:visible').first()).toBeVisible();
  expect(await page.evaluate(() => (window as any).samePage)).toBe(true); // client navigation, no reload
  expect(await keysSeen()).toEqual([]);
  await expect(page.locator('main')).not.toContainText(/\b(?:pages|forms|filter|pager)\.[a-z]/);
});

test('a page the server drew with a filter bar hydrates it in place, and the filter works', async ({ page }) => {
  const asked = watchScripts(page);
  await page.goto('./jobSearch');
  const filters = page.getByRole('search', { name: '筛选条件' });
  await expect(filters).toBeVisible();
  expect(asked('FilterBar')).toBe(true);
  // The server's markup is React's: its first field carries React's marker once hydrated.
  await expect
    .poll(() =>
      filters.evaluate((form) =>
        Object.keys(form).some((k) => k.startsWith('__reactFiber') || k.startsWith('__reactProps')),
      ),
    )
    .toBe(true);
  await page.evaluate(() => ((window as any).samePage = true));
  const keyword = filters.getByRole('searchbox', { name: '关键词' });
  await keyword.fill('会计');
  await filters.getByRole('button', { name: '筛选' }).click();
  await expect(page).toHaveURL(/keywords=%E4%BC%9A%E8%AE%A1/);
  expect(await page.evaluate(() => (window as any).samePage)).toBe(true);
});
