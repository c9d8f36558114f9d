/**
 * Server rendering (decision 025): the HTML of a page, fetched without a browser, already reads with the mock's
 * data; it lists its code, hydrates near the screen first, draws with the first font. That every route hydrates the
 * server's markup (the nodes are kept, not drawn again) without an error, for a visitor and for a member, whose own
 * name appears only after hydration, is a check of the route sweep (routes.spec.ts, decision 097).
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalog } from '../../src/config/catalog';
import { answer } from '../support/contract-answers';
import { defaultExampleData } from '../support/contract-examples';
import { loginAs } from '../support/e2e-session';
import { waitingSections } from '../support/hydration-watch';
import { isShown, sectionMarks, shownText, type SectionLike } from '../support/section-marks';

const config = JSON.parse(readFileSync(join(import.meta.dirname, '../../pages.config/portal.json'), 'utf8'));
const pages = Object.entries<any>(config.pages);
const course = answer('schoolDetail').data.info as { id: number; mobile: string };

/** Whether fontconfig knows a family (the machine's Chromium draws with fontconfig's fonts). */
function hasFont(family: string): boolean {
  try {
    return execFileSync('fc-list', [family, 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}

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

test('a rendered page lists its code for after its first paint, then hydrates (decision 030)', async ({
  page,
  request,
}) => {
  const html = await (await request.get('./jobSearch')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const listed = /<template id="portal-code">([\s\S]*?)<\/template>/.exec(head)?.[1] ?? '';
  // The frame (React DOM with the portal's start-up code, decision 093), the start-up and the sections' code are
  // listed, inert; nothing outside the list preloads them.
  for (const chunk of ['frame-', 'start-']) expect(listed).toContain(`/assets/${chunk}`);
  expect(listed.match(/<link rel="modulepreload"/g)!.length).toBeGreaterThan(6);
  expect(head.replace(listed, '')).not.toMatch(/modulepreload[^>]*(frame|start)-/);
  // The page's CSS is inline; its links are there for the bundler's loader only, neither fetched nor applied.
  expect(html).toMatch(/<style nonce="[^"]+">/);
  expect([...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].every(([link]) => link.includes(' disabled'))).toBe(true);

  // In the browser: the first animation frame comes before React DOM is asked for.
  await page.addInitScript(() =>
    requestAnimationFrame(() => {
      (window as any).firstFrame = performance.now();
    }),
  );
  await page.goto('./jobSearch');
  await expect(page.locator('#main[data-scroll-ready]')).toBeAttached();
  const { firstFrame, reactAsked } = await page.evaluate(() => ({
    firstFrame: (window as any).firstFrame as number,
    reactAsked: performance.getEntriesByType('resource').find((e) => /\/frame-[^/]*\.js$/.test(e.name))?.startTime,
  }));
  expect(reactAsked).toBeGreaterThanOrEqual(firstFrame);
});

const sectionHydrated = async (page: Page, id: string) => !(await waitingSections(page)).includes(id);

test("a visitor's phone hydrates the sections near the screen, the rest when they come near or the reader acts (decision 039)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('./home');
  // The first screen answers; the news far below is still the server's markup (readable, its links plain links), and
  // so are the notices on the first screen, links only: they wait for the reader's first act (decision 098).
  await expect.poll(() => sectionHydrated(page, 'banner')).toBe(true);
  expect(await sectionHydrated(page, 'news')).toBe(false);
  expect(await sectionHydrated(page, 'notices')).toBe(false);
  // A click on it, without any scrolling first, works at once: the section hydrates in that very event.
  const tab = page.locator('[data-section="news"]').getByRole('tab').nth(1);
  await tab.evaluate((element: HTMLElement) => element.click());
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  // And the reader's first act hydrates every section.
  await expect.poll(() => waitingSections(page)).toEqual([]);

  // Scrolling brings a far section near the screen, which hydrates it without any other act.
  await page.reload();
  expect(await sectionHydrated(page, 'links')).toBe(false);
  await page.locator('[data-section="links"]').evaluate((section) => section.scrollIntoView());
  await expect.poll(() => sectionHydrated(page, 'links')).toBe(true);
});

test("a member's login shows at once, while sections far below still wait to hydrate (decisions 039, 063)", async ({
  page,
  context,
  baseURL,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await loginAs(context, 'personal', baseURL!);
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('./home');
  await expect(page.getByRole('banner')).toContainText('个人-');
  // The login came without hydrating the news far below: each component shows the member once it has hydrated.
  expect(await sectionHydrated(page, 'news')).toBe(false);
  // Brought near, it hydrates over the server's markup without an error.
  await page.locator('[data-section="news"]').evaluate((section) => section.scrollIntoView());
  await expect.poll(() => sectionHydrated(page, 'news')).toBe(true);
  expect(errors).toEqual([]);
});

test("a member's first press lands where it was aimed, even before the phone has told what is near (decision 100)", async ({
  page,
  context,
  baseURL,
}) => {
  // A busy phone answers "what is near the screen" late: here never. The server drew a visitor's page; the member's
  // sections near the screen must not wait for that answer, or for the press, to show the member's (the full phone
  // number, one line shorter), or the press that hydrated them would move the button from under the pointer.
  await page.addInitScript(() => {
    window.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
  });
  await loginAs(context, 'company', baseURL!);
  await page.goto(`./learnDetail?id=${course.id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: course.mobile })).toBeVisible();
  await main.getByRole('button', { name: '我要报名' }).click();
  await expect(page.getByRole('dialog', { name: '切换身份' })).toBeVisible();
});

test("the page's icons are PNG files of their stated size, no SVG to decode on the main thread (decision 035)", async ({
  request,
}) => {
  const html = await (await request.get('./home')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const icons = [...head.matchAll(/<link rel="(icon|apple-touch-icon)"[^>]*href="([^"]+)"[^>]*>/g)];
  expect(icons.map(([, rel]) => rel).sort()).toEqual(['apple-touch-icon', 'icon']);
  for (const [link, rel, href] of icons) {
    const response = await request.get(href!);
    expect(response.status(), href).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // IHDR: width and height, big-endian, from byte 16.
    const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    expect(width).toBe(height);
    expect(width).toBe(rel === 'icon' ? Number(/sizes="(\d+)x\1"/.exec(link!)?.[1]) : 180);
  }
});

test("every character the first routes draw is in the font list's first family, so no lookup runs through the rest (decision 041)", async ({
  page,
}) => {
  const first = 'Noto Sans CJK SC';
  // A machine requirement like nginx's for the nginx run: .ci/run installs it.
  expect(hasFont(first), `${first} must be installed (Debian: apt-get install fonts-noto-cjk)`).toBe(true);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  for (const route of ['./home', './jobDetail?id=1']) {
    await page.goto(route);
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'body *' });
    const elsewhere: string[] = [];
    let drawn = 0;
    for (const nodeId of nodeIds) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      if (fonts.length > 0) drawn += 1;
      for (const font of fonts.filter((f) => f.familyName !== first)) {
        const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
        elsewhere.push(`${font.familyName}: ${outerHTML.slice(0, 120)}`);
      }
    }
    expect(drawn, `${route}: elements whose text Chromium drew`).toBeGreaterThan(20);
    expect(elsewhere, route).toEqual([]);
  }
});

test('an unknown address goes to the not-found page, which answers 404', async ({ request }) => {
  const unknown = await request.get('./no/such/page', { maxRedirects: 0 });
  expect(unknown.status()).toBe(302);
  expect(unknown.headers().location).toBe('/n2024/web/404');
  const notFound = await request.get('./404');
  expect(notFound.status()).toBe(404);
  expect(await notFound.text()).toContain('返回首页');
});

test("a job's page carries its JobPosting, with every field Google requires, and its own title and canonical", async ({
  request,
}) => {
  const job = defaultExampleData('get', '/api/web/queryJobById');
  const html = await (await request.get('./jobDetail?id=1&utm_source=x')).text();
  expect(html).toContain(`<title>${job.jobName} - 江城市公共就业服务网</title>`); // decision 057
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/n2024\/web\/jobDetail\?id=1">/);
  const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(ld, 'JSON-LD in the head').not.toBeNull();
  const posting = JSON.parse(ld![1]!);
  expect(posting['@type']).toBe('JobPosting');
  for (const field of ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation'])
    expect(posting[field], field).toBeTruthy();
  expect(posting.hiringOrganization.name).toBe(job.companyName);
  expect(posting.baseSalary.value).toMatchObject({ minValue: 8000, maxValue: 12000, unitText: 'MONTH' });
});

test("the sitemap is an index of valid XML files that list the mock's jobs", async ({ request, page }) => {
  const parse = (xml: string) =>
    page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      if (doc.getElementsByTagName('parsererror').length) throw new Error('not well-formed XML');
      return [...doc.getElementsByTagName('loc')].map((l) => l.textContent ?? '');
    }, xml);
  const index = await request.get('./sitemap.xml');
  expect(index.headers()['content-type']).toContain('application/xml');
  const files = await parse(await index.text());
  const jobsFile = files.find((f) => f.includes('/sitemap-jobs-1.xml'));
  expect(jobsFile).toBeTruthy();
  const urls = await parse(await (await request.get(new URL(jobsFile!).pathname)).text());
  for (const job of defaultExampleData('get', '/api/web/queryJobListByPage').records)
    expect(urls.some((u) => u.endsWith(`/n2024/web/jobDetail?id=${job.id}`))).toBe(true);
});
