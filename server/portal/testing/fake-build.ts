/**
 * A build for the portal server's tests, made in a temporary folder in milliseconds: the template (index.html), a
 * studio page, an asset with its source map, the build manifest, and, in `<dir>-ssr/entry-server.js`, a stand-in
 * renderer that writes what it was given (the origin) into its head and answers by the path: /home whole,
 * /partial with a section late, /throws failing, /slow after 1.5 s; its canonical query keeps `id` and `page`. And a
 * stand-in backend that answers every call with a one-job list.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_TRUSTED_PROXIES } from '../../../server/studio/api/call';
import type { StudioSettings } from '../../../server/studio/settings';

const ROOT = join(import.meta.dirname, '..', '..', '..');

const RENDERER = `
export const NOT_FOUND_ROUTE = '/404';
const known = ['/home', '/jobDetail', '/partial', '/throws', '/slow', '/404'];
export const renders = [];
export let backendFetch;
export function setBackendFetch(fetch) {
  backendFetch = fetch;
}
export function pageFor(config, path) {
  return known.includes(path) ? { pageId: 'home', status: path === '/404' ? 404 : 200 } : undefined;
}
export function canonicalQuery(config, path, search) {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams([...given].filter(([k]) => k === 'id' || k === 'page'));
  if ([...kept].length === [...given].length) return undefined;
  return kept.size ? '?' + kept : '';
}
export async function renderPage(r) {
  renders.push(r.path + r.search);
  if (r.path === '/throws') throw new Error('the renderer failed');
  if (r.path === '/slow') await new Promise((resolve) => setTimeout(resolve, 1500));
  const url = r.origin + '/n2024/web' + r.path + r.search;
  return {
    status: r.path === '/404' ? 404 : 200,
    pageId: 'home',
    markup: '<main>page ' + r.path + '</main>',
    state: { config: null, queries: [] },
    components: [],
    late: r.path === '/partial' ? 1 : 0,
    head: '<title>t</title><link rel="canonical" href="' + url + '"><meta property="og:url" content="' + url + '">',
  };
}
`;

const TEMPLATE = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta name="csp-nonce" content="__CSP_NONCE__" />
    <title>site</title>
    <meta name="description" content="the site" />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** The build's folder (its renderer in `${dir}-ssr`) and the studio's files' folder. */
export function fakeBuild() {
  const base = mkdtempSync(join(tmpdir(), 'portal-server-test-'));
  const dist = join(base, 'dist');
  for (const d of ['assets', '.vite', 'studio', '../dist-ssr', '../studio-files'])
    mkdirSync(join(dist, d), { recursive: true });
  writeFileSync(join(dist, 'index.html'), TEMPLATE);
  writeFileSync(join(dist, 'studio/index.html'), TEMPLATE);
  writeFileSync(join(dist, 'favicon-32.png'), 'png');
  writeFileSync(join(dist, 'assets/app-1234.js'), 'console.log(1);\n//# sourceMappingURL=app-1234.js.map\n');
  writeFileSync(join(dist, 'assets/app-1234.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  writeFileSync(join(dist, '.vite/manifest.json'), '{"index.html":{"file":"assets/app-1234.js"}}');
  writeFileSync(join(base, 'dist-ssr/entry-server.js'), RENDERER);
  // The config the build ships: the studio's store starts from it (its first publication).
  copyFileSync(join(ROOT, 'pages.config', 'portal.json'), join(dist, 'portal.config.json'));
  const files = join(base, 'studio-files');
  const studio: StudioSettings = {
    store: { memory: true },
    configFile: join(files, 'portal.config.json'),
    seedFile: join(dist, 'portal.config.json'),
    review: 'optional',
    trustedProxies: DEFAULT_TRUSTED_PROXIES,
  };
  return {
    dist,
    remove: () => rmSync(base, { recursive: true, force: true }),
    /** The studio's settings (an embedded store in memory); `files`, a folder for a process's own store. */
    studio,
    files,
  };
}

/** A backend answering every call with a one-job list (after `delayMs`); `calls` counts them. */
export async function fakeBackend(delayMs = 0) {
  const state = { calls: 0, delayMs };
  const server: Server = createServer((req, res) => {
    state.calls++;
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 200, message: 'success', data: { records: [{ id: 7 }], pages: 1, total: 1 } }));
    }, state.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
