#!/usr/bin/env node
// `npm run mock` (Prism mock of openapi/portal.yaml) and `npm run mock:proxy -- <backend>/n2024` (proxy mode).
import { startMock } from './server.mjs';

const [upstream] = process.argv.slice(2);
if (upstream === '--help' || upstream === '-h') {
  console.log(`usage: node mock-server/cli.mjs [upstream]
  no argument   mock mode: Prism serves the contract's examples
  upstream      proxy mode: Prism forwards to this backend (e.g. https://backend.example/n2024) and reports contract violations
env: MOCK_PORT (4010), MOCK_HOST (127.0.0.1), MOCK_SPEC (openapi/portal.yaml), MOCK_QR_AUTOSCAN_MS (off)`);
  process.exit(0);
}

/** @param {string} name @param {string | undefined} fallback @returns {number | undefined} */
function intEnv(name, fallback) {
  const raw = process.env[name] || fallback;
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`mock: ${name} must be a non-negative integer, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

const port = intEnv('MOCK_PORT', '4010');
const host = process.env.MOCK_HOST || '127.0.0.1';
const autoScanMs = intEnv('MOCK_QR_AUTOSCAN_MS', undefined) || undefined;
const spec = process.env.MOCK_SPEC || undefined;

/** @type {import('./server.mjs').MockHandle} */
let mock;
try {
  mock = await startMock({ port, host, spec, upstream, autoScanMs, log: true });
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(1);
}

const u = mock.url;
const lines = upstream
  ? [`mock: proxy mode on ${u}/n2024 -> ${upstream} (contract violations are reported)`]
  : [
      `mock: serving the contract on ${u}/n2024 (QR websocket ${u.replace(/^http/, 'ws')}/n2024/websocket?{uuid})`,
      'control calls:',
      `  curl -X POST '${u}/__mock/qr/scan?uuid=UUID&utype=2'   # 205 with the personal token (utype=1: company)`,
      `  curl -X POST '${u}/__mock/qr/drop?uuid=UUID'           # terminate the sockets of UUID`,
      `  curl '${u}/__mock/qr/sockets?uuid=UUID'                # count open sockets of UUID`,
      `  curl '${u}/__mock/health'`,
      autoScanMs ? `QR autoscan: every socket gets a 205 ${autoScanMs} ms after it connects` : '',
    ];
console.log(lines.filter(Boolean).join('\n'));

let stopping = false;
/** @param {NodeJS.Signals} signal */
async function shutdown(signal) {
  if (stopping) process.exit(1); // a second Ctrl-C does not wait
  stopping = true;
  console.log(`mock: ${signal}, shutting down`);
  await mock.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
