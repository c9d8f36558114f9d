/**
 * Which sections read a record's number from the page address (a job's detail reads `?id=`), and which pages visitors
 * open without one: the home page, the 404 page, and any page a link of the config (a header tab, a footer link, a
 * search type, a section's "更多" or entry link) opens without that value in its query. A section that needs a number cannot sit
 * on such a page: it would show "not found" to everyone (issue 21, item 4). Pure: the checker and the studio use it.
 */
import { operations } from '../../sdk/operations.gen';
import type { ContractInfo } from './contract-info';
import type { PortalConfig, SectionConfig, SourceConfig } from './portal-config';

/** Whether the operation cannot be called without the parameter: by the contract given, else by the generated SDK. */
function isRequired(source: SourceConfig, param: string, contract?: ContractInfo): boolean {
  const params = contract?.operations[source.operation]?.params;
  if (params) return params[param]?.required === true;
  const known = (operations as Record<string, { required: readonly string[] } | undefined>)[source.operation];
  return known ? known.required.includes(param) : true;
}

/**
 * The address values (query names) a section's data sources read and cannot do without: those bound to a required
 * parameter (a detail's `id`, not a list's optional `keyWord` or a course list's `type_id`); empty when it reads none.
 */
export function addressValuesOf(section: Pick<SectionConfig, 'source' | 'sources'>, contract?: ContractInfo): string[] {
  const names = new Set<string>();
  const add = (source: SourceConfig | undefined) => {
    if (!source) return;
    for (const [param, name] of Object.entries(source.bind ?? {}))
      if (isRequired(source, param, contract)) names.add(name);
  };
  add(section.source);
  Object.values(section.sources ?? {}).forEach(add);
  return [...names];
}

const linksOf = (links: unknown): (string | undefined)[] =>
  Array.isArray(links) ? links.map((l) => (typeof l?.route === 'string' ? (l.route as string) : undefined)) : [];

/** Links of the config that open a route, as written (route plus query). */
function configLinks(config: PortalConfig): string[] {
  const links: (string | undefined)[] = [
    ...config.header.tabs.map((t) => t.route),
    ...config.header.search.types.map((t) => t.route),
    ...config.footer.personalLinks.map((l) => l.route),
    ...config.footer.companyLinks.map((l) => l.route),
    ...Object.values(config.pages).flatMap((p) => p.sections.map((s) => s.more)),
    // Entry links (a section's own list of links, e.g. 我要维权's) open pages too.
    ...Object.values(config.pages).flatMap((p) =>
      p.sections.flatMap((s) => linksOf((s.options as { links?: unknown } | undefined)?.links)),
    ),
  ];
  return links.filter((l): l is string => typeof l === 'string');
}

/**
 * The address values a page is sometimes opened without: for /home and /404 every value asked about, otherwise those
 * missing from a config link that opens the page. `values` are the names to ask about.
 */
export function valuesOpenedWithout(config: PortalConfig, pageId: string, values: readonly string[]): string[] {
  const page = config.pages[pageId];
  if (!page || !values.length) return [];
  if (page.route === '/home' || page.route === '/404') return [...values];
  const missing = new Set<string>();
  for (const link of configLinks(config)) {
    const [path, query = ''] = link.split('?') as [string, string?];
    if (path !== page.route) continue;
    const given = new URLSearchParams(query);
    for (const v of values) if (!given.get(v)) missing.add(v);
  }
  return [...missing];
}

/** Whether the section can go on the page: it reads no address value the page is opened without. */
export const fitsPage = (
  config: PortalConfig,
  pageId: string,
  section: Pick<SectionConfig, 'source' | 'sources'>,
  contract?: ContractInfo,
) => valuesOpenedWithout(config, pageId, addressValuesOf(section, contract)).length === 0;
