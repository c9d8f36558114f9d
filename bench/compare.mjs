// Lighthouse A/B (issue 23 item 3, decision 059): the portal built at a base commit (A) against the working tree (B),
// both served by the production stack (nginx + portal server + mock, each its own checkout's; or with `stack: 'bare'`
// the compiled portal server alone, as decisions 090 and 091 measured) on free loopback ports
// at the same time, Lighthouse runs interleaved A, B, B, A, A, B… per preset and page (each round swaps which side
// goes first) so the machine's noise hits both alike. Per metric: both spreads, the ratio of medians and a two-sided
// Mann-Whitney p. /home's JavaScript as fetched is counted on both sides too (fetched-js.mjs).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { analyseBundle } from './bundle.mjs';
import { measureFetchedJs } from './fetched-js.mjs';
import { lighthouseOnce, PRESETS } from './lighthouse.mjs';
import { startBare } from './bare-server.mjs';
import { startProduction } from './servers.mjs';
import { compareSamples } from './stats.mjs';
import { OUT, ROOT, run } from './util.mjs';

/** The metrics compared, each read from one summarised Lighthouse run. */
export const COMPARED = {
  tbt: { label: 'TBT', unit: 'ms', read: (r) => r.tbt },
  lcp: { label: 'LCP', unit: 'ms', read: (r) => r.lcp },
  fcp: { label: 'FCP', unit: 'ms', read: (r) => r.fcp },
  si: { label: 'Speed Index', unit: 'ms', read: (r) => r.si },
  score: { label: 'Performance score', unit: '', read: (r) => r.score },
  js: { label: 'JS transferred', unit: 'B', read: (r) => r.diag?.scriptTransfer ?? NaN },
};

/** The order of the two sides in round `round` (1-based): A first in odd rounds, B first in even ones. */
export const sidesOf = (round) => (round % 2 ? ['a', 'b'] : ['b', 'a']);

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

/**
 * The commit `ref` exported (git archive, no worktree bookkeeping in .git) into a temporary folder with this
 * checkout's node_modules linked in, and built there by its own `npm run build` into dist-bench.
 */
