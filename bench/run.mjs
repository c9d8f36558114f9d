#!/usr/bin/env node
// `npm run bench`: builds the portal and the render harness into bench/out/, measures (bundle, Lighthouse, render
// harness, config validation), checks the budgets, and writes bench/report.md and bench/report.json. Raw data stays
// in bench/out/ (git-ignored). Starts its own servers on free loopback ports and stops them. Not part of npm test.
//   --quick            fewer runs everywhere (to try the bench itself, not to quote)
//   --skip-lighthouse  no Lighthouse runs (their budgets are then left out)
//   --report-only      no measuring: writes the report again from the raw data of the last run in bench/out/
//   --only=server-load only the portal server under load (issue 19; builds the portal, its server and React's floor
//                      only): its section and budgets replace those of bench/report.json, the rest is kept as it was
//   --only=studio      only the studio's preview times (builds the portal only): the post-to-drawn time of the preview
//                      and the edit-in-the-form-to-drawn time at 1366 (issue 21); their sections and budgets replace
//                      those of bench/report.json, the rest is kept as it was
//   --only=lighthouse-compare --against=<git ref>
//                      only the Lighthouse A/B (issue 23, decision 059): the portal built at <ref> (a temporary export,
//                      this checkout's node_modules) against the working tree, interleaved runs, spreads and
//                      Mann-Whitney p-values, and /home's JS as fetched on both sides; its sections and the
//                      fetched-JS budget replace those of bench/report.json, the rest is kept as it was
//   --only=bare-server /home straight at the portal server without nginx (issue 30, decision 067): its bytes as sent
//                      with br, gzip and none, and Lighthouse mobile on it; its section and budgets replace those of
//                      bench/report.json, the rest is kept as it was
//   --only=fetched-js  only /home's JavaScript as Chromium fetches it, from the bare portal server (decision 091), at
//                      1366×768 (the budget's count) and 412×823, with its owners; its budget rows replace those of
//                      bench/report.json, the rest is kept as it was
//   --b=<ref>          with --only=lighthouse-compare: B is that commit, built as A is, not the working tree
//   --stack=bare       with the A/B: both sides served by the compiled portal server alone (no nginx), as decisions
//                      090 and 091 measured; BENCH_PRESETS=mobile narrows it to mobile
//   --against=<ref>    the base of the A/B in a full run (default HEAD; --against=none leaves the A/B out)
//   --compare-runs=N   Lighthouse runs per side, preset and page in the A/B (default 10, --quick 2)
//   --compare-routes=/home,/jobSearch  the pages of the A/B (default /home)
import { cpus, loadavg } from 'node:os';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { bareServerBudgets, runBareServer, startBare } from './bare-server.mjs';
import { analyseBundle, pageJsFiles } from './bundle.mjs';
import { checkBudgets, fetchedJsBudget, serverLoadBudgets } from './budgets.mjs';
import { runComparison } from './compare.mjs';
import { measureFetchedJs } from './fetched-js.mjs';
import { CONFIG_SIZES, writeConfigs } from './gen-config.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { runStudioEditBench } from './studio-edit.mjs';
import { runStudioPreviewBench } from './studio-preview.mjs';
import { packageWeights } from './packages.mjs';
import { LIST_RUNS, runRenderBench } from './render.mjs';
import { renderReport, renderServerLoadReport } from './report-md.mjs';
import { runServerLoad, stopServerLoad } from './server-load.mjs';
import { startHarness, startPortal, startProduction } from './servers.mjs';
import { loadSamples, median, OUT, ratioInterval, ROOT, run, step, summary } from './util.mjs';

const quick = process.argv.includes('--quick');
const reportOnly = process.argv.includes('--report-only');
const skipLighthouse = process.argv.includes('--skip-lighthouse');
const flag = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const only = flag('only');
const ONLY = ['server-load', 'studio', 'lighthouse-compare', 'bare-server', 'fetched-js'];
if (only !== undefined && !ONLY.includes(only))
  throw new Error(`--only=${only}: only ${ONLY.map((o) => `--only=${o}`).join(', ')}`);
