/**
 * The portal under API faults: for every home section and every list page, its API answers 500, times out (the
 * gateway's 504, or the backend's own timeout code 30000), returns a business error, drops the connection, or sends
 * a body that breaks the contract. Each time the section shows its own error with a retry, the rest of the page
 * works, nothing is thrown uncaught, and retry recovers once the API is back. (The client's own 30 s timeout is
 * covered by sdk/transport.test.ts.)
 */
import { expect, type Page, type Route } from '@playwright/test';
import { test } from '../support/e2e-test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { loginAs } from '../support/e2e-session';
import { MAX_RETRIES } from '../../src/data/query-client';
import { clientRendered } from '../support/client-rendered';

const config = JSON.parse(readFileSync(join(import.meta.dirname, '../../pages.config/portal.json'), 'utf8'));
const spec = parse(readFileSync(join(import.meta.dirname, '../../openapi/portal.yaml'), 'utf8'));
const pathOf = Object.fromEntries(
  Object.entries<any>(spec.paths).flatMap(([path, item]) =>
    Object.values<any>(item).map((op) => [op.operationId, path]),
  ),
);

type Fault = 'http500' | 'timeout' | 'business' | 'dropped' | 'malformed';
const FAULTS: Fault[] = ['http500', 'timeout', 'business', 'dropped', 'malformed'];
const EXPECTED: Record<Fault, RegExp> = {
  http500: /服务器内部错误/,
  timeout: /网络超时|请求超时/,
  business: /演练：服务暂不可用/,
  dropped: /网络错误/,
  malformed: /服务异常/,
};

function injure(route: Route, fault: Fault, n: number) {
  switch (fault) {
    case 'http500':
      return route.fulfill({ status: 500, body: 'boom' });
    case 'timeout':
      return n % 2
        ? route.fulfill({ status: 504, body: 'gateway timeout' })
        : route.fulfill({ json: { code: 30000, message: '', data: null } });
    case 'business':
      return route.fulfill({ json: { code: 50009, message: '演练：服务暂不可用', data: null } });
    case 'dropped':
      return route.abort('connectionreset');
    case 'malformed':
      return route.fulfill({ json: { code: 200, message: 'success', data: { records: 'not a list', items: 42 } } });
  }
}

/**
 * Breaks one operation until `heal()`, which returns how many times it was asked while broken; everything else
 * reaches the mock.
 */
async function breakOperation(page: Page, operation: string, fault: Fault) {
  let broken = true;
  let n = 0;
  // Exactly this path: a glob would also break its namesakes (queryLink**, for one, matches queryLinksInConfig).
  await page.route(
    (url) => url.pathname === `/n2024${pathOf[operation]}`,
    (route) => (broken ? injure(route, fault, n++) : route.fallback()),
  );
  return () => {
    broken = false;
    return n;
  };
}

async function expectContained(page: Page, sectionId: string, fault: Fault, heal: () => number, other?: string) {
  const uncaught: string[] = [];
  page.on('pageerror', (e) => uncaught.push(e.message));
  const section = page.locator(`[data-section="${sectionId}"]`);
  const alert = section.getByRole('alert');
  await expect(alert).toContainText(EXPECTED[fault], { timeout: 20_000 });
  if (other) await expect(page.locator(`[data-section="${other}"] li`).first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('search')).toBeVisible();
  // Asked once (with at most MAX_RETRIES retries), however many sections and prefetches use the call: nothing asks
  // again behind the reader's back, which would also take the error off the screen while it is being read.
  expect(heal()).toBeLessThanOrEqual(1 + MAX_RETRIES);
  await alert.getByRole('button', { name: '重试' }).click();
  await expect(alert).toHaveCount(0, { timeout: 15_000 });
  await expect(section.locator('li, h2, h3').first()).toBeVisible();
  expect(uncaught).toEqual([]);
}

const homeSections = (config.pages.home.sections as any[]).filter(
  (s) => s.source && !['contact', 'sidePanel', 'adverts'].includes(s.id),
);

test.describe('home sections', () => {
  // The browser's own calls under fault: the page as the browser draws it (the server's data taken out).
  test.beforeEach(({ page }) => clientRendered(page));
  homeSections.forEach((section, i) => {
    const fault = FAULTS[i % FAULTS.length]!;
    test(`${section.id} (${section.source.operation}) contained under ${fault}`, async ({ page }) => {
      const heal = await breakOperation(page, section.source.operation, fault);
      await page.goto('./home');
      const other = section.id === 'notices' ? 'jobs' : 'notices';
      await expectContained(page, section.id, fault, heal, other);
    });
  });

  for (const fault of FAULTS) {
    test(`newest jobs contained under every fault: ${fault}`, async ({ page }) => {
      const heal = await breakOperation(page, 'queryJobListByPage', fault);
      await page.goto('./home');
      await expectContained(page, 'jobs', fault, heal, 'notices');
    });
  }
});

