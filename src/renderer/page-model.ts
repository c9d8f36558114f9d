/**
 * The page model, shared by the browser and the server renderer: which sections a page shows at an address, what
 * each one asks its source for, which page a path opens, and where the router mounts the portal.
 */
import type { PageConfig, PortalConfig, SectionConfig } from '../config/portal-config';
import { sourceQuery, type SourceArgs } from '../data/source-query';

/** Where the router mounts the portal. */
export { BASENAME } from '../config/base-path';

/** Whether the section is on the page at all for this address (`hidden`, `when`). */
export function isShown(section: SectionConfig, search: URLSearchParams): boolean {
  if (section.hidden) return false;
  return !section.when || (search.get(section.when.query) ?? '') === section.when.equals;
}

/**
 * The sections a page shows at this address, in the order shown. In care mode (docs/decisions/031) without those
 * marked `careMode: "hide"`, ordered by `careOrder` (lowest first; sections without one follow in config order).
 */
export function pageSections(page: PageConfig, search: URLSearchParams, care = false): SectionConfig[] {
  const shown = page.sections.filter((s) => isShown(s, search) && !(care && s.careMode === 'hide'));
  if (!care) return shown;
  const rank = (s: SectionConfig) => s.careOrder ?? Number.POSITIVE_INFINITY;
  return shown
    .map((section, index) => ({ section, index }))
    .sort((a, b) => rank(a.section) - rank(b.section) || a.index - b.index)
    .map(({ section }) => section);
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

/** The queries of a section's data source(s) at this address (none for a section without a source). */
export function sectionQueries(section: SectionConfig, search: URLSearchParams) {
  return section.source
    ? [sourceQuery(section.source, sectionArgs(section, search))]
    : Object.values(section.sources ?? {}).map((s) => sourceQuery(s, { search }));
}
