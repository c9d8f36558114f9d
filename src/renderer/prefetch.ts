/**
 * The data (and the section code) of the page being opened, asked for as soon as the config is here: before React has drawn anything, and
 * in the same task rather than in the first render's effects (where twenty sections starting their calls at once
 * would be one long task). Each section's query then finds its call under way (same key as SectionView's).
 * Gated pages are left to their gate; sections bound to an address value that is missing never ask.
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

export function prefetchPage(client: QueryClient, config: PortalConfig, path: string, search: URLSearchParams) {
  const id = pageAt(config, path);
  const page = id ? config.pages[id] : undefined;
  if (!page || page.gate) return; // a gated page's sections must not ask before the gate lets them
  for (const section of page.sections) {
    if (!isShown(section, search)) continue;
    preloadComponent(section.component);
    if (!section.source) continue;
    const query = sourceQuery(section.source, sectionArgs(section, search));
    if (query.enabled !== false) void client.prefetchQuery(query);
  }
}