const address: Record<string, string> = { '/temporaryWorker': '?type=second' };
const shown = (s: any, query: string) =>
  !s.when || (new URLSearchParams(query).get(s.when.query) ?? '') === s.when.equals;
const listPages = Object.values<any>(config.pages).flatMap((p) => {
  const needsId = p.sections.some((s: any) => s.source?.bind?.id);
  const query = address[p.route] ?? (needsId ? '?id=1' : '');
  const lists = p.sections.filter(
    (s: any) => shown(s, query) && (s.paginate || (s.source && !s.source.bind && p.route !== '/home')),
  );
  return lists.slice(0, 1).map((s: any) => ({ route: p.route, query, gate: p.gate as string | undefined, section: s }));
});

test.describe('list pages', () => {
  test.beforeEach(({ page }) => clientRendered(page));
  listPages.forEach(({ route, query, gate, section }, i) => {
    const fault = FAULTS[(i + 2) % FAULTS.length]!;
    test(`${route} ${section.id} contained under ${fault}`, async ({ page, context, baseURL }) => {
      if (gate) await loginAs(context, gate === 'company' ? 'company' : 'personal', baseURL!);
      const heal = await breakOperation(page, section.source.operation, fault);
      await page.goto(`.${route}${query}`);
      await expectContained(page, section.id, fault, heal);
    });
  });
});

test('200 navigations among kept-alive pages keep the JS heap and the DOM bounded', async ({ page }) => {
  test.setTimeout(120_000);
  const tabs = ['首页', '找工作', '学技能', '维权益', '招聘会', '零工市场', '政策'];
  await page.goto('./home');
  const menu = page.getByRole('navigation', { name: '主菜单' });
  const cdp = await page.context().newCDPSession(page);
  const countNodes = () => page.evaluate(() => document.getElementsByTagName('*').length);
  /** Once the page on screen has its data and the DOM has stopped changing: a page still filling in after the last
   * click is not a leak (early counts of 1246 and 1367 against 1391 settled, decision 104). */
  const measure = async () => {
    await expect(page.locator('main [aria-busy="true"]:visible')).toHaveCount(0);
    let last = -1;
    await expect
      .poll(async () => last === (last = await countNodes()), { intervals: [250], timeout: 15_000 })
      .toBe(true);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')).usedSize;
    return { heap, nodes: await countNodes() };
  };
  /** Clicks through the menu tabs inside the page, one navigation per two frames (fast enough for 200). */
  const walk = (n: number) =>
    page.evaluate(
      async ({ names, count }) => {
        const nav = document.querySelector('nav[aria-label="主菜单"]')!;
        const links = names.map((name) => [...nav.querySelectorAll('a')].find((a) => a.textContent === name)!);
        for (let i = 0; i < count; i++) {
          links[i % links.length]!.click();
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        }
      },
      { names: tabs, count: n },
    );
  // The floating advert drifts over the menu on home; a visitor closes it first.
  await page.getByRole('complementary', { name: '浮动广告' }).getByRole('button', { name: /关闭/ }).click();
  for (const tab of tabs) {
    // First visits at a visitor's pace: every kept-alive page loaded and cached before the baseline. Only the page on
    // screen counts: React defers updates of a hidden (kept-alive) page, so its busy marks may clear only when shown.
    await menu.getByRole('link', { name: tab, exact: true }).click();
    await expect(page.locator('main [aria-busy="true"]:visible')).toHaveCount(0, { timeout: 15_000 });
  }
  await walk(2 * tabs.length);
  const early = await measure();
  await walk(200);
  await expect(menu.locator('[aria-current="page"]')).toHaveText(tabs[(200 - 1) % tabs.length]!);
  const late = await measure();
  console.log(
    `after ${2 * tabs.length} navigations: heap ${(early.heap / 1e6).toFixed(1)} MB, ${early.nodes} nodes; after 200 more: heap ${(late.heap / 1e6).toFixed(1)} MB, ${late.nodes} nodes`,
  );
  expect(late.nodes).toBeLessThanOrEqual(early.nodes * 1.1);
  expect(late.heap).toBeLessThan(early.heap * 1.5);
});
