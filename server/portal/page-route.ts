/**
 * A page's answer (decisions 025 and 044). An address whose query carries values the page does not read is sent to
 * its canonical address (301): junk and tracking parameters cannot make pages of their own in a cache. A page
 * rendered whole answers 200 (404 for the not-found page); a page rendered without some of its data (budget
 * exceeded, backend error, or the renderer failed) answers 503 with the page as its body, `Retry-After`, and
 * `Cache-Control: no-store` and `X-Accel-Expires: 0`, so that no cache keeps it: nginx serves its last good copy
 * instead, and a browser reading this body asks for the missing data itself. The page is therefore rendered before
 * any header is written (the shared data cache makes that fast; decision 044).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PortalConfig } from '../../src/config/portal-config';
import { careOfRequest, CARE_COOKIE } from '../../src/care/care-mode';
import { partialPages, renderDuration } from '../observe/metrics';
import { markCache, requestLog } from './access-log';
import { fallbackHead } from './head-tags';
import { documentRest, pageAssets, type SectionAssets, type Template } from './html-document';
import type { ConfigFiles } from './config-file';
import { chooseEncoding, EncodedBody } from './encoding';
import { drawNonce, nginxWritesNonce, pageSecurity, withNonce } from './security-headers';
import { createSharedRenders } from './shared-renders';

/**
 * A drawn page, the same for every visitor: its document (the CSP nonce still a placeholder) and its status (503:
 * drawn without some of its data); and, made on first asking, the document as this server sends it itself, with a
 * nonce drawn for this page written in and compressed once for every request that shares it (decision 067).
 */
export interface DrawnPage {
  status: number;
  html: string;
  direct?: { nonce: string; body: EncodedBody };
}

/** The page as sent without nginx: its own nonce, its body compressed once (per drawn page, not per request). */
function directOf(page: DrawnPage): NonNullable<DrawnPage['direct']> {
  if (!page.direct) {
    const nonce = drawNonce();
    page.direct = { nonce, body: new EncodedBody(Buffer.from(withNonce(page.html, nonce))) };
  }
  return page.direct;
}

/** The renders of one server, shared while in flight and while their data is unchanged (decision 046). */
export const sharedPageRenders = (keepMs: number, generation: () => number) =>
  createSharedRenders<DrawnPage>({
    keepMs,
    generation,
    keep: (page) => page.status !== 503,
    // (The document, its copy with the nonce and a compressed copy or two, at most.)
    size: (page) => page.html.length * 4,
  });

export type Renderer = typeof import('../render/entry-server');

export const WEB = '/n2024/web';

export interface PageContext {
  renderer: Renderer;
  template: Template;
  assets: SectionAssets;
  config: () => PortalConfig;
  budgetMs: number;
  origin: string;
  renders: ReturnType<typeof sharedPageRenders>;
  /** The config's shared file (decision 067), which a rendered page's state names and preloads. */
  configFiles: ConfigFiles;
}

/**
 * The visitor's care-mode cookie (docs/decisions/031), the one cookie the renderer reads: behind nginx, which passes
 * no cookie, its copy in `X-Portal-Care` (part of the micro-cache's key).
 */
function careCookieOf(req: IncomingMessage): string | undefined {
  const forwarded = req.headers['x-portal-care'];
  if (typeof forwarded === 'string') return forwarded;
  return new RegExp(`(?:^|;\\s*)${CARE_COOKIE}=([^;]*)`).exec(req.headers.cookie ?? '')?.[1];
}

export async function servePage(
  ctx: PageContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  search: string,
) {
  const { renderer, template } = ctx;
  const config = ctx.config();
  const found = renderer.pageFor(config, path);
  // An address no page has: to the not-found page, as the browser's router does (which answers 404 itself).
  if (!found) {
    if (!renderer.pageFor(config, renderer.NOT_FOUND_ROUTE)) return sendText(res, 404, 'not found');
    res.writeHead(302, { location: `${WEB}${renderer.NOT_FOUND_ROUTE}` });
    return res.end();
  }
  const canonical = renderer.canonicalQuery(config, path, search);
  if (canonical !== undefined) {
    res.writeHead(301, { location: `${WEB}${path}${canonical}`, 'cache-control': 'public, max-age=600' });
    return res.end();
  }
  const care = careOfRequest(search, careCookieOf(req));
  // The page's styles and code are its plan's components (the renderer's); a page whose render failed is drawn by
  // the browser itself, which loads its sections' code and styles as it goes.
  const document = (
    components: readonly string[],
    rest: (bodyEnd: string) => string,
    configUrl?: string,
    waiting?: Record<string, string[]>,
  ) => {
    const styles = pageAssets(template, ctx.assets, components, configUrl, waiting);
    return `${template.headStart}    ${styles.head}\n${rest(styles.bodyEnd)}`;
  };
  // The same for every visitor, nonce included (drawn per drawing, decision 067): requests for this page share its
  // render (decision 046).
  const draw = async (): Promise<DrawnPage> => {
    const rendering = renderDuration.startTimer();
    try {
      const rendered = await renderer.renderPage({
        config,
        path,
        search,
        care,
        budgetMs: ctx.budgetMs,
        origin: ctx.origin,
        siteDescription: template.description,
      });
      // The state names the config's shared file instead of carrying the config (decision 067).
      const configUrl = ctx.configFiles.of(config).url;
      const state = { ...rendered.state, config: configUrl };
      const html = document(
        rendered.components,
        (bodyEnd) => documentRest(template, rendered.head, rendered.markup, state, bodyEnd),
        configUrl,
        rendered.waiting,
      );
      rendering({ outcome: rendered.late > 0 ? 'partial' : 'whole' });
      return { status: rendered.late > 0 ? 503 : rendered.status, html };
    } catch (error) {
      // The browser draws the page itself (no state in the page: it loads the config and the data as it would
      // without a server).
      rendering({ outcome: 'failed' });
      requestLog(res).error({ err: error, path }, 'the page could not be rendered: the browser draws it');
      const head = fallbackHead(config, template.description);
      return { status: 503, html: document([], (bodyEnd) => documentRest(template, head, '', null, bodyEnd)) };
    }
  };
  const fresh = /no-cache/i.test(req.headers['cache-control'] ?? ''); // a reader's hard reload takes no kept copy
  const drawn = await ctx.renders.run(config, `${care ? 1 : 0}${path}${search}`, draw, fresh);
  const { status } = drawn;
  markCache(res, status === 503 ? 'partial' : 'whole');
  if (status === 503) partialPages.inc();
  // Behind nginx the placeholder stays and the body goes as it is (nginx writes its nonce in with sub_filter, which
  // needs it uncompressed); else the page's own nonce, and its copy in the encoding the browser takes best.
  const behindNginx = nginxWritesNonce(req);
  const direct = behindNginx ? undefined : directOf(drawn);
  const security = pageSecurity(req, "'none'", direct?.nonce);
  const encoding = direct ? chooseEncoding(req.headers['accept-encoding']) : undefined;
  const body = direct ? await direct.body.as(encoding) : Buffer.from(drawn.html);
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': body.length,
    vary: 'accept-encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
    ...security.headers,
    ...(status === 503
      ? { 'cache-control': 'no-store', 'x-accel-expires': '0', 'retry-after': '30' }
      : // The same HTML for everyone (it reads no cookie): shared caches may keep it briefly (deploy/nginx),
        // browsers revalidate.
        { 'cache-control': 'no-cache' }),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

export function sendText(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
}
