// The portal server under load (issues 11 and 19), loopback only, bounded in time, with autocannon, the mock behind a
// counting proxy (mock-server/backend-proxy.mjs) and the production stack of bench/servers.mjs (nginx's micro-cache in
// front of the portal server). One run measures:
//   home     /home straight at the portal server (no nginx): requests/s, p50, p99, backend calls per 1,000 views;
//   cached   /home through nginx's micro-cache;
//   jobs     1,000 distinct /jobDetail?id=N (N = 1..1,000) straight at the portal server: backend calls per view;
//   utm      /home?utm_source=<random> through nginx: backend calls per 1,000 views (redirects are not followed);
//   render   the render alone: the backend answering from memory at once, the data cache warm, one connection per
//            portal process; renders per CPU-second of the portal server beside React's renderToString of the same
//            page (bench/react-floor.mjs), as a ratio;
//   slow     a fresh portal server (cold data cache) against a backend that answers every call in 5 s: p99.
// Each part records its error instead of ending the run, so one broken part leaves the others' figures.
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { startMock } from '../mock-server/server.mjs';
import { startBackendProxy } from '../mock-server/backend-proxy.mjs';
import { cpuSeconds, environOf, nodeProcesses, pidsListeningOn, processTree } from './proc-cpu.mjs';
import { startProduction } from './servers.mjs';
import { freePort } from '../mock-server/free-port.mjs';
import { median, quantile, ROOT } from './util.mjs';

export const SERVER_LOAD_PLAN = {
  full: {
    connections: 20,
    seconds: 20,
    cachedSeconds: 10,
    jobViews: 1000,
    renderSamples: 5,
    renderSeconds: 6,
    floorSampleMs: 2000,
  },
  quick: {
    connections: 20,
    seconds: 5,
    cachedSeconds: 3,
    jobViews: 1000,
    renderSamples: 3,
    renderSeconds: 3,
    floorSampleMs: 1000,
  },
};
/** The slow backend: every call held this long. */
const SLOW_MS = 5000;
/** Issue 19's figures before its work, measured the same way (20 connections, the mock behind a counting proxy). */
export const BEFORE = {
  homeRps: 21,
  homeP50: 850,
  homeP99: 1519,
  homeCallsPer1000: 2314,
  jobRps: 93,
  utmCallsPer1000: 10693,
  slowP99: 3221,
};

const load = (options, onResponse) =>
  new Promise((resolve, reject) => {
    const instance = autocannon({ timeout: 30, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    if (onResponse) instance.on('response', onResponse);
  });

const statusesOf = (r) =>
  Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, Number(s.count)]));

/** What a run of autocannon says, with the responses by status and the requests/s of whole (2xx) pages. */
function figures(r) {
  const statuses = statusesOf(r);
  const responses = Object.values(statuses).reduce((a, b) => a + b, 0);
  const ok = Object.entries(statuses)
    .filter(([code]) => code.startsWith('2'))
    .reduce((a, [, n]) => a + n, 0);
  return {
    seconds: r.duration,
    connections: r.connections,
    rps: Math.round(r.requests.average),
    okRps: Math.round(ok / Math.max(0.001, r.duration)),
    // The per-second samples of requests/s: their median and spread.
    rpsSamples: {
      median: r.requests.p50,
      min: r.requests.min,
      max: r.requests.max,
      stddev: Math.round(r.requests.stddev),
    },
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    max: r.latency.max,
    responses,
    statuses,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

/** Backend calls of a run, per `per` responses. */
const callsPer = (taken, responses, per) => ({
  backendCalls: taken.calls,
  replayed: taken.replayed || undefined,
  [`callsPer${per === 1 ? 'View' : per}`]: responses ? Math.round(((taken.calls * per) / responses) * 100) / 100 : null,
  topOperations: taken.operations,
});

/** The stacks this part has started and not yet stopped (for run.mjs to stop on Ctrl-C). */
const running = new Set();
export const stopServerLoad = () => Promise.allSettled([...running].map((close) => close()));

/** bench/servers.mjs's production stack, stopped on Ctrl-C as well. */
async function startStack(outDir, apiTarget) {
  const stack = await startProduction(outDir, { apiTarget });
  running.add(stack.close);
  return {
    ...stack,
    close: async () => {
      running.delete(stack.close);
      await stack.close();
    },
  };
}

const round2 = (v) => Math.round(v * 100) / 100;
const settle = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A part of the run: its figures, or the error that stopped it (the run goes on). */
async function part(name, log, fn) {
  const started = performance.now();
  try {
    return await fn();
  } catch (error) {
    log(`  ${name}: failed: ${error?.stack ?? error}`);
    return { error: String(error?.message ?? error) };
  } finally {
    log(`  ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

/**
 * React's floor in a process of its own (bench/react-floor.mjs) against `apiTarget`, once it has the page's data and
 * is warm: its facts, sample(ms) (renders with their wall and CPU time) and close().
 */
async function startReactFloor(floorBundle, configFile, apiTarget, nodeEnv = 'production') {
  const child = fork(join(ROOT, 'bench/react-floor.mjs'), [floorBundle, configFile, '/home', ''], {
    cwd: ROOT,
    env: { ...process.env, API_TARGET: apiTarget, NODE_ENV: nodeEnv },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let err = '';
  child.stderr.on('data', (d) => (err = (err + d).slice(-3000)));
  const next = (timeoutMs) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`React's floor did not answer in ${timeoutMs / 1000} s`));
      }, timeoutMs);
      const done = (fn, value) => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        fn(value);
      };
      const onMessage = (m) => done(resolve, m);
      const onExit = (code) => done(reject, new Error(`React's floor ended with ${code}: ${err}`));
      child.once('message', onMessage);
      child.once('exit', onExit);
    });
  const facts = await next(60_000);
  return {
    facts,
    sample: (ms) => (child.send({ batch: ms }), next(ms + 30_000)),
    close: () => {
      if (child.exitCode === null) child.kill('SIGTERM');
    },
  };
}

