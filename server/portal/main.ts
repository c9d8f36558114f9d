#!/usr/bin/env -S npx tsx
// `npm run serve` (after `npm run build`): the portal server on PORT (default 3000), HOST (default 127.0.0.1),
// against API_TARGET, or the embedded mock started beside it when API_TARGET is not set (as `npm start` does).
// DIST_DIR (default dist) is the build; RENDER_BUDGET_MS (default 800) how long a page waits for its data;
// SITE_ORIGIN the public origin (canonical URLs, sitemap); the STUDIO_* files as for `npm run studio:server`.
import { join } from 'node:path';
import { studioSettings } from '../studio/settings.ts';
import { createPortalServer } from './portal-server.ts';

const ROOT = join(import.meta.dirname, '..', '..');
let mock: { url: string; close(): Promise<void> } | undefined;
if (!process.env.API_TARGET) {
  const { startMock } = (await import('../../mock-server/server.mjs')) as {
    startMock(o: { port: number; log?: boolean }): Promise<{ url: string; close(): Promise<void> }>;
  };
  mock = await startMock({ port: Number(process.env.MOCK_PORT ?? 4010), log: process.env.MOCK_LOG === '1' });
  // Read by the server renderer's SDK client when it loads (src/data/api-client.ts).
  process.env.API_TARGET = mock.url;
  console.log(`mock backend (Prism + QR websocket) on ${mock.url}`);
}
const server = await createPortalServer({
  distDir: join(ROOT, process.env.DIST_DIR ?? 'dist'),
  apiTarget: new URL(process.env.API_TARGET),
  studio: studioSettings(),
  budgetMs: Number(process.env.RENDER_BUDGET_MS ?? 800),
  origin: process.env.SITE_ORIGIN,
});
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
server.listen(port, host, () => console.log(`portal: http://${host}:${port}/n2024/web/home`));

let closing = false;
function shutdown() {
  if (closing) return;
  closing = true;
  server.close();
  server.closeAllConnections();
  void Promise.allSettled([mock?.close()]).then(() => process.exit(0));
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