const stack = flag('stack') ?? 'nginx';
const against = flag('against') ?? 'HEAD';
const bRef = flag('b');
const compareRuns = Number(flag('compare-runs') ?? (quick ? 2 : 10));
if (!(compareRuns >= 1)) throw new Error('--compare-runs needs a number of runs');
const compareRoutes = (flag('compare-routes') ?? '/home').split(',');
const PLAN = quick
  ? {
      lighthouseRuns: 1,
      builderRuns: 15,
      warmUp: 3,
      listRuns: { 10: 5, 100: 5, 1000: 3, 10000: 2 },
      validationRuns: 5,
      nodeRuns: 3,
    }
  : { lighthouseRuns: 5, builderRuns: 150, warmUp: 10, listRuns: LIST_RUNS, validationRuns: 30, nodeRuns: 10 };
const PAGES = ['home', 'jobSearch'];
/** Lighthouse's pages (issue 11): the two above and a job's detail page. */
const LIGHTHOUSE_ROUTES = ['/home', '/jobSearch', '/jobDetail?id=1'];
const VITE = join(ROOT, 'node_modules/vite/bin/vite.js');
const TSX = join(ROOT, 'node_modules/.bin/tsx');
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

const open = new Set();
async function using(start, fn) {
  const server = await start();
  open.add(server);
  try {
    return await fn(server);
  } finally {
    open.delete(server);
    await server.close();
  }
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, async () => {
    await Promise.allSettled([...[...open].map((s) => s.close()), stopServerLoad()]);
    process.exit(130);
  });

/**
 * The portal as `npm run build` builds it (the browser's build, its server renderer beside it in `-ssr`, and whatever
 * else the production server needs), into bench/out/app.
 */
async function buildPortal() {
  const npm = process.env.npm_execpath;
  await step(timings, 'build portal and server', () =>
    run(npm ? process.execPath : 'npm', [...(npm ? [npm] : []), 'run', 'build', '--silent'], {
      env: { ...process.env, OUT_DIR: 'bench/out/app' },
    }),
  );
}

/** React's floor for the server-load part (bench/react-floor-entry.mjs through Vite's SSR build): its built file. */
async function buildReactFloor() {
  const dir = join(OUT, 'react-floor-ssr');
  await step(timings, 'build React floor', () =>
    run(process.execPath, [
      VITE,
      'build',
      '--ssr',
      'bench/react-floor-entry.mjs',
      '--outDir',
      'bench/out/react-floor-ssr',
      '--emptyOutDir',
      '--logLevel',
      'error',
    ]),
  );
  const file = readdirSync(dir).find((f) => /^react-floor-entry\.m?js$/.test(f));
  if (!file) throw new Error(`the React floor build wrote no react-floor-entry.js into ${dir}`);
  return join(dir, file);
}

const serverLoadStep = (floorBundle) =>
  step(timings, 'server load', () => runServerLoad({ outDir: 'bench/out/app', floorBundle, quick }));

/** The studio's two times on one server: a draft posted to the preview, and an edit in the form (issue 21). */
const studioSteps = () =>
  using(
    () => startPortal('bench/out/app'),
    async (p) => ({
      studioRaw: await step(timings, 'studio preview', () =>
        runStudioPreviewBench({ base: p.base, edits: quick ? 5 : 20 }),
      ),
      studioEditRaw: await step(timings, 'studio edit', () =>
        runStudioEditBench({ base: p.base, studioDataDir: p.studioDataDir, runs: quick ? 5 : 20 }),
      ),
    }),
  );

/** The edit-to-preview summary: median and quartiles, and the whole spread. */
const studioEditSummary = (raw) =>
  raw && {
    ...summary(raw.times),
    min: Math.min(...raw.times),
    max: Math.max(...raw.times),
    times: raw.times.map((t) => Math.round(t * 10) / 10),
    warmUp: raw.warmUp,
    edit: raw.edit,
    window: raw.window,
    previewWidth: raw.previewWidth,
  };

/**
 * An --only run's update of a full run's report: the budget rows whose id starts with `prefix` are replaced by `rows`,
 * `sections` replace theirs, the rest is kept as it was; report.md is written again and the rows are printed.
 */
