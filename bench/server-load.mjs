// The portal server under load (issue 11), loopback only, bounded in time, with autocannon: requests per second and
// p50/p99 latency for /home straight at the portal server (every request rendered: "cold") and through nginx's
// micro-cache; and how many backend calls 1,000 anonymous /home views cost each way, counted by a pass-through in
// front of the mock.
import { createServer, request } from 'node:http';
import autocannon from 'autocannon';
import { startMock } from '../mock-server/server.mjs';
import { startProduction } from './servers.mjs';
import { freePort } from './util.mjs';

/** A pass-through to `target` that counts the /n2024 API calls it forwards. */
async function countingProxy(target) {
  const to = new URL(target);
  let calls = 0;
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/n2024/') && !req.url.startsWith('/n2024/web/')) calls++;
    const upstream = request(
      { host: to.hostname, port: to.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    take: () => {
      const n = calls;
      calls = 0;
      return n;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const load = (options) =>
  new Promise((resolve, reject) =>
    autocannon({ connections: 10, ...options }, (error, result) => (error ? reject(error) : resolve(result))),
  );

const figures = (r) => ({
  rps: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  requests: r.requests.total,
  non2xx: r.non2xx,
  errors: r.errors,
});

export async function runServerLoad({ outDir, seconds = 10, views = 1000, directViews = 100, log = console.log }) {
  const mock = await startMock({ port: await freePort(), log: false });
  const proxy = await countingProxy(mock.url);
  const stack = await startProduction(outDir, { apiTarget: proxy.url });
  try {
    // Warm: the server's first render loads the sections' code and the DOM for purifying HTML.
    await fetch(`${stack.direct}/home`).then((r) => r.text());
    const direct = figures(await load({ url: `${stack.direct}/home`, duration: seconds }));
    log(`  server, no cache: ${direct.rps} req/s, p50 ${direct.p50} ms, p99 ${direct.p99} ms`);
    const cached = figures(await load({ url: `${stack.base}/home`, duration: seconds }));
    log(`  server, micro-cache: ${cached.rps} req/s, p50 ${cached.p50} ms, p99 ${cached.p99} ms`);

    // Backend calls: a fresh cache window, then `views` views through nginx, and `directViews` straight.
    await new Promise((resolve) => setTimeout(resolve, 31_000));
    proxy.take();
    await load({ url: `${stack.base}/home`, amount: views });
    const throughCache = proxy.take();
    await load({ url: `${stack.direct}/home`, amount: directViews });
    const straight = proxy.take();
    const calls = {
      views,
      throughCache,
      perThousandCached: Math.round((throughCache * 1000) / views),
      directViews,
      straight,
      perThousandDirect: Math.round((straight * 1000) / directViews),
    };
    log(
      `  backend calls per 1,000 /home views: ${calls.perThousandCached} cached, ${calls.perThousandDirect} uncached`,
    );
    return { seconds, connections: 10, direct, cached, calls };
  } finally {
    await stack.close();
    await proxy.close();
    await mock.close();
  }
}
