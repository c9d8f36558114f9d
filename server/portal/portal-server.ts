/**
 * The portal's production server (`npm run serve`, decision 025): every page under /n2024/web/ rendered from the
 * page config with its public data (server/render, the Vite SSR build), the build's files, the published config,
 * the studio's publishing service, the sitemap; and, standing alone, the backend's /n2024 paths passed to
 * API_TARGET. What it renders never depends on who asks: it reads no cookie, so its pages can be cached (deploy/).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PortalConfig } from '../../src/config/portal-config.ts';
import { createPortalClient } from '../../sdk/client.ts';
import { createSitemaps } from '../seo/sitemap.ts';
import { createStudioApi, type StudioApiOptions } from '../studio/studio-api.ts';
import { proxyRequest, proxyUpgrade } from './api-proxy.ts';
import { careOfRequest, CARE_COOKIE } from '../../src/care/care-mode.ts';
import { documentRest, pageAssets, readSectionAssets, readTemplate } from './html-document.ts';
import { fallbackHead } from './head-tags.ts';
import { publishedConfig } from './published-config.ts';
import { serveStatic } from './static-files.ts';

type Renderer = typeof import('../render/entry-server.tsx');

export interface PortalServerOptions {
  /** The browser build (dist/); the server renderer's build is `${distDir}-ssr`. */
  distDir: string;
  /** Where /n2024 API calls go when the server stands alone (behind nginx they never reach it). */
  apiTarget: URL;
  studio: StudioApiOptions;
  /** How long a page waits for its data before its late sections are sent loading (ms). */
  budgetMs?: number;
  /** The public origin for canonical URLs and the sitemap; else taken from the request. */
  origin?: string;
}

const WEB = '/n2024/web';

/**
 * The visitor's care-mode cookie (docs/decisions/031), the one cookie the renderer reads: behind nginx, which passes
 * no cookie, its copy in `X-Portal-Care` (part of the micro-cache's key).
 */
function careCookieOf(req: IncomingMessage): string | undefined {
  const forwarded = req.headers['x-portal-care'];
  if (typeof forwarded === 'string') return forwarded;
  return new RegExp(`(?:^|;\\s*)${CARE_COOKIE}=([^;]*)`).exec(req.headers.cookie ?? '')?.[1];
}

export async function createPortalServer(options: PortalServerOptions) {
  const { distDir, apiTarget, budgetMs = 800 } = options;
  const renderer = (await import(pathToFileURL(join(`${distDir}-ssr`, 'entry-server.js')).href)) as Renderer;
  const assets = readSectionAssets(distDir);
  const template = readTemplate(distDir, assets);
  const configs = publishedConfig([options.studio.configFile, join(distDir, 'portal.config.json')]);
  const studioApi = await createStudioApi({ ...options.studio, seedFile: join(distDir, 'portal.config.json') });
  const sitemapsByOrigin = new Map<string, ReturnType<typeof createSitemaps>>();
  const api = createPortalClient({ baseUrl: new URL('/n2024', apiTarget).href });
  /** The sitemaps for an origin (one set per public origin: their URLs are absolute). */
  const sitemapsFor = (origin: string) => {
    let maps = sitemapsByOrigin.get(origin);
    if (!maps)
      sitemapsByOrigin.set(origin, (maps = createSitemaps({ client: api, origin, config: () => configs.current() })));
    return maps;
  };
  const originOf = (req: IncomingMessage) =>
    options.origin ??
    `${req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http'}://${req.headers['x-forwarded-host'] ?? req.headers.host}`;

  async function renderRoute(req: IncomingMessage, res: ServerResponse, path: string, search: string) {
    const config: PortalConfig = configs.current();
    const found = renderer.pageFor(config, path);
    // An address no page has: to the not-found page, as the browser's router does (which answers 404 itself).
    if (!found)
      return renderer.pageFor(config, renderer.NOT_FOUND_ROUTE)
        ? redirect(res, `${WEB}${renderer.NOT_FOUND_ROUTE}`)
        : send(res, 404, 'not found');
    const page = config.pages[found.pageId]!;
    res.writeHead(found.status, {
      'content-type': 'text/html; charset=utf-8',
      // The same HTML for everyone (it reads no cookie): shared caches may keep it briefly (deploy/nginx), browsers
      // revalidate.
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
    });
    const shown = page.sections.filter((s) => !s.hidden).map((s) => s.component);
    // The head's styles and preloads go out at once: the browser has them while the data is asked for.
    const pageStyles = pageAssets(template, assets, shown);
    res.write(`${template.headStart}    ${pageStyles.head}\n`);
    if (req.method === 'HEAD') return res.end();
    try {
      const rendered = await renderer.renderPage({
        config,
        path,
        search,
        care: careOfRequest(search, careCookieOf(req)),
        budgetMs,
        origin: originOf(req),
        siteDescription: template.description,
      });
      res.end(documentRest(template, rendered.head, rendered.markup, rendered.state, pageStyles.bodyEnd));
    } catch (error) {
      // The browser draws the page itself (no state in the page: it loads the config and the data as it would
      // without a server).
      console.error(`[render] ${path}${search}:`, error);
      res.end(documentRest(template, fallbackHead(config, template.description), '', null, pageStyles.bodyEnd));
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://portal.invalid');
    const path = url.pathname;
    if (path === '/' || path === WEB || path === `${WEB}/`) return redirect(res, `${WEB}/home`);
    if (!path.startsWith(`${WEB}/`)) {
      if (path.startsWith('/n2024/')) return proxyRequest(apiTarget, req, res);
      return send(res, 404, 'not found');
    }
    const rel = path.slice(WEB.length + 1);
    if (rel.startsWith('studio/api')) return studioApi(req, res);
    if (rel === 'portal.config.json') return servePublishedConfig(res);
    if (/^sitemap(-[a-z-]+-\d+)?\.xml$/.test(rel)) return serveSitemap(res, rel, originOf(req));
    if (rel === 'studio/' || rel === 'studio') return serveHtml(res, join(distDir, 'studio/index.html'));
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'method not allowed');
    if (serveStatic(distDir, rel, req, res)) return;
    if (rel.includes('.') && !rel.endsWith('/')) return send(res, 404, 'not found');
    await renderRoute(req, res, `/${rel}`, url.search);
  }

  async function serveSitemap(res: ServerResponse, name: string, origin: string) {
    const maps = sitemapsFor(origin);
    const body = name === 'sitemap.xml' ? await maps.index() : await maps.file(name);
    if (body === undefined) return send(res, 404, 'not found');
    res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' });
    res.end(body);
  }

  function servePublishedConfig(res: ServerResponse) {
    const file = [options.studio.configFile, join(distDir, 'portal.config.json')].find((f) => existsSync(f));
    if (!file) return send(res, 404, 'not found');
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(readFileSync(file));
  }

  function serveHtml(res: ServerResponse, file: string) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(readFileSync(file));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[portal server]', error);
      if (!res.headersSent) send(res, 500, 'the portal server failed');
      else res.end();
    });
  });
  // Longer than the proxies' and clients' idle keep-alive (nginx's 60 s): a connection is never closed by this server
  // just as a request is sent on it.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on('upgrade', (req, socket, head) => {
    if (req.url?.startsWith('/n2024/') && !req.url.startsWith(`${WEB}/`)) proxyUpgrade(apiTarget, req, socket, head);
    else socket.destroy();
  });
  return server;
}

function send(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
}

function redirect(res: ServerResponse, location: string) {
  res.writeHead(302, { location });
  res.end();
}
