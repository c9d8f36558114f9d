// The contract watch's cost (issue 30 item 2, decision 065): "cheap enough to leave on in production". The home
// page's real answers are recorded from the mock through the server renderer (the build's -ssr entry); then, in
// this process, (1) each answer is judged many times (decode, JSON.parse, the compiled schema), (2) all of the home
// page's answers are judged together, as a render whose every answer is fresh would have them judged, and (3) the
// home page is rendered from those answers in memory with the watch on and off, interleaved. All in CPU time of
// this process, which other work on the machine does not inflate as it does wall time. Run by tsx from
// bench/run.mjs: `tsx bench/contract-watch.ts <ssr entry> <runs>`; prints JSON.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileContract } from '../server/contract-watch/contract-schemas';
import { createContractWatch } from '../server/contract-watch/contract-watch';
import { operationOf } from '../server/data-cache/shared-reads';
import { createLogger } from '../server/observe/log';
import { startMock } from '../mock-server/server.mjs';
import { freePort } from '../mock-server/free-port.mjs';
import { ROOT, summary } from './util.mjs';

type Fetch = (request: Request) => Promise<Response>;
interface Recorded {
  operationId: string;
  status: number;
  contentType: string | null;
  body: Uint8Array;
}

const [entry, runsArg] = process.argv.slice(2);
if (!entry) throw new Error('usage: tsx bench/contract-watch.ts <ssr entry-server.js> [runs]');
const runs = Number(runsArg) || 30;

const mock = await startMock({ port: await freePort(), log: false });
process.env.API_TARGET = mock.url; // read by the renderer's SDK client as it loads
// React's production build, as the portal server runs it (server/portal/production-mode.ts); set after the mock
// has started (Prism does not start under it: bench/servers.mjs).
process.env.NODE_ENV ??= 'production';
const renderer = await import(pathToFileURL(entry).href);
const config = JSON.parse(readFileSync(join(ROOT, 'pages.config/portal.json'), 'utf8'));
const render = () =>
  renderer.renderPage({
    config,
    path: '/home',
    search: '',
    budgetMs: 10_000,
    origin: 'https://bench.test',
    siteDescription: '',
  });

// The home page's answers, as the mock gives them, keyed by the request.
const keyOf = async (r: Request) => `${r.method} ${r.url}\n${r.body ? await r.clone().text() : ''}`;
const answers = new Map<string, Recorded & { headers: [string, string][] }>();
renderer.setBackendFetch(async (request: Request) => {
  const key = await keyOf(request);
  const response = await fetch(request);
  const body = new Uint8Array(await response.arrayBuffer());
  const operationId = operationOf(request.method, new URL(request.url)) ?? 'unknown';
  const contentType = response.headers.get('content-type');
  answers.set(key, { operationId, status: response.status, contentType, body, headers: [...response.headers] });
  return new Response(body, { status: response.status, headers: response.headers });
});
await render();
await mock.close();

const fromMemory: Fetch = async (request) => {
  const answer = answers.get(await keyOf(request));
  if (!answer) return new Response('not recorded', { status: 404 });
  return new Response(answer.body.slice(), { status: answer.status, headers: answer.headers });
};
const silent = createLogger({ write: () => {} });
const schemas = compileContract();
const watch = createContractWatch({ schemas, logger: silent });
const recorded = [...answers.values()].filter((a) => watch.judges(a.operationId, a.status, a.contentType));
const broken = recorded.filter((a) => watch.judge(a.operationId, a.status, a.contentType, a.body).length > 0);

/** CPU time of this process (user and system), in ms: what the watch costs, whatever else the machine runs. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
/** A sample's least CPU time: the kernel's CPU accounting is coarse (ticks of a few ms), so samples are batches. */
const SAMPLE_MS = 20;

/** Microseconds of CPU per call of fn, each sample a batch of calls taking about SAMPLE_MS. */
function perCallUs(fn: () => unknown, samples: number): number[] {
  const start = cpuMs();
  let warm = 0;
  // Warm-up (V8 optimises the validators and the parse), which also sizes the batch.
  for (; cpuMs() - start < 50 || warm < 20; warm++) fn();
  const batch = Math.max(1, Math.ceil((SAMPLE_MS * warm) / (cpuMs() - start)));
  return Array.from({ length: samples }, () => {
    const t = cpuMs();
    for (let i = 0; i < batch; i++) fn();
    return ((cpuMs() - t) * 1000) / batch;
  });
}
const round = (v: number, d = 2) => Math.round(v * 10 ** d) / 10 ** d;
const spread = (values: number[], d = 2) => {
  const s = summary(values);
  return {
    median: round(s.median, d),
    p25: round(s.p25, d),
    p75: round(s.p75, d),
    min: round(Math.min(...values), d),
    max: round(Math.max(...values), d),
    n: values.length,
  };
};

const perAnswer = recorded.map((a) => ({
  operation: a.operationId,
  bytes: a.body.byteLength,
  us: spread(perCallUs(() => watch.judge(a.operationId, a.status, a.contentType, a.body), runs)),
}));
const judgeAll = () => {
  for (const a of recorded) watch.judge(a.operationId, a.status, a.contentType, a.body);
};
const perPage = spread(perCallUs(judgeAll, runs * 2));

// Renders from memory, the watch off and on by turns (every answer fresh: the worst case, no data cache).
const watched = watch.watch(fromMemory);
/** Renders per sample: a render's CPU time is a few ms, the accounting's grain about as much. */
const RENDERS = 5;
const renderMs = { off: [] as number[], on: [] as number[] };
for (let i = 0; i < 5; i++) {
  renderer.setBackendFetch(fromMemory);
  await render();
  renderer.setBackendFetch(watched);
  await render();
}
for (let i = 0; i < runs; i++)
  for (const side of i % 2 ? (['on', 'off'] as const) : (['off', 'on'] as const)) {
    renderer.setBackendFetch(side === 'on' ? watched : fromMemory);
    const start = cpuMs();
    for (let r = 0; r < RENDERS; r++) await render();
    renderMs[side].push((cpuMs() - start) / RENDERS);
  }
const render_ = { off: spread(renderMs.off), on: spread(renderMs.on) };

process.stdout.write(
  JSON.stringify({
    answers: recorded.length,
    bytes: recorded.reduce((n, a) => n + a.body.byteLength, 0),
    broken: broken.map((a) => a.operationId),
    perAnswer,
    perPage,
    render: render_,
    /** The home page's answers all judged, as a share of one render of it. */
    shareOfRender: round(perPage.median / 1000 / render_.off.median, 4),
  }),
);
process.exit(0);
