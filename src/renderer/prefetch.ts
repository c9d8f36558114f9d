/**
 * The data (and the section code) of the page being opened, asked for as soon as the config is here: before React
 * has drawn anything, rather than in the first render's effects (where twenty sections starting their calls at
 * once make one long task), a few calls per task. Each section's query then finds its call under way (same key
 * as SectionView's). Gated pages are left to their gate; sections bound to a missing address value never ask.
 */
import { matchPath } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import type { PortalConfig, SectionConfig } from '../config/portal-config';
import { sourceQuery, type SourceArgs } from '../data/source-query';
import { preloadComponent } from './registry';

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

/** The id of the page a path (below the app's base) opens, if any. */
export function pageAt(config: PortalConfig, path: string): string | undefined {
  if (path === '/' || path === '') return 'home';
  return Object.keys(config.pages).find((id) => matchPath(config.pages[id]!.route, path));
}

/** Lets the browser run other work (input, rendering) before going on. */
const yieldToMain = () =>
  new Promise<void>((resolve) => {
    const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
    if (typeof scheduler?.yield === 'function') void scheduler.yield().then(resolve);
    else setTimeout(resolve, 0);
  });

/** Calls per task: starting a call costs a few milliseconds on a slow phone, and a task should stay short. */
const PER_TASK = 4;

export async function prefetchPage(client: QueryClient, config: PortalConfig, path: string, search: URLSearchParams) {
  const id = pageAt(config, path);
  const page = id ? config.pages[id] : undefined;
  if (!page || page.gate) return; // a gated page's sections must not ask before the gate lets them
  const sections = page.sections.filter((s) => isShown(s, search));
  let started = 0;
  for (const section of sections) {
    if (!section.source) continue;
    const query = sourceQuery(section.source, sectionArgs(section, search));
    if (query.enabled === false) continue;
    void client.prefetchQuery(query);
    if (++started % PER_TASK === 0) await yieldToMain();
  }
  for (const section of sections) {
    await yieldToMain();
    preloadComponent(section.component);
  }
}
