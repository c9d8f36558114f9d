/**
 * Server rendering (decision 025): the HTML of a page, fetched without a browser, already reads with the mock's
 * data; every route then hydrates the server's markup (the nodes are kept, not drawn again) without a hydration
 * error, for a visitor and for a member, whose own name appears only after hydration.
 */
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalog } from '../../src/config/catalog';
import { loginAs } from '../support/e2e-session';
import { isShown, sectionMarks, shownText, type SectionLike } from '../support/section-marks';

const config = JSON.parse(readFileSync(join(import.meta.dirname, '../../pages.config/portal.json'), 'utf8'));
const pages = Object.entries<any>(config.pages);

/** The text of the server's markup inside #root, as a reader without JavaScript sees it. */
function rootText(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="portal-state">');
  expect(start, 'the page has a #root').toBeGreaterThan(0);
  // (React separates adjacent text nodes with empty comments, which a reader never sees.)
  return shownText(html.slice(start, end).replace(/<!--[\s\S]*?-->/g, ''));
}

for (const route of ['/home', '/jobSearch', '/jobDetail?id=1', '/notice']) {
  test(`the HTML of ${route} holds the mock's data before any script runs`, async ({ request }) => {
    const response = await request.get(`.${route}`);
    expect(response.status()).toBe(200);
    const text = rootText(await response.text());
    const [, page] = pages.find(([, p]) => p.route === route.split('?')[0])!;
    const search = new URLSearchParams(route.split('?')[1] ?? '');
    let checked = 0;
    for (const section of page.sections as SectionLike[]) {
      if (!isShown(section, search) || !section.source) continue;
      const kind = catalog[section.component as keyof typeof catalog].kind;
      if (kind === 'widget') continue; // floating widgets' texts sit in popovers; their data is checked by routes.spec
      for (const { marks } of sectionMarks(section, kind))
        for (const mark of marks)
          if (mark.kind === 'text') {
            expect(text, `${section.id}: ${mark.text}`).toContain(mark.text);
            checked++;
          }
    }
    expect(checked).toBeGreaterThan(0);
  });
}

test('an unknown address goes to the not-found page, which answers 404', async ({ request }) => {
  const unknown = await request.get('./no/such/page', { maxRedirects: 0 });
  expect(unknown.status()).toBe(302);
  expect(unknown.headers().location).toBe('/n2024/web/404');
  const notFound = await request.get('./404');
  expect(notFound.status()).toBe(404);
  expect(await notFound.text()).toContain('返回首页');
});

/** Every address of every route (a detail page at ?id=1). */
const addresses = pages.map(([id, page]) => {
  const needsId = page.sections.some((s: any) =>
    [s.source, ...Object.values(s.sources ?? {})].some((source: any) => source?.bind),
  );
  return { id, page, url: `.${page.route}${needsId ? '?id=1' : ''}` };
});

for (const who of ['visitor', 'personal', 'company'] as const)
  test(`every route hydrates the server's markup without an error (${who})`, async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    if (who !== 'visitor') await loginAs(context, who, baseURL!);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
    // (The not-found page answers 404, which the browser notes in its console.)
    page.on(
      'console',
      (m) => m.type() === 'error' && !m.text().includes('status of 404') && errors.push(`${page.url()}: ${m.text()}`),
    );
    // The #main element the server sent, kept before any script runs: hydration adopts it, a fresh render replaces it.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as any).serverMain = document.getElementById('main');
      }),
    );
    if (who !== 'visitor') {
      // The server drew the visitor's header; the member's own account appears once the browser has hydrated.
      // (The HTML a member's browser gets, its login cookie sent along.)
      const html = await (await page.request.get('./home')).text();
      expect(html).toContain('data-section="jobs"');
      expect(html).not.toContain(who === 'company' ? '企业-' : '个人-');
      await page.goto('./home');
      await expect(page.getByRole('banner')).toContainText(who === 'company' ? '企业-' : '个人-');
    }
    for (const { page: cfg, url } of addresses) {
      if (cfg.gate && who === 'visitor') continue;
      await page.goto(url);
      await expect(page.locator('#main[data-scroll-ready]')).toBeAttached();
      expect(await page.evaluate(() => document.getElementById('main') === (window as any).serverMain), url).toBe(true);
    }
    expect(errors).toEqual([]);
  });
