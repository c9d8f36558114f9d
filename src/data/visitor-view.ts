/**
 * What spec s5 hides from visitors, named once (decision 068): per operation, the fields of its records that a visitor
 * sees masked (`phone`: the first 3 and last 4 digits) or not at all (`member`: members only). Every answer of these
 * operations that enters a visitor's query cache is the visitor's view (source-query.ts), so the server's markup and
 * its hydration state (the server renders for visitors only) carry no more than the screen shows; a member's browser
 * asks again with its token (client-start.ts) and gets the answer in full. The widgets that show these fields
 * (MaskedPhone, MemberText) draw the same view from a full answer, for a member who logs out.
 */
import type { OperationId } from '../../sdk/operations.gen';

type Privacy = 'phone' | 'member' | 'name';

const VISITOR_HIDES: Partial<Record<OperationId, Record<string, Privacy>>> = {
  // Casual jobs offered: their contact phone, and their description (s5, s6). The workers' own descriptions are
  // not hidden by the spec: their list hides them on screen only (MemberText).
  scattJobIndex: { mobile: 'phone', content: 'member' },
  scattWorkIndex: { mobile: 'phone' },
  queryJobById: { mobile: 'phone' },
  queryCompanyById: { mobile: 'phone' },
  queryJobFairById: { mobile: 'phone' },
  schoolDetail: { mobile: 'phone' },
  // A resume shows its owner's name and phone masked even to a company, which downloads it for the rest (decision
  // 055); its email is never shown.
  personalResumeDetail: { mobile: 'phone', fullname: 'name', email: 'member' },
};

/**
 * A phone number seen by a visitor: the first 3 and last 4 digits with **** between (spec s5). Numbers too short to
 * keep anything hidden that way are hidden whole; a number the backend already masked stays as sent.
 */
export function maskPhone(phone: string): string {
  const value = phone.trim();
  if (value.includes('*')) return value;
  const digits = value.replace(/\D/g, '');
  return digits.length >= 8 ? `${digits.slice(0, 3)}****${digits.slice(-4)}` : '****';
}

/**
 * A person's name as the talent list shows it to a company (spec s5: personal details are masked until the resume
 * is downloaded): the surname, the rest hidden. A name that comes masked (张先生, 李女士, 王**) stays as sent. The
 * one rule for the list (ResumeList), the resume page (ResumeDetail) and the downloaded file's name.
 */
export function maskName(name: string): string {
  const value = name.trim();
  if (!value || value.includes('*') || /(先生|女士)$/.test(value)) return value;
  const [first, ...rest] = Array.from(value);
  return `${first}${'*'.repeat(Math.max(1, rest.filter((c) => c.trim()).length))}`;
}

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function hideIn(record: Json, fields: Record<string, Privacy>): Json {
  const out: Json = { ...record };
  for (const [field, privacy] of Object.entries(fields)) {
    const value = out[field];
    if (value === undefined || value === null) continue;
    if (privacy === 'member') delete out[field];
    else if (typeof value === 'string') out[field] = privacy === 'phone' ? maskPhone(value) : maskName(value);
  }
  return out;
}

/** The lists an answer carries its records in (as rowsOf in source-query.ts reads them). */
const LISTS = ['records', 'items', 'info', 'article_list', 'steps'];

/**
 * An operation's answer as a visitor may hold it: the fields above masked or left out in the record itself, in its
 * `info` record, and in every record of its list. Other operations' answers are returned as they are.
 */
export function visitorView<T>(operation: string, answer: T): T {
  const fields = VISITOR_HIDES[operation as OperationId];
  if (!fields) return answer;
  const record = (v: unknown) => (isRecord(v) ? hideIn(v, fields) : v);
  if (Array.isArray(answer)) return answer.map(record) as T;
  if (!isRecord(answer)) return answer;
  const out = hideIn(answer, fields);
  for (const key of LISTS) {
    const inner = out[key];
    if (Array.isArray(inner)) out[key] = inner.map(record);
    else if (isRecord(inner)) out[key] = hideIn(inner, fields);
  }
  return out as T;
}

/** Whether a visitor's copy of this operation's answers lacks something a member is shown. */
export const hidesFromVisitors = (operation: unknown): boolean =>
  typeof operation === 'string' && operation in VISITOR_HIDES;
