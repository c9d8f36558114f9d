/**
 * The page plan: the one answer to "what does this page need at this address". Which page opens, the sections it
 * shows, every query its parts ask for (the sections' sources, a section's second sources under `options`, the
 * header's, footer's and ad window's site settings, the district tree a filter needs), the section code to load,
 * and the address values the page reads (any other is not part of the page: the server sends the reader to the
 * address without it, so junk cannot make pages of its own). The server renders from it once; the browser's
 * prefetch and start-up load from it.
 */
import type { FetchQueryOptions } from '@tanstack/query-core';
import { catalogEntry, type ComponentName } from '../config/catalog';
import {
  isSourceConfig,
  optionValue,
  type PageConfig,
  type PortalConfig,
  type SectionConfig,
  type SourceConfig,
} from '../config/portal-config';
import { areaTreeQuery, extraLinkQuery, siteSettingsQuery } from '../data/site-settings';
import { sourceQuery } from '../data/source-query';
import { pageAt, pageSections, sectionQueries } from './page-model';
import type { PartName } from './part-loaders';

/** Query options of any data type (a page's queries differ in theirs). */
export type PlannedQuery = FetchQueryOptions<any, any, any, any>;

export interface PagePlan {
  pageId: string;
  page: PageConfig;
  /** The sections shown at this address, in the order shown. */
  sections: SectionConfig[];
  /** Every call the page's first render draws from (none for a gated page: its gate decides in the browser). */
  queries: PlannedQuery[];
  /** The section components whose code the page needs. */
  components: ComponentName[];
  /** The parts only some pages draw (filter bar, page numbers, gate: decision 091) that this one draws. */
  parts: PartName[];
}

/**
 * The components only framed sections of the page draw, each with those sections' ids: when all of them are far
 * from the screen, the component's code waits until one comes near (decision 090), or for the reader's first act
 * when it waitsForAct (098). Widgets hydrate with the page unless they wait for the act, and a component another
 * section draws inside itself goes with that section: neither is among them.
 */
export function waitingCandidates(plan: PagePlan): Map<ComponentName, string[]> {
  const placed = new Map<ComponentName, string[]>();
  for (const section of plan.sections) {
    if (!mayWait(section.component)) continue;
    placed.set(section.component, [...(placed.get(section.component) ?? []), section.id]);
  }
  for (const section of plan.sections) if (!mayWait(section.component)) placed.delete(section.component);
  return placed;
}

/** Whether a component's sections may wait to hydrate: framed ones, and widgets that wait for the act (098). */
export function mayWait(component: string): boolean {
  const entry = catalogEntry(component);
  return entry?.kind !== 'widget' || entry.waitsForAct === true;
}

/** Address values every page reads: care mode (decision 031) and the language. */
const SITE_PARAMS = ['care', 'lang'] as const;

/** The second sources a section names under `options` (the catalogue says which options are sources). */
function optionSources(section: SectionConfig): SourceConfig[] {
  return Object.keys(catalogEntry(section.component)?.optionSources ?? {})
    .map((key) => optionValue(section, key))
    .filter(isSourceConfig);
}

/** Every query of a section at this address: its source(s) and its option sources. */
export function sectionPlanQueries(section: SectionConfig, search: URLSearchParams) {
  return [...sectionQueries(section, search), ...optionSources(section).map((s) => sourceQuery(s, { search }))];
}

/** The queries of the page's frame (header, footer, ad window) and of its sections' filters. */
function frameQueries(config: PortalConfig, page: PageConfig, shown: readonly SectionConfig[]): PlannedQuery[] {
  const queries: PlannedQuery[] = [];
  if (page.header !== false || page.footer !== false || page.adWindow) queries.push(siteSettingsQuery());
  if (page.header !== false && config.header.extraLink === true) queries.push(extraLinkQuery());
  if (shown.some((s) => s.filters?.some((f) => f.control === 'district'))) queries.push(areaTreeQuery());
  return queries;
}

/** The parts a page draws at an address: a gate, and the filter bars and page numbers of its shown sections. */
function partsOf(page: PageConfig, sections: readonly SectionConfig[]): PartName[] {
  const parts: PartName[] = [];
  if (page.gate) parts.push('Gate');
  if (sections.some((s) => s.filters?.length)) parts.push('FilterBar');
  if (sections.some((s) => s.paginate && s.pageSize)) parts.push('Pagination');
  return parts;
}

/** The plan of the page a path (below the app's base) opens, at this address; undefined for no page. */
export function planPage(
  config: PortalConfig,
  path: string,
  search: URLSearchParams,
  care = false,
): PagePlan | undefined {
  const pageId = pageAt(config, path);
  const page = pageId ? config.pages[pageId] : undefined;
  if (!pageId || !page) return undefined;
  const sections = pageSections(page, search, care);
  const asked = page.gate ? [] : sections;
  const queries = [
    ...asked.flatMap((s) => sectionPlanQueries(s, search)).filter((q) => q.enabled !== false),
    ...frameQueries(config, page, asked),
  ];
  const components = [...new Set(sections.map((s) => s.component))];
  return { pageId, page, sections, queries, components, parts: partsOf(page, sections) };
}

/**
 * The address values a page reads: its sections' bound values, filters, `when` conditions and page number, what a
 * component reads itself (the catalogue's `params`), and the site's own (care mode, language).
 */
export function pageParams(page: PageConfig): Set<string> {
  const names = new Set<string>(SITE_PARAMS);
  const bound = (s: SourceConfig | undefined) => Object.values(s?.bind ?? {}).forEach((n) => names.add(n));
  for (const section of page.sections) {
    bound(section.source);
    Object.values(section.sources ?? {}).forEach(bound);
    optionSources(section).forEach(bound);
    section.filters?.forEach((f) => names.add(f.query ?? f.param));
    if (section.when) names.add(section.when.query);
    if (section.paginate) names.add('page');
    catalogEntry(section.component)?.params?.forEach((n) => names.add(n));
  }
  return names;
}

/**
 * The page's canonical address: the query without the values the page does not read, in their order. Undefined when
 * the address is canonical already.
 */
export function canonicalSearch(page: PageConfig, search: URLSearchParams): string | undefined {
  const known = pageParams(page);
  const kept = new URLSearchParams([...search].filter(([name]) => known.has(name)));
  if ([...kept].length === [...search].length) return undefined;
  const text = kept.toString();
  return text ? `?${text}` : '';
}
