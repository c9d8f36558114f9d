// The issue's budgets, each checked against the measured figure, and for a missed one a line on what holds it back
// (taken from the measurements: the heaviest packages and chunks, the Lighthouse diagnostics of the median run).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VALIDATOR_OWNER } from './packages.mjs';
import { kB, ms, pct, ROOT } from './util.mjs';

/** A source file of the portal, or '' (the hints below only read it to say why). */
function source(path) {
  try {
    return readFileSync(join(ROOT, path), 'utf8');
  } catch {
    return '';
  }
}

export const LIMITS = {
  initialJsGz: 150_000,
  // Issue 11 (server rendering): mobile 98 and LCP 1.5 s on /home, /jobSearch and /jobDetail; TBT 100 ms, CLS 0.02.
  mobileScore: 98,
  desktopScore: 98,
  mobileLcp: 1500,
  cls: 0.02,
  tbt: 100,
  builderOverhead: 0.1,
  studioPreviewMs: 300,
  // Issue 21: from an edit in the studio's form to the preview having drawn it, at 1366, median of 20.
  studioEditMs: 300,
  // Issue 19 (the public server under load), bench/server-load.mjs: /home straight at the portal server 10× the 21
  // requests/s measured before, p99 250 ms, 50 backend calls per 1,000 views; 1.2 calls per distinct job page; 5 per
  // 1,000 junk-query views through nginx; p99 within the render budget + 200 ms with a 5 s backend; a render at most
  // 3× React's own renderToString of the page.
  serverHomeRps: 210,
  serverHomeP99: 250,
  serverHomeCallsPer1000: 50,
  serverJobCallsPerView: 1.2,
  serverUtmCallsPer1000: 5,
  serverSlowOverBudgetMs: 200,
  serverRenderRatio: 3,
};

