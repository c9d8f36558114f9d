/**
 * Two database roles on a PostgreSQL server (issue 31 item 4, decision 074; deploy/studio.md makes them): the owner
 * role owns the tables and runs the migrations (`STUDIO_OWNER_URL`); the application's role (`DATABASE_URL`) may
 * read and write the desk's tables but only INSERT and SELECT the audit log, so it can neither change, delete nor
 * truncate an entry, nor ALTER the table or DISABLE its triggers (only an owner may). The application refuses to
 * start when its role could do so anyway: it owns the audit log, is a member of its owner, or is a superuser.
 * PGlite has one role: none of this applies there (decision 074 says what holds).
 */
import { log } from '../../observe/log';
import { openDatabase, type Database } from './database';
import { migrate } from './migrate';

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Runs the migrations as the owner role and grants the application's role what it may do. */
export async function migrateAsOwner(ownerUrl: string, appRole: string): Promise<string[]> {
  const owner = await openDatabase({ url: ownerUrl });
  try {
    const applied = await migrate(owner);
    const app = quoted(appRole);
    await owner.transaction(async (sql) => {
      await sql.query(`grant usage on schema public to ${app}`);
      await sql.query(`grant select, insert, update, delete on all tables in schema public to ${app}`);
      await sql.query(`grant usage, select on all sequences in schema public to ${app}`);
      await sql.query(`revoke update, delete, truncate, references, trigger on audit_log from ${app}`);
    });
    return applied;
  } finally {
    await owner.close();
  }
}

export class AuditOwnerError extends Error {}

/** Refuses (or, with `mode: 'warn'`, warns) when the connection's role could rewrite the audit log. */
export async function checkAuditOwner(db: Database, mode: 'refuse' | 'warn'): Promise<void> {
  const [row] = await db.query<{ me: string; owner: string; owns: boolean; superuser: boolean }>(
    `select current_user as me, pg_get_userbyid(c.relowner) as owner,
            pg_has_role(current_user, c.relowner, 'MEMBER') as owns, r.rolsuper as superuser
     from pg_class c join pg_roles r on r.rolname = current_user where c.oid = 'audit_log'::regclass`,
  );
  if (!row || (!row.owns && !row.superuser)) return;
  const message =
    `the application's database role ${row.me} ${row.superuser ? 'is a superuser' : `owns the audit log (owner ${row.owner})`}: ` +
    'it could rewrite the log. Connect as a role that may only INSERT and SELECT it and migrate with STUDIO_OWNER_URL ' +
    '(deploy/studio.md)';
  if (mode === 'refuse') throw new AuditOwnerError(message);
  log.warn(`studio store: ${message} (allowed outside production: STUDIO_AUDIT_OWNER_CHECK=warn)`);
}
