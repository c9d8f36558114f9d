#!/usr/bin/env node
// The TLS-and-prefix drill's stack (decision 064; playwright.drill.config.ts starts it): the portal server, as
// `npm run serve` runs it, against a backend that looks like a city's API gateway instead of the bare mock.
//
//   Chromium -> portal server (http, PORT) --https--> Debian's nginx (TLS with a throw-away CA, TLS_PORT)
//     /gateway/n2024/websocket -> the mock's QR websocket
//     /gateway/n2024/...       -> a delay proxy (every API call held DELAY_MS, default 40) -> the mock's /n2024/...
//
// The portal server gets API_TARGET=https://127.0.0.1:TLS_PORT/gateway and NODE_EXTRA_CA_CERTS=<the CA>, nothing
// else: the CA is trusted the way a city's private CA would be. nginx logs each request it passes (path, status,
// TLS version) to DRILL_DIR/gateway.log for the tests. MOCK_PORT is the mock's (its /__mock/ control: QR scans).
// Stops everything on SIGINT/SIGTERM.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBackendProxy } from '../../mock-server/backend-proxy.mjs';
import { startMock } from '../../mock-server/server.mjs';
import { throwawayCa } from '../support/throwaway-ca.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const env = process.env;
const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(existsSync);
if (!nginxBin) throw new Error('the drill needs nginx (apt-get install -y nginx)');
const dist = env.DIST_DIR ?? env.OUT_DIR ?? 'dist';
if (!existsSync(join(root, dist, 'index.html'))) throw new Error(`${dist}/ is missing: run \`npm run build\` first`);
const dir = env.DRILL_DIR ?? join(tmpdir(), `n2024-drill-${process.pid}`);
mkdirSync(dir, { recursive: true });

const ca = throwawayCa('n2024 drill gateway CA');
const mock = await startMock({ port: Number(env.MOCK_PORT ?? 0) });
const delay = await startBackendProxy({ target: mock.url });
delay.mode({ delayMs: Number(env.DELAY_MS ?? 40) });

const tlsPort = Number(env.TLS_PORT);
const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${join(dir, t)};`);
writeFileSync(
  join(dir, 'nginx.conf'),
  `${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  ${temp.join('\n  ')}
  log_format drill '$request_method $request_uri $status $ssl_protocol';
  access_log ${join(dir, 'gateway.log')} drill;
  upstream delayed { server ${new URL(delay.url).host}; keepalive 16; }
  server {
    listen 127.0.0.1:${tlsPort} ssl;
    ssl_certificate ${ca.certFile};
    ssl_certificate_key ${ca.keyFile};
    location = /gateway/n2024/websocket {
      proxy_pass http://127.0.0.1:${mock.port}/n2024/websocket;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection "upgrade";
      proxy_read_timeout 1h;
    }
    location /gateway/n2024/ {
      proxy_pass http://delayed/n2024/;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
    }
    location / { return 404; }
  }
}
`,
);
const nginx = spawn(nginxBin, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'inherit', 'inherit'] });

const portal = spawn(process.execPath, ['--enable-source-maps', join(root, `${dist}-server/main.js`)], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...env,
    API_TARGET: `https://127.0.0.1:${tlsPort}/gateway`,
    NODE_EXTRA_CA_CERTS: ca.caFile,
    DIST_DIR: dist,
    STUDIO_CONFIG_FILE: join(dir, 'studio/portal.config.json'),
    STUDIO_DATA_DIR: join(dir, 'studio/store'),
    DATABASE_URL: '',
  },
});
console.log(`drill: portal :${env.PORT} -> https://127.0.0.1:${tlsPort}/gateway (nginx) -> delay -> mock ${mock.url}`);

let closing = false;
async function shutdown(code = 0) {
  if (closing) return;
  closing = true;
  const errors = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8').trim() : '';
  if (errors) console.error(`drill gateway (nginx) errors:\n${errors}`);
  portal.kill('SIGTERM');
  nginx.kill('SIGQUIT');
  await delay.close();
  await mock.close();
  ca.remove();
  rmSync(dir, { recursive: true, force: true });
  process.exit(code);
}
for (const [name, child] of Object.entries({ nginx, 'the portal server': portal }))
  child.on('exit', (c, signal) => {
    if (closing) return;
    console.error(`drill: ${name} exited (${signal ?? c}); stopping`);
    void shutdown(1);
  });
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
