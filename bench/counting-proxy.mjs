// The bench's backend in front of the mock (issue 19): a pass-through that counts the /n2024 API calls the portal
// server makes (in all and per operation), and can hold every call for a while (a slow backend) or answer the calls it
// has already seen from memory at once (a backend answering instantly, to time the render alone). Loopback only.
import { createHash } from 'node:crypto';
import { Agent, createServer, request } from 'node:http';
import { freePort } from './util.mjs';

/** Answers kept for replay (every distinct call of the run: 1,000 job pages and a few dozen shared ones). */
const MAX_REMEMBERED = 5000;
/** Operations counted by name; any beyond are counted under '(other)' (the contract has fewer). */
const MAX_OPERATIONS = 300;
/** A request body larger than this is not an API call of the portal's: refused. */
const MAX_BODY = 1_000_000;
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date'];

const isApiCall = (url) => url.startsWith('/n2024/') && !url.startsWith('/n2024/web/');

/**
 * A counting proxy to `target`. mode({ delayMs }) holds each forwarded call that long before sending it on (a call
 * the portal server abandons meanwhile is dropped, as a real backend's would be); mode({ replay: true }) answers a
 * call seen before (same method, address and body, answered 200) from memory without asking the mock.
 */
export async function countingProxy(target) {
  const to = new URL(target);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  let calls = 0;
  let replayed = 0;
  let operations = new Map();
  let settings = { delayMs: 0, replay: false };
  const remembered = new Map();
  const timers = new Set();
  let inflight = 0;

  const server = createServer((req, res) => {
    inflight++;
    res.on('close', () => inflight--);
    const url = req.url ?? '/';
    const api = isApiCall(url);
    if (api) {
      calls++;
      const name = `${req.method} ${url.split('?')[0]}`;
      const key = operations.has(name) || operations.size < MAX_OPERATIONS ? name : '(other)';
      operations.set(key, (operations.get(key) ?? 0) + 1);
    }
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
      const forward = () => {
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
        upstream.on('error', () => res.destroy());
        res.on('close', () => {
          if (!res.writableFinished) upstream.destroy();
        });
        upstream.end(body);
      };
      if (!settings.delayMs || !api) return forward();
      const timer = setTimeout(() => {
        timers.delete(timer);
        forward();
      }, settings.delayMs);
      timers.add(timer);
      // The portal server gave up on this call (its render budget ran out): the held call goes nowhere.
      res.on('close', () => {
        clearTimeout(timer);
        timers.delete(timer);
      });
    });
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    /** The calls since the last take(): their number, how many were answered from memory, the busiest operations. */
    take() {
      const taken = {
        calls,
        replayed,
        operations: [...operations].sort((a, b) => b[1] - a[1]).slice(0, 12),
      };
      calls = 0;
      replayed = 0;
      operations = new Map();
      return taken;
    },
    mode(next) {
      settings = { delayMs: 0, replay: false, ...next };
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
