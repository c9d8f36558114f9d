/**
 * The data a page is rendered with on the server (decision 025): the page model's queries of every section it shows
 * (through the same page model and query options as the browser), the header's and footer's, and then whatever the
 * first render found its components asking for (a tab panel's own list, say). All within one time budget: a call
 * slower than that, or failing, is left out, and its section is sent in its loading state for the browser to
 * complete. Gated pages ask for nothing here (their gate decides in the browser).
 */
import type { FetchQueryOptions, Query, QueryClient } from '@tanstack/react-query';
import type { PageConfig, PortalConfig } from '../../src/config/portal-config';
import { areaTreeQuery, extraLinkQuery, siteSettingsQuery } from '../../src/data/site-settings';
import { pageSections, sectionQueries } from '../../src/renderer/page-model';

/** Query options of any data type (the page's queries differ in theirs). */
type Fetchable = FetchQueryOptions<any, any, any, any>;

/** The queries the page model knows of for a page at an address. */
export function pageQueries(
  config: PortalConfig,
  page: PageConfig,
  search: URLSearchParams,
  care = false,
): Fetchable[] {
  const shown = page.gate ? [] : pageSections(page, search, care);
  const queries: Fetchable[] = shown.flatMap((s) => sectionQueries(s, search)).filter((q) => q.enabled !== false);
  if (page.header !== false || page.footer !== false || page.adWindow) queries.push(siteSettingsQuery());
  if (page.header !== false && config.header.extraLink === true) queries.push(extraLinkQuery());
  if (shown.some((s) => s.filters?.some((f) => f.control === 'district'))) queries.push(areaTreeQuery());
  return queries;
}

/** Queries a render observed without data that it would have fetched in a browser (enabled, not yet asked). */
export function observedUnasked(client: QueryClient): Fetchable[] {
  const unasked = (q: Query) => {
    // The observer's options, which a render stores on the query it builds.
    const enabled = (q.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
    const on = typeof enabled === 'function' ? enabled(q) : enabled !== false;
    return on && q.state.status === 'pending' && q.state.fetchStatus === 'idle' && q.state.dataUpdateCount === 0;
  };
  return client
    .getQueryCache()
    .findAll({ predicate: unasked })
    .map((q) => q.options as Fetchable);
}

/**
 * Fetches the queries until `deadline` (a Date.now() value). Whatever has not answered by then is cancelled: it is
 * not in the state handed to the browser, which asks for it itself. Returns how many answered in time.
 */
export async function fetchUntil(client: QueryClient, queries: Fetchable[], deadline: number): Promise<number> {
  if (!queries.length) return 0;
  let answered = 0;
  const all = Promise.allSettled(
    queries.map((q) =>
      client.fetchQuery({ ...q, retry: false }).then(() => {
        answered++;
      }),
    ),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now()))));
  await Promise.race([all, late]);
  clearTimeout(timer);
  await client.cancelQueries({ predicate: (q) => q.state.fetchStatus === 'fetching' });
  return answered;
}
