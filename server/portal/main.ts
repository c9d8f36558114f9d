// `npm run serve` (after `npm run build`, which compiles this server into `${OUT_DIR:-dist}-server/main.js`; run with
// plain node, no TypeScript loader): the portal server (decisions 025 and 044) on PORT (default 3000), HOST
// (default 127.0.0.1), against API_TARGET, or the embedded mock started beside it when API_TARGET is not set (as
// `npm start` does); API_TARGET is http:// or https:// with an optional path prefix, its CA from NODE_EXTRA_CA_CERTS,
// its calls bounded by BACKEND_CONNECT_TIMEOUT_MS and BACKEND_TIMEOUT_MS (server/backend, decision 064).
// SITE_ORIGIN, the site's public origin (canonical URLs, Open Graph, structured data, sitemap), is
// required in production: without it the server refuses to start unless HOST is a loopback address, where it is
// http://HOST:PORT; no request header is ever used instead. DIST_DIR (default OUT_DIR, else dist) is the build;
// RENDER_BUDGET_MS (default 800) how long a page waits for its data; PAGE_KEEP_MS (default 5000; 0: never) how long
// a whole page is kept while the data it was drawn from is unchanged (decision 046); the STUDIO_* files as for
// `npm run studio:server`. GET /healthz answers 200 while the process runs, GET /readyz 200 once the config is
// loaded, the backend has answered and the render paths are warm (503 before, and while draining). SIGTERM or SIGINT
// drains (up to DRAIN_MS, default 10 s) and exits. One pino JSON line per request on stdout ({time, method, path, status,
// ms, cache, route, id}); ACCESS_LOG=off turns it off; LOG_LEVEL sets the level of every line. GET /metrics answers
// Prometheus text to loopback and METRICS_ALLOW (addresses, CIDR ranges), 404 to anyone else (decision 066).
import './production-mode';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { backendSettings } from '../backend/backend-settings';
import { log } from '../observe/log';
import { studioSettings } from '../studio/settings';
import { StoreInUseError } from '../studio/store/folder-claim';
import { drainOnSignals } from './drain';
import { siteOrigin } from './origin';
import { createPortalServer } from './portal-server';

// (The compiled server keeps each module's own folder here: server/portal/vite.config.ts.)
const ROOT = resolve(import.meta.dirname, '..', '..');
const env = process.env;
const port = Number(env.PORT ?? 3000);
const host = env.HOST ?? '127.0.0.1';
let origin: string;
try {
  origin = siteOrigin(env);
} catch (error) {
  log.fatal(`portal server: ${(error as Error).message}`);
  process.exit(1);
}

type Mock = { url: string; close(): Promise<void> };
let mock: Mock | undefined;
if (!env.API_TARGET) {
  // Read at run time from the checkout (never bundled into the compiled server).
  const mockModule = pathToFileURL(resolve(ROOT, 'mock-server/server.mjs')).href;
  const { startMock } = (await import(/* @vite-ignore */ mockModule)) as {
    startMock(o: { port: number; log?: boolean }): Promise<Mock>;
  };
  // A port already taken (another server left running): one line, not a stack.
  mock = await startMock({ port: Number(env.MOCK_PORT ?? 4010), log: env.MOCK_LOG === '1' }).catch((error: Error) => {
    log.fatal(`portal server: the mock backend did not start: ${error.message}`);
    process.exit(1);
  });
  // Read by the server renderer's SDK client when it loads (src/data/api-client.ts).
  env.API_TARGET = mock.url;
  log.info(`mock backend (Prism + QR websocket) on ${mock.url}`);
}
let apiTarget: URL;
try {
  // http(s), an optional path prefix, and the backend's timeout variables: refused here in one line, not a stack.
  apiTarget = backendSettings(env.API_TARGET!).target;
} catch (error) {
  log.fatal(`portal server: ${(error as Error).message}`);
  await mock?.close();
  process.exit(1);
}
const { server, readiness } = await createPortalServer({
  distDir: resolve(ROOT, env.DIST_DIR ?? env.OUT_DIR ?? 'dist'),
  apiTarget,
  studio: studioSettings(),
  budgetMs: Number(env.RENDER_BUDGET_MS ?? 800),
  pageKeepMs: Number(env.PAGE_KEEP_MS ?? 5_000),
  origin,
  log: env.ACCESS_LOG === 'off' ? false : undefined,
}).catch(async (error: unknown) => {
  // A store another process owns (the embedded one): one line that says what to do, not a stack.
  if (!(error instanceof StoreInUseError)) throw error;
  log.fatal(`portal server: ${error.message}`);
  await mock?.close();
  process.exit(1);
});
server.listen(port, host, () => log.info(`portal: http://${host}:${port}/n2024/web/home (site ${origin})`));
drainOnSignals(server, {
  timeoutMs: Number(env.DRAIN_MS ?? 10_000),
  onDrain: () => (readiness.draining = true),
  cleanup: () => Promise.allSettled([mock?.close()]),
});
