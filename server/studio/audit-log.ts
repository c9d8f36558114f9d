/**
 * The audit log (操作日志, issue 20): who did what, when, from which address. Entries are written in the same
 * transaction as the action they record, so an action without its entry cannot happen; the service can only append
 * (the database refuses UPDATE, DELETE and TRUNCATE: migrations/001).
 */
import type { AuditAction, AuditEntry } from '../../src/config/config-version.ts';
import type { Sql } from './store/database.ts';

/** Who acts: an account (or 'cli', or '' for the service itself) from an address. */
export interface Actor {
  name: string;
  address: string;
}

export const SERVICE: Actor = { name: '', address: '' };

export async function audit(
  sql: Sql,
  who: Actor,
  action: AuditAction,
  detail: Record<string, unknown>,
  time: Date,
): Promise<void> {
  await sql.query('insert into audit_log (time, actor, action, address, detail) values ($1, $2, $3, $4, $5)', [
    time.toISOString(),
    who.name,
    action,
    who.address,
    JSON.stringify(detail),
  ]);
}

export interface AuditFilter {
  actor?: string;
  action?: string;
  /** ISO times, inclusive. */
  from?: string;
  to?: string;
  limit?: number;
}

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
    `select id, time, actor, action, address, detail from audit_log
     ${where.length ? `where ${where.join(' and ')}` : ''} order by time desc, id desc limit $${params.length}`,
    params,
  );
  return rows.map((r) => ({ ...r, detail: (typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail) as never }));
}

/** RFC 4180 CSV with a header line; a cell starting with = + - @ is prefixed with ' (no formula runs in Excel). */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const cell = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const lines = entries.map((e) =>
    [e.time, e.actor, e.action, e.address, JSON.stringify(e.detail)].map(cell).join(','),
  );
  return `\uFEFFtime,actor,action,address,detail\r\n${lines.map((l) => `${l}\r\n`).join('')}`;
}
