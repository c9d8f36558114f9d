// A pass-through in front of the backend (the mock, or API_TARGET) that the nginx run (scripts/serve-nginx.mjs) puts
// between the portal server and it, for the tests of an outage and of what a render costs
// (tests/e2e-nginx/outage.spec.ts, attacks.spec.ts). It counts the calls it receives and can play a backend that is
// down. Control, on its own address:
//   POST /__switch?down=1     every call answers 502 (down=refuse: the connection is closed with no answer)
//   POST /__switch?down=0     calls pass again
//   GET  /__switch/calls      {"calls": n}, every call received since start (passed or not)
//   GET  /__switch            {"down", "calls", ...info}: what serve-nginx.mjs adds (the portal server's pid, files)
import { createServer, request, Agent } from 'node:http';

/** Starts the switch in front of `target` on `port` (0: any free port) of 127.0.0.1. */
export async function startBackendSwitch({ target, port = 0, info = {} }) {
  const to = new URL(target);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  /** false, 'error' (502) or 'refuse' (connection closed). */
  let down = false;
  let calls = 0;

  const json = (res, status, body) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };

  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/__switch' || url.startsWith('/__switch?') || url.startsWith('/__switch/')) {
      const { pathname, searchParams } = new URL(url, 'http://switch.invalid');
      if (pathname === '/__switch/calls') return json(res, 200, { calls });
      if (pathname === '/__switch' && req.method === 'POST' && searchParams.has('down')) {
        const value = searchParams.get('down');
        down = value === 'refuse' ? 'refuse' : value === '1' || value === 'true' ? 'error' : false;
        return json(res, 200, { down });
      }
      if (pathname === '/__switch') return json(res, 200, { down, calls, ...info });
      return json(res, 404, { error: 'unknown control address' });
    }
    calls++;
    if (down === 'refuse') return void req.socket.destroy();
    if (down === 'error') return json(res, 502, { error: 'the backend is down (backend switch)' });
    const upstream = request(
      { host: to.hostname, port: to.port, method: req.method, path: url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => (res.headersSent ? res.destroy() : json(res, 502, { error: 'backend unreachable' })));
    req.pipe(upstream);
  });
  // Like the portal server's: longer than its clients' idle keep-alive.
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
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}
