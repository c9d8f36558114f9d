/**
 * Accounts for the system administrator, the audit log for the audit administrator and the security settings for the
 * security administrator (三员分立, decision 075; docs/studio-api.md).
 */
import type { Role } from '../../../src/config/config-version';
import { auditCsv, auditCsvDisposition, readAudit } from '../audit-log';
import { HttpError, readJsonBody, send, sendJson } from '../http-io';
import type { Route } from './call';

const isoOrUndefined = (value: string | null) => {
  if (!value) return undefined;
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) throw new HttpError(400, `${value} is not a time`);
  return time.toISOString();
};

export function adminRoutes(): Route[] {
  return [
    {
      method: 'GET',
      path: /^\/accounts$/,
      role: 'sysadmin',
      handle: async ({ res, desk }) => sendJson(res, 200, { accounts: await desk.accounts.list() }),
    },
    {
      method: 'POST',
      path: /^\/accounts$/,
      role: 'sysadmin',
      async handle({ req, res, desk, who }) {
        const b = ((await readJsonBody(req)) ?? {}) as { name?: unknown; role?: unknown; password?: unknown };
        const account = await desk.accounts.create(who, String(b.name ?? ''), b.role as Role, String(b.password ?? ''));
        sendJson(res, 201, { account });
      },
    },
    {
      method: 'PATCH',
      path: /^\/accounts\/([^/]{1,120})$/,
      role: 'sysadmin',
      async handle({ req, res, desk, who, params }) {
        const b = ((await readJsonBody(req)) ?? {}) as { role?: unknown; disabled?: unknown; password?: unknown };
        const account = await desk.accounts.update(who, decodeURIComponent(params[0]!), {
          ...(b.role !== undefined ? { role: b.role as Role } : {}),
          ...(typeof b.disabled === 'boolean' ? { disabled: b.disabled } : {}),
          ...(typeof b.password === 'string' ? { password: b.password } : {}),
        });
        sendJson(res, 200, { account });
      },
    },
    {
      method: 'GET',
      path: /^\/audit$/,
      role: 'auditor',
      async handle({ res, desk, query }) {
        const entries = await readAudit(desk.db, {
          actor: query.get('actor') ?? undefined,
          action: query.get('action') ?? undefined,
          from: isoOrUndefined(query.get('from')),
          to: isoOrUndefined(query.get('to')),
          limit: Number(query.get('limit')) || (query.get('format') === 'csv' ? 10_000 : 500),
        });
        if (query.get('format') !== 'csv') return sendJson(res, 200, { entries });
        res.setHeader('content-disposition', auditCsvDisposition(desk.now()));
        send(res, 200, auditCsv(entries), 'text/csv; charset=utf-8');
      },
    },
  ];
}
