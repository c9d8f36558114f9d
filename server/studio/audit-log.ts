/**
 * The audit log (操作日志, issue 20; 安全审计, issue 31 item 4, decision 074): who did what to which object, when,
 * from which address, with what result. Entries are written in the same transaction as the action they record, so
 * an action without its entry cannot happen; the service can only append (the database refuses UPDATE, DELETE and
 * TRUNCATE: migrations/001; on PostgreSQL the application's role has only INSERT and SELECT: store/roles.ts). Each
 * entry carries the hash of the entry before it and its own, over its fields (a chain): an entry changed or removed
 * by anyone who could (the table's owner) breaks the chain there, and `npm run studio:audit -- verify` says where.
 */
import { createHash } from 'node:crypto';
import { auditCells } from '../../src/config/audit-sentence';
import { AUDIT_COLUMN_WORDS, AUDIT_COLUMNS, beijingDay } from '../../src/config/audit-words';
import type { AuditAction, AuditEntry, AuditResult } from '../../src/config/config-version';
import type { Sql } from './store/database';

/** Who acts: an account (or 'cli', or '' for the service itself) from an address. */
export interface Actor {
  name: string;
  address: string;
}

export const SERVICE: Actor = { name: '', address: '' };

/** Serialises the writers of the log (one chain): held until the writing transaction ends. */
const CHAIN_LOCK = 2024_0631;

/** JSON with every object's keys sorted: the same text for the same value, as written and as read back (jsonb). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

type Hashed = Pick<AuditEntry, 'time' | 'actor' | 'address' | 'action' | 'object' | 'result' | 'detail'>;

export const entryHash = (prev: string, e: Hashed) =>
  createHash('sha256')
    .update(canonical([prev, e.time, e.actor, e.address, e.action, e.object, e.result, e.detail]))
    .digest('hex');

/** What an action is done to, from its detail: an account, a schedule, a submission or a version. */
function objectOf(detail: Record<string, unknown>): string {
  for (const kind of ['account', 'schedule', 'submission', 'version'])
    if (detail[kind] !== undefined) return `${kind}:${String(detail[kind])}`;
  return '';
}

const FAILED: readonly AuditAction[] = ['sign-in-failed', 'schedule-failed'];
const resultOf = (action: AuditAction): AuditResult =>
  action === 'refused' ? 'refused' : FAILED.includes(action) ? 'failed' : 'ok';

export async function audit(
  sql: Sql,
  who: Actor,
  action: AuditAction,
  detail: Record<string, unknown>,
  time: Date,
  object = objectOf(detail),
): Promise<void> {
  await sql.query('select pg_advisory_xact_lock($1)', [CHAIN_LOCK]);
  const [last] = await sql.query<{ hash: string }>('select hash from audit_log order by id desc limit 1');
  const entry: Hashed = {
    time: time.toISOString(),
    actor: who.name,
    address: who.address,
    action,
    object,
    result: resultOf(action),
    // As it will read back: undefined dropped, dates as strings.
    detail: JSON.parse(JSON.stringify(detail)) as Record<string, unknown>,
  };
  const prev = last?.hash ?? '';
  await sql.query(
    `insert into audit_log (time, actor, action, address, detail, object, result, prev_hash, hash)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      entry.time,
      entry.actor,
      action,
      entry.address,
      JSON.stringify(entry.detail),
      entry.object,
      entry.result,
      prev,
      entryHash(prev, entry),
    ],
  );
}

export interface AuditFilter {
  actor?: string;
  action?: string;
  /** ISO times, inclusive. */
  from?: string;
  to?: string;
  limit?: number;
}

export const COLUMNS = 'id, time, actor, action, address, object, result, detail';
export const parsedDetail = <R extends { detail: unknown }>(r: R) => ({
  ...r,
  detail: (typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail) as never,
});

export async function readAudit(sql: Sql, filter: AuditFilter = {}): Promise<AuditEntry[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    where.push(clause.replace('?', `$${params.length}`));
  };
  if (filter.actor) add('actor = ?', filter.actor);
  if (filter.action) add('action = ?', filter.action);
  if (filter.from) add('time >= ?', filter.from);
  if (filter.to) add('time <= ?', filter.to);
  params.push(Math.min(Math.max(filter.limit ?? 500, 1), 10_000));
  const rows = await sql.query<AuditEntry & { detail: unknown }>(
    `select ${COLUMNS} from audit_log
     ${where.length ? `where ${where.join(' and ')}` : ''} order by time desc, id desc limit $${params.length}`,
    params,
  );
  return rows.map(parsedDetail);
}

/**
 * RFC 4180 CSV with a header line, UTF-8 with a byte-order mark (Excel and LibreOffice then read the Chinese right),
 * in the panel's words (decision 088): 时间 (Beijing time with the offset), 操作人, 地址, 操作, 对象, 结果, 详情 (a
 * sentence). A cell a spreadsheet would run as a formula (starting with = + - @, a tab, CR, LF or ;) is prefixed with
 * ' (OWASP CSV injection).
 */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const cell = (value: string) => {
    const safe = /^[=+\-@\t\r\n;]/.test(value) ? `'${value}` : value;
    return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const line = (cells: readonly string[]) => `${cells.map(cell).join(',')}\r\n`;
  const header = line(AUDIT_COLUMNS.map((column) => AUDIT_COLUMN_WORDS[column]['zh-CN']));
  const rows = entries.map((e) => {
    const cells = auditCells(e, 'zh-CN');
    return line(AUDIT_COLUMNS.map((column) => cells[column]));
  });
  return `\uFEFF${header}${rows.join('')}`;
}

/** The export's file name, in Chinese with the Beijing day it was made (审计日志-2026-11-29.csv), as a header value. */
export function auditCsvDisposition(time: Date): string {
  const name = `审计日志-${beijingDay(time)}.csv`;
  // RFC 6266: an ASCII fallback for old clients, the Chinese name for every current browser.
  return `attachment; filename="audit-log-${beijingDay(time)}.csv"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
