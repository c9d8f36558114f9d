/**
 * The admin's calls to the publishing service (docs/studio-api.md): accounts and the audit log. Through the studio's
 * one fetch wrapper (studio/service/studio-client.ts), so every change carries the session's CSRF token and every
 * refusal is a StudioApiError with the service's `code`.
 */
import type { AccountInfo, AuditAction, AuditEntry } from '../../src/config/config-version';
import { json, send, StudioApiError, type Role } from '../service/studio-client';

export type { AccountInfo, AuditAction, AuditEntry, Role };

export const ROLES: readonly Role[] = ['editor', 'reviewer', 'sysadmin', 'secadmin', 'auditor'];

/** The service's reason for a refusal (`bad-name`, `weak-password`, `exists`, `last-admin`, …), if it gave one. */
export const refusalCode = (error: unknown) => (error instanceof StudioApiError ? error.body.code : undefined);

export const listAccounts = async () => (await json<{ accounts: AccountInfo[] }>('/accounts')).accounts;

export const createAccount = async (account: { name: string; role: Role; password: string }) =>
  (await json<{ account: AccountInfo }>('/accounts', send('POST', account))).account;

/** Every change ends the account's sessions at once (the service's rule, said in the panel). */
export const updateAccount = async (name: string, change: { role?: Role; disabled?: boolean; password?: string }) =>
  (await json<{ account: AccountInfo }>(`/accounts/${encodeURIComponent(name)}`, send('PATCH', change))).account;

export interface AuditFilter {
  actor?: string;
  action?: AuditAction | '';
  /** ISO times, inclusive. */
  from?: string;
  to?: string;
  limit?: number;
}

/** The filter as a query string (`?…`, or '' when there is none); empty fields are left out. */
export function auditQuery(filter: AuditFilter, extra: Record<string, string> = {}) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...extra, ...filter }))
    if (value !== undefined && value !== '') query.set(key, String(value));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The security administrator's settings (server/studio/security-settings.ts). */
export type SecuritySettings = Record<
  'idleMinutes' | 'absoluteHours' | 'passwordMinLength' | 'passwordClasses' | 'passwordHistory' | 'passwordMaxAgeDays',
  number
> & { editorsTwoFactor: boolean };

export const readSecurity = async () => (await json<{ settings: SecuritySettings }>('/security')).settings;
export const changeSecurity = async (change: Partial<SecuritySettings>) =>
  (await json<{ settings: SecuritySettings }>('/security', send('PUT', change))).settings;

export const listAudit = async (filter: AuditFilter = {}) =>
  (await json<{ entries: AuditEntry[] }>(`/audit${auditQuery(filter)}`)).entries;

// The service's base as studio-client.ts has it (its BASE is not exported): the CSV is a plain link the browser
// downloads with the session's cookie, not a call through the wrapper.
const API = `${import.meta.env.BASE_URL}studio/api`;

/** The address of the log as a CSV download, with the same filter as the table. */
export const auditCsvHref = (filter: AuditFilter) => `${API}/audit${auditQuery(filter, { format: 'csv' })}`;

/** A day of the date inputs (`YYYY-MM-DD`, the browser's local time) as the ISO times of its first and last moment. */
export function localDay(day: string, end: 'start' | 'end'): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const moment = end === 'start' ? new Date(year, month, date) : new Date(year, month, date + 1, 0, 0, 0, -1);
  return moment.toISOString();
}