/** Hints for heavy owners of the initial JS, each shown only when its condition holds in this build. */
function bundleHints(owners, bundle) {
  const entry = bundle.initialFiles[0]?.replace(/^assets\//, '');
  const heavy = (name, min = 2000) => owners.find((o) => o.name === name && o.gz >= min);
  const hints = [];
  const v = heavy('(app) precompiled config validator');
  if (v)
    hints.push(
      `the precompiled config validator is ${kB(v.gz)} of it (${kB(v.raw)} minified, in ${v.chunks.join(', ')}): check the deployed portal.config.json at deploy time (npm run config:check) and let the browser trust a build stamp, or import() the validator beside the config fetch so it leaves the entry chunk`,
    );
  const d = heavy('dompurify');
  if (d && d.chunks.includes(entry)) {
    const why = /SafeHtml\/safe-html/.test(source('src/widgets/AdWindow/AdWindow.tsx'))
      ? 'because src/widgets/AdWindow (in the entry) imports a URL helper from widgets/SafeHtml/safe-html.ts, which imports DOMPurify: move the URL helpers to a module of their own and'
      : 'because an entry module imports widgets/SafeHtml/safe-html.ts; import it only from lazily loaded code and';
    hints.push(
      `dompurify (${kB(d.gz)}) sits in the entry chunk ${why} DOMPurify moves to the chunks that draw HTML (pages without HTML titles stop paying for it)`,
    );
  }
  const i = heavy('(app) src/i18n');
  if (i)
    hints.push(
      `src/i18n ships both catalogues (zh-CN and en, ${kB(i.gz)}): load the English one with import() when it is chosen`,
    );
  const r = heavy('react-router', 8000);
  if (r)
    hints.push(
      `react-router is ${kB(r.gz)}: the portal uses routes, links and search params only; a smaller router (or react-router's data-less subset) would save part of it`,
    );
  const p = heavy('(app) pages.config (built-in fallback copy)', 1000);
  if (p && bundle.initialFiles.some((f) => p.chunks.includes(f.replace(/^assets\//, ''))))
    hints.push(`the built-in copy of portal.json (${kB(p.gz)}) is in the initial JS: keep it behind import()`);
  return hints;
}

function lighthouseLine(entry, metric) {
  const d = entry.typical?.diag;
  if (!d) return 'no diagnostics';
  const tasks = d.longTasks.map((t) => `${t.url || 'document'} ${t.ms} ms`).join(', ');
  const main = d.mainThread.map((m) => `${m.group} ${m.ms} ms`).join(', ');
  if (metric === 'lcp') {
    const phases = Object.entries(d.lcpPhases)
      .map(([k, v]) => `${k} ${v} ms`)
      .join(', ');
    const [worst] = Object.entries(d.lcpPhases).sort((a, b) => b[1] - a[1]);
    const res = d.lcpResource ? ` (${kB(d.lcpResource.transferSize)} transferred)` : '';
    const fromApi = d.lcpElement && /<img/.test(d.lcpElement.snippet ?? '');
    const advice = {
      'Load Delay': fromApi
        ? `the image's address arrives in an API answer: that call starts as soon as the config is here (src/renderer/prefetch.ts), behind the entry JS and the config on the slow connection, and the image is asked for when its section draws (${d.requests} requests in all, ${d.scriptRequests} of them scripts). Painting the first screen without JS (server rendering or a build-time snapshot of the banner) would be what brings it forward`
        : 'the browser finds the LCP resource late: preload it or let a smaller element be the largest until it arrives',
      'Load Time': `the LCP resource itself is slow to download${res}: serve it smaller (size it to its box, WebP/AVIF) or keep it from being the largest paint`,
      'Render Delay':
        'the element waits to be shown: sections appear in reading order (docs/decisions/007), so it waits for the sections above it to draw, and for the main thread (see TBT)',
      TTFB: 'the server answers late',
    }[worst?.[0]];
    return `LCP element ${d.lcpElement ? `\`${d.lcpElement.snippet}\`` : 'unknown'}${res}; phases: ${phases || 'n/a'}${advice ? `. Largest phase: ${worst[0]}, ${advice}` : ''}`;
  }
  if (metric === 'cls') {
    const nodes = d.layoutShifts.map((s) => String(s.node));
    const footer = nodes.some((n) => /footer/.test(n))
      ? '; the footer moves down when the content arrives: give <main> a min-height of the viewport so the footer starts below the fold'
      : '';
    const cells = nodes.some((n) => /main#main/.test(n))
      ? "; the page grid's cells move as sections above them draw: check that every section reports its drawn state (Settled, docs/decisions/007) so the ones below wait for it"
      : '';
    const causes = [...new Set(d.layoutShifts.flatMap((s) => s.causes ?? []))];
    const other =
      !cells && !footer
        ? '; the element moves when something above it (or itself) gets its content late: reserve that space before the data arrives'
        : '';
    const named = causes.length ? `; causes Lighthouse names: ${causes.map((c) => `\`${c}\``).join(', ')}` : '';
    return `shifting: ${d.layoutShifts.map((s) => `\`${s.node}\` ${Number(s.score).toFixed(3)}`).join(', ') || 'n/a'}${named}${cells}${footer}${other}`;
  }
  if (metric === 'tbt') {
    const entryTask = d.longTasks[0] && /\/assets\/index-/.test(d.longTasks[0].url);
    const advice = entryTask
      ? ". A task is named after the script whose callback started it: the start-up chunk's (src/main.tsx, no React since docs/decisions/008) is its work once the config is here (starting the page's calls and section code); React DOM's are its commits and their passive effects (each section's query subscribing, the calls of the sections further down starting), with the browser's style and layout as sections appear. Rendering already yields (startTransition, useDeferredValue) and off-screen cells are skipped (content-visibility); fewer DOM nodes and effects per section are what is left to shorten them"
      : '';
    return `long tasks: ${tasks || 'n/a'}; main thread: ${main}${advice}`;
  }
  const m = entry.median;
  const misses = [
    m.tbt > LIMITS.tbt && `TBT ${ms(m.tbt)}`,
    m.lcp > LIMITS.mobileLcp && `LCP ${ms(m.lcp)}`,
    m.cls > LIMITS.cls && `CLS ${m.cls.toFixed(3)}`,
  ].filter(Boolean);
  return `held back by ${misses.join(', ') || `FCP ${ms(m.fcp)} / SI ${ms(m.si)}`}; ${d.scriptRequests} scripts, ${kB(d.scriptTransfer)} JS transferred; long tasks: ${tasks || 'n/a'}`;
}

/** Which parts of the config path the current renderer has, read from its source, for the overhead line. */
function builderLine(builder) {
  const view = source('src/renderer/SectionView/SectionView.tsx');
  const registry = source('src/renderer/registry.tsx');
  const page = source('src/renderer/PageView/PageView.tsx');
  const parts = [
    /lazy\(/.test(registry) &&
      /Suspense/.test(view) &&
      'a Suspense boundary around its component (React.lazy until its code has arrived)',
    /ErrorBoundary/.test(view) && 'an error boundary',
    /memo\(/.test(view) && 'a memo comparison of its config and the page address',
    /sourceQuery/.test(view) && 'resolving its data source (sourceQuery) on every render',
    /Settled/.test(view) &&
      /SettleContext/.test(page) &&
      "a Settled marker and the page's reading-order bookkeeping (PageView)",
  ].filter(Boolean);
  // The districts query and the router subscriptions belong to filtering or paging sections only (SectionFilters,
  // SectionPages): none on the home page.
  if (/function SectionFilters/.test(view))
    parts.push('and, only in sections that filter or page, the districts query and router subscriptions');
  const extra = builder.config.median - builder.hand.median;
  const cost =
    extra > 0
      ? `the config path costs ${ms(extra, 2)} more per render, ${((extra * 1000) / builder.sections).toFixed(0)} µs per section`
      : `the config path measured no slower than the hand-written one here (${ms(extra, 2)}), within the noise`;
  return `${cost}; per section SectionView adds ${parts.join(', ')}`;
}

const num = (v, digits = 0) =>
  Number.isFinite(v)
    ? v.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : 'n/a';
const topCalls = (f) =>
  f?.topOperations?.length
    ? `the calls it made, busiest first: ${f.topOperations
        .slice(0, 6)
        .map(([op, n]) => `${op} ×${n}`)
        .join(', ')}`
    : 'no backend calls counted';
const statusLine = (f) =>
  `answers ${Object.entries(f.statuses ?? {})
    .map(([code, n]) => `${code} ×${n}`)
    .join(', ')}${f.errors ? `, ${f.errors} connection errors` : ''}`;

/** The share of answers that were refusals (nginx's limit_req: 429 or 503), when there were any. */
function refused(f) {
  const n = (f.statuses?.['429'] ?? 0) + (f.statuses?.['503'] ?? 0);
  return n && f.responses ? ` (${((n * 100) / f.responses).toFixed(1)} % of the answers refusals: 429/503)` : '';
}

/** Issue 19's budgets of the server-load part (bench/server-load.mjs); a part that failed is a failed row. */
export function serverLoadBudgets(s) {
  if (!s) return [];
  const rows = [];
  const add = (id, label, part, measure) => {
    if (!part || part.error) {
      rows.push({
        id,
        label,
        measured: null,
        limit: null,
        display: 'not measured',
        pass: false,
        holdsBack: part?.error ? `the part failed: ${part.error}` : 'the part did not run',
      });
      return;
    }
    const { measured, limit, display, pass, holdsBack } = measure(part);
    rows.push({ id, label, measured, limit, display, pass, holdsBack: pass ? undefined : holdsBack });
  };
  const quickNote = s.quick ? ' (quick run)' : '';
  add(
    'server:homeRps',
    `/home straight at the portal server, whole pages/s, ${s.plan.connections} connections${quickNote}`,
    s.home,
    (f) => ({
      measured: f.okRps,
      limit: LIMITS.serverHomeRps,
      display: `${num(f.okRps)}/s (all answers ${num(f.rps)}/s) ≥ ${LIMITS.serverHomeRps}/s (10 × ${s.before?.homeRps ?? 21})`,
      pass: f.okRps >= LIMITS.serverHomeRps,
      holdsBack: `${statusLine(f)}${f.server ? `; the portal server used ${f.server.coresUsed} cores, ${num(f.server.cpuMsPerAnswer)} ms of CPU per answer (compare the render cost's one connection per process)` : ''}; ${num(f.callsPer1000)} backend calls per 1,000 views: ${topCalls(f)}`,
    }),
  );
  add('server:homeP99', `/home straight at the portal server, p99${quickNote}`, s.home, (f) => ({
    measured: f.p99,
    limit: LIMITS.serverHomeP99,
    display: `${ms(f.p99)} (p50 ${ms(f.p50)}) ≤ ${ms(LIMITS.serverHomeP99)}`,
    pass: f.p99 <= LIMITS.serverHomeP99,
    holdsBack: `${statusLine(f)}; ${topCalls(f)}`,
  }));
  add('server:homeCalls', 'Backend calls per 1,000 /home views straight at the portal server', s.home, (f) => ({
    measured: f.callsPer1000,
    limit: LIMITS.serverHomeCallsPer1000,
    display: `${num(f.callsPer1000)} ≤ ${LIMITS.serverHomeCallsPer1000}`,
    pass: f.callsPer1000 <= LIMITS.serverHomeCallsPer1000,
    holdsBack: `${num(f.backendCalls)} calls for ${num(f.responses)} views; ${topCalls(f)}`,
  }));
  add(
    'server:jobCalls',
    `Backend calls per view of ${s.plan.jobViews} distinct /jobDetail?id=N pages`,
    s.jobs,
    (f) => ({
      measured: f.callsPerView,
      limit: LIMITS.serverJobCallsPerView,
      display: `${num(f.callsPerView, 2)} ≤ ${LIMITS.serverJobCallsPerView}`,
      pass: f.callsPerView <= LIMITS.serverJobCallsPerView,
      holdsBack: `${num(f.backendCalls)} calls for ${num(f.responses)} views of ${num(f.distinct)} pages; ${topCalls(f)}`,
    }),
  );
  add('server:utmCalls', 'Backend calls per 1,000 /home?utm_source=<random> views through nginx', s.utm, (f) => ({
    measured: f.callsPer1000,
    limit: LIMITS.serverUtmCallsPer1000,
    display: `${num(f.callsPer1000, 1)} ≤ ${LIMITS.serverUtmCallsPer1000}${refused(f)}`,
    pass: f.callsPer1000 <= LIMITS.serverUtmCallsPer1000,
    holdsBack: `${statusLine(f)} (a sample answered ${f.sample?.status}${f.sample?.location ? ` to ${f.sample.location}` : ''}); ${topCalls(f)}`,
  }));
  const slowLimit = (s.renderBudgetMs ?? 800) + LIMITS.serverSlowOverBudgetMs;
  add(
    'server:slowP99',
    `/home p99 with a backend answering in ${(s.plan.slowMs ?? 5000) / 1000} s, fresh process, ${s.plan.connections} connections`,
    s.slow,
    (f) => {
      const worst = Math.max(f.p99, f.cold?.p99 ?? 0);
      return {
        measured: worst,
        limit: slowLimit,
        display: `${ms(f.p99)} over ${num(f.seconds)} s, ${ms(f.cold?.p99)} in the first ${f.cold?.seconds} s ≤ ${ms(slowLimit)} (render budget ${ms(s.renderBudgetMs)} + ${LIMITS.serverSlowOverBudgetMs} ms)`,
        pass: worst <= slowLimit,
        holdsBack: `${statusLine(f)}; max ${ms(f.max)}; the process asked ${num(f.startupCalls)} calls while starting (${ms(f.startupMs)}); ${topCalls(f)}`,
      };
    },
  );
  add(
    'server:renderRatio',
    "Cost of a /home render (portal server, per CPU-second) over React's renderToString of the page",
    s.renderCost,
    (f) => {
      if (!f.ratio)
        return {
          measured: null,
          limit: LIMITS.serverRenderRatio,
          display: 'not measured',
          pass: false,
          holdsBack: 'no CPU time measured for the portal server or React',
        };
      const dev = f.react.asServer?.rendersPerCore
        ? `; React's development build alone: ${num(f.react.asServer.rendersPerCore)} renders per CPU-second`
        : '';
      return {
        measured: f.ratio.median,
        limit: LIMITS.serverRenderRatio,
        display: `${num(f.ratio.median, 1)}× (${num(f.ratio.min, 1)}–${num(f.ratio.max, 1)}; ${num(f.server.rendersPerCore?.median)} vs ${num(f.react.rendersPerCore?.median)} renders per CPU-second) ≤ ${LIMITS.serverRenderRatio}×`,
        pass: f.ratio.median <= LIMITS.serverRenderRatio,
        holdsBack: `the portal server runs with NODE_ENV=${f.server.nodeEnv} (React's floor: production${dev}); ${f.samples
          .map((x) => `${x.rps} req/s on ${x.coresUsed} cores, ${x.backendCalls} backend calls`)
          .join('; ')}`,
      };
    },
  );
  return rows;
}

/** /home initial JS ≤ 135 kB gzip (issue 33 item 5; 125 kB in issue 23 item 4), counted as Chromium fetches it (fetched-js.mjs). */
export function fetchedJsBudget(f) {
  if (!f) return [];
  const pass = f.gz <= f.limit;
  const validator = f.owners.find((o) => o.name === VALIDATOR_OWNER);
  const validatorGz = Math.round(validator?.gz ?? 0);
  return [
    {
      id: 'fetchedJs:/home',
      label: '/home initial JS, counted as fetched (every script until the network is idle, gzip -9)',
      measured: f.gz,
      limit: f.limit,
      display: `${kB(f.gz)} in ${f.count} files ≤ ${kB(f.limit)}`,
      pass,
      holdsBack: pass
        ? undefined
        : `${kB(f.gz - f.limit)} over; heaviest: ${f.owners
            .slice(0, 6)
            .map((o) => `${o.name} ${kB(o.gz)}`)
            .join(', ')}`,
    },
    {
      // Issue 23 item 4: the server has checked the config, so the browser's /home never ships the checker (the
      // studio and `npm start` keep it).
      id: 'fetchedJs:/home:validator',
      label: '/home fetches no config validator (the server checked the config)',
      measured: validatorGz,
      limit: 0,
      display: validatorGz ? `${kB(validatorGz)} of it fetched` : 'none fetched',
      pass: validatorGz === 0,
      holdsBack: validatorGz ? `in ${validator.chunks.join(', ')}` : undefined,
    },
  ];
}

export function checkBudgets({
  bundle,
  packagesHome,
  fetchedJs,
  lighthouse,
  builder,
  studioPreview,
  studioEdit,
  serverLoad,
}) {
  const rows = [];
  const add = (id, label, measured, limit, display, pass, holdsBack) =>
    rows.push({ id, label, measured, limit, display, pass, holdsBack: pass ? undefined : holdsBack });

  // (A run of --only=studio has no bundle.)
  const home = bundle?.pages.home;
  const over = home && home.total.jsGz - LIMITS.initialJsGz;
  if (home)
    add(
      'initialJs:/home',
      'Initial JS for /home (entry + home sections, gzip)',
      home.total.jsGz,
      LIMITS.initialJsGz,
      `${kB(home.total.jsGz)} ≤ ${kB(LIMITS.initialJsGz)}`,
      over <= 0,
      `${kB(over)} over. Entry set ${kB(home.entry.jsGz)} + home sections ${kB(home.sections.js.gz)}; heaviest: ${packagesHome
        .slice(0, 6)
        .map((o) => `${o.name} ${kB(o.gz)}`)
        .join(', ')}. ${bundleHints(packagesHome, bundle)
        .map((h) => `Suggestion: ${h}.`)
        .join(' ')}`,
    );
  rows.push(...fetchedJsBudget(fetchedJs));

  for (const entry of Object.values(lighthouse ?? {})) {
    const { preset, route, median: m } = entry;
    const tag = `${preset} ${route}`;
    const minScore = preset === 'mobile' ? LIMITS.mobileScore : LIMITS.desktopScore;
    add(
      `score:${tag}`,
      `Lighthouse ${preset} performance, ${route}`,
      m.score,
      minScore,
      `${m.score} ≥ ${minScore}`,
      m.score >= minScore,
      lighthouseLine(entry, 'score'),
    );
    if (preset === 'mobile')
      add(
        `lcp:${tag}`,
        `LCP, mobile, ${route}`,
        m.lcp,
        LIMITS.mobileLcp,
        `${ms(m.lcp)} ≤ ${ms(LIMITS.mobileLcp)}`,
        m.lcp <= LIMITS.mobileLcp,
        lighthouseLine(entry, 'lcp'),
      );
    add(
      `cls:${tag}`,
      `CLS, ${preset}, ${route}`,
      m.cls,
      LIMITS.cls,
      `${m.cls.toFixed(3)} ≤ ${LIMITS.cls}`,
      m.cls <= LIMITS.cls,
      lighthouseLine(entry, 'cls'),
    );
    add(
      `tbt:${tag}`,
      `TBT, ${preset}, ${route}`,
      m.tbt,
      LIMITS.tbt,
      `${ms(m.tbt)} ≤ ${ms(LIMITS.tbt)}`,
      m.tbt <= LIMITS.tbt,
      lighthouseLine(entry, 'tbt'),
    );
  }

  if (builder) {
    const overhead = builder.ratio - 1;
    const [lo, hi] = builder.interval;
    add(
      'builderOverhead',
      'Page-builder overhead (config-driven vs hand-written home, render time)',
      overhead,
      LIMITS.builderOverhead,
      `${pct(builder.ratio)} (95 % CI ${pct(lo)} to ${pct(hi)}) ≤ +${LIMITS.builderOverhead * 100} %`,
      overhead <= LIMITS.builderOverhead,
      builderLine(builder),
    );
    // A verdict the noise could overturn says so.
    const last = rows.at(-1);
    last.uncertain = lo - 1 <= LIMITS.builderOverhead && hi - 1 > LIMITS.builderOverhead;
    if (last.uncertain)
      last[last.pass ? 'note' : 'holdsBack'] = `the 95 % interval spans the limit; ${builderLine(builder)}`;
    if (!builder.check.sameDom) {
      const drift =
        'the hand-written home no longer draws the same DOM as the config-driven one (pages.config/portal.json or a section changed?): bring bench/harness/HandWrittenHome.tsx in step before trusting this figure';
      Object.assign(last, {
        uncertain: true,
        note: drift,
        holdsBack: last.pass ? undefined : `${drift}; ${last.holdsBack}`,
      });
    }
  }
  if (studioPreview?.n)
    add(
      'studioPreview',
      `Studio: edit to preview update on /home (median of ${studioPreview.n} edits)`,
      studioPreview.median,
      LIMITS.studioPreviewMs,
      `${ms(studioPreview.median)} (p25 ${ms(studioPreview.p25)}, p75 ${ms(studioPreview.p75)}) ≤ ${ms(LIMITS.studioPreviewMs)}`,
      studioPreview.median <= LIMITS.studioPreviewMs,
      'the preview re-renders the whole page for each draft: memoise sections whose config did not change',
    );
  if (studioEdit?.n)
    add(
      'studioEdit',
      `Studio: edit in the form to the preview drawn at 1366 (median of ${studioEdit.n} edits of 最新职位's page size)`,
      studioEdit.median,
      LIMITS.studioEditMs,
      `${ms(studioEdit.median)} (p25 ${ms(studioEdit.p25)}, p75 ${ms(studioEdit.p75)}; ${ms(studioEdit.min)}–${ms(studioEdit.max)}) ≤ ${ms(LIMITS.studioEditMs)}`,
      studioEdit.median <= LIMITS.studioEditMs,
      'the studio checks the whole draft and redraws its forms on each change, then waits 30 ms before it sends the preview the draft (PreviewPane); the preview redraws the whole page',
    );
  // The old server-load figures (issue 11's) had no budgets: only a run of bench/server-load.mjs of issue 19 has them.
  if (serverLoad?.plan) rows.push(...serverLoadBudgets(serverLoad));
  return rows;
}
