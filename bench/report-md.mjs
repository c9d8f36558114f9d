// bench/report.md from the report object of run.mjs: budgets first, then each measurement with its medians.
import { bareServerSection } from './bare-server.mjs';
import { COMPARED } from './compare.mjs';
import { contractWatchSection } from './contract-watch-report.mjs';
import { SIGNIFICANCE } from './stats.mjs';
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

/** A value of a compared metric in its unit. */
function metricValue(key, v) {
  if (!Number.isFinite(v)) return 'n/a';
  if (COMPARED[key].unit === 'ms') return `${Math.round(v)} ms`;
  if (COMPARED[key].unit === 'B') return kB(v);
  return String(Math.round(v * 10) / 10);
}
const sideCell = (key, s) =>
  `**${metricValue(key, s.median)}** (${metricValue(key, s.p25)}–${metricValue(key, s.p75)}; ${metricValue(key, s.min)}–${metricValue(key, s.max)})`;
const pValue = (p) => (!Number.isFinite(p) ? 'n/a' : p < 0.001 ? '< 0.001' : p.toFixed(3));

/** The A/B of Lighthouse (compare.mjs): per metric both spreads, the ratio of medians and the Mann-Whitney p. */
function compareSection(c) {
  if (!c) return '_Not run: `npm run bench -- --only=lighthouse-compare --against=<git ref>`._';
  const rows = c.pages.flatMap((page) =>
    Object.entries(page.metrics).map(([key, m]) => [
      page.preset,
      page.route,
      COMPARED[key].label,
      sideCell(key, m.a),
      sideCell(key, m.b),
      Number.isFinite(m.ratio) ? `${m.ratio.toFixed(2)}×` : 'n/a',
      pValue(m.p),
      m.significant ? `**significant** (${m.ratio < 1 ? 'lower' : 'higher'} in B)` : 'not significant',
    ]),
  );
  const la = c.loadAverage;
  return [
    `"A" is \`${c.against.ref}\` (${c.against.sha.slice(0, 7)}, "${c.against.subject}"), built by its own \`npm run build\` in a temporary export of that commit with this checkout's node_modules; ${c.b ? `"B" is \`${c.b.ref}\` (${c.b.sha.slice(0, 7)}, "${c.b.subject}"), built the same way` : `"B" is the working tree (HEAD ${c.head.sha.slice(0, 7)}${c.head.dirty ? ' with uncommitted changes' : ''})`}. Both served at once by ${c.plan.stack === 'bare' ? 'their own compiled portal server alone (with its mock, no nginx: `--stack=bare`)' : 'their own production stack (nginx, portal server, mock)'} on loopback; ${c.plan.runs} Lighthouse runs per side, preset and page, interleaved (${c.plan.order}), measured ${c.generatedAt.slice(0, 16).replace('T', ' ')} UTC. Each cell: **median** (p25–p75; min–max). Ratio = median B / median A. p: two-sided Mann-Whitney U test, normal approximation with tie and continuity correction (bench/stats.mjs); a difference is called significant only at p < ${SIGNIFICANCE} (decision 059). "JS transferred" is Lighthouse's count of script bytes on the wire in that run.`,
    '',
    ...(c.only
      ? [
          `Measured by \`npm run bench -- --only=lighthouse-compare --against=${c.against.ref}${c.b ? ` --b=${c.b.ref}` : ''}${c.plan.runs !== 10 ? ` --compare-runs=${c.plan.runs}` : ''}${c.plan.stack === 'bare' ? ' --stack=bare' : ''}\` (builds and runs: ${((c.durationsMs?.total ?? 0) / 60000).toFixed(1)} min), with /home's fetched JS above; the other sections are from their own runs.`,
          '',
        ]
      : []),
    `Load on the machine: 1-minute load average ${la.start.toFixed(1)} at the start, up to ${la.max.toFixed(1)} between rounds, ${la.end.toFixed(1)} at the end, on 2 cores (\`${c.uptime}\` at the end).`,
    '',
    table(
      [
        'Preset',
        'Page',
        'Metric',
        `A: ${c.against.ref}`,
        `B: ${c.b ? c.b.ref : 'working tree'}`,
        'B / A',
        'p',
        'Verdict',
      ],
      rows,
    ),
  ].join('\n');
}

