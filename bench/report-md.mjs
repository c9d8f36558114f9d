// bench/report.md from the report object of run.mjs: budgets first, then each measurement with its medians.
import { kB, ms, pct } from './util.mjs';

const row = (cells) => `| ${cells.join(' | ')} |`;
const table = (head, rows) => [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');
const range = (s, digits = 2) => `${s.p25.toFixed(digits)}–${s.p75.toFixed(digits)}`;
const short = (file) => file.replace(/^assets\//, '');

function budgets(r) {
  const verdict = (b) => `${b.pass ? '✅ pass' : '❌ **fail**'}${b.uncertain ? ' (not conclusive, see below)' : ''}`;
  const lines = [
    table(
      ['Budget', 'Measured vs limit', 'Result'],
      r.budgets.map((b) => [b.label, b.display, verdict(b)]),
    ),
  ];
  const failed = r.budgets.filter((b) => !b.pass || b.uncertain);
  if (failed.length)
    lines.push(
      '',
      '**What holds the missed (or nearly missed) budgets back**',
      '',
      ...failed.map((b) => `- **${b.label}**: ${b.holdsBack ?? b.note}`),
    );
  return lines.join('\n');
}

function bundle(r) {
  const b = r.bundle;
  const pageRows = Object.values(b.pages).flatMap((p) => [
    [
      `${p.route}: entry + static imports`,
      kB(p.entry.jsGz),
      kB(p.entry.cssGz),
      `${kB(p.entry.jsRaw)} / ${kB(p.entry.cssRaw)}`,
    ],
    [
      `${p.route}: its sections (${p.components.length} components, ${p.sections.js.files.length} chunks)`,
      kB(p.sections.js.gz),
      kB(p.sections.css.gz),
      `${kB(p.sections.js.raw)} / ${kB(p.sections.css.raw)}`,
    ],
    [
      `**${p.route}: together (needed before it renders)**`,
      `**${kB(p.total.jsGz)}**`,
      `**${kB(p.total.cssGz)}**`,
      `${kB(p.total.jsRaw)} / ${kB(p.total.cssRaw)}`,
    ],
  ]);
  const home = b.pages.home;
  const pkg = (list) =>
    table(
      ['Owner', 'gzip (marginal)', 'minified', 'in chunks'],
      list.map((o) => [
        o.name,
        kB(o.gz),
        kB(o.raw),
        o.chunks.slice(0, 3).join(', ') + (o.chunks.length > 3 ? ` +${o.chunks.length - 3}` : ''),
      ]),
    );
  return [
    "From the build's manifest (`bench/out/app/.vite/manifest.json`, the same `vite build` as `dist/`), gzip -9 per file, summed. A page needs the entry chunk and its static imports and the start-up chunks index.html modulepreloads (React DOM and the portal, which src/main.tsx imports as it starts), plus the lazily loaded chunks of the section components its config uses (and their static imports and CSS).",
    '',
    table(['What', 'JS gzip', 'CSS gzip', 'JS / CSS minified'], pageRows),
    '',
    `/home's section chunks: ${home.sections.js.files.map((f) => `${short(f.file)} ${kB(f.gz)}`).join(', ')}.`,
    '',
    `Largest lazy chunk: **${short(b.largestLazy.file)}** (${b.largestLazy.key}) ${kB(b.largestLazy.gz)} gzip, ${kB(b.largestLazy.raw)} minified. All shipped JS: ${b.allJs.count} chunks, ${kB(b.allJs.gz)} gzip, ${kB(b.allJs.raw)} minified.`,
    '',
    "**Who weighs most in /home's initial JS** (bytes attributed through the source maps; gzip is the marginal cost: how much smaller the chunks get without that owner):",
    '',
    pkg(b.packages.home.slice(0, 14)),
    '',
    '<details><summary>Whole build (every chunk)</summary>',
    '',
    pkg(b.packages.all.slice(0, 20)),
    '',
    '</details>',
  ].join('\n');
}

function serverLoad(r) {
  const s = r.serverLoad;
  if (!s) return '_Not measured in this run._';
  const row = (name, f) => [name, String(f.rps), ms(f.p50), ms(f.p99), String(f.requests), String(f.non2xx + f.errors)];
  return [
    `/home on ${r.environment.cpus} cores, loopback, autocannon with ${s.connections} connections for ${s.seconds} s each. "No cache": straight at the portal server, every request rendered with its data from the mock. "Micro-cache": through nginx (deploy/nginx, 30 s). Before server rendering the page was a static file, so there is no "before" for these.`,
    '',
    table(
      ['Path', 'Requests/s', 'p50', 'p99', 'Requests', 'Failed'],
      [row('no cache (portal server)', s.direct), row('micro-cache (nginx)', s.cached)],
    ),
    '',
    `Ratio: ${(s.cached.rps / Math.max(1, s.direct.rps)).toFixed(0)}× the requests per second through the micro-cache.`,
    '',
    `Backend calls per 1,000 anonymous /home views: **${s.calls.perThousandCached}** through the micro-cache (${s.calls.throughCache} calls for ${s.calls.views} views in one 30 s window), **${s.calls.perThousandDirect}** without it (${s.calls.straight} calls for ${s.calls.directViews} views, scaled).`,
  ].join('\n');
}

function lighthouse(r) {
  if (!r.lighthouse) return '_Skipped (--skip-lighthouse)._';
  const rows = Object.values(r.lighthouse).map((l) => {
    const m = l.median;
    const [preset, route] = Object.keys(r.lighthouse)
      .find((k) => r.lighthouse[k] === l)
      .split(' ');
    const was = r.beforeSsr?.lighthouse?.[`${preset} ${route}`];
    return [
      preset,
      route,
      `**${m.score}**`,
      l.scores.join(', '),
      was ? `${was.score}, LCP ${ms(was.lcp)}` : '–',
      ms(m.lcp),
      ms(m.tbt),
      m.cls.toFixed(3),
      ms(m.fcp),
      ms(m.si),
      String(Math.round(m.benchmarkIndex)),
    ];
  });
  return [
    `Lighthouse ${r.environment.lighthouse}, performance category, median of ${r.plan.lighthouseRuns} runs each (one fresh Chromium per run, runs interleaved), against the production stack as deploy/ runs it (scripts/serve-nginx.mjs: nginx with its micro-cache in front of the portal server, which renders each page with its data; the Prism mock behind /n2024). "Before" is the last run before server rendering (bench/before-ssr.json: the client-rendered build under Vite preview). Mobile is Lighthouse's default (simulated slow 4G, 4× CPU slowdown); desktop is \`--preset=desktop\`.`,
    '',
    table(
      [
        'Preset',
        'Page',
        'Score',
        'Scores of the runs',
        'Before (score, LCP)',
        'LCP',
        'TBT',
        'CLS',
        'FCP',
        'Speed Index',
        'Benchmark index',
      ],
      rows,
    ),
    '',
    "Each run's full result is in `bench/out/lighthouse/`; the diagnostics of the median run are in `bench/report.json`.",
  ].join('\n');
}

function builder(r) {
  const b = r.builder;
  const c = b.check;
  return [
    `The same home page rendered ${r.plan.builderRuns} times per variant (alternating, ABBA order, after ${r.plan.warmUp} warm-up rounds, gc between renders) into a fresh React root, from a react-query cache pre-filled with the contract's example data: **config-driven** = \`PageView\` for \`pages.home\` of pages.config/portal.json (SectionView, registry, lazy section components); **hand-written** = \`bench/harness/HandWrittenHome.tsx\`, the same section components, SectionFrame wrappers, grid and queries written out in JSX. Time = \`performance.now()\` around \`flushSync(root.render(...))\`: render, commit, layout and passive effects.`,
    '',
    table(
      ['Variant', 'Median', 'p25–p75', 'With style + layout (median)'],
      [
        ['config-driven', `**${ms(b.config.median, 2)}**`, `${range(b.config)} ms`, ms(b.layout.config.median, 2)],
        ['hand-written', `**${ms(b.hand.median, 2)}**`, `${range(b.hand)} ms`, ms(b.layout.hand.median, 2)],
        [
          'ratio',
          `**${b.ratio.toFixed(3)}** (${pct(b.ratio)})`,
          `95 % CI ${b.interval[0].toFixed(3)}–${b.interval[1].toFixed(3)}`,
          `${b.layout.ratio.toFixed(3)} (${pct(b.layout.ratio)})`,
        ],
      ],
    ),
    '',
    `Median of the per-pair ratios: ${b.pairRatio.toFixed(3)}. Checks: both variants drew ${c.sameDom ? '**identical DOM**' : '**different DOM** (see bench/out/render.json)'} (${c.elements.config} vs ${c.elements.hand} elements); cache keys missing for the hand-written queries: ${c.missingKeys.length ? c.missingKeys.join(', ') : 'none'}; network requests during the timed renders: ${c.heldFetches} (the QR login widget in both variants asks for its login link; the harness holds every fetch unanswered).`,
  ].join('\n');
}

function growth(r) {
  const sizes = Object.keys(r.lists.JobList);
  const listRows = sizes.map((n) => {
    const j = r.lists.JobList[n];
    const s = r.lists.SkillList[n];
    return [
      Number(n).toLocaleString('en'),
      ms(j.median, 2),
      `${j.perRecordUs.toFixed(1)} µs`,
      ms(s.median, 2),
      `${s.perRecordUs.toFixed(1)} µs`,
      `${j.elements} / ${s.elements}`,
    ];
  });
  const v = r.validation;
  const big = sizes.find((n) => Number(n) === 1000) ?? sizes.at(-1);
  const perJob = r.lists.JobList[big].perRecordUs / r.lists.SkillList[big].perRecordUs;
  const browserRows = Object.entries(v.browser).map(([n, x]) => [
    n,
    kB(x.bytes),
    ms(x.schema.median, 2),
    ms(x.rules.median, 2),
    `**${ms(x.total.median, 2)}**`,
    ms(x.parse.median, 2),
    String(x.problems),
  ]);
  const nodeRows = Object.entries(v.node).map(([n, x]) => [
    n,
    `**${ms(x.checkConfigFile.median, 1)}**`,
    ms(x.contractInfo.median, 1),
    ms(x.ajvCompile.median, 1),
    ms(x.ajvValidate.median, 2),
    ms(x.checkConfigRules.median, 2),
    String(x.problems),
  ]);
  return [
    '**Rendering a list section** (through SectionView, as config has it; same harness and timing as above; medians):',
    '',
    table(['Records', 'JobList', 'per record', 'SkillList', 'per record', 'DOM elements (Job / Skill)'], listRows),
    '',
    `At ${Number(big).toLocaleString('en')} records a job card costs ${perJob.toFixed(0)}× a skill link${r.jobListNote ? ` (${r.jobListNote})` : ''}. Neither list is windowed: the page size in config is the only limit on what one render draws.`,
    '',
    `**Config validation** on generated configs (pages.config/portal.json with its pages repeated or cut to N pages, all valid; medians of ${r.plan.validationRuns} runs in the browser, ${r.plan.nodeRuns} in Node):`,
    '',
    'Browser (what start-up does with a served portal.config.json that differs from the one the build checked: the precompiled schema validator, then `checkConfigRules`; an unedited file is trusted by its SHA-256):',
    '',
    table(
      ['Pages', 'JSON size', 'schema validator', 'checkConfigRules', 'both (configProblems)', 'JSON.parse', 'problems'],
      browserRows,
    ),
    '',
    'Node (`scripts/portal-config-check.ts`, as `npm run config:check` and the build run it):',
    '',
    table(
      [
        'Pages',
        'checkConfigFile (all of it)',
        'contractInfo (reads openapi/portal.yaml)',
        'Ajv compile',
        'Ajv validate',
        'checkConfigRules',
        'problems',
      ],
      nodeRows,
    ),
  ].join('\n');
}

export function renderReport(r) {
  const e = r.environment;
  const d = r.durationsMs;
  return `${[
    '# Performance bench',
    '',
    `Generated by \`npm run bench\` (bench/run.mjs) on ${r.generatedAt.slice(0, 16).replace('T', ' ')} UTC${r.quick ? ' — **quick mode: too few runs to quote**' : ''}. Machine: ${e.cpus} × ${e.cpuModel}, Node ${e.node}, Chromium ${e.chromium}. The bench took ${(d.total / 60000).toFixed(1)} min (${Object.entries(
      d,
    )
      .filter(([k]) => k !== 'total')
      .map(([k, v]) => `${k} ${(v / 1000).toFixed(0)} s`)
      .join(', ')}). Raw data: \`bench/out/\` (not committed).`,
    ...(e.loadAverage.start > e.cpus * 0.75 || e.loadAverage.max > e.cpus * 2
      ? [
          '',
          `> Other work shared the machine during the run: 1-minute load average ${e.loadAverage.start.toFixed(1)} at the start and up to ${e.loadAverage.max.toFixed(1)} between steps, on ${e.cpus} cores (the bench's own browser and servers account for about 2 of it). Timings and Lighthouse's TBT are noisier and slower than on an idle machine; the byte counts are exact.`,
        ]
      : []),
    '',
    '## Budgets',
    '',
    budgets(r),
    '',
    '## Initial JavaScript and CSS',
    '',
    bundle(r),
    '',
    '## Lighthouse',
    '',
    lighthouse(r),
    '',
    '## The portal server under load',
    '',
    serverLoad(r),
    '',
    '## Cost of the page builder',
    '',
    builder(r),
    '',
    '## How cost grows with work',
    '',
    growth(r),
  ].join('\n')}\n`;
}