export async function runServerLoad({ outDir, floorBundle, quick = false, log = console.log }) {
  const plan = quick ? SERVER_LOAD_PLAN.quick : SERVER_LOAD_PLAN.full;
  const renderBudgetMs = Number(process.env.RENDER_BUDGET_MS ?? 800);
  const loads = [loadavg()[0]];
  const result = {
    generatedAt: new Date().toISOString(),
    quick,
    plan: { ...plan, slowMs: SLOW_MS },
    renderBudgetMs,
    accessLog: process.env.ACCESS_LOG ?? '(server default)',
    before: BEFORE,
  };
  const started = performance.now();
  const mock = await startMock({ port: await freePort(), log: false });
  const proxy = await startBackendProxy({ target: mock.url });
  try {
    await measureWarm(result, { outDir, floorBundle, plan, proxy, quick, loads, log }).catch((error) => {
      result.error = String(error?.message ?? error);
      log(`  the production stack failed: ${error?.stack ?? error}`);
    });
    result.slow = await part('slow backend', log, () => measureSlow({ outDir, plan, proxy, log }));
  } finally {
    // Calls still open (a data cache refreshing in the background) finish before the mock stops under them.
    if (!(await proxy.idle(SLOW_MS + 2000))) log('  (calls still open at the end: cut)');
    await proxy.close();
    await mock.close();
  }
  loads.push(loadavg()[0]);
  result.loadAverage = { start: loads[0], end: loads.at(-1), max: Math.max(...loads), samples: loads };
  result.durationMs = Math.round(performance.now() - started);
  return result;
}

