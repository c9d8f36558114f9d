/**
 * Adding, linking and removing pages (issue 21, item 5), as pure edits from one config to the next like
 * studio/model/edits.ts: the input is never changed, and each function is one undoable step for the store's `apply`.
 * A page is opened at its route, which the portal reads from the published config at run time (decision 053).
 */
import type { ComponentName } from '../../src/config/catalog';
import type { LinkConfig, PageConfig, PortalConfig, TabConfig, Text } from '../../src/config/portal-config';
import { addItem, addSection, getAt, setAt } from '../model/edits';

export type FooterColumn = 'personalLinks' | 'companyLinks';
export const FOOTER_COLUMNS: readonly FooterColumn[] = ['personalLinks', 'companyLinks'];

/** What a new page may start with besides nothing: one list that needs no record number. */
export const STARTERS = ['NoticeList', 'ArticleList', 'PolicyList'] as const satisfies readonly ComponentName[];
export type Starter = (typeof STARTERS)[number];

/** The pages the portal cannot do without: visitors who decline a gate go to /home, lost ones to /404. */
const KEPT_ROUTES = ['/home', '/404'];

/**
 * Addresses under /n2024/web/ that are not pages: the studio's own (the portal server and nginx send it there), the
 * bare /n2024/web/ (sent to /home), the servers' health and metrics addresses and API-looking paths. Compared
 * without case, as the portal's router compares routes. The server's checker refuses the same list
 * (server/config-check/page-addresses.ts RESERVED_ROUTES; a test holds the two together).
 */
const RESERVED = ['/', '/studio', '/healthz', '/readyz', '/metrics', '/api', '/n2024'];

/** The schema's `route` (pages.config/schema.json `$defs/route`). */
const ROUTE = /^\/[A-Za-z0-9]*$/;

const esc = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
/** The page path a link opens (its query left out). */
const pathOf = (target: string) => target.split('?')[0]!;

/** The address as an editor may type it: spaces around it dropped, the leading slash added when left out. */
export function normalRoute(typed: string): string {
  const route = typed.trim();
  return route.startsWith('/') ? route : `/${route}`;
}

export type RouteProblem =
  { code: 'empty' } | { code: 'pattern' } | { code: 'reserved' } | { code: 'taken'; pageId: string };

/**
 * What is wrong with `route` (already normalised) for a page, or null: it must be given, match the schema's route,
 * not be one of the portal's own addresses, and be no other page's route (without case: the router ignores it).
 */
export function routeProblem(config: PortalConfig, route: string, ownPageId?: string): RouteProblem | null {
  if (route === '/' || route === '') return { code: 'empty' };
  if (!ROUTE.test(route)) return { code: 'pattern' };
  if (RESERVED.some((r) => same(r, route))) return { code: 'reserved' };
  const other = Object.keys(config.pages).find((id) => id !== ownPageId && same(config.pages[id]!.route, route));
  return other ? { code: 'taken', pageId: other } : null;
}

/** A name not in `taken` (compared without case): `stem`, else `stem2`, `stem3`... */
function freeName(stem: string, taken: Iterable<string>): string {
  const used = new Set([...taken].map((t) => t.toLowerCase()));
  if (!used.has(stem.toLowerCase())) return stem;
  let n = 2;
  while (used.has(`${stem}${n}`.toLowerCase())) n++;
  return `${stem}${n}`;
}

/** The schema's page id (a letter, then letters or digits), from a valid route, unique among the pages. */
export function pageIdFor(config: PortalConfig, route: string): string {
  const bare = route.replace(/[^A-Za-z0-9]/g, '');
  const stem = /^[A-Za-z]/.test(bare) ? bare : `page${bare}`;
  return freeName(stem, Object.keys(config.pages));
}

export interface NewPage {
  /** As typed (normalRoute is applied). */
  route: string;
  title: { 'zh-CN': string; en?: string };
  /** The header tab the page highlights; ignored when `header` adds a tab of its own, which it then highlights. */
  menu?: string;
  starter?: Starter | null;
  /** Adds a header tab to the page. */
  header?: boolean;
  /** Adds a footer link to the page in this column. */
  footer?: FooterColumn | null;
}

export type NewPageProblems = { route?: RouteProblem; title?: 'empty'; menu?: 'unknown' };

/** What is wrong with a new page, field by field (empty when nothing is). */
export function newPageProblems(config: PortalConfig, page: NewPage): NewPageProblems {
  const problems: NewPageProblems = {};
  const route = routeProblem(config, normalRoute(page.route));
  if (route) problems.route = route;
  if (!page.title['zh-CN'].trim()) problems.title = 'empty';
  if (page.menu && !page.header && !config.header.tabs.some((t) => t.id === page.menu)) problems.menu = 'unknown';
  return problems;
}

