#!/usr/bin/env node
// Serves the production build through Debian's nginx with deploy/nginx/ as it is, in front of the embedded mock:
// the same headers, caching, history fallback and proxying as production. Used by the nginx e2e run
// (playwright.nginx.config.ts); PORT and MOCK_PORT choose the ports. Stops nginx and the mock on SIGINT/SIGTERM.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMock } from '../mock-server/server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const nginxBin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(existsSync);
if (!nginxBin) throw new Error('nginx is not installed (apt-get install -y nginx)');
if (!existsSync(join(root, 'dist/index.html'))) throw new Error('dist/ is missing: run `npx vite build` first');

const port = Number(process.env.PORT ?? 8080);
const mock = await startMock({ port: Number(process.env.MOCK_PORT ?? 0) });

const prefix = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
mkdirSync(join(prefix, 'site/n2024'), { recursive: true });
symlinkSync(join(root, 'dist'), join(prefix, 'site/n2024/web'));
cpSync(join(root, 'deploy/nginx'), join(prefix, 'portal'), { recursive: true });
const server = readFileSync(join(prefix, 'portal/portal.conf'), 'utf8')
  .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
  .replace(/root \/srv\/portal;/, `root ${join(prefix, 'site')};`);
writeFileSync(join(prefix, 'portal/portal.conf'), server);
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
  upstream studio_service { server 127.0.0.1:${process.env.STUDIO_PORT ?? 3001}; }
  include portal/portal.conf;
}
`,
);

const nginx = spawn(nginxBin, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], {
  stdio: ['ignore', 'inherit', 'inherit'],
});
nginx.on('exit', (code) => {
  if (!closing) {
    console.error(
      `nginx exited (${code}); its log:\n${existsSync(join(prefix, 'error.log')) ? readFileSync(join(prefix, 'error.log'), 'utf8') : ''}`,
    );
    void shutdown(1);
  }
});
console.log(`portal through nginx: http://127.0.0.1:${port}/n2024/web/home (mock ${mock.url})`);

let closing = false;
async function shutdown(code = 0) {
  if (closing) return;
  closing = true;
  nginx.kill('SIGQUIT');
  await mock.close();
  rmSync(prefix, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