/** Every part on one portal server, its data cache warm: home, jobs, cached, utm, renderCost. */
async function measureWarm(result, { outDir, floorBundle, plan, proxy, quick, loads, log }) {
  const { connections, seconds } = plan;
  let stack;
  try {
    stack = await startStack(outDir, proxy.url);
    const direct = stack.direct;
    const webPath = new URL(direct).pathname; // /n2024/web
    const portalPort = Number(new URL(direct).port);
    const portalPids = processTree(pidsListeningOn(portalPort));
    /** The portal server's CPU use during `fn` (busy or waiting?): cores used and CPU ms per answer. */
    const cpuOf = async (fn) => {
      const [cpu0, t0] = [cpuSeconds(portalPids), performance.now()];
      const r = await fn();
      const cpu = cpuSeconds(portalPids) - cpu0;
      const cores = round2(cpu / ((performance.now() - t0) / 1000));
      return {
        ...r,
        server: { coresUsed: cores, cpuMsPerAnswer: r.responses ? round2((cpu * 1000) / r.responses) : null },
      };
    };
    result.startupCalls = proxy.take().calls;

    // Warm-up: the first renders load the sections' code and the DOM for purifying HTML, and the data cache.
    await part('warm-up', log, async () => {
      for (const path of ['/home', '/home', '/jobDetail?id=1', '/home'])
        await fetch(`${direct}${path}`, { redirect: 'manual' }).then((r) => r.text());
      // Long enough for V8 to have optimised the render path (the per-second rate levels off after a few seconds).
      await load({ url: `${direct}/home`, connections, duration: quick ? 5 : 10 });
    });
    proxy.take();
    loads.push(loadavg()[0]);

    result.home = await part('/home direct', log, async () => {
      const r = await cpuOf(async () => figures(await load({ url: `${direct}/home`, connections, duration: seconds })));
      await settle(200);
      const f = { ...r, ...callsPer(proxy.take(), r.responses, 1000) };
      log(
        `  /home direct: ${f.rps} req/s (${f.okRps} whole pages/s), p50 ${f.p50} ms, p99 ${f.p99} ms, ${f.callsPer1000} backend calls per 1,000 views; the server on ${f.server.coresUsed} cores, ${f.server.cpuMsPerAnswer} ms CPU per answer`,
      );
      return f;
    });
    loads.push(loadavg()[0]);

    result.jobs = await part('1,000 job pages', log, async () => {
      let next = 0;
      const ids = new Set();
      const r = await cpuOf(async () =>
        figures(
          await load({
            url: `${direct}/jobDetail`,
            connections,
            amount: plan.jobViews,
            requests: [
              {
                setupRequest: (req) => {
                  const id = (next++ % plan.jobViews) + 1;
                  ids.add(id);
                  return { ...req, path: `${webPath}/jobDetail?id=${id}` };
                },
              },
            ],
          }),
        ),
      );
      await settle(200);
      const f = { views: plan.jobViews, distinct: ids.size, ...r, ...callsPer(proxy.take(), r.responses, 1) };
      log(`  ${f.distinct} job pages: ${f.rps} req/s, p99 ${f.p99} ms, ${f.callsPerView} backend calls per view`);
      return f;
    });
    loads.push(loadavg()[0]);

    result.cached = await part('/home through nginx', log, async () => {
      await fetch(`${stack.base}/home`).then((r) => r.text());
      proxy.take();
      const r = figures(await load({ url: `${stack.base}/home`, connections, duration: plan.cachedSeconds }));
      await settle(200);
      const f = { ...r, ...callsPer(proxy.take(), r.responses, 1000) };
      log(`  /home through nginx: ${f.rps} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms`);
      return f;
    });

    result.utm = await part('/home?utm_source=<random> through nginx', log, async () => {
      const sample = await fetch(`${stack.base}/home?utm_source=bench-${Date.now()}`, { redirect: 'manual' });
      await sample.text();
      proxy.take();
      let sent = 0;
      const r = figures(
        await load({
          url: `${stack.base}/home`,
          connections,
          duration: seconds,
          requests: [
            {
              setupRequest: (req) => {
                sent++;
                return { ...req, path: `${webPath}/home?utm_source=${Math.random().toString(36).slice(2)}${sent}` };
              },
            },
          ],
        }),
      );
      await settle(200);
      const f = {
        ...r,
        ...callsPer(proxy.take(), r.responses, 1000),
        sample: { status: sample.status, location: sample.headers.get('location') ?? undefined },
      };
      log(`  /home?utm_source=<random> through nginx: ${f.rps} req/s, ${f.callsPer1000} backend calls per 1,000 views`);
      return f;
    });
    loads.push(loadavg()[0]);

    result.renderCost = await part('render cost', log, () =>
      measureRenderCost({ outDir, floorBundle, plan, proxy, direct, portalPort, log }),
    );
    proxy.mode({});
    loads.push(loadavg()[0]);
  } finally {
    await stack?.close();
  }
}

/**
 * The render alone: the backend answers from memory at once and the data cache is warm. Samples of the portal
 * server (one connection per process: renders per CPU-second of its processes) alternate with samples of React's
 * renderToString of the same page (renders per CPU-second of its process), so that both see the same machine;
 * the ratio is the median of the pairs' ratios.
 */
