// Lighthouse (npm `lighthouse`, its CLI, one fresh Chromium per run) on the served production build: performance
// only, mobile (the default: Moto G Power, simulated slow 4G, 4x CPU slowdown) and desktop (--preset=desktop).
// Runs go round-robin (every page and preset once per round) so a slow patch of the machine hits all alike.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH, median, OUT, run } from './util.mjs';

const CLI = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
// BENCH_PRESETS=mobile (or desktop) narrows a run to one preset, to try a change; the report's budgets need both.
export const PRESETS = process.env.BENCH_PRESETS ? process.env.BENCH_PRESETS.split(',') : ['mobile', 'desktop'];
const METRICS = {
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  fcp: 'first-contentful-paint',
  si: 'speed-index',
};

const items = (lhr, id) => lhr.audits[id]?.details?.items ?? [];

/** What a missed budget needs to be explained: the LCP element and its phases, long scripts, layout shifts, JS. */
function diagnostics(lhr) {
  const lcpParts = items(lhr, 'largest-contentful-paint-element');
  const element = lcpParts[0]?.items?.[0]?.node;
  const phases = Object.fromEntries((lcpParts[1]?.items ?? []).map((p) => [p.phase, Math.round(p.timing)]));
  const requests = items(lhr, 'network-requests');
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const short = (url) => String(url).replace(/^https?:\/\/[^/]+/, '');
  const src = /src="([^"]+)"/.exec(element?.snippet ?? '')?.[1];
  const lcpRequest = src && requests.find((r) => short(r.url) === src || r.url === src);
  return {
    lcpElement: element
      ? { selector: element.selector, snippet: element.snippet?.slice(0, 160), label: element.nodeLabel?.slice(0, 80) }
      : null,
    lcpPhases: phases,
    lcpResource: lcpRequest
      ? { url: short(lcpRequest.url), transferSize: lcpRequest.transferSize, resourceSize: lcpRequest.resourceSize }
      : null,
    scriptRequests: scripts.length,
    scriptTransfer: scripts.reduce((s, r) => s + (r.transferSize ?? 0), 0),
    totalTransfer: requests.reduce((s, r) => s + (r.transferSize ?? 0), 0),
    requests: requests.length,
    bootup: items(lhr, 'bootup-time')
      .slice(0, 4)
      .map((r) => ({ url: short(r.url), total: Math.round(r.total), scripting: Math.round(r.scripting) })),
    mainThread: items(lhr, 'mainthread-work-breakdown')
      .slice(0, 4)
      .map((r) => ({ group: r.groupLabel ?? r.group, ms: Math.round(r.duration) })),
    longTasks: items(lhr, 'long-tasks')
      .slice(0, 4)
      .map((r) => ({ url: short(r.url), ms: Math.round(r.duration) })),
    renderBlocking: items(lhr, 'render-blocking-resources').map((r) => ({
      url: short(r.url),
      wastedMs: Math.round(r.wastedMs ?? 0),
    })),
    unusedJs: items(lhr, 'unused-javascript')
      .slice(0, 4)
      .map((r) => ({ url: short(r.url), wastedBytes: r.wastedBytes })),
    layoutShifts: items(lhr, 'layout-shifts')
      .slice(0, 4)
      .map((r) => ({
        node: r.node?.selector ?? r.node?.snippet,
        score: r.score,
        causes: (r.subItems?.items ?? []).map((s) => `${s.cause}: ${s.extra?.snippet?.slice(0, 120) ?? ''}`),
      })),
  };
}

function summarise(lhr) {
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([k, id]) => [k, lhr.audits[id]?.numericValue ?? NaN]),
  );
  return {
    score: lhr.categories.performance.score === null ? NaN : Math.round(lhr.categories.performance.score * 100),
    ...metrics,
    runtimeError: lhr.runtimeError?.message,
    warnings: lhr.runWarnings ?? [],
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    diag: diagnostics(lhr),
  };
}

/** One Lighthouse run of `url` with `preset` into `file` (under bench/out/), summarised. */
export async function lighthouseOnce({ url, preset, file }) {
  const flags = ['--headless=new', '--no-sandbox', ...CHROME_FLAGS].join(' ');
  // The system Chromium (Debian's), else the one `npx playwright install chromium` fetched.
  const chromePath = existsSync(CHROME_PATH) ? CHROME_PATH : chromium.executablePath();
  const args = [
    CLI,
    url,
    '--output=json',
    `--output-path=${file}`,
    '--only-categories=performance',
    `--chrome-flags=${flags}`,
    '--quiet',
    '--disable-full-page-screenshot',
    '--skip-audits=screenshot-thumbnails,final-screenshot',
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  await run(process.execPath, args, { env: { ...process.env, CHROME_PATH: chromePath }, timeoutMs: 180_000 });
  return { file: file.slice(OUT.length + 1), ...summarise(JSON.parse(readFileSync(file, 'utf8'))) };
}

/** `runs` rounds over every page and preset; returns the runs and, per preset and page, medians and the median run. */
export async function runLighthouse({ base, routes, runs, log = console.log }) {
  const dir = join(OUT, 'lighthouse');
  mkdirSync(dir, { recursive: true });
  const all = [];
  for (let round = 1; round <= runs; round++)
    for (const preset of PRESETS)
      for (const route of routes) {
        const file = join(dir, `${preset}${route.replace(/\//g, '-')}-${round}.json`);
        const started = performance.now();
        const result = { preset, route, round, ...(await lighthouseOnce({ url: `${base}${route}`, preset, file })) };
        all.push(result);
        log(
          `  lighthouse ${preset} ${route} #${round}: score ${result.score}, LCP ${Math.round(result.lcp)} ms, TBT ${Math.round(result.tbt)} ms, CLS ${result.cls.toFixed(3)} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
        );
      }

  const byPage = {};
  for (const preset of PRESETS)
    for (const route of routes) {
      const mine = all.filter((r) => r.preset === preset && r.route === route);
      const med = Object.fromEntries(
        ['score', ...Object.keys(METRICS), 'benchmarkIndex'].map((k) => [k, median(mine.map((r) => r[k]))]),
      );
      // The run whose score is the median one (closest to it), for the diagnostics of a missed budget.
      const typical = [...mine].sort(
        (a, b) =>
          Math.abs(a.score - med.score) - Math.abs(b.score - med.score) ||
          Math.abs(a.lcp - med.lcp) - Math.abs(b.lcp - med.lcp),
      )[0];
      byPage[`${preset} ${route}`] = {
        preset,
        route,
        runs: mine.length,
        median: med,
        all: mine.map(({ diag: _d, ...r }) => r),
        typical: typical && { file: typical.file, diag: typical.diag },
      };
    }
  return byPage;
}
