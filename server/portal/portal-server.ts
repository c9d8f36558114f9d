/**
 * The portal's production server (`npm run serve`, decisions 025 and 044): every page under /n2024/web/ rendered
 * from the page config with its public data (server/render, the Vite SSR build), the build's files, the published
 * config, the studio's publishing service, the sitemap, the QR login's code as an image (decision 092), /healthz and
 * /readyz; and, standing alone, the backend's /n2024 paths passed to API_TARGET. What it renders never depends on
 * who asks: it reads no cookie, and no request header shapes a URL it writes (the origin is the configured one), so
 * its pages can be cached (deploy/).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { backendAddress } from '../../sdk/backend-address';
import { createPortalClient } from '../../sdk/client';
import { QR_IMAGE_FILE } from '../../src/widgets/QrLogin/qr-image-url';
import { createBackendClient } from '../backend/backend-client';
import { backendSettings } from '../backend/backend-settings';
import { createContractWatch } from '../contract-watch/contract-watch';
import { createSharedDataCache } from '../data-cache/shared-data-cache';
import { log } from '../observe/log';
import { METRICS_PATH, scraperAllowList, serveMetrics } from '../observe/metrics-route';
import { createSitemaps, detailRoute } from '../seo/sitemap';
import type { StudioSettings } from '../studio/settings';
import { logRequest, type LogWriter } from './access-log';
import { configFiles } from './config-file';
import { serveHealth, warmUp, type Readiness } from './health';
import { followHomeUpdated } from './home-updated';
import { readSectionAssets, readTemplate } from './html-document';
import { servePage, sendText, sharedPageRenders, WEB, type Renderer } from './page-route';
import { publishedConfig } from './published-config';
import { serveQrImage } from './qr-image';
import { mountStudio } from './studio-mount';
import { requestUrl } from './request-url';
import { baseHeaders, pageSecurity, withNonce } from './security-headers';
import { serveStatic } from './static-files';

export interface PortalServerOptions {
  /** The browser build (dist/); the server renderer's build is `${distDir}-ssr`. */
  distDir: string;
  /** Where /n2024 API calls go when the server stands alone (behind nginx they never reach it). */
  apiTarget: URL;
  studio: StudioSettings;
  /** How long a page waits for its data before its late sections are sent loading (ms). */
  budgetMs?: number;
  /** How long a whole page is kept while its data is unchanged, in ms (decision 046; default 5 s, 0: never). */
  pageKeepMs?: number;
  /** The public origin (server/portal/origin.ts): canonical URLs, Open Graph, structured data, the sitemap. */
  origin: string;
  /** Where the access log's lines go (default stdout); false: no access log. */
  log?: LogWriter | false;
  /** Between failed start-up checks (ms, default 2 s). */
  warmRetryMs?: number;
  /** Who may read /metrics besides loopback: addresses and CIDR ranges, comma-separated (default METRICS_ALLOW). */
  metricsAllow?: string;
}

