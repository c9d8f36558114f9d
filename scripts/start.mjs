#!/usr/bin/env node
// `npm start`: the embedded mock backend (unless API_TARGET points at a real one) and the Vite dev server in one
// process. `--preview` serves the production build instead (used by the e2e tests and `npm run preview`).
import { createServer, preview } from 'vite';
import { startMock } from '../mock-server/server.mjs';

// Vite 8's list of the config's imports a native config loader would refuse: not usable on Node 20 (decision 096).
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

const usePreview = process.argv.includes('--preview');
let mock;
if (!process.env.API_TARGET) {
  mock = await startMock({
    port: Number(process.env.MOCK_PORT ?? 4010),
    autoScanMs: process.env.MOCK_QR_AUTOSCAN_MS ? Number(process.env.MOCK_QR_AUTOSCAN_MS) : undefined,
    log: process.env.MOCK_LOG === '1',
  });
  process.env.API_TARGET = mock.url; // read by vite.config.ts when the server below loads it
  console.log(`mock backend (Prism + QR websocket) on ${mock.url}`);
}
const server = usePreview ? await preview({}) : await createServer({});
if (!usePreview) await server.listen();
server.printUrls();
const origin = `http://localhost:${server.config[usePreview ? 'preview' : 'server'].port}`;
console.log(`portal: ${origin}/n2024/web/home`);
console.log(`studio: ${origin}/n2024/web/studio/  (first account: see README, "Changing pages")`);
if (mock) console.log('test accounts (password Jc@2026pass): jc_zhangwei, yunfan_hr, jc_qiming, jc_newcomer (README)');

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  await Promise.allSettled([usePreview ? server.close() : server.close(), mock?.close()]);
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
