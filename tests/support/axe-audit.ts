/**
 * Accessibility of a loaded page: axe (WCAG 2.1 A and AA rules) with zero violations, and the page-level basics:
 * lang, one h1, headings in order.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectAccessible(page: Page, url: string) {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  // The loading veil (spec s4) greys the page while a tracked call is still out (a filter's district tree, say):
  // axe would measure contrast through it. The page is judged as it stands once loaded.
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const report = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join('\n    ')}`,
  );
  expect(report, `axe on ${url}`).toEqual([]);
  expect(await page.locator('html').getAttribute('lang')).toMatch(/^(zh-CN|en)$/);
  const levels = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((hs) => hs.filter((h) => (h as HTMLElement).offsetParent !== null).map((h) => Number(h.tagName[1])));
  expect(
    levels.filter((l) => l === 1),
    `one h1 on ${url}`,
  ).toHaveLength(1);
  levels.forEach(
    (level, i) =>
      i > 0 && expect(level - levels[i - 1]!, `heading order on ${url}: ${levels.join(',')}`).toBeLessThanOrEqual(1),
  );
}
