/**
 * Where a page sits and what it is called (issue 22 items 8 and 9; decisions 056 and 057): the one definition of a
 * detail page's record and of that record's name, which the breadcrumb (当前位置: 首页 > 找工作 > 会计), the
 * browser tab's title ("会计 - 江城市公共就业服务网") and the server's head (server/seo/page-head.ts) all use.
 * Pure: runs on the server and in the browser.
 */
import type { PageConfig, PortalConfig, SectionConfig, Text } from '../../config/portal-config';
import { maskName } from '../../data/visitor-view';
import { plainText } from '../../widgets/plain-text';
import { isShown } from '../page-model';

/** A language's way of showing a config text (useT's `text` in the browser; Chinese on the server). */
export type TextOf = (value: Text | undefined) => string;

const HOME_ROUTE = '/home';
const NOT_FOUND_ROUTE = '/404';

/**
 * The section that shows the page's record at this address: the first shown section whose source is bound to the
 * address (a job's detail, bound to `?id=`). Undefined on pages without one (lists, forms, home).
 */
export const recordSection = (page: PageConfig, search: URLSearchParams): SectionConfig | undefined =>
  page.sections.find((s) => isShown(s, search) && s.source?.bind);

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/**
 * The record's name, as a reader knows it: a job's name, else the record's title (notices, fairs, articles,
 * policies, courses), its company name (a company), its name (a mentor), its owner's masked name (a resume). Plain text (the API's HTML
 * entities decoded, tags dropped); undefined when the record has none or has not arrived.
 */
export function recordName(record: unknown): string | undefined {
  if (!record || typeof record !== 'object') return undefined;
  const r = record as Record<string, unknown>;
  const raw = str(r.jobName) ?? str(r.title) ?? str(r.companyName) ?? str(r.name);
  if (raw !== undefined) return str(plainText(raw));
  // A resume's owner, masked as the resume page and the talent list show them (spec s5).
  const owner = str(r.fullname);
  return owner === undefined ? undefined : str(maskName(plainText(owner)));
}

/** The header tab that opens the page's `menu` group, when it is a tab of its own with a route (not home). */
function menuTab(config: PortalConfig, page: PageConfig) {
  const tab = config.header.tabs.find((t) => t.id === page.menu);
  return tab?.route && tab.route !== HOME_ROUTE ? tab : undefined;
}

export interface Crumb {
  label: string;
  /** Where the crumb leads; the last one (the page itself) has none. */
  route?: string;
}

/** Whether the page shows a breadcrumb: every page but the home page and the not-found page (decision 056). */
export const hasTrail = (page: PageConfig) => page.route !== HOME_ROUTE && page.route !== NOT_FOUND_ROUTE;

/**
 * The breadcrumb of a page: 首页, then the page's menu tab (when it is not home and not the page itself), then the
 * page: its record's name on a detail page (`name`), else its title. Empty where there is none (hasTrail).
 */
export function pageTrail(config: PortalConfig, page: PageConfig, text: TextOf, name?: string): Crumb[] {
  if (!hasTrail(page)) return [];
  const homeTab = config.header.tabs.find((t) => t.route === HOME_ROUTE);
  const trail: Crumb[] = [{ label: text(homeTab?.label ?? { 'zh-CN': '首页', en: 'Home' }), route: HOME_ROUTE }];
  const tab = menuTab(config, page);
  if (tab && tab.route !== page.route) trail.push({ label: text(tab.label), route: tab.route });
  const own = name ?? (page.title ? text(page.title) : tab ? text(tab.label) : '');
  if (own) trail.push({ label: own });
  return trail;
}

/**
 * The browser tab's title: the site's name alone on the home page; elsewhere what the page shows (its record's name,
 * else its title), a dash and the site's name ("会计 - 江城市公共就业服务网", "找工作 - 江城市公共就业服务网"). The
 * not-found page is titled "页面不存在" alone, as spec s2 says.
 */
export function documentTitle(config: PortalConfig, page: PageConfig, text: TextOf, name?: string): string {
  const site = text(config.site.name);
  if (page.route === HOME_ROUTE) return site;
  if (page.route === NOT_FOUND_ROUTE && page.title) return text(page.title);
  return withSite(config, text, name ?? (page.title ? text(page.title) : ''));
}

/** What a page shows, a dash and the site's name; the site's name alone when there is nothing else to say. */
export function withSite(config: PortalConfig, text: TextOf, own: string): string {
  const site = text(config.site.name);
  return own && own !== site ? `${own} - ${site}` : site;
}
