/**
 * The data (and the section code) of the page being opened, asked for as soon as the config is here: before React
 * has drawn anything, rather than in the first render's effects (where twenty sections starting their calls at
 * once make one long task), a few calls per task. Each section's query then finds its call under way (same key
 * as SectionView's). Gated pages are left to their gate; sections bound to a missing address value never ask.
 */
import { operations, type OperationId } from '../../sdk/operations.gen';
import type { QueryClient } from '@tanstack/query-core';
import type { PortalConfig, SectionConfig } from '../config/portal-config';
import { createQueryClient, FRESH_MS } from '../data/query-client';
import { sourceQuery, type SourceArgs } from '../data/source-query';
import { restoreFromCookie } from '../session/session-store';
import { isLoaded, preloadComponent } from './component-loaders';

/** Whether the section is on the page at all for this address (`hidden`, `when`). */
export function isShown(section: SectionConfig, search: URLSearchParams): boolean {
  if (section.hidden) return false;
  return !section.when || (search.get(section.when.query) ?? '') === section.when.equals;
}

/** What a section's single source is asked with, at this address. */
export function sectionArgs(section: SectionConfig, search: URLSearchParams): SourceArgs & { page: number } {
  const page = section.paginate ? Math.max(1, Number(search.get('page')) || 1) : 1;
  return { search, pageSize: section.pageSize, page, filters: section.filters };
}

/**
 * The id of the page a path (below the app's base) opens, if any. Routes are a slash and letters or digits (the
 * schema), so this matches as the router does (any case, a trailing slash allowed) without loading the router at
 * start-up.
 */
export function pageAt(config: PortalConfig, path: string): string | undefined {
  const wanted = path.replace(/\/+$/, '').toLowerCase();
  if (wanted === '') return 'home';
  return Object.keys(config.pages).find((id) => config.pages[id]!.route.toLowerCase() === wanted);
}

/** Lets the browser run other work (input, rendering) before going on. */
const yieldToMain = () =>
  new Promise<void>((resolve) => {
    const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
    if (typeof scheduler?.yield === 'function') void scheduler.yield().then(resolve);
    else setTimeout(resolve, 0);
  });

/** Sections asked for before the first render: about a phone's first screen of the home page. */
export const FIRST_SCREEN = 5;

/** Calls per task: starting a call costs a few milliseconds on a slow phone, and a task should stay short. */
const PER_TASK = 4;

/**
 * Whether a section can draw its data at once: its code has arrived and every source's answer is in the cache (a
 * page visited again, or data asked for earlier). Such sections need not wait their turn in the reading order.
 */
export function drawableNow(client: QueryClient, section: SectionConfig, search: URLSearchParams): boolean {
  if (!isLoaded(section.component)) return false;
  return sectionQueries(section, search).every(
    (q) => q.enabled === false || client.getQueryData(q.queryKey) !== undefined,
  );
}

/** The queries of a section's data source(s) at this address (none for a section without a source). */
export function sectionQueries(section: SectionConfig, search: URLSearchParams) {
  return section.source
    ? [sourceQuery(section.source, sectionArgs(section, search))]
    : Object.values(section.sources ?? {}).map((s) => sourceQuery(s, { search }));
}

/** Whether the call failed less than FRESH_MS ago: its section shows that error with a retry button. */
function failedJustNow(client: QueryClient, queryKey: readonly unknown[]): boolean {
  const state = client.getQueryState(queryKey);
  return state?.status === 'error' && Date.now() - state.errorUpdatedAt < FRESH_MS;
}

/**
 * Starts the calls of these (shown) sections, those not already answered or under way, a few per task. A call that
 * has just failed is left to its section's retry button: asked again here, its error would vanish from the screen
 * while the reader looks at it.
 */
export async function prefetchSections(
  client: QueryClient,
  sections: readonly SectionConfig[],
  search: URLSearchParams,
) {
  let started = 0;
  // Calls with a body first: the transport reads a body back before sending it (one task later), so started in page
  // order they would leave after every GET of the page (the home page's banners, its largest image, would be last).
  const withBody = (s: SectionConfig) =>
    s.source && operations[s.source.operation as OperationId]?.method !== 'GET' ? 0 : 1;
  for (const section of [...sections].sort((a, b) => withBody(a) - withBody(b))) {
    if (!section.source) continue;
    const query = sourceQuery(section.source, sectionArgs(section, search));
    if (query.enabled === false || failedJustNow(client, query.queryKey)) continue;
    void client.prefetchQuery(query);
    if (++started % PER_TASK === 0) await yieldToMain();
  }
}

export async function prefetchPage(client: QueryClient, config: PortalConfig, path: string, search: URLSearchParams) {
  const id = pageAt(config, path);
  const page = id ? config.pages[id] : undefined;
  if (!page || page.gate) return; // a gated page's sections must not ask before the gate lets them
  const shown = page.sections.filter((s) => isShown(s, search));
  // The first section's code first: nothing draws without it, and on HTTP/1.1 a request started after a dozen
  // API calls waits for a free connection. (The home page's sections share one chunk, see the build.) Then the
  // calls of the first screen only: the page asks for the rest once it is drawn (PageView), so they do not queue
  // ahead of what the reader sees first.
  if (shown[0]) preloadComponent(shown[0].component);
  await prefetchSections(client, shown.slice(0, FIRST_SCREEN), search);
  for (const section of shown.slice(1)) {
    await yieldToMain();
    preloadComponent(section.component);
  }
}

/** Where the router mounts the portal. */
export const BASENAME = '/n2024/web';

/** Before the first render: the login kept in the cookie (idempotent; the backend check may follow it). */
export function startClient(): QueryClient {
  restoreFromCookie();
  return createQueryClient();
}

/** The query client for a start-up, with the opened page's data already asked for. */
export function startQueries(
  config: PortalConfig,
  location: Pick<Location, 'pathname' | 'search'> = window.location,
): QueryClient {
  const client = startClient();
  if (location.pathname === BASENAME || location.pathname.startsWith(`${BASENAME}/`))
    void prefetchPage(client, config, location.pathname.slice(BASENAME.length), new URLSearchParams(location.search));
  return client;
}
