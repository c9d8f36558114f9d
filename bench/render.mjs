// Drives the render harness (bench/harness, served by servers.mjs) in Chromium through Playwright: the page
// builder's cost (config-driven home against the hand-written one), list sections of growing length, and the
// browser's config validation on generated configs. All timing happens inside the page (globalThis.__bench).
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH } from './util.mjs';

export const LIST_RUNS = { 10: 40, 100: 30, 1000: 15, 10000: 5 };

/**
 * @param {{ url: string, builderRuns: number, warmUp: number, listRuns?: Record<number, number>,
 *   configs: Record<number, string>, validationRuns: number, log?: (s: string) => void }} options
 */
export async function runRenderBench({
  url,
  builderRuns,
  warmUp,
  listRuns = LIST_RUNS,
  configs,
  validationRuns,
  log = console.log,
}) {
  const browser = await chromium.launch({
    executablePath: existsSync(CHROME_PATH) ? CHROME_PATH : undefined,
    args: [
      ...CHROME_FLAGS,
      '--disable-gpu',
      '--js-flags=--expose-gc',
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    ],
  });
  const errors = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`.slice(0, 300)));
    await page.goto(url);
    await page.waitForSelector('body[data-ready="true"]', { state: 'attached', timeout: 30_000 });
    const info = await page.evaluate(() => globalThis.__bench.info());
    info.browserVersion = browser.version();

    log(`  render: builder overhead, ${builderRuns} renders per variant after ${warmUp} warm-up rounds`);
    const builder = await page.evaluate(([n, w]) => globalThis.__bench.builder(n, w), [builderRuns, warmUp]);

    const lists = {};
    for (const component of ['JobList', 'SkillList']) {
      log(`  render: ${component} with ${Object.keys(listRuns).join(', ')} records`);
      lists[component] = await page.evaluate(([c, r]) => globalThis.__bench.lists(c, r), [component, listRuns]);
    }

    const validation = {};
    for (const [n, path] of Object.entries(configs)) {
      log(`  render: browser config validation, ${n} pages`);
      const text = readFileSync(path, 'utf8');
      validation[n] = {
        bytes: Buffer.byteLength(text),
        ...(await page.evaluate(([t, r]) => globalThis.__bench.validation(t, r), [text, validationRuns])),
      };
    }
    // The held fetches of the QR widget never answer; nothing else is expected here.
    return { info, builder, lists, validation, errors: errors.filter((e) => !/ERR_ABORTED|404/.test(e)).slice(0, 20) };
  } finally {
    await browser.close();
  }
}
