/**
 * A rendered page's head for people and search engines (decision 027): its title (the record's name and the site's,
 * as the browser's tab has it: src/renderer/Breadcrumb/page-trail.ts, decision 057) and description (a detail page's
 * from its record: a job's pay, district and company, a fair's text), the canonical address (only the query
 * parameters that choose content), Open Graph tags, and structured data (structured-data.ts). Values are escaped for
 * HTML; JSON-LD has every `<` escaped, so no record can end its script element.
 */
import type { PageConfig, PortalConfig, SectionConfig, Text } from '../../src/config/portal-config';
import { formatDate } from '../../src/i18n/i18n';
import { documentTitle, recordName, recordSection } from '../../src/renderer/Breadcrumb/page-trail';
import { plainText } from '../../src/widgets/plain-text';
import { escapeHtml, scriptSafeJson } from '../html/escape';
import { fairEvent, jobPosting } from './structured-data';

export interface HeadInput {
  config: PortalConfig;
  pageId: string;
  search: URLSearchParams;
  /** The public origin, e.g. https://jobs.jiangcheng.example. */
  origin: string;
  /** The site's description when a page has none of its own. */
  siteDescription: string;
  /** A section's answer as it was rendered, if it was (the server's query cache). */
  dataOf: (section: SectionConfig) => unknown;
}

export interface Head {
  title: string;
  description: string;
  canonical: string;
  openGraph: Record<string, string>;
  jsonLd: object[];
}

const zh = (t: Text | undefined) => (t === undefined ? '' : typeof t === 'string' ? t : t['zh-CN']);
const DESCRIPTION_MAX = 150;

/** Plain text of API HTML, spaces collapsed, cut at a word-ish boundary with an ellipsis. */
export function excerpt(html: string | undefined, max = DESCRIPTION_MAX): string {
  const text = plainText(html ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The address's parameters that choose what the page shows (sorted), and nothing else: no lang, no tracking. */
function canonicalSearch(page: PageConfig, search: URLSearchParams): string {
  const keep = new Set<string>();
  for (const s of page.sections) {
    Object.values(s.source?.bind ?? {}).forEach((name) => keep.add(name));
    Object.values(s.sources ?? {}).forEach((src) => Object.values(src.bind ?? {}).forEach((n) => keep.add(n)));
    s.filters?.forEach((f) => keep.add(f.query ?? f.param));
    if (s.when) keep.add(s.when.query);
    if (s.paginate) keep.add('page');
  }
  const kept = [...search.entries()]
    .filter(([k, v]) => keep.has(k) && v !== '' && !(k === 'page' && v === '1'))
    .sort(([a], [b]) => a.localeCompare(b));
  return kept.length ? `?${new URLSearchParams(kept)}` : '';
}

type Rec = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

export function pageHead(input: HeadInput): Head {
  const { config, pageId, search, origin } = input;
  const page = config.pages[pageId]!;
  const site = zh(config.site.name);
  const canonical = `${origin}/n2024/web${page.route}${canonicalSearch(page, search)}`;
  // The page's record (page-trail.ts): the first shown section bound to the address, if it was rendered with data.
  const detail = recordSection(page, search);
  const record = (detail && (input.dataOf(detail) as Rec | undefined)) || undefined;
  const name = recordName(record);
  const title = documentTitle(config, page, zh, name);
  let description = input.siteDescription;
  let type = 'website';
  let image = config.site.logo ? `${origin}${config.site.logo}` : undefined;
  const jsonLd: object[] = [];
  if (record && detail) {
    type = 'article';
    const op = detail.source!.operation;
    const body = str(record.description) ?? str(record.introduction) ?? str(record.content);
    const logo = str(record.companyLogo) ?? str(record.logo) ?? str(record.thumb);
    if (logo) image = /^https?:/.test(logo) ? logo : `${origin}${logo}`;
    if (op === 'queryJobById') {
      const facts = [str(record.money), str(record.district), str(record.companyName)].filter(Boolean).join('，');
      description = excerpt(`${facts}：${excerpt(body, 400)}`);
      const posting = jobPosting(record as never, { origin, url: canonical, description: excerpt(body, 5000) });
      if (posting) jsonLd.push(posting);
    } else if (op === 'queryJobFairById' || op === 'queryOnlineJobFairById') {
      const start = typeof record.holddateStart === 'number' ? formatDate('zh-CN', record.holddateStart) : '';
      description = excerpt(body) || (start ? `${name ?? ''}（${start}）` : description);
      const event = fairEvent(record as never, { origin, url: canonical, description: excerpt(body, 1000) });
      if (event) jsonLd.push(event);
    } else if (name) {
      description = excerpt(body) || description;
    }
  }
  return {
    title,
    description,
    canonical,
    openGraph: {
      'og:type': type,
      'og:title': title,
      'og:description': description,
      'og:url': canonical,
      'og:site_name': site,
      'og:locale': 'zh_CN',
      ...(image ? { 'og:image': image } : {}),
    },
    jsonLd,
  };
}

/** The head as HTML tags. */
export function headHtml(head: Head): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...Object.entries(head.openGraph).map(([k, v]) => `<meta property="${k}" content="${escapeHtml(v)}">`),
    ...head.jsonLd.map((d) => `<script type="application/ld+json">${scriptSafeJson(d)}</script>`),
  ].join('\n    ');
}
