#!/usr/bin/env node
// Serves the production build through Debian's nginx with deploy/nginx/ as it is, in front of the portal server
// (server/portal, rendering pages) and the embedded mock: the same headers, micro-cache and proxying as production.
// Used by the nginx e2e run (playwright.nginx.config.ts) and the bench; PORT, MOCK_PORT and PORTAL_PORT choose the
// ports, DIST_DIR (or OUT_DIR) the build, API_TARGET a backend in front of the mock (the bench's counting proxy).
// The site's names are 127.0.0.1 and localhost (server-names.conf; any other Host is dropped), its origin
// SITE_ORIGIN=http://127.0.0.1:PORT. Between the portal server and its backend sits the backend switch
// (mock-server/backend-proxy.mjs: counts calls, plays an outage) on SWITCH_PORT, its control at /__switch. TLS_PORT
// also serves the site over TLS there (deploy/nginx/tls.conf, a certificate made for localhost; without its redirect).
// MICRO_CACHE_SECONDS keeps pages that long in the micro-cache instead of deploy/nginx's 30 s (the nginx e2e run's
// outage test waits for it to run out twice; decision 102).
// Stops nginx, the portal server and the mock on SIGINT/SIGTERM.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../mock-server/free-port.mjs';
import { startMock } from '../mock-server/server.mjs';
import { startBackendProxy } from '../mock-server/backend-proxy.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(existsSync);
if (!nginxBin) throw new Error('nginx is not installed (apt-get install -y nginx)');
const dist = process.env.DIST_DIR ?? process.env.OUT_DIR ?? 'dist';
if (!existsSync(join(root, dist, 'index.html'))) throw new Error(`${dist}/ is missing: run \`npm run build\` first`);

const port = Number(process.env.PORT ?? 8080);
const mock = await startMock({ port: Number(process.env.MOCK_PORT ?? 0) });

const prefix = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
mkdirSync(join(prefix, 'site/n2024'), { recursive: true });
mkdirSync(join(prefix, 'studio'), { recursive: true });
symlinkSync(join(root, dist), join(prefix, 'site/n2024/web'));
cpSync(join(root, 'deploy/robots.txt'), join(prefix, 'site/robots.txt'));
cpSync(join(root, 'deploy/nginx'), join(prefix, 'portal'), { recursive: true });

// The portal server's backend through the switch; its public origin is this nginx (it never reads it from a request).
const backendSwitch = await startBackendProxy({
  target: process.env.API_TARGET ?? mock.url,
  port: Number(process.env.SWITCH_PORT ?? 0),
  info: { studioDataDir: join(prefix, 'studio/store') },
});
process.env.API_TARGET = backendSwitch.url;
process.env.SITE_ORIGIN = `http://127.0.0.1:${port}`;

// The portal server, as `npm run serve` runs it, against the mock (or API_TARGET).
const portalPort = Number(process.env.PORTAL_PORT ?? (await freePort()));
const portal = spawn(process.execPath, ['--enable-source-maps', join(root, `${dist}-server/main.js`)], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    PORT: String(portalPort),
    API_TARGET: process.env.API_TARGET ?? mock.url,
    DIST_DIR: dist,
    STUDIO_CONFIG_FILE: join(prefix, 'studio/portal.config.json'),
    // Its studio's embedded store (npm run studio:user reaches it through the server's control socket beside it).
    STUDIO_DATA_DIR: join(prefix, 'studio/store'),
    DATABASE_URL: '',
  },
});
for (let i = 0; ; i++) {
  const up = await fetch(`http://127.0.0.1:${portalPort}/n2024/web/favicon-32.png`).then(
    (r) => r.ok,
    () => false,
  );
  if (up) break;
  if (i > 300 || portal.exitCode !== null) throw new Error('the portal server did not start');
  await new Promise((resolve) => setTimeout(resolve, 200));
}
backendSwitch.info.portalPid = portal.pid;

