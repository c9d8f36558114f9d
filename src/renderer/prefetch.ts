/**
 * The data (and the section code) of the page being opened, asked for as soon as the config is here: before React
 * has drawn anything, rather than in the first render's effects (where twenty sections starting their calls at
 * once make one long task), a few calls per task. Each section's query then finds its call under way (same key
 * as SectionView's). Gated pages are left to their gate; sections bound to a missing address value never ask.
 */
import { operations, type OperationId } from '../../sdk/operations.gen';
import type { QueryClient } from '@tanstack/query-core';
import type { PortalConfig, SectionConfig } from '../config/portal-config';
import { FRESH_MS } from '../data/query-client';
import { isLoaded, preloadComponent } from './component-loaders';
import { planPage, sectionPlanQueries } from './page-plan';
import { loadPart } from './part-loaders';

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
  return sectionPlanQueries(section, search).every(
    (q) => q.enabled === false || client.getQueryData(q.queryKey) !== undefined,
  );
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
    for (const query of sectionPlanQueries(section, search)) {
      if (query.enabled === false || failedJustNow(client, query.queryKey)) continue;
      void client.prefetchQuery(query);
      if (++started % PER_TASK === 0) await yieldToMain();
    }
  }
}

export async function prefetchPage(
  client: QueryClient,
  config: PortalConfig,
  path: string,
  search: URLSearchParams,
  care = false,
) {
  const plan = planPage(config, path, search, care);
  if (!plan || plan.page.gate) return; // a gated page's sections must not ask before the gate lets them
  const shown = plan.sections;
  // The first section's code first: nothing draws without it, and on HTTP/1.1 a request started after a dozen
  // API calls waits for a free connection. (The home page's sections share one chunk, see the build.) Then the
  // calls of the first screen only: the page asks for the rest once it is drawn (PageView), so they do not queue
  // ahead of what the reader sees first.
  if (shown[0]) preloadComponent(shown[0].component);
  for (const part of plan.parts) loadPart(part).catch(() => undefined); // shows where it is drawn
  await prefetchSections(client, shown.slice(0, FIRST_SCREEN), search);
  for (const section of shown.slice(1)) {
    await yieldToMain();
    preloadComponent(section.component);
  }
}
