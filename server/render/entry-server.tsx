/**
 * The server renderer (decision 025), built by `vite build --ssr` beside the browser's build and loaded by the
 * portal server (server/portal): one address in, the page's markup, the data it was drawn with (for the browser
 * to hydrate from, asking nothing twice), its head (title, description, canonical, Open Graph, JSON-LD) and the
 * section components it uses (their CSS and code go in the page's head).
 */
import { dehydrate, hashKey, QueryClient } from '@tanstack/react-query';
import { JSDOM } from 'jsdom';
import type { PageConfig, PortalConfig } from '../../src/config/portal-config';
import { FRESH_MS } from '../../src/data/query-client';
import { loadComponent } from '../../src/renderer/component-loaders';
import { pageAt, sectionArgs } from '../../src/renderer/page-model';
import { canonicalSearch, planPage, waitingCandidates } from '../../src/renderer/page-plan';
import { loadPart } from '../../src/renderer/part-loaders';
import { sourceQuery } from '../../src/data/source-query';
import { headHtml, pageHead } from '../seo/page-head';
import { fetchUntil, observedUnasked } from './server-data';
import { renderApp } from './render-app';
import { provideDomWindow } from '../../src/widgets/dom-window';

// API HTML is parsed and purified (DOMPurify) in a DOM on both sides: here a jsdom window, made once.
provideDomWindow(new JSDOM('').window as typeof globalThis);

export interface RenderRequest {
  config: PortalConfig;
  /** The path below /n2024/web (e.g. /jobDetail) and the query string. */
  path: string;
  search: string;
  /** How long the page may wait for its data, in ms (then its late sections are sent loading). */
  budgetMs: number;
  /** The public origin (canonical URL, structured data) and the site's description (pages without their own). */
  origin: string;
  siteDescription: string;
  /** Care mode (docs/decisions/031): from ?care= or the visitor's cookie. */
  care?: boolean;
}

export interface RenderedPage {
  status: 200 | 404;
  pageId: string;
  markup: string;
  /**
   * What the browser hydrates from beside the config (whose file's address the portal server adds: decision 067):
   * the answers it was drawn with, a visitor's (decision 068), and its care mode.
   */
  state: { queries: ReturnType<typeof dehydrate>; care: boolean };
  /** The section components on the page, and the parts it draws (their CSS and code are linked in the head). */
  components: string[];
  /** The components only framed sections draw, with their ids: their code is asked for when one is near (090). */
  waiting?: Record<string, string[]>;
  /** The page's calls that did not answer in time or failed (their sections are sent loading). */
  late: number;
  /** Calls the render asked for that the page plan did not know of (none, unless the plan is incomplete). */
  unplanned: number;
  /** The page's own head tags: title, description, canonical, Open Graph, JSON-LD. */
  head: string;
  client: QueryClient;
}

/**
 * The page an address opens and its status: a configured route (the not-found page itself answers 404), else
 * undefined (the server sends the reader to the not-found page, as the browser's router does).
 */
export function pageFor(config: PortalConfig, path: string): { pageId: string; status: 200 | 404 } | undefined {
  const id = pageAt(config, path);
  return id ? { pageId: id, status: statusOf(config.pages[id]!) } : undefined;
}

/** The not-found page itself answers 404. */
const statusOf = (page: PageConfig): 200 | 404 => (page.route === NOT_FOUND_ROUTE ? 404 : 200);

export const NOT_FOUND_ROUTE = '/404';

/**
 * The query string of the page's canonical address when `search` carries values the page does not read (to send
 * the reader there: junk cannot make pages of its own), else undefined.
 */
export function canonicalQuery(config: PortalConfig, path: string, search: string): string | undefined {
  const id = pageAt(config, path);
  return id ? canonicalSearch(config.pages[id]!, new URLSearchParams(search)) : undefined;
}

const warnedUnplanned = new Set<string>();

export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const { config, path, search, budgetMs, care = false } = request;
  const deadline = Date.now() + budgetMs;
  const params = new URLSearchParams(search);
  const plan = planPage(config, path, params, care);
  if (!plan) throw new Error(`no page for ${path}`);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: FRESH_MS } } });
  // The sections' code and the page's data side by side; a component is then drawn at once, not through lazy.
  // The parts only some pages draw (filter bar, page numbers, gate: decision 091) load and are listed the same way.
  const { parts } = plan;
  const code = Promise.all([
    ...plan.components.map((c) => loadComponent(c).catch(() => undefined)),
    ...parts.map((p) => loadPart(p).catch(() => undefined)),
  ]);
  const late = await fetchUntil(client, plan.queries, deadline);
  await code;
  const location = `${path}${search}`;
  // One render: the plan knows every call of the page's first render (a test holds it to that).
  const markup = await renderApp(config, client, location, care);
  const planned = new Set(plan.queries.map((q) => hashKey(q.queryKey)));
  const unplanned = observedUnasked(client).filter((q) => !planned.has(hashKey(q.queryKey))).length;
  if (unplanned && !warnedUnplanned.has(plan.pageId)) {
    warnedUnplanned.add(plan.pageId); // once per page: the config's pages bound the set
    console.warn(`[render] ${path}: ${unplanned} call(s) the page plan does not know of (src/renderer/page-plan.ts)`);
  }
  const head = headHtml(
    pageHead({
      config,
      pageId: plan.pageId,
      search: params,
      origin: request.origin,
      siteDescription: request.siteDescription,
      dataOf: (section) =>
        section.source
          ? client.getQueryData(sourceQuery(section.source, sectionArgs(section, params)).queryKey)
          : undefined,
    }),
  );
  return {
    head,
    status: statusOf(plan.page),
    pageId: plan.pageId,
    markup,
    state: { queries: dehydrate(client), care },
    components: [...plan.components, ...parts],
    waiting: Object.fromEntries(waitingCandidates(plan)),
    late,
    unplanned,
    client,
  };
}
export { setBackendFetch } from '../../src/data/api-client';
