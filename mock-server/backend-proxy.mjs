// A pass-through in front of the backend (the mock, or API_TARGET) for the tests and the bench that need to see or
// bend what the portal server asks of it: it counts the /n2024 API calls it receives (in all and per operation), and
// can play a backend that is down, slow, held shut until opened, or answering the calls it has already seen from
// memory at once (to time the render alone). Loopback only. In process: mode() and take(); from another process
// (scripts/serve-nginx.mjs runs it for the nginx tests), its control address:
//   POST /__switch?down=1     every call answers 502 (down=refuse: the connection is closed with no answer)
//   POST /__switch?down=0     calls pass again
//   GET  /__switch/calls      {"calls": n}, every API call received since start (passed or not)
//   GET  /__switch            {"down", "calls", ...info}: what the starter adds (the portal server's pid, files)
import { createHash } from 'node:crypto';
import { Agent, createServer, request } from 'node:http';

/** Answers kept for replay (every distinct call of a bench run: 1,000 job pages and a few dozen shared ones). */
const MAX_REMEMBERED = 5000;
/** Operations counted by name; any beyond are counted under '(other)' (the contract has fewer). */
const MAX_OPERATIONS = 300;
/** A request body larger than this is not an API call of the portal's: refused. */
const MAX_BODY = 1_000_000;
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date'];

const isApiCall = (url) => url.startsWith('/n2024/') && !url.startsWith('/n2024/web/');

/**
 * @typedef {object} Mode
 * @property {false | 'error' | 'refuse'} [down] every API call answers 502, or is closed without an answer
 * @property {number} [delayMs] every API call is held this long before it goes on (dropped if its caller leaves)
 * @property {boolean} [hold] every API call waits until a mode without `hold` lets the held ones go on
 * @property {boolean} [replay] a call seen before (same method, address and body, answered 200) answered from memory
 * @property {(req: import('node:http').IncomingMessage) => { afterMs: number, status: number } | undefined} [fail]
 *   calls it picks answer `status` after `afterMs` (and never reach the backend, so no cache keeps an answer)
 * @property {(req: import('node:http').IncomingMessage) => string | undefined} [prefer] calls it picks ask the mock
 *   for that named example of the contract (`Prefer: example=<name>`, e.g. `empty`: a list with no records)
 */

/** Starts the proxy in front of `target` on `port` (0: any free port) of 127.0.0.1. */
export async function startBackendProxy({ target, port = 0, info = {} }) {
  const to = new URL(target);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  /** @type {Mode} */
  let settings = {};
  let total = 0;
  let calls = 0;
  let replayed = 0;
  let operations = new Map();
  const remembered = new Map();
  const timers = new Set();
  /** Calls waiting for `hold` to end. */
  let held = [];
  let inflight = 0;

  const json = (res, status, body) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };
  const later = (res, ms, fn) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
    // The portal server gave up on this call (its render budget ran out): the held call goes nowhere.
    res.on('close', () => {
      clearTimeout(timer);
      timers.delete(timer);
    });
  };

  function control(req, res, url) {
    const { pathname, searchParams } = new URL(url, 'http://proxy.invalid');
    if (pathname === '/__switch/calls') return json(res, 200, { calls: total });
    if (pathname === '/__switch' && req.method === 'POST' && searchParams.has('down')) {
      const value = searchParams.get('down');
      settings = {
        ...settings,
        down: value === 'refuse' ? 'refuse' : value === '1' || value === 'true' ? 'error' : false,
      };
      return json(res, 200, { down: settings.down });
    }
    if (pathname === '/__switch') return json(res, 200, { down: settings.down ?? false, calls: total, ...info });
    return json(res, 404, { error: 'unknown control address' });
  }

  function count(req, url) {
    total++;
    calls++;
    const name = `${req.method} ${url.split('?')[0]}`;
    const key = operations.has(name) || operations.size < MAX_OPERATIONS ? name : '(other)';
    operations.set(key, (operations.get(key) ?? 0) + 1);
  }

  function forward(req, res, url, api, body, key) {
    if (res.destroyed || res.writableEnded) return;
    const upstream = request(
      { host: to.hostname, port: to.port, method: req.method, path: url, headers: req.headers, agent },
      (answer) => {
        const parts = [];
        answer.on('data', (c) => parts.push(c));
        answer.on('end', () => {
          if (!api || answer.statusCode !== 200 || remembered.size >= MAX_REMEMBERED) return;
          const headers = { ...answer.headers };
          for (const h of HOP_BY_HOP) delete headers[h];
          remembered.set(key, { status: 200, headers, body: Buffer.concat(parts) });
        });
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => (res.headersSent ? res.destroy() : json(res, 502, { error: 'backend unreachable' })));
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    upstream.end(body);
  }

  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/__switch' || url.startsWith('/__switch?') || url.startsWith('/__switch/'))
      return control(req, res, url);
    inflight++;
    res.on('close', () => inflight--);
    const api = isApiCall(url);
    if (api) count(req, url);
    if (api && settings.down === 'refuse') return void req.socket.destroy();
    if (api && settings.down === 'error') return json(res, 502, { error: 'the backend is down (backend proxy)' });
    const failing = api ? settings.fail?.(req) : undefined;
    if (failing) return later(res, failing.afterMs, () => json(res, failing.status, { error: 'failing on purpose' }));
    const example = api ? settings.prefer?.(req) : undefined;
    if (example) req.headers.prefer = `example=${example}`;
    const chunks = [];
    let size = 0;
    req.on('data', (c) => {
      size += c.length;
      if (size > MAX_BODY) req.destroy();
      else chunks.push(c);
    });
    req.on('error', () => res.destroy());
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const key = `${req.method} ${url} ${createHash('sha1').update(body).digest('base64')}`;
      const kept = settings.replay && api ? remembered.get(key) : undefined;
      if (kept) {
        replayed++;
        res.writeHead(kept.status, { ...kept.headers, 'content-length': kept.body.length });
        return res.end(kept.body);
      }
      const go = () => forward(req, res, url, api, body, key);
      if (!api) return go();
      if (settings.hold) return void held.push(go);
      if (settings.delayMs) return later(res, settings.delayMs, go);
      go();
    });
  });
  // Longer than its clients' idle keep-alive, as the portal server's.
  server.keepAliveTimeout = 65_000;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${server.address().port}`;
  return {
    url,
    control: `${url}/__switch`,
    info,
    /** The calls since the last take(): their number, how many were answered from memory, the busiest operations. */
    take() {
      const taken = { calls, replayed, operations: [...operations].sort((a, b) => b[1] - a[1]).slice(0, 12) };
      calls = 0;
      replayed = 0;
      operations = new Map();
      return taken;
    },
    /** Sets how the backend behaves from now on (see Mode); calls held by `hold` go on once it is off. */
    mode(/** @type {Mode} */ next) {
      settings = { ...next };
      if (!settings.hold) {
        const waiting = held;
        held = [];
        waiting.forEach((go) => go());
      }
    },
    remembered: () => remembered.size,
    /** Resolves once no call is open (held, forwarded or answering), or after `ms`: whether it got there. */
    async idle(ms) {
      const until = Date.now() + ms;
      while (inflight > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
      return inflight === 0;
    },
    close() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      server.closeAllConnections();
      agent.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