/** `text` with `pattern` replaced; throws when deploy/nginx no longer has what this run rewrites. */
const edit = (text, pattern, replacement) => {
  if (!pattern.test(text)) throw new Error(`deploy/nginx changed: ${pattern} not found`);
  pattern.lastIndex = 0;
  return text.replace(pattern, replacement);
};
const confFile = (name) => join(prefix, 'portal', name);
writeFileSync(confFile('server-names.conf'), 'server_name 127.0.0.1 localhost;\n');
const renderHop = `127.0.0.1:${await freePort()}`;
let server = readFileSync(confFile('portal.conf'), 'utf8');
server = edit(server, /listen 80( default_server)?;/g, `listen 127.0.0.1:${port}$1;`);
server = edit(server, /root \/srv\/portal;/, `root ${join(prefix, 'site')};`);
server = edit(server, /127\.0\.0\.1:3080/g, renderHop);
if (process.env.MICRO_CACHE_SECONDS)
  server = edit(
    server,
    /proxy_cache_valid 200 301 404 30s;/,
    `proxy_cache_valid 200 301 404 ${Number(process.env.MICRO_CACHE_SECONDS)}s;`,
  );
const tlsPort = process.env.TLS_PORT;
if (tlsPort) {
  const [key, crt] = [join(prefix, 'tls.key'), join(prefix, 'tls.crt')];
  const args = 'req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2 -subj /CN=localhost';
  const openssl = ['/usr/bin/openssl', '/usr/local/bin/openssl'].find(existsSync);
  if (!openssl) throw new Error('TLS_PORT needs openssl (apt-get install -y openssl)');
  const made = spawnSync(
    openssl,
    [...args.split(' '), '-addext', 'subjectAltName=DNS:localhost', '-keyout', key, '-out', crt],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (made.status !== 0) throw new Error('openssl could not make the TLS certificate');
  let tls = readFileSync(confFile('tls.conf'), 'utf8');
  tls = edit(tls, /listen 443 ssl http2;/, `listen 127.0.0.1:${tlsPort} ssl http2;`);
  tls = edit(tls, /ssl_certificate \S+;/, `ssl_certificate ${crt};`);
  tls = edit(tls, /ssl_certificate_key \S+;/, `ssl_certificate_key ${key};`);
  // The plain port serves the tests too: no redirect to https.
  tls = edit(tls, /if \(\$https = ""\) \{[^}]*\}\n/, '');
  writeFileSync(confFile('tls.conf'), tls);
  server = edit(server, /# include portal\/tls\.conf;/, 'include portal/tls.conf;');
  server = edit(server, /# listen 443 ssl default_server;/, `listen 127.0.0.1:${tlsPort} ssl default_server;`);
}
writeFileSync(confFile('portal.conf'), server);
const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
  .map((t) => `${t}_temp_path ${join(prefix, t)};`)
  .join('\n  ');
writeFileSync(
  join(prefix, 'nginx.conf'),
  `${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${temp}
  upstream portal_backend { server 127.0.0.1:${mock.port}; }
  upstream portal_server { server 127.0.0.1:${portalPort}; keepalive 16; }
  upstream portal_studio { server 127.0.0.1:${portalPort}; }
  proxy_cache_path ${join(prefix, 'cache')} levels=1:2 keys_zone=portal_pages:10m max_size=100m inactive=10m use_temp_path=off;
  include portal/portal.conf;
}
`,
);

const nginx = spawn(nginxBin, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], {
  stdio: ['ignore', 'inherit', 'inherit'],
});
const errorLog = () => (existsSync(join(prefix, 'error.log')) ? readFileSync(join(prefix, 'error.log'), 'utf8') : '');
nginx.on('exit', (code) => {
  if (!closing) {
    console.error(`nginx exited (${code}); its log:\n${errorLog()}`);
    void shutdown(1);
  }
});
// A portal server that dies leaves nginx answering 502 for every page not in its cache: stop everything and say so.
portal.on('exit', (code, signal) => {
  if (!closing) {
    console.error(`the portal server exited (${signal ?? code}); stopping nginx and the mock`);
    void shutdown(1);
  }
});
console.log(
  `portal through nginx: http://127.0.0.1:${port}/n2024/web/home (portal server :${portalPort}, mock ${mock.url}, ` +
    `backend switch ${backendSwitch.control}${tlsPort ? `, TLS on :${tlsPort}` : ''})`,
);

let closing = false;
async function shutdown(code = 0) {
  if (closing) return;
  closing = true;
  // What nginx could not get from the portal server or the mock (a 502 in a test), for whoever reads the run.
  const upstreamErrors = errorLog()
    .split('\n')
    .filter((line) => line.includes('upstream'));
  if (upstreamErrors.length) console.error(`nginx upstream errors:\n${upstreamErrors.join('\n')}`);
  nginx.kill('SIGQUIT');
  portal.kill('SIGTERM');
  await backendSwitch.close();
  await mock.close();
  rmSync(prefix, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
