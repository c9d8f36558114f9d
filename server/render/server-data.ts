/**
 * The data a page is rendered with on the server (decision 025): the page plan's queries (src/renderer/page-plan.ts,
 * the same plan and query options as the browser's), fetched within one time budget. A call slower than that, or
 * failing, is left out, and its section is sent in its loading state for the browser to complete.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import type { PlannedQuery } from '../../src/renderer/page-plan';

/**
 * Queries a render observed without data that it would have fetched in a browser (enabled, never asked): what the
 * page plan missed. The plan is meant to know every call of a page's first render, so the server renders once; a
 * test renders every page and expects none.
 */
export function observedUnasked(client: QueryClient): PlannedQuery[] {
  const unasked = (q: Query) => {
    // The observer's options, which a render stores on the query it builds.
    const enabled = (q.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
    const on = typeof enabled === 'function' ? enabled(q) : enabled !== false;
    return on && q.state.status === 'pending' && q.state.fetchStatus === 'idle' && q.state.dataUpdateCount === 0;
  };
  return client
    .getQueryCache()
    .findAll({ predicate: unasked })
    .map((q) => q.options as PlannedQuery);
}

/**
 * Fetches the queries until `deadline` (a Date.now() value). Whatever has not answered by then is cancelled, and
 * whatever failed is removed: neither is in the state handed to the browser, which asks for them itself. Returns how
 * many did not answer.
 */
export async function fetchUntil(client: QueryClient, queries: PlannedQuery[], deadline: number): Promise<number> {
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
  // A failed call is drawn loading here, as in the browser's first render, which then asks for it itself.
  const cache = client.getQueryCache();
  cache.findAll({ predicate: (q) => q.state.status !== 'success' }).forEach((q) => cache.remove(q));
  return queries.length - answered;
}
