// Data for the harness: a react-query cache filled with the contract's example data under the keys the renderer
// asks for, so every section renders from cache with no network, and generated lists of any length.
import { QueryClient } from '@tanstack/react-query';
import examples from 'virtual:bench-examples';
import { catalog, type ComponentName } from '../../src/config/catalog';
import type { PageConfig, SectionConfig, SourceConfig } from '../../src/config/portal-config';
import { sourceQuery } from '../../src/data/source-query';

/** A client that never refetches what it holds: the data below is all there is. */
export function benchClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        gcTime: Infinity,
        retry: false,
        refetchOnMount: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
    },
  });
}

/** The query key SectionView uses for a section (first page, no filters in the address). */
export function sectionKey(section: SectionConfig) {
  const args = { search: new URLSearchParams(), pageSize: section.pageSize, page: 1, filters: section.filters };
  return sourceQuery(section.source!, args).queryKey;
}

/**
 * The sources a section takes under `options` (the catalogue's optionSources, e.g. the news categories), under the
 * key the component asks for them with (no page size or page: the address only).
 */
function optionSourceKeys(section: SectionConfig) {
  const entry = catalog[section.component as ComponentName] as { optionSources?: Record<string, unknown> };
  return Object.keys(entry.optionSources ?? {}).flatMap((name) => {
    const source = (section.options as Record<string, unknown> | undefined)?.[name] as SourceConfig | undefined;
    return source ? [{ source, queryKey: sourceQuery(source, { search: new URLSearchParams() }).queryKey }] : [];
  });
}

/**
 * Fills `client` with the example data of every data source on `page`, option sources included. Returns the
 * operations it could not fill.
 */
export function fillPage(client: QueryClient, page: PageConfig): string[] {
  const missing: string[] = [];
  const fill = (operation: string, queryKey: readonly unknown[]) => {
    const data = (examples as Record<string, unknown>)[operation];
    if (data === undefined) missing.push(operation);
    else client.setQueryData(queryKey, data);
  };
  for (const section of page.sections) {
    if (section.source) fill(section.source.operation, sectionKey(section));
    for (const { source, queryKey } of optionSourceKeys(section)) fill(source.operation, queryKey);
  }
  return missing;
}

const example = <T>(operation: string, list: 'records' | 'items'): T[] => (examples as any)[operation][list];

/** `count` job records cut from the example ones, each with its own id and title. */
export function jobs(count: number) {
  const base = example<Record<string, unknown>>('queryJobListByPage', 'records');
  const records = Array.from({ length: count }, (_, i) => ({
    ...base[i % base.length],
    id: i + 1,
    jobName: `${String(base[i % base.length]!.jobName)} ${i + 1}`,
  }));
  return { total: count, size: count, current: 1, pages: 1, records };
}

/** `count` skill (major) records. */
export function skills(count: number) {
  const base = example<Record<string, unknown>>('schoolList', 'items');
  const items = Array.from({ length: count }, (_, i) => ({
    ...base[i % base.length],
    id: i + 1,
    major_name: `${String(base[i % base.length]!.major_name)} ${i + 1}`,
  }));
  return { total: count, current_page: 1, pagesize: count, items };
}

/** A list section as page config would have it, holding `count` records in `client`'s cache. */
export function listSection(client: QueryClient, component: 'JobList' | 'SkillList', count: number): SectionConfig {
  const operation = component === 'JobList' ? 'queryJobListByPage' : 'schoolList';
  const section: SectionConfig = {
    id: `list${count}`,
    component,
    title: `${component} × ${count}`,
    source: { operation },
    pageSize: count,
  };
  client.setQueryData(sectionKey(section), component === 'JobList' ? jobs(count) : skills(count));
  return section;
}