function replaceInReport(prefix, rows, sections) {
  const path = join(ROOT, 'bench/report.json');
  const previous = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
  if (!previous?.bundle) throw new Error(`--only=${only} updates a report of a full run: run \`npm run bench\` first`);
  const report = {
    ...previous,
    budgets: [...previous.budgets.filter((b) => !b.id.startsWith(prefix)), ...rows],
    ...sections,
  };
  writeFileSync(path, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(ROOT, 'bench/report.md'), renderReport(report));
  for (const b of rows) console.log(`bench: ${b.label}: ${b.display} ${b.pass ? 'met' : 'MISSED'}`);
}

const started = performance.now();
const loadAtStart = loadavg()[0];
const save = (name, data) => writeFileSync(join(OUT, name), JSON.stringify(data, null, 1));
const saved = (name) => {
  try {
    return JSON.parse(readFileSync(join(OUT, name), 'utf8'));
  } catch {
    if (name === 'lighthouse.json' || name === 'studio-edit.json' || name === 'contract-watch.json') return null;
    if (name === 'bare-server.json') return null;
    if (name === 'compare.json') return { fetched: {} };
    throw new Error(`--report-only needs bench/out/${name} from a full run`);
  }
};
const previous = reportOnly ? JSON.parse(readFileSync(join(ROOT, 'bench/report.json'), 'utf8')) : undefined;
const timings = reportOnly ? { ...previous.durationsMs } : {};
if (!reportOnly) {
  // --only=server-load keeps the raw data of the other steps (for --report-only).
  const builds = ['app', 'app-ssr', 'app-server', 'react-floor-ssr'];
  const fresh = only ? builds : [...builds, 'harness', 'lighthouse'];
  for (const dir of fresh) rmSync(join(OUT, dir), { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
}

if (only === 'server-load') {
  await buildPortal();
  const serverLoad = await serverLoadStep(await buildReactFloor());
  save('server-load.json', serverLoad);
  serverLoad.durationsMs = { ...timings, total: Math.round(performance.now() - started) };
  serverLoad.only = true; // its section says it is from a run of its own
  const rows = serverLoadBudgets(serverLoad);
  const path = join(ROOT, 'bench/report.json');
  const previous = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
  if (previous?.bundle) {
    // The other sections stay as their run left them; this part's section and budgets are replaced.
    const report = {
      ...previous,
      budgets: [...previous.budgets.filter((b) => !b.id.startsWith('server:')), ...rows],
      serverLoad,
    };
    writeFileSync(path, `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(join(ROOT, 'bench/report.md'), renderReport(report));
  } else {
    writeFileSync(path, `${JSON.stringify({ serverLoad, budgets: rows }, null, 2)}\n`);
    writeFileSync(join(ROOT, 'bench/report.md'), renderServerLoadReport(serverLoad, rows, cpus().length));
  }
  const failed = rows.filter((b) => !b.pass);
  console.log(
    `bench: server load: ${rows.length - failed.length}/${rows.length} budgets met${failed.length ? `; missed: ${failed.map((b) => b.id).join(', ')}` : ''}`,
  );
  console.log(
    `bench: report in bench/report.md (${(serverLoad.durationsMs.total / 1000).toFixed(0)} s in all, load average ${serverLoad.loadAverage.start.toFixed(2)} → ${serverLoad.loadAverage.end.toFixed(2)})`,
  );
  process.exit(0);
}
if (only === 'studio') {
  await buildPortal();
  const { studioRaw, studioEditRaw } = await studioSteps();
  save('studio-preview.json', studioRaw);
  save('studio-edit.json', studioEditRaw);
  const studioPreview = { ...summary(studioRaw), edits: studioRaw.length };
  const studioEdit = studioEditSummary(studioEditRaw);
  replaceInReport('studio', checkBudgets({ bundle: null, studioPreview, studioEdit }), {
    studioPreview,
    studioEdit: { ...studioEdit, generatedAt: new Date().toISOString(), only: true },
  });
  process.exit(0);
}
/** /home straight at the portal server: bytes as sent, Lighthouse mobile (bench/out/app must hold the build). */
const bareServerStep = () =>
  step(timings, 'bare server', () =>
    using(
      () => startBare('bench/out/app'),
      (p) => runBareServer({ direct: p.direct, runs: Math.max(PLAN.lighthouseRuns, quick ? 1 : 5) }),
    ),
  );
if (only === 'bare-server') {
  await buildPortal();
  const bareServer = await bareServerStep();
  save('bare-server.json', bareServer);
  replaceInReport('bare:', bareServerBudgets(bareServer), {
    bareServer: { ...bareServer, generatedAt: new Date().toISOString(), only: true },
  });
  process.exit(0);
}
if (only === 'fetched-js') {
  await buildPortal();
  const [wide, phone] = await step(timings, 'home JS as fetched (bare server)', () =>
    using(
      () => startBare('bench/out/app'),
      async (p) => [
        await measureFetchedJs({ base: p.direct, outDir: join(OUT, 'app') }),
        await measureFetchedJs({ base: p.direct, outDir: join(OUT, 'app'), viewport: { width: 412, height: 823 } }),
      ],
    ),
  );
  save('fetched-js.json', { wide, phone });
  replaceInReport('fetchedJs:', fetchedJsBudget(wide), {
    fetchedJs: { ...wide, server: 'bare', generatedAt: new Date().toISOString(), only: true },
  });
  for (const f of [wide, phone]) {
    console.log(`bench: /home at ${f.viewport.width}×${f.viewport.height}: ${f.gz} B gzip in ${f.count} files`);
    for (const o of f.owners.slice(0, 16)) console.log(`  ${String(Math.round(o.gz)).padStart(6)} ${o.name}`);
  }
  process.exit(0);
}
/** The A/B of Lighthouse against `against` (bench/out/app must hold the working tree's build). */
const compareStep = () =>
  step(timings, `lighthouse A/B against ${against}`, () =>
    runComparison({ against, bRef, routes: compareRoutes, runs: compareRuns, stack }),
  );
if (only === 'lighthouse-compare') {
  if (against === 'none') throw new Error('--only=lighthouse-compare needs --against=<git ref>');
  if (!bRef) await buildPortal();
  const { fetched, ...lighthouseCompare } = await compareStep();
  save('compare.json', { ...lighthouseCompare, fetched });
  lighthouseCompare.durationsMs = { ...timings, total: Math.round(performance.now() - started) };
  lighthouseCompare.only = true;
  replaceInReport('fetchedJs:', fetchedJsBudget(fetched.b), {
    fetchedJs: fetched.b,
    fetchedJsBase: fetched.a,
    lighthouseCompare,
  });
  for (const page of lighthouseCompare.pages)
    for (const [k, m] of Object.entries(page.metrics))
      console.log(
        `bench: ${page.preset} ${page.route} ${k}: ${against} ${m.a.median} vs ${m.b.median} (×${m.ratio.toFixed(2)}, p ${m.p.toFixed(3)}${m.significant ? ', significant' : ''})`,
      );
  process.exit(0);
}
const config = JSON.parse(readFileSync(join(ROOT, 'pages.config/portal.json'), 'utf8'));

let bundle, packages, nodeRaw, renderRaw, lighthouse, studioRaw, studioEditRaw, serverLoad, compared, contractWatch;
let bareServer;
if (reportOnly) {
  compared = saved('compare.json');
  ({ packages, ...bundle } = saved('bundle.json'));
  nodeRaw = saved('node-validate.json');
  contractWatch = saved('contract-watch.json');
  renderRaw = saved('render.json');
  lighthouse = saved('lighthouse.json');
  bareServer = saved('bare-server.json');
  studioRaw = saved('studio-preview.json');
  studioEditRaw = saved('studio-edit.json');
  serverLoad = saved('server-load.json');
} else {
  await buildPortal();
  await step(timings, 'build harness', () =>
    run(process.execPath, [VITE, 'build', '--config', 'bench/harness/vite.config.ts', '--logLevel', 'error']),
  );

  ({ bundle, packages } = await step(timings, 'bundle analysis', () => {
    const b = analyseBundle(join(OUT, 'app'), config, PAGES);
    const all = packageWeights(
      join(OUT, 'app'),
      b.chunks.map((c) => c.file),
    );
    const byPage = Object.fromEntries(PAGES.map((id) => [id, packageWeights(join(OUT, 'app'), pageJsFiles(b, id))]));
    save('bundle.json', { ...b, packages: { all, ...byPage } });
    return { bundle: b, packages: { all, ...byPage } };
  }));

  const configs = writeConfigs(CONFIG_SIZES);
  nodeRaw = await step(timings, 'node config validation', async () =>
    JSON.parse(await run(TSX, ['bench/node-validate.ts', String(PLAN.nodeRuns), ...Object.values(configs)])),
  );
  save('node-validate.json', nodeRaw);

  // The contract watch's cost per answer and per home page against a render (decision 065; bench/contract-watch.ts).
  contractWatch = await step(timings, 'contract watch', async () =>
    JSON.parse(
      await run(TSX, ['bench/contract-watch.ts', join(OUT, 'app-ssr/entry-server.js'), String(PLAN.nodeRuns * 3)]),
    ),
  );
  save('contract-watch.json', contractWatch);

  renderRaw = await step(timings, 'render harness', () =>
    using(startHarness, (h) =>
      runRenderBench({
        url: h.url,
        builderRuns: PLAN.builderRuns,
        warmUp: PLAN.warmUp,
        listRuns: PLAN.listRuns,
        configs,
        validationRuns: PLAN.validationRuns,
      }),
    ),
  );
  save('render.json', renderRaw);

  lighthouse = skipLighthouse
    ? null
    : await step(timings, 'lighthouse', () =>
        using(
          () => startProduction('bench/out/app'),
          (p) => runLighthouse({ base: p.base, routes: LIGHTHOUSE_ROUTES, runs: PLAN.lighthouseRuns }),
        ),
      );
  if (lighthouse) save('lighthouse.json', lighthouse);
  bareServer = skipLighthouse ? null : await bareServerStep();
  if (bareServer) save('bare-server.json', bareServer);

  // /home's JS as fetched, with the A/B when it runs (both sides counted there), else on its own.
  compared =
    skipLighthouse || against === 'none'
      ? {
          fetched: {
            b: await step(timings, 'home JS as fetched', () =>
              using(
                () => startProduction('bench/out/app'),
                (p) => measureFetchedJs({ base: p.base, outDir: join(OUT, 'app') }),
              ),
            ),
          },
        }
      : await compareStep();
  save('compare.json', compared);

  serverLoad = await serverLoadStep(await buildReactFloor());
  save('server-load.json', serverLoad);

  ({ studioRaw, studioEditRaw } = await studioSteps());
  save('studio-preview.json', studioRaw);
  save('studio-edit.json', studioEditRaw);
}

// Summaries: medians (with quartiles) of everything timed.
const t = renderRaw.builder.times;
const builder = {
  config: summary(t.config.commit),
  hand: summary(t.hand.commit),
  ratio: median(t.config.commit) / median(t.hand.commit),
  interval: ratioInterval(t.config.commit, t.hand.commit),
  pairRatio: median(t.config.commit.map((c, i) => c / t.hand.commit[i])),
  layout: {
    config: summary(t.config.layout),
    hand: summary(t.hand.layout),
    ratio: median(t.config.layout) / median(t.hand.layout),
  },
  sections: config.pages.home.sections.length,
  check: renderRaw.builder.check,
};
const lists = Object.fromEntries(
  Object.entries(renderRaw.lists).map(([component, bySize]) => [
    component,
    Object.fromEntries(
      Object.entries(bySize).map(([n, r]) => [
        n,
        {
          ...summary(r.commit),
          layout: median(r.layout),
          perRecordUs: (median(r.commit) * 1000) / Number(n),
          elements: r.elements,
        },
      ]),
    ),
  ]),
);
const pick = (raw, keys) => Object.fromEntries(keys.map((k) => [k, summary(raw[k])]));
const validation = {
  browser: Object.fromEntries(
    Object.entries(renderRaw.validation).map(([n, v]) => [
      n,
      { bytes: v.bytes, problems: v.problems, ...pick(v, ['parse', 'schema', 'rules', 'total']) },
    ]),
  ),
  node: Object.fromEntries(
    Object.entries(nodeRaw).map(([n, v]) => [
      n,
      {
        bytes: v.bytes,
        problems: v.problems,
        ...pick(v, [
          'checkConfigFile',
          'contractInfo',
          'schemaProblems',
          'ajvCompile',
          'ajvValidate',
          'checkConfigRules',
        ]),
      },
    ]),
  ),
};
/** Why a job card costs more than a skill link, read from JobList's source (so the note cannot go stale). */
function jobListNote() {
  const source = readFileSync(join(ROOT, 'src/sections/JobList/JobList.tsx'), 'utf8');
  if (!/sanitizeTitle/.test(source) || !/<SafeHtml/.test(source)) return undefined;
  return 'each card sanitises its HTML title twice, for the tooltip (sanitizeTitle) and in SafeHtml, each time through DOMParser and DOMPurify, besides two router Links and a date format; sanitising once per record and memoising it, or windowing long lists, would cut it';
}
const studioPreview = { ...summary(studioRaw), edits: studioRaw.length };
const studioEdit = studioEditSummary(studioEditRaw);
const { fetched, ...lighthouseCompare } = compared;
const budgets = checkBudgets({
  bundle,
  packagesHome: packages.home,
  fetchedJs: fetched.b,
  lighthouse,
  builder,
  studioPreview,
  studioEdit,
  serverLoad,
});
budgets.push(...bareServerBudgets(bareServer));
if (!reportOnly) timings.total = Math.round(performance.now() - started);

const report = {
  generatedAt: reportOnly ? previous.generatedAt : new Date().toISOString(),
  quick: reportOnly ? previous.quick : quick,
  environment: reportOnly
    ? previous.environment
    : {
        node: process.version,
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model,
        chromium: renderRaw.info.browserVersion,
        lighthouse: JSON.parse(readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')).version,
        crossOriginIsolated: renderRaw.info.crossOriginIsolated,
        loadAverage: { start: loadAtStart, max: Math.max(loadAtStart, ...loadSamples), end: loadavg()[0] },
      },
  plan: reportOnly ? previous.plan : PLAN,
  durationsMs: timings,
  budgets,
  bundle: {
    pages: bundle.pages,
    entry: { js: bundle.entry.js, css: bundle.entry.css },
    largestLazy: bundle.largestLazy,
    allJs: bundle.allJs,
    packages: {
      all: packages.all.slice(0, 20),
      home: packages.home.slice(0, 20),
      jobSearch: packages.jobSearch.slice(0, 12),
    },
  },
  lighthouse:
    lighthouse &&
    Object.fromEntries(
      Object.entries(lighthouse).map(([k, v]) => [
        k,
        {
          median: v.median,
          scores: v.all.map((r) => r.score),
          typicalRun: v.typical?.file,
          diagnostics: v.typical?.diag,
        },
      ]),
    ),
  fetchedJs: fetched.b,
  fetchedJsBase: fetched.a,
  lighthouseCompare: lighthouseCompare.pages ? lighthouseCompare : undefined,
  builder,
  studioPreview,
  studioEdit,
  serverLoad,
  beforeSsr: JSON.parse(readFileSync(join(ROOT, 'bench/before-ssr.json'), 'utf8')),
  lists,
  validation,
  renderErrors: renderRaw.errors,
  contractWatch,
  bareServer,
  jobListNote: jobListNote(),
};
writeFileSync(join(ROOT, 'bench/report.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(join(ROOT, 'bench/report.md'), renderReport(report));
const failed = budgets.filter((b) => !b.pass);
console.log(
  `bench: ${budgets.length - failed.length}/${budgets.length} budgets met${failed.length ? `; missed: ${failed.map((b) => b.id).join(', ')}` : ''}`,
);
console.log(`bench: report in bench/report.md (${(timings.total / 1000).toFixed(0)} s in all)`);
process.exit(0);
