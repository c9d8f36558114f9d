/**
 * What the site map lists (decision 056): every page of the config, grouped as the header's menu groups them, each
 * header tab with the pages whose `menu` is that tab (the tab's own page is the group's heading), then the pages of
 * no tab. A page that shows a record read from its address (a job's detail needs `?id=`) is listed by name without a
 * link: opened bare it would say "not found". The not-found page is not a place to go and is left out.
 */
import type { PageConfig, PortalConfig, TabConfig, Text } from '../../config/portal-config';
import { addressValuesOf } from '../../config/record-pages';

interface MapEntry {
  pageId: string;
  label: Text;
  route: string;
  /** Opened from a list with a record's number, never bare: listed without a link. */
  needsRecord: boolean;
}

export interface MapGroup {
  /** The header tab of the group; none for the pages of no tab. */
  tab?: TabConfig;
  entries: MapEntry[];
}

const NOT_FOUND_ROUTE = '/404';

const needsRecord = (page: PageConfig) => page.sections.some((s) => addressValuesOf(s).length > 0);

export function siteMapGroups(config: PortalConfig): MapGroup[] {
  const tabIds = new Set(config.header.tabs.map((t) => t.id));
  const entry = ([pageId, page]: [string, PageConfig]): MapEntry => ({
    pageId,
    label: page.title ?? page.route,
    route: page.route,
    needsRecord: needsRecord(page),
  });
  const pages = Object.entries(config.pages).filter(([, p]) => p.route !== NOT_FOUND_ROUTE);
  const groups: MapGroup[] = config.header.tabs.map((tab) => ({
    tab,
    entries: pages.filter(([, p]) => p.menu === tab.id && p.route !== tab.route).map(entry),
  }));
  const loose = pages.filter(([, p]) => !p.menu || !tabIds.has(p.menu)).map(entry);
  return loose.length ? [...groups, { entries: loose }] : groups;
}
