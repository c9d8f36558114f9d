/**
 * The sitemap (decision 027): /n2024/web/sitemap.xml is an index of sitemap-<kind>-<n>.xml files listing the
 * detail pages of jobs, companies, job fairs (on-site and online), notices, policies and news, read from the API
 * list by list, page by page (up to a cap), each file below 50,000 URLs. Built when asked and kept for `ttlMs` (10
 * minutes); concurrent requests share one build; a list that fails is left out and asked again at the next build,
 * sooner. One set for the site's one origin (decision 044: never one per request Host): a build asks the backend at
 * most `maxPages` times per list, one call at a time.
 */
import type { OperationId } from '../../sdk/operations.gen';
import type { PortalConfig } from '../../src/config/portal-config';
import { escapeHtml } from '../html/escape';
import { log } from '../observe/log';
import { isoInCity } from './structured-data';

interface Caller {
  call(operationId: OperationId, init?: { query?: Record<string, unknown> }): Promise<unknown>;
}

type Row = Record<string, unknown>;
interface Entry {
  loc: string;
  lastmod?: string;
}

/** A kind of page: the list it comes from, the detail operation whose page it links to, and the row's id and time. */
interface Kind {
  name: string;
  list: OperationId;
  detail: OperationId;
  id: (row: Row) => unknown;
  time?: (row: Row) => unknown;
  /** Rows this kind takes from the list (a fair list holds on-site fairs only here). */
  keep?: (row: Row) => boolean;
}

const KINDS: Kind[] = [
  { name: 'jobs', list: 'queryJobListByPage', detail: 'queryJobById', id: (r) => r.id, time: (r) => r.refreshtime },
  {
    name: 'companies',
    list: 'queryJobListByPage',
    detail: 'queryCompanyById',
    id: (r) => r.companyId,
    time: (r) => r.refreshtime,
  },
  {
    name: 'fairs',
    list: 'queryJobFairListByPage',
    detail: 'queryJobFairById',
    id: (r) => r.id,
    keep: (r) => r.online !== 1,
  },
  { name: 'online-fairs', list: 'queryOnlineJobFairPage', detail: 'queryOnlineJobFairById', id: (r) => r.id },
  { name: 'notices', list: 'queryNoticeByPage', detail: 'queryNoticeById', id: (r) => r.id, time: (r) => r.addtime },
  { name: 'policies', list: 'queryPolicyPage', detail: 'queryPolicyById', id: (r) => r.id, time: (r) => r.addtime },
  { name: 'news', list: 'getInfoByPage', detail: 'getInfoById', id: (r) => r.id, time: (r) => r.addtime },
];

export interface SitemapOptions {
  client: Caller;
  origin: string;
  config: () => PortalConfig;
  maxUrlsPerFile?: number;
  pageSize?: number;
  maxPages?: number;
  ttlMs?: number;
  now?: () => number;
}

/** The detail page a detail operation is shown on, and the address parameter its id goes in. */
export function detailRoute(config: PortalConfig, detail: OperationId) {
  for (const page of Object.values(config.pages))
    for (const s of page.sections)
      if (s.source?.operation === detail && s.source.bind) {
        const [param] = Object.values(s.source.bind);
        if (param) return { route: page.route, param };
      }
  return undefined;
}

const rowsOf = (data: unknown): { rows: Row[]; pages?: number } => {
  const d = data as { records?: Row[]; pages?: number } | undefined;
  return {
    rows: Array.isArray(d?.records) ? d.records : [],
    pages: typeof d?.pages === 'number' ? d.pages : undefined,
  };
};

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;

export function createSitemaps(options: SitemapOptions) {
  const { client, origin, maxUrlsPerFile = 50_000, pageSize = 100, maxPages = 20, ttlMs = 600_000 } = options;
  const now = options.now ?? Date.now;
  let built: { at: number; ttl: number; files: Map<string, string>; index: string } | undefined;
  let building: Promise<NonNullable<typeof built>> | undefined;

  /** Every row of a list, page by page, until the list ends, repeats itself or the cap is reached. */
  async function walk(list: OperationId): Promise<Row[]> {
    const rows: Row[] = [];
    const seen = new Set<string>();
    for (let page = 1; page <= maxPages; page++) {
      const answer = rowsOf(await client.call(list, { query: { page, size: pageSize } }));
      const fresh = answer.rows.filter((r) => !seen.has(JSON.stringify(r)));
      fresh.forEach((r) => seen.add(JSON.stringify(r)));
      rows.push(...fresh);
      if (!fresh.length || (answer.pages !== undefined && page >= answer.pages)) break;
    }
    return rows;
  }

  async function build() {
    const config = options.config();
    const lists = new Map<OperationId, Promise<Row[]>>();
    let failed = false;
    const files = new Map<string, string>();
    for (const kind of KINDS) {
      const target = detailRoute(config, kind.detail);
      if (!target) continue;
      if (!lists.has(kind.list)) lists.set(kind.list, walk(kind.list));
      let rows: Row[];
      try {
        rows = await lists.get(kind.list)!;
      } catch (error) {
        failed = true;
        log.warn({ err: error, kind: kind.name }, 'sitemap: a list could not be read; left out until the next build');
        continue;
      }
      const entries = new Map<string, Entry>();
      for (const row of rows) {
        const id = kind.id(row);
        if ((typeof id !== 'number' && typeof id !== 'string') || (kind.keep && !kind.keep(row))) continue;
        const loc = `${origin}/n2024/web${target.route}?${new URLSearchParams({ [target.param]: String(id) })}`;
        const time = kind.time?.(row);
        const lastmod = typeof time === 'number' ? isoInCity(time).slice(0, 10) : undefined;
        const before = entries.get(loc);
        if (!before || (lastmod && (!before.lastmod || lastmod > before.lastmod))) entries.set(loc, { loc, lastmod });
      }
      const all = [...entries.values()];
      for (let n = 0; n * maxUrlsPerFile < all.length; n++) {
        const urls = all
          .slice(n * maxUrlsPerFile, (n + 1) * maxUrlsPerFile)
          .map(
            (e) => `  <url><loc>${escapeHtml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
          );
        files.set(
          `sitemap-${kind.name}-${n + 1}.xml`,
          xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>`),
        );
      }
    }
    const index = xml(
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[...files.keys()]
        .map((name) => `  <sitemap><loc>${escapeHtml(`${origin}/n2024/web/${name}`)}</loc></sitemap>`)
        .join('\n')}\n</sitemapindex>`,
    );
    // A build that missed a list is kept a minute only: the list is asked again soon.
    return { at: now(), ttl: failed ? Math.min(ttlMs, 60_000) : ttlMs, files, index };
  }

  async function current() {
    if (built && now() - built.at < built.ttl) return built;
    building ??= build().finally(() => (building = undefined));
    return (built = await building);
  }

  return {
    async index(): Promise<string> {
      return (await current()).index;
    },
    async file(name: string): Promise<string | undefined> {
      return (await current()).files.get(name);
    },
  };
}
