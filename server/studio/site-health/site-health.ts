/**
 * 站点体检 (issue 21 item 6, decision 051): a draft config checked as the national government-website inspection
 * (全国政府网站普查) would check the site it makes: home sections whose data is empty, sections whose newest record is
 * older than 14 days, five or more of those, friendly links and the config's own links that do not answer, and a home
 * page not updated for 14 days. Each finding is data (the section, the dates, the reason); the studio says it in the
 * editor's language. Nothing here changes anything: the check only reads.
 */
import type { LinkCheckOptions } from './link-check';
import type { Finding, SectionRef, SiteHealthReport } from '../../../src/config/site-health-report';
import { checkLinks } from './link-check';
import { homeSections, readSection, type HomeSection, type SourceAnswer, type SourceCaller } from './home-data';
import { homeLastChange, type History } from './home-history';
import { newestRecord } from './record-age';

/** Days without a new record after which a section, or the home page, counts as not updated. */
export const STALE_DAYS = 14;
/** Empty or stale sections from which the inspection fails the site. */
export const MANY_SECTIONS = 5;

export interface SiteHealthDeps {
  client: SourceCaller;
  now: Date;
  /** The publication history (the home page's last change); without it that finding is left out. */
  history?: History;
  links?: LinkCheckOptions;
}

const DAY_MS = 86_400_000;
const daysSince = (time: Date, now: Date) => Math.floor((now.getTime() - time.getTime()) / DAY_MS);

const refOf = (s: HomeSection): SectionRef => ({
  id: s.id,
  component: s.component,
  ...(s.title !== undefined ? { title: s.title } : {}),
});

const chinese = (title: unknown) =>
  typeof title === 'string'
    ? title
    : title && typeof title === 'object'
      ? (title as Record<string, string>)['zh-CN']
      : '';

interface Link {
  name: string;
  url: string;
  section?: SectionRef;
}

/** The config's own external links: every `href` written in it (header, footer, menus), with its label. */
function configLinks(node: unknown, out: Link[] = []): Link[] {
  if (Array.isArray(node)) node.forEach((n) => configLinks(n, out));
  else if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    if (typeof o.href === 'string' && /^[a-z][a-z\d+.-]*:/i.test(o.href))
      out.push({ name: chinese(o.label) || o.href, url: o.href });
    Object.values(o).forEach((v) => configLinks(v, out));
  }
  return out;
}

/** The friendly links a section lists (queryLink's rows: name and linkUrl). */
const friendlyLinks = (section: HomeSection, answers: SourceAnswer[]): Link[] =>
  answers.flatMap((a) =>
    a.state === 'rows' && a.operation === 'queryLink'
      ? a.rows.flatMap((row) => {
          const r = (row ?? {}) as Record<string, unknown>;
          return typeof r.linkUrl === 'string' && r.linkUrl
            ? [{ name: typeof r.name === 'string' ? r.name : r.linkUrl, url: r.linkUrl, section: refOf(section) }]
            : [];
        })
      : [],
  );

/** What a section's answers say: unreadable, empty, stale, or nothing to say; and its newest dated record. */
function sectionFindings(section: HomeSection, answers: SourceAnswer[], now: Date) {
  const ref = refOf(section);
  if (answers.some((a) => a.state === 'failed')) return { findings: [{ kind: 'unreadable', section: ref } as Finding] };
  const lists = answers.filter((a) => a.state === 'rows' && a.found) as Extract<SourceAnswer, { state: 'rows' }>[];
  if (!lists.length) return { findings: [] };
  if (lists.every((a) => a.rows.length === 0)) return { findings: [{ kind: 'empty', section: ref } as Finding] };
  const dates = lists.map((a) => newestRecord(a.operation, a.rows)).filter((d): d is Date => d !== undefined);
  if (!dates.length) return { findings: [] };
  const newest = new Date(Math.max(...dates.map((d) => d.getTime())));
  const days = daysSince(newest, now);
  const findings: Finding[] =
    days > STALE_DAYS ? [{ kind: 'stale', section: ref, newest: newest.toISOString(), days }] : [];
  return { findings, newest };
}

export async function siteHealth(config: unknown, deps: SiteHealthDeps): Promise<SiteHealthReport> {
  const { now } = deps;
  const sections = homeSections(config);
  const answers = await Promise.all(sections.map((s) => readSection(deps.client, s)));
  const judged = sections.map((s, i) => sectionFindings(s, answers[i]!, now));
  const sectionFound = judged.flatMap((j) => j.findings);

  const seen = new Set<string>();
  const links = [...sections.flatMap((s, i) => friendlyLinks(s, answers[i]!)), ...configLinks(config)].filter(
    (l) => !seen.has(l.url) && Boolean(seen.add(l.url)),
  );
  const [outcomes, change] = await Promise.all([
    checkLinks(
      links.map((l) => l.url),
      deps.links,
    ),
    deps.history ? homeLastChange(deps.history, config) : Promise.resolve(undefined),
  ]);

  const findings: Finding[] = [];
  // The home page is updated by a change of its config or by a new record in one of its sections.
  const records = judged.flatMap((j) => (j.newest ? [j.newest.getTime()] : []));
  if (change && !change.changedByDraft) {
    const updated = new Date(Math.max(change.at.getTime(), ...records));
    const days = daysSince(updated, now);
    if (days > STALE_DAYS) findings.push({ kind: 'homeStale', since: updated.toISOString(), days });
  }
  const weak = sectionFound.filter((f) => f.kind === 'empty' || f.kind === 'stale').length;
  if (weak >= MANY_SECTIONS) findings.push({ kind: 'manySections', count: weak });
  findings.push(...sectionFound);

  const unchecked = { count: 0, time: 0 };
  outcomes.forEach((outcome, i) => {
    const link = links[i]!;
    if (outcome.state === 'fails')
      findings.push({
        kind: 'link',
        name: link.name,
        url: link.url,
        ...(link.section ? { section: link.section } : {}),
        reason: outcome.reason,
        ...(outcome.status !== undefined ? { status: outcome.status } : {}),
      });
    else if (outcome.state === 'unchecked') unchecked[outcome.why]++;
  });
  for (const why of ['count', 'time'] as const)
    if (unchecked[why]) findings.push({ kind: 'linksUnchecked', count: unchecked[why], why });

  const checked = outcomes.filter((o) => o.state !== 'unchecked').length;
  return { checkedAt: now.toISOString(), findings, links: { found: links.length, checked } };
}