/** /home's JavaScript as Chromium fetched it (fetched-js.mjs), with its owners, beside the manifest count. */
function fetchedSection(f, { manifestGz, base } = {}) {
  if (!f) return '_Not measured in this run._';
  const files = f.files.map((x) => [
    short(x.file),
    x.gz === null ? 'not in the build' : kB(x.gz),
    x.raw === null ? '' : kB(x.raw),
    x.encodedBytes === null ? '' : kB(x.encodedBytes),
  ]);
  const owners = f.owners
    .slice(0, 16)
    .map((o) => [
      o.name,
      kB(o.gz),
      kB(o.raw),
      o.chunks.slice(0, 3).join(', ') + (o.chunks.length > 3 ? ` +${o.chunks.length - 3}` : ''),
    ]);
  return [
    `Chromium (Playwright, the system Chromium, ${f.viewport.width}×${f.viewport.height}) loads ${f.route} from ${f.server === 'bare' ? 'the bare portal server (its compiled server and mock, no nginx)' : 'the production stack (nginx, portal server, mock)'} and every script response is recorded until the network is idle (Playwright's 'networkidle', then ${f.quietMs / 1000} s without a new request). Each file is counted as **gzip -9 of its body** (the built file, as the manifest count weighs it); "on the wire" is the encoded body Chromium received (${f.server === 'bare' ? "the portal server's compression" : "nginx's precompressed .gz"}).`,
    '',
    `**${f.route} initial JS as fetched: ${kB(f.gz)} gzip** in ${f.count} files (${kB(f.raw)} minified, ${kB(f.transferred)} on the wire) against the budget ≤ ${kB(f.limit)}: ${f.gz <= f.limit ? '✅ pass' : `❌ **fail** (${kB(f.gz - f.limit)} over)`}.${Number.isFinite(manifestGz) ? ` The manifest count of the same build (entry, start-up and the page's section chunks) is ${kB(manifestGz)}; the difference is what the page fetches besides (chunks asked for at idle or by a section as it draws).` : ''}${base ? ` At ${base.ref}: ${kB(base.gz)} in ${base.count} files as fetched${Number.isFinite(base.manifestGz) ? `, ${kB(base.manifestGz)} by its manifest` : ''}.` : ''}`,
    '',
    table(['File', 'gzip -9', 'minified', 'on the wire'], files),
    '',
    'Owners (through the source maps, as "Who weighs most"; gzip is the marginal cost):',
    '',
    table(['Owner', 'gzip (marginal)', 'minified', 'in chunks'], owners),
  ].join('\n');
}

const n0 = (v, digits = 0) =>
  Number.isFinite(v)
    ? v.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : 'n/a';
const statuses = (f) =>
  `${Object.entries(f.statuses ?? {})
    .map(([code, n]) => `${code} ×${n}`)
    .join(', ')}${f.errors ? `, ${f.errors} errors` : ''}${f.timeouts ? `, ${f.timeouts} timeouts` : ''}`;
const cpuUse = (f) =>
  f.server?.coresUsed != null
    ? `; the portal server used ${f.server.coresUsed} cores, ${n0(f.server.cpuMsPerAnswer)} ms of CPU per answer`
    : '';
const busiest = (f) =>
  (f.topOperations ?? [])
    .slice(0, 5)
    .map(([op, n]) => `${op.replace(/^GET /, '')} ×${n}`)
    .join(', ');

/** The server-load part (bench/server-load.mjs, issue 19); `s` is its result, `cpus` the machine's. */
export function serverLoadSection(s, { cpus, reportDate } = {}) {
  if (!s) return '_Not measured in this run._';
  if (!s.plan) return '_Measured by an older bench (issue 11): run `npm run bench -- --only=server-load`._';
  const b = s.before ?? {};
  const part = (label, f, fn) =>
    !f ? [[label, 'not run', '']] : f.error ? [[label, `failed: ${f.error}`, '']] : fn(f);
  const when = s.only
    ? ` Measured on ${s.generatedAt.slice(0, 16).replace('T', ' ')} UTC by \`npm run bench -- --only=server-load${s.quick ? ' --quick' : ''}\` (builds and this part: ${((s.durationsMs?.total ?? 0) / 1000).toFixed(0)} s)${reportDate ? '; the rest of this report is from its own run' : ''}.`
    : '';
  const la = s.loadAverage ?? {};
  const rows = [
    ...part('/home straight at the portal server', s.home, (f) => [
      [
        '**/home straight at the portal server**',
        `**${n0(f.okRps)} whole pages/s** (${n0(f.rps)} answers/s; per second: median ${n0(f.rpsSamples?.median)}, ${n0(f.rpsSamples?.min)}–${n0(f.rpsSamples?.max)}), p50 **${ms(f.p50)}**, p99 **${ms(f.p99)}**, max ${ms(f.max)}; **${n0(f.callsPer1000)} backend calls per 1,000 views**; ${statuses(f)}${cpuUse(f)}`,
        `${b.homeRps} req/s, p50 ${ms(b.homeP50)}, p99 ${ms(b.homeP99)}, ${n0(b.homeCallsPer1000)} calls`,
      ],
    ]),
    ...part('/home through nginx', s.cached, (f) => [
      [
        '/home through nginx (micro-cache)',
        `${n0(f.rps)} req/s, p50 ${ms(f.p50)}, p99 ${ms(f.p99)}; ${n0(f.callsPer1000)} backend calls per 1,000 views; ${statuses(f)}`,
        '',
      ],
    ]),
    ...part('job pages', s.jobs, (f) => [
      [
        `**${n0(f.distinct)} distinct /jobDetail?id=N**, straight`,
        `**${n0(f.callsPerView, 2)} backend calls per view** (${n0(f.backendCalls)} for ${n0(f.responses)} views); ${n0(f.rps)} req/s, p50 ${ms(f.p50)}, p99 ${ms(f.p99)}; ${statuses(f)}${cpuUse(f)}`,
        `${b.jobRps} req/s`,
      ],
    ]),
    ...part('utm', s.utm, (f) => [
      [
        '**/home?utm_source=<random> through nginx**',
        `**${n0(f.callsPer1000, 1)} backend calls per 1,000 views** (${n0(f.backendCalls)} for ${n0(f.responses)}); ${n0(f.rps)} req/s, p99 ${ms(f.p99)}; ${statuses(f)}; a sample: ${f.sample?.status}${f.sample?.location ? ` → ${f.sample.location}` : ''}`,
        `${n0(b.utmCallsPer1000)} calls`,
      ],
    ]),
    ...part('slow backend', s.slow, (f) => [
      [
        `**Backend answering in ${f.delayMs / 1000} s**, fresh process, /home straight`,
        `p99 **${ms(f.p99)}** over ${n0(f.seconds)} s (p50 ${ms(f.p50)}, max ${ms(f.max)}); the first ${f.cold.seconds} s (${n0(f.cold.responses)} answers, no backend answer possible yet): p50 ${ms(f.cold.p50)}, **p99 ${ms(f.cold.p99)}**, max ${ms(f.cold.max)}; ${statuses(f)}; render budget ${ms(s.renderBudgetMs)}; the process started in ${ms(f.startupMs)} and asked ${n0(f.startupCalls)} calls meanwhile`,
        `p99 ${ms(b.slowP99)}`,
      ],
    ]),
    ...part('render cost', s.renderCost, (f) => {
      const sv = f.server;
      const react = f.react;
      const spread = (x, unit = '') => `${n0(x?.median)}${unit} (${n0(x?.min)}–${n0(x?.max)})`;
      const dev = react.asServer?.rendersPerCore
        ? `; React's development build, which the portal server loads with NODE_ENV=${react.asServer.nodeEnv}: ${n0(react.asServer.rendersPerCore)} renders per CPU-second`
        : '';
      return [
        [
          '**Render cost alone** (backend answering at once, data warm)',
          `portal server: **${spread(sv.rendersPerCore)} renders per CPU-second** (${sv.processes} process(es), ${sv.connections} connection(s); per run: ${f.samples.map((x) => `${x.rps} req/s on ${x.coresUsed} cores`).join(', ')}; NODE_ENV=${sv.nodeEnv}). React's renderToString of the same page: **${spread(react.rendersPerCore)} renders per CPU-second** (${n0(react.msPerRender?.median, 2)} ms of CPU each; ${n0(react.markupBytes)} B of markup, the server's ${n0(react.serverMarkupBytes)} B${react.sameMarkup ? ', identical' : ''})${dev}. **Ratio: ${n0(f.ratio?.median, 1)}×** React's own cost (median of ${f.ratio?.n} pairs, ${n0(f.ratio?.min, 1)}–${n0(f.ratio?.max, 1)}; ${s.plan.renderSeconds} s of the server, then ${s.plan.floorSampleMs / 1000} s of React, each pair)`,
          '≈100× (issue 19)',
        ],
      ];
    }),
  ];
  return [
    `On ${cpus ?? '?'} cores, loopback, autocannon with ${s.plan.connections} connections, ${s.plan.seconds} s per run${s.quick ? ' (**quick mode**: shorter runs, not to quote)' : ''}. The mock (Prism) sits behind a counting proxy (mock-server/backend-proxy.mjs) that counts every /n2024 call of the portal server; "straight" is the portal server without nginx, "through nginx" is deploy/nginx in front of it (scripts/serve-nginx.mjs). Redirects are not followed. The render cost is the portal server's CPU time (from /proc, all its processes) per /home answered, with one connection per process and the counting proxy answering from memory at once, beside React's renderToString of the same PortalApp with the same data in a process of its own (bench/react-floor.mjs, NODE_ENV=production), per CPU-second of that process, runs of the two alternating. 1-minute load average: ${la.start?.toFixed(2)} at the start of this part, ${la.end?.toFixed(2)} at its end (max ${la.max?.toFixed(2)} between parts); it took ${n0((s.durationMs ?? 0) / 1000)} s.${when}`,
    '',
    table(['Measure', 'This run', 'Before (issue 19)'], rows),
    ...(s.home?.topOperations?.length
      ? ['', `Busiest backend calls of straight /home views: ${busiest(s.home)}.`]
      : []),
  ].join('\n');
}

const serverLoad = (r) => serverLoadSection(r.serverLoad, { cpus: r.environment?.cpus, reportDate: r.generatedAt });

/** bench/report.md when only the server-load part has ever run (no earlier report to complete). */
export function renderServerLoadReport(s, budgetRows, cpus) {
  return `${[
    '# Performance bench (server load only)',
    '',
    `Generated by \`npm run bench -- --only=server-load\` on ${s.generatedAt.slice(0, 16).replace('T', ' ')} UTC. Run the whole bench for the other sections.`,
    '',
    '## Budgets',
    '',
    budgets({ budgets: budgetRows }),
    '',
    '## The portal server under load',
    '',
    serverLoadSection(s, { cpus }),
  ].join('\n')}\n`;
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
    'Node (`server/config-check/portal-config-check.ts`, as `npm run config:check` and the build run it):',
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
    `## /home's JavaScript as a browser fetches it`,
    '',
    fetchedSection(r.fetchedJs, {
      manifestGz: r.fetchedJs?.manifestGz ?? r.bundle?.pages?.home?.total?.jsGz,
      base: r.lighthouseCompare && r.fetchedJsBase && { ref: r.lighthouseCompare.against.ref, ...r.fetchedJsBase },
    }),
    '',
    '## Lighthouse',
    '',
    lighthouse(r),
    '',
    '## The bare server: /home as sent and Lighthouse mobile, without nginx',
    '',
    bareServerSection(r.bareServer),
    '',
    '## Lighthouse: A/B against a base commit',
    '',
    compareSection(r.lighthouseCompare),
    '',
    '## The portal server under load',
    '',
    serverLoad(r),
    '',
    '## The contract watch',
    '',
    contractWatchSection(r),
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