async function measureRenderCost({ outDir, floorBundle, plan, proxy, direct, portalPort, log }) {
  proxy.mode({ replay: true });
  try {
    for (let i = 0; i < 5; i++) await fetch(`${direct}/home`).then((r) => r.text());
    proxy.take();
    const listeners = pidsListeningOn(portalPort);
    const pids = processTree(listeners);
    const processes = Math.max(1, nodeProcesses(pids));
    // React's development build is several times slower: which one the portal server's process loaded.
    const nodeEnv = listeners.length ? (environOf(listeners[0]).NODE_ENV ?? '(unset)') : undefined;
    const configFile = join(ROOT, outDir, 'portal.config.json');
    if (!floorBundle || !existsSync(floorBundle)) throw new Error(`no React floor build at ${floorBundle}`);
    const floor = await startReactFloor(floorBundle, configFile, proxy.url);
    const samples = [];
    try {
      for (let s = 0; s < plan.renderSamples; s++) {
        const cpu0 = cpuSeconds(pids);
        const t0 = performance.now();
        const r = figures(
          // A reader's hard reload: the server renders anew instead of sending the page it keeps (decision 046).
          await load({
            url: `${direct}/home`,
            headers: { 'cache-control': 'no-cache' },
            connections: processes,
            duration: plan.renderSeconds,
          }),
        );
        const wall = (performance.now() - t0) / 1000;
        const cpu = cpuSeconds(pids) - cpu0;
        const taken = proxy.take();
        const f = await floor.sample(plan.floorSampleMs);
        const server = cpu > 0 ? r.responses / cpu : null;
        const react = f.cpuMs > 0 ? (f.renders * 1000) / f.cpuMs : null;
        samples.push({
          rps: r.rps,
          p50: r.p50,
          responses: r.responses,
          statuses: r.statuses,
          cpuSeconds: round2(cpu),
          wallSeconds: round2(wall),
          coresUsed: round2(cpu / wall),
          rendersPerCore: server && Math.round(server),
          backendCalls: taken.calls,
          replayed: taken.replayed,
          react: {
            renders: f.renders,
            msPerRender: round2(f.wallMs / f.renders),
            cpuMsPerRender: round2(f.cpuMs / f.renders),
            rendersPerCore: react && Math.round(react),
          },
          ratio: server && react ? round2(react / server) : null,
        });
      }
    } finally {
      floor.close();
    }
    // React as the portal server's process loads it (its NODE_ENV), when that is not production: a diagnostic.
    let asServer;
    if (nodeEnv && nodeEnv !== 'production') {
      const dev = await startReactFloor(floorBundle, configFile, proxy.url, nodeEnv === '(unset)' ? '' : nodeEnv).catch(
        (e) => ({ error: e }),
      );
      if (dev.error) asServer = { nodeEnv, error: String(dev.error.message ?? dev.error) };
      else
        try {
          const f = await dev.sample(plan.floorSampleMs);
          asServer = { nodeEnv, rendersPerCore: Math.round((f.renders * 1000) / f.cpuMs) };
        } finally {
          dev.close();
        }
    }
    const spread = (values) => {
      const v = values.filter((x) => x != null);
      return v.length ? { median: median(v), min: Math.min(...v), max: Math.max(...v), n: v.length } : null;
    };
    const result = {
      server: {
        pids: listeners,
        processes,
        connections: processes,
        nodeEnv,
        rendersPerCore: spread(samples.map((x) => x.rendersPerCore)),
      },
      react: {
        ...floor.facts,
        ready: undefined,
        rendersPerCore: spread(samples.map((x) => x.react.rendersPerCore)),
        msPerRender: spread(samples.map((x) => x.react.cpuMsPerRender)),
        asServer,
      },
      samples,
      ratio: spread(samples.map((x) => x.ratio)),
    };
    log(
      `  render cost: portal server ${result.server.rendersPerCore?.median ?? 'n/a'} renders per CPU-second (${processes} process(es), NODE_ENV=${nodeEnv}), React renderToString ${result.react.rendersPerCore?.median ?? 'n/a'}: ${result.ratio?.median ?? 'n/a'}× React's cost (pairs ${samples.map((x) => x.ratio).join(', ')})`,
    );
    return result;
  } finally {
    proxy.mode({});
  }
}

/** A fresh process (nothing in its data cache) against a backend holding every call SLOW_MS: /home's latency. */
async function measureSlow({ outDir, plan, proxy, log }) {
  const { connections, seconds } = plan;
  proxy.mode({ delayMs: SLOW_MS });
  proxy.take();
  const t0 = performance.now();
  let slowStack;
  try {
    slowStack = await startStack(outDir, proxy.url);
    const startupMs = Math.round(performance.now() - t0);
    const startupCalls = proxy.take().calls;
    const each = [];
    const begun = performance.now();
    const r = figures(
      await load({ url: `${slowStack.direct}/home`, connections, duration: seconds }, (_c, status, _b, ms) =>
        each.push({ start: performance.now() - begun - ms, ms, status }),
      ),
    );
    // The requests sent while no answer of the slow backend could have arrived yet (the data cache surely cold).
    const cold = each.filter((e) => e.start < SLOW_MS).map((e) => e.ms);
    const f = {
      delayMs: SLOW_MS,
      startupMs,
      startupCalls,
      ...r,
      cold: {
        seconds: SLOW_MS / 1000,
        responses: cold.length,
        p50: Math.round(quantile(cold, 0.5)),
        p99: Math.round(quantile(cold, 0.99)),
        max: Math.round(Math.max(...cold, 0)),
      },
      ...callsPer(proxy.take(), r.responses, 1000),
    };
    log(
      `  slow backend (${SLOW_MS} ms): p99 ${f.p99} ms over ${f.seconds} s, p99 ${f.cold.p99} ms of the first ${f.cold.seconds} s (${f.cold.responses} responses); statuses ${JSON.stringify(f.statuses)}`,
    );
    return f;
  } finally {
    proxy.mode({});
    await slowStack?.close();
  }
}