export async function createPortalServer(options: PortalServerOptions) {
  const { distDir, apiTarget, budgetMs = 800, origin } = options;
  const renderer = (await import(pathToFileURL(join(`${distDir}-ssr`, 'entry-server.js')).href)) as Renderer;
  // One shared data cache (decision 042) under every render's calls and the sitemap's: public answers kept per
  // operation and parameters, coalesced, bounded in bytes.
  // Every answer the backend gives is checked against the contract, compiled once here (decision 065).
  // Every backend call (data, pass-through, websocket) on one pooled client, timed out and counted (decision 064).
  const backend = createBackendClient({ ...backendSettings(apiTarget), trustedProxies: options.studio.trustedProxies });
  const dataCache = createSharedDataCache({ fetch: backend.fetch, watch: createContractWatch().watch });
  renderer.setBackendFetch(dataCache.fetch);
  const assets = readSectionAssets(distDir);
  const template = readTemplate(distDir, assets);
  const configs = publishedConfig([options.studio.configFile, join(distDir, 'portal.config.json')]);
  const studio = await mountStudio({ ...options.studio, seedFile: join(distDir, 'portal.config.json') });
  const api = createPortalClient({
    baseUrl: backendAddress(apiTarget, '/n2024').href,
    timeoutMs: 10_000,
    fetch: dataCache.fetch,
  });
  // The home page's newest news time, read at each scrape of /metrics (decision 066).
  followHomeUpdated(() => configs.current(), api);
  const scrapers = scraperAllowList(options.metricsAllow);
  // One set for the one origin, rebuilt every 10 minutes (decision 044).
  const sitemaps = createSitemaps({ client: api, origin, config: () => configs.current(), ttlMs: 600_000 });
  const renders = sharedPageRenders(options.pageKeepMs ?? 5_000, dataCache.generation);
  // The config as a content-hashed file every page shares, instead of a copy in every page (decision 067).
  const files = configFiles(WEB);
  const config = () => configs.current();
  const page = { renderer, template, assets, config, budgetMs, origin, renders, configFiles: files };
  const readiness: Readiness = { config: false, backend: false, warmed: false, draining: false };
  const always = baseHeaders(origin);
  const write = options.log === false ? null : (options.log ?? ((line: string) => process.stdout.write(line)));
  let closed = false;
  const stopped = () => readiness.draining || closed;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    for (const [name, value] of Object.entries(always)) res.setHeader(name, value);
    if (readiness.draining) res.setHeader('connection', 'close');
    const url = requestUrl(req.url);
    if (!url) return sendText(res, 400, 'bad request: malformed percent-encoding in the address');
    const path = url.pathname;
    if (serveHealth(path, res, readiness, studio.status)) return;
    if (path === METRICS_PATH) return serveMetrics(req, res, scrapers);
    if (path === '/' || path === WEB || path === `${WEB}/`) return redirect(res, `${WEB}/home`);
    if (!path.startsWith(`${WEB}/`)) {
      if (path.startsWith('/n2024/')) return backend.passThrough(req, res);
      return sendText(res, 404, 'not found');
    }
    const rel = path.slice(WEB.length + 1);
    if (rel.startsWith('studio/api')) return studio.handle(req, res);
    if (rel === 'portal.config.json') return servePublishedConfig(res);
    if (rel.startsWith('portal.config.') && (await files.serve(rel, req, res))) return;
    if (/^sitemap(-[a-z-]+-\d+)?\.xml$/.test(rel)) return serveSitemap(res, rel);
    if (rel === 'studio/' || rel === 'studio') return serveStudio(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'method not allowed');
    if (rel === QR_IMAGE_FILE) return await serveQrImage(req, res, url.searchParams);
    if (serveStatic(distDir, rel, req, res)) return;
    if (rel.includes('.') && !rel.endsWith('/')) return sendText(res, 404, 'not found');
    await servePage(page, req, res, `/${rel}`, url.search);
  }

  async function serveSitemap(res: ServerResponse, name: string) {
    const body = name === 'sitemap.xml' ? await sitemaps.index() : await sitemaps.file(name);
    if (body === undefined) return sendText(res, 404, 'not found');
    res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=600' });
    res.end(body);
  }

  function servePublishedConfig(res: ServerResponse) {
    const file = [options.studio.configFile, join(distDir, 'portal.config.json')].find((f) => existsSync(f));
    if (!file) return sendText(res, 404, 'not found');
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(readFileSync(file));
  }

  /** The studio's page, with its own policy (it frames its own preview). */
  function serveStudio(req: IncomingMessage, res: ServerResponse) {
    const security = pageSecurity(req, "'self'");
    const html = withNonce(readFileSync(join(distDir, 'studio/index.html'), 'utf8'), security.nonce);
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      ...security.headers,
    });
    res.end(html);
  }

  const server = createServer((req, res) => {
    logRequest(req, res, write);
    handle(req, res).catch((error: unknown) => {
      log.error({ err: error, id: res.getHeader('x-request-id') }, 'the portal server failed on a request');
      if (!res.headersSent) sendText(res, 500, 'the portal server failed');
      else res.end();
    });
  });
  // Longer than the proxies' and clients' idle keep-alive (nginx's 60 s): a connection is never closed by this server
  // just as a request is sent on it.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on('upgrade', (req, socket, head) => {
    if (req.url?.startsWith('/n2024/') && !req.url.startsWith(`${WEB}/`)) backend.websocket(req, socket, head);
    else socket.destroy();
  });

  const warmBudgetMs = Math.max(budgetMs, 10_000);
  void warmUp(readiness, {
    config: () => Object.keys(configs.current().pages ?? {}).length > 0,
    async probe() {
      const list = (await api.call('queryJobListByPage', { query: { page: 1, size: 1 } })) as { records?: unknown };
      const first = Array.isArray(list?.records) ? (list.records[0] as { id?: unknown } | undefined) : undefined;
      const target = detailRoute(configs.current(), 'queryJobById');
      if (!target || (typeof first?.id !== 'number' && typeof first?.id !== 'string')) return undefined;
      return { path: target.route, search: `?${new URLSearchParams({ [target.param]: String(first.id) })}` };
    },
    render: (path, search) =>
      renderer.renderPage({
        config: configs.current(),
        path,
        search,
        budgetMs: warmBudgetMs,
        origin,
        siteDescription: template.description,
      }),
    retryMs: options.warmRetryMs,
    stopped,
  });
  server.on('close', () => {
    closed = true;
    void studio.close();
    void backend.close();
  });
  return { server, readiness };
}

function redirect(res: ServerResponse, location: string) {
  res.writeHead(302, { location });
  res.end();
}
