// The issue's budgets, each checked against the measured figure, and for a missed one a line on what holds it back
// (taken from the measurements: the heaviest packages and chunks, the Lighthouse diagnostics of the median run).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

export function checkBudgets({ bundle, packagesHome, lighthouse, builder, studioPreview }) {
  const rows = [];
  const add = (id, label, measured, limit, display, pass, holdsBack) =>
    rows.push({ id, label, measured, limit, display, pass, holdsBack: pass ? undefined : holdsBack });

  const home = bundle.pages.home;
  const over = home.total.jsGz - LIMITS.initialJsGz;
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
  return rows;
}