export async function buildAt(ref) {
  const sha = git('rev-parse', '--verify', `${ref}^{commit}`);
  const dir = mkdtempSync(join(tmpdir(), 'n2024-bench-base-'));
  execFileSync('sh', ['-c', `git archive --format=tar ${sha} | tar -x -C "${dir}"`], { cwd: ROOT });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  // The portal's config is generated from pages.config/ by the build where the checkout has none.
  const npm = process.env.npm_execpath;
  await run(npm ? process.execPath : 'npm', [...(npm ? [npm] : []), 'run', 'build', '--silent'], {
    cwd: dir,
    env: { ...process.env, OUT_DIR: 'dist-bench' },
  });
  return {
    ref,
    sha,
    subject: git('log', '-1', '--format=%s', sha).slice(0, 160),
    root: dir,
    outDir: 'dist-bench',
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** /home's initial JS (gzip) as the manifest count of bundle.mjs has it, for a build and its config. */
function manifestHomeGz(outDir, configPath) {
  try {
    return analyseBundle(outDir, JSON.parse(readFileSync(configPath, 'utf8')), ['home']).pages.home.total.jsGz;
  } catch {
    return null;
  }
}

/** Per preset and page, every metric of A against B. */
export function summariseComparison(runs, presets, routes) {
  const pages = [];
  for (const preset of presets)
    for (const route of routes) {
      const mine = (side) => runs.filter((r) => r.side === side && r.preset === preset && r.route === route);
      const metrics = Object.fromEntries(
        Object.entries(COMPARED).map(([k, m]) => [k, compareSamples(mine('a').map(m.read), mine('b').map(m.read))]),
      );
      pages.push({ preset, route, metrics });
    }
  return pages;
}

/**
 * The whole comparison: builds A at `against`, serves A and B (B built in bench/out/app by the caller), runs
 * Lighthouse `runs` rounds per preset and page, and counts /home's fetched JS on both sides.
 */
export async function runComparison({ against, bRef, routes, runs, stack = 'nginx', log = console.log }) {
  const load = { start: loadavg()[0], samples: [] };
  const head = { sha: git('rev-parse', 'HEAD'), dirty: git('status', '--porcelain', '--untracked-files=no') !== '' };
  log(`bench: building ${against} in a temporary folder ...`);
  const base = await buildAt(against);
  // B is the working tree's build in bench/out/app, or (--b=<ref>) another commit built as A is: one change measured
  // on its own while other work is under way in the checkout.
  let other;
  if (bRef) {
    log(`bench: building ${bRef} in a temporary folder ...`);
    other = await buildAt(bRef);
  }
  const bRoot = other ? other.root : ROOT;
  const bOut = other ? other.outDir : 'bench/out/app';
  const bName = other ? bRef : 'working tree';
  const dir = join(OUT, 'compare');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const stacks = {};
  try {
    const start = async (outDir, root) => {
      if (stack !== 'bare') return startProduction(outDir, { root });
      const bare = await startBare(outDir, { root });
      return { base: bare.direct, close: bare.close };
    };
    stacks.a = await start(base.outDir, base.root);
    stacks.b = await start(bOut, bRoot);
    const fetched = {
      a: await measureFetchedJs({ base: stacks.a.base, outDir: join(base.root, base.outDir) }),
      b: await measureFetchedJs({ base: stacks.b.base, outDir: join(bRoot, bOut) }),
    };
    // The manifest count of each side's own build, beside what its browser fetched.
    // Which server the count was taken from (the report says so).
    fetched.a.server = fetched.b.server = stack;
    fetched.a.manifestGz = manifestHomeGz(join(base.root, base.outDir), join(base.root, 'pages.config/portal.json'));
    fetched.b.manifestGz = manifestHomeGz(join(bRoot, bOut), join(bRoot, 'pages.config/portal.json'));
    log(`  /home JS as fetched: ${against} ${fetched.a.gz} B gzip, ${bName} ${fetched.b.gz} B gzip`);
    const all = [];
    for (let round = 1; round <= runs; round++) {
      for (const preset of PRESETS)
        for (const route of routes)
          for (const side of sidesOf(round)) {
            const file = join(dir, `${side}-${preset}${route.replace(/[/?=&]/g, '-')}-${round}.json`);
            const started = performance.now();
            const r = await lighthouseOnce({ url: `${stacks[side].base}${route}`, preset, file });
            all.push({ side, preset, route, round, ...r });
            log(
              `  compare ${side === 'a' ? against : bName} ${preset} ${route} #${round}: score ${r.score}, TBT ${Math.round(r.tbt)} ms, LCP ${Math.round(r.lcp)} ms (${((performance.now() - started) / 1000).toFixed(0)} s)`,
            );
          }
      load.samples.push(loadavg()[0]);
    }
    return {
      generatedAt: new Date().toISOString(),
      against: { ref: against, sha: base.sha, subject: base.subject },
      ...(other ? { b: { ref: bRef, sha: other.sha, subject: other.subject } } : {}),
      head,
      plan: { runs, presets: PRESETS, routes, stack, order: 'A then B in odd rounds, B then A in even ones' },
      loadAverage: { start: load.start, max: Math.max(load.start, ...load.samples), end: loadavg()[0] },
      uptime: execFileSync('uptime', { encoding: 'utf8' }).trim(),
      pages: summariseComparison(all, PRESETS, routes),
      runs: all.map(({ diag, ...r }) => ({ ...r, js: diag?.scriptTransfer })),
      fetched,
    };
  } finally {
    await Promise.allSettled(Object.values(stacks).map((s) => s.close()));
    base.remove();
    other?.remove();
  }
}