/** The text as the config keeps it: Chinese, and English when given. */
function titleText(title: NewPage['title']): Text {
  const zh = title['zh-CN'].trim();
  const en = title.en?.trim();
  return en ? { 'zh-CN': zh, en } : { 'zh-CN': zh };
}

/**
 * The config with the new page (and its header tab and footer link, when asked for), and the page's id; or the
 * problems that stop it. One edit: one undo step takes all of it back.
 */
export function addPage(
  config: PortalConfig,
  spec: NewPage,
): { config: PortalConfig; pageId: string } | { problems: NewPageProblems } {
  const problems = newPageProblems(config, spec);
  if (Object.keys(problems).length) return { problems };
  const route = normalRoute(spec.route);
  const pageId = pageIdFor(config, route);
  const page: PageConfig = {
    route,
    title: titleText(spec.title),
    ...(spec.menu && !spec.header ? { menu: spec.menu } : {}),
    sections: [],
  };
  let next = setAt(config, `/pages/${esc(pageId)}`, page);
  if (spec.starter) {
    next = addSection(next, pageId, spec.starter);
    // The page's one section takes the page's width (the catalogue's width is the home page's grid).
    next = setAt(next, `/pages/${esc(pageId)}/sections/0/width`, undefined);
  }
  if (spec.header) next = linkHeader(next, pageId, true);
  if (spec.footer) next = linkFooter(next, pageId, spec.footer);
  return { config: next, pageId };
}

/** The link's label for a page: its title, else its id. */
const labelOf = (config: PortalConfig, pageId: string): Text =>
  structuredClone(config.pages[pageId]?.title ?? pageId) as Text;

/** Indexes of the header tabs that open the page. */
export function headerTabsTo(config: PortalConfig, pageId: string): number[] {
  const route = config.pages[pageId]?.route;
  if (!route) return [];
  return config.header.tabs.flatMap((t, i) => (t.route && same(pathOf(t.route), route) ? [i] : []));
}

/** The footer links that open the page, by column and index. */
export function footerLinksTo(config: PortalConfig, pageId: string): { column: FooterColumn; index: number }[] {
  const route = config.pages[pageId]?.route;
  if (!route) return [];
  return FOOTER_COLUMNS.flatMap((column) =>
    config.footer[column].flatMap((l, index) => (l.route && same(pathOf(l.route), route) ? [{ column, index }] : [])),
  );
}

/** Removes the items at these pointers, deepest and last first, so that no removal moves another's index. */
function removeAll<T>(config: T, pointers: readonly string[]): T {
  const key = (p: string) => p.split('/').map((t) => (/^\d+$/.test(t) ? Number(t) : t));
  const order = [...new Set(pointers)].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! < y[i]! ? 1 : -1;
    return y.length - x.length;
  });
  return order.reduce((c, p) => setAt(c, p, undefined), config);
}

/** Pages' menu highlights that name no tab any more are cleared (they would be problems). */
function clearLostMenus(config: PortalConfig): PortalConfig {
  const tabs = new Set(config.header.tabs.map((t) => t.id));
  return Object.entries(config.pages).reduce(
    (c, [id, page]) => (page.menu && !tabs.has(page.menu) ? setAt(c, `/pages/${esc(id)}/menu`, undefined) : c),
    config,
  );
}

/**
 * Shows the page in the header menu (a tab labelled with its title, at the end, which the page highlights when it
 * highlights none) or no more (its tabs removed, and highlights of them cleared).
 */
export function linkHeader(config: PortalConfig, pageId: string, on: boolean): PortalConfig {
  const page = config.pages[pageId];
  const tabs = headerTabsTo(config, pageId);
  if (!page || on === tabs.length > 0) return config;
  if (!on)
    return clearLostMenus(
      removeAll(
        config,
        tabs.map((i) => `/header/tabs/${i}`),
      ),
    );
  const tab: TabConfig = {
    id: freeName(
      pageId,
      config.header.tabs.map((t) => t.id),
    ),
    label: labelOf(config, pageId),
    route: page.route,
  };
  const next = addItem(config, '/header/tabs', tab);
  return page.menu ? next : setAt(next, `/pages/${esc(pageId)}/menu`, tab.id);
}

/**
 * Shows the page in one footer column (a link labelled with its title, at the end of that column; moved there when
 * it is in the other) or, for null, in none.
 */
