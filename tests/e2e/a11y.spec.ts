/**
 * Accessibility: axe (WCAG 2.1 A and AA rules) on every route of page config, as a visitor and logged in, with
 * zero violations. Plus the page-level basics: lang, one h1, headings in order.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loginAs } from '../support/e2e-session';

const config = JSON.parse(readFileSync(join(import.meta.dirname, '../../pages.config/portal.json'), 'utf8'));
const address: Record<string, string> = { '/supervision': '?type=1', '/temporaryWorker': '?type=second' };
const routes = Object.values<any>(config.pages).map((p) => {
  const needsId = p.sections.some((s: any) => s.source?.bind?.id);
  return `.${p.route}${address[p.route] ?? (needsId ? '?id=1' : '')}`;
});

async function audit(page: Page, url: string) {
  await page.goto(url);
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

test.describe('as a visitor', () => {
  for (const url of routes) test(`axe: ${url}`, ({ page }) => audit(page, url));
});

test.describe('logged in as a company', () => {
  test.beforeEach(({ context, baseURL }) => loginAs(context, 'company', baseURL!).then(() => undefined));
  for (const url of ['./home', './recruitTalents', './resumeDetail?id=1', './jobSearch', './arbitration', './odJobs'])
    test(`axe: ${url}`, ({ page }) => audit(page, url));
});

test.describe('logged in as a person', () => {
  test.beforeEach(({ context, baseURL }) => loginAs(context, 'personal', baseURL!).then(() => undefined));
  for (const url of ['./home', './supervision?type=2', './signInWork', './pclicyForm', './temporaryWorker'])
    test(`axe: ${url}`, ({ page }) => audit(page, url));
});
