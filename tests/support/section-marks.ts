/**
 * What each section of page config must show, derived at test time from the config and the contract: for every
 * source of the section, the mock's answer (the first example of the operation's 200 response, or the example the
 * mock picks for the source's fixed parameters: mock-server/answer-rules.mjs) and a value
 * of it a reader would recognise on screen. Nothing here names a route or an expected string, so HR editing the
 * config moves the expectations with it, while a section drawing nothing (or another API's data) fails.
 */
import { exampleForQuery } from '../../mock-server/answer-rules.mjs';
import { answer, operation } from './contract-answers';

/** A value of a source's answer and how it shows inside the section's element. */
export type Mark =
  /** Text a reader sees (`visible`), or text that is in the section but may sit in a closed popover or off screen. */
  | { kind: 'text'; text: string; visible: boolean }
  /** Text that must not be there: the first row beyond the section's `show` (or `pageSize`) cut. */
  | { kind: 'absent'; text: string }
  /** A choice of a select (forms draw their sources' lists as options). */
  | { kind: 'option'; text: string }
  /** An image drawn from the answer (banners and adverts carry no text of their own). */
  | { kind: 'image'; src: string };

interface SourceLike {
  operation: string;
  params?: Record<string, unknown>;
}

/** The example the mock answers a source's fixed parameters with (type=SUPERVISION: `supervision`), else the first. */
function mockExample(source: SourceLike): string | undefined {
  const { method, path } = operation(source.operation);
  const query = new URLSearchParams(Object.entries(source.params ?? {}).map(([k, v]) => [k, String(v)]));
  return exampleForQuery(method, path, query, new Map());
}
export interface SectionLike {
  id: string;
  component: string;
  source?: SourceLike;
  sources?: Record<string, SourceLike>;
  pageSize?: number;
  show?: number;
  hidden?: boolean;
  when?: { query: string; equals: string };
}

/**
 * The rows of a list answer, read the way the contract shapes them: `/api` pages' records, `/v1_0` pages' items,
 * info, article_list, steps, or a bare array. Written here again on purpose: the test must not trust the product's
 * own reading.
 */
export function rowsOf(data: unknown): any[] | undefined {
  if (Array.isArray(data)) return data;
  for (const key of ['records', 'items', 'info', 'article_list', 'steps'])
    if (Array.isArray((data as any)?.[key])) return (data as any)[key];
  return undefined;
}

/** What a browser shows of an HTML fragment from the API: tags dropped, entities decoded, spaces collapsed. */
export function shownText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(
      /&(lt|gt|amp|quot|#39|nbsp);/g,
      (_, e: string) => ({ lt: '<', gt: '>', amp: '&', quot: '"', '#39': "'", nbsp: ' ' })[e]!,
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** The field that names a record, most specific first (a mentor's `title` is a rank, its `name` the person). */
const NAMING_FIELDS = [
  'jobName',
  'major_name',
  'org_name',
  'fullname',
  'companyName',
  'name',
  'title',
  'catname',
  'adress',
  'label',
];

/** The text that names a record on screen. */
export function namingText(record: unknown): string {
  for (const field of NAMING_FIELDS) {
    const value = (record as any)?.[field];
    if (typeof value === 'string' && shownText(value)) return shownText(value);
  }
  throw new Error(`no naming field (${NAMING_FIELDS.join(', ')}) in ${JSON.stringify(record).slice(0, 200)}`);
}

/**
 * Widgets whose component shows no text of its answer, or shows it only behind a button: what they show instead.
 * Kept small and explicit; a new widget without an entry here fails the route test until it gets one.
 */
const WIDGET_MARKS: Record<string, (data: any) => Mark[]> = {
  // The main banner (QS_index_a1@web) and the carousel (QS_index_a2@web) are images; their titles are only alt text.
  BannerCarousel: (d) => [
    { kind: 'image', src: d.items['QS_index_a1@web'][0].image_src.image },
    { kind: 'image', src: d.items['QS_index_a2@web'][0].image_src.image },
  ],
  // The three adverts (QS_index_a3@web) are images only.
  AdvertRow: (d) => [{ kind: 'image', src: d.items['QS_index_a3@web'][0].image_src.image }],
  // The site settings' service lines sit in a popover that opens on a button press.
  ContactBox: (d) => [{ kind: 'text', text: d.service_phone[0].phone, visible: false }],
  // 联系我们 (decision 056): the site settings' address and first service line.
  ContactInfo: (d) => [
    { kind: 'text', text: d.address, visible: true },
    { kind: 'text', text: d.service_phone[0].phone, visible: true },
  ],
  // The home index's figures carry no naming text: its jobs total, as shown (grouped digits).
  HomeStats: (d) => [{ kind: 'text', text: new Intl.NumberFormat('zh-CN').format(d.jobs_total), visible: true }],
  // The site settings' icon items and the first service line.
  SidePanel: (d) => [
    { kind: 'text', text: shownText(d.right_icons[0].iconTitle), visible: true },
    { kind: 'text', text: d.service_phone[0].phone, visible: true },
  ],
};

/** Whether the section is on the page at this address (`hidden`, `when`), as page config defines it. */
export function isShown(section: SectionLike, search: URLSearchParams): boolean {
  if (section.hidden) return false;
  return !section.when || (search.get(section.when.query) ?? '') === section.when.equals;
}

/** The marks of one list answer: its first row seen, its last shown row there, the first row past the cut absent. */
function listMarks(rows: any[], cut: number | undefined): Mark[] {
  const shown = cut ? rows.slice(0, cut) : rows;
  if (shown.length === 0) throw new Error('the default example of a list has no rows: nothing to recognise');
  const marks: Mark[] = [{ kind: 'text', text: namingText(shown[0]), visible: true }];
  if (shown.length > 1) marks.push({ kind: 'text', text: namingText(shown.at(-1)), visible: false });
  const next = cut ? rows[cut] : undefined;
  // Only when the text is not part of a shown row too (two jobs may share a title).
  if (next && !JSON.stringify(shown).includes(namingText(next))) marks.push({ kind: 'absent', text: namingText(next) });
  return marks;
}

/** Each source of a section, with its operation and the marks its default answer leaves in the section. */
export function sectionMarks(
  section: SectionLike,
  kind: string,
): { source: string; operation: string; marks: Mark[] }[] {
  const sources = section.source ? { source: section.source } : (section.sources ?? {});
  return Object.entries(sources).map(([name, source]) => {
    const data = answer(source.operation, mockExample(source)).data;
    const widget = WIDGET_MARKS[section.component];
    let marks: Mark[];
    if (widget) marks = widget(data);
    else if (kind === 'widget')
      throw new Error(`no mark known for widget ${section.component}: add it to WIDGET_MARKS`);
    else if (kind === 'form') marks = [{ kind: 'option', text: namingText(rowsOf(data)?.[0]) }];
    // The cut (`show`, else `pageSize`) applies to a section's single source, not to a list beside it (tabs).
    else if (kind === 'list')
      marks = listMarks(rowsOf(data) ?? [], section.source && (section.show ?? section.pageSize));
    else {
      // A detail: the record (`info` when the answer wraps it), or the steps of a process.
      const rows = rowsOf(data);
      const record = data?.info && !Array.isArray(data.info) ? data.info : data;
      marks = rows ? listMarks(rows, undefined) : [{ kind: 'text', text: namingText(record), visible: true }];
    }
    return { source: name, operation: source.operation, marks };
  });
}