export function linkFooter(config: PortalConfig, pageId: string, column: FooterColumn | null): PortalConfig {
  const page = config.pages[pageId];
  if (!page) return config;
  const links = footerLinksTo(config, pageId);
  const elsewhere = links.filter((l) => l.column !== column);
  if (column && links.length && !elsewhere.length) return config;
  const kept = links.find((l) => l.column !== column);
  const link: LinkConfig = kept
    ? (config.footer[kept.column][kept.index]! as LinkConfig)
    : { label: labelOf(config, pageId), route: page.route };
  const next = removeAll(
    config,
    elsewhere.map((l) => `/footer/${l.column}/${l.index}`),
  );
  return column && !links.some((l) => l.column === column) ? addItem(next, `/footer/${column}`, link) : next;
}

/** Where the page is linked from, as the dialog lists it. */
export type PageLink =
  | { kind: 'tab'; pointer: string; label: Text }
  | { kind: 'footer'; pointer: string; label: Text; column: FooterColumn }
  | { kind: 'search'; pointer: string; label: Text }
  | { kind: 'more'; pointer: string; pageId: string; section: number }
  | { kind: 'entry'; pointer: string; label: Text; pageId: string; section: number }
  /** An entry-links section whose every link opens the page: removed with it (an empty one would be a problem). */
  | { kind: 'entrySection'; pointer: string; pageId: string; section: number };

/**
 * What links to the page: header tabs, footer links, search types, sections' "更多" links and entry links on other
 * pages. (A page's menu highlight is not a link.)
 */
export function linksTo(config: PortalConfig, pageId: string): PageLink[] {
  const route = config.pages[pageId]?.route;
  if (!route) return [];
  const opens = (target: unknown) => typeof target === 'string' && same(pathOf(target), route);
  const found: PageLink[] = [];
  headerTabsTo(config, pageId).forEach((i) =>
    found.push({ kind: 'tab', pointer: `/header/tabs/${i}`, label: config.header.tabs[i]!.label }),
  );
  footerLinksTo(config, pageId).forEach(({ column, index }) =>
    found.push({
      kind: 'footer',
      pointer: `/footer/${column}/${index}`,
      label: config.footer[column][index]!.label,
      column,
    }),
  );
  config.header.search.types.forEach((t, i) => {
    if (opens(t.route)) found.push({ kind: 'search', pointer: `/header/search/types/${i}`, label: t.label });
  });
  for (const [id, page] of Object.entries(config.pages)) {
    if (id === pageId) continue;
    page.sections.forEach((section, s) => {
      const at = `/pages/${esc(id)}/sections/${s}`;
      if (opens(section.more)) found.push({ kind: 'more', pointer: `${at}/more`, pageId: id, section: s });
      if (section.component !== 'EntryLinks') return;
      const links = getAt(section, '/options/links');
      if (!Array.isArray(links)) return;
      const hits = links.flatMap((l: LinkConfig, i) => (opens(l?.route) ? [i] : []));
      if (hits.length && hits.length === links.length)
        found.push({ kind: 'entrySection', pointer: at, pageId: id, section: s });
      else
        hits.forEach((i) =>
          found.push({
            kind: 'entry',
            pointer: `${at}/options/links/${i}`,
            label: (links[i] as LinkConfig).label,
            pageId: id,
            section: s,
          }),
        );
    });
  }
  return found;
}

export type RemovalRefusal = 'home' | 'notFound';

/** Why the page cannot be removed, or null when it can. */
export function removalRefusal(config: PortalConfig, pageId: string): RemovalRefusal | null {
  const route = config.pages[pageId]?.route;
  if (route === undefined || !KEPT_ROUTES.includes(route)) return null;
  return route === '/home' ? 'home' : 'notFound';
}

/**
 * The config without the page and without every link to it (linksTo), pages' highlights of its removed tabs cleared;
 * the config itself when the page cannot be removed or is not there.
 */
export function removePage(config: PortalConfig, pageId: string): PortalConfig {
  if (!config.pages[pageId] || removalRefusal(config, pageId)) return config;
  const links = linksTo(config, pageId);
  const withoutLinks = removeAll(
    config,
    links.map((l) => l.pointer),
  );
  return clearLostMenus(setAt(withoutLinks, `/pages/${esc(pageId)}`, undefined));
}

/** Pages (other than this one) whose menu highlight goes with the page's header tabs. */
export function highlightsLost(config: PortalConfig, pageId: string): string[] {
  const tabIds = new Set(headerTabsTo(config, pageId).map((i) => config.header.tabs[i]!.id));
  return Object.keys(config.pages).filter((id) => id !== pageId && tabIds.has(config.pages[id]!.menu ?? ''));
}
