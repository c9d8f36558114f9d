// @vitest-environment node
// An audit log nobody can rewrite (issue 31 item 4, decision 074), on a real PostgreSQL server: the owner role runs
// the migrations; the application's role may only INSERT and SELECT the log (it used to own the table, so
// `alter table audit_log disable trigger user; delete from audit_log;` emptied it); the application refuses to start
// on a role that could rewrite it; and the chain shows an entry the owner changed or removed behind the service.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnPostgres } from '../../tests/support/postgres-server';
import { verifyAudit } from './audit-verify';
import { openDesk, type Desk } from './desk';
import { AuditOwnerError } from './store/roles';
import { passwordOf } from './testing/desk-server';

const asUser = (url: string, user: string, database: string) => {
  const u = new URL(url);
  u.username = user;
  u.pathname = `/${database}`;
  return u.toString();
};

async function run(url: string, text: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

describeOnPostgres('the audit log’s roles on PostgreSQL', (postgres) => {
  let ownerUrl: string;
  let appUrl: string;
  let desk: Desk;
  const setup = { name: 'setup', address: '' };

  beforeAll(async () => {
    const root = postgres.server.url;
    await run(root, 'drop database if exists audit_roles with (force)');
    for (const role of ['studio_owner', 'studio_app']) {
      await run(root, `drop role if exists ${role}`);
      await run(root, `create role ${role} login`);
    }
    await run(root, 'create database audit_roles owner studio_owner');
    ownerUrl = asUser(root, 'studio_owner', 'audit_roles');
    appUrl = asUser(root, 'studio_app', 'audit_roles');
    desk = await openDesk({ store: { url: appUrl }, ownerUrl, review: 'required', auditOwnerCheck: 'refuse' });
    for (const name of ['anna', 'ben', 'carl', 'dora', 'emil'])
      await desk.accounts.create(setup, name, 'editor', passwordOf(name), false);
    await desk.accounts.update(setup, 'ben', { disabled: true });
  }, 60_000);
  afterAll(() => desk?.close());

  it('the application’s role is refused ALTER TABLE, DISABLE TRIGGER, DELETE, UPDATE and TRUNCATE on the log', async () => {
    for (const statement of [
      'alter table audit_log disable trigger user',
      'alter table audit_log add column note text',
      'drop table audit_log',
      'delete from audit_log',
      `update audit_log set actor = 'nobody'`,
      'truncate audit_log',
    ])
      await expect(run(appUrl, statement), statement).rejects.toThrow(/must be owner|permission denied/);
    const [{ n }] = (await run(appUrl, 'select count(*)::int as n from audit_log')) as [{ n: number }];
    expect(n).toBeGreaterThanOrEqual(6);
    const report = await verifyAudit(desk.db);
    expect(report.checked).toBe(n);
    expect(report.broken).toBeUndefined();
  });

  it('the application refuses to start on a role that could rewrite the log (its owner, a superuser)', async () => {
    for (const url of [ownerUrl, asUser(postgres.server.url, 'postgres', 'audit_roles')])
      await expect(openDesk({ store: { url }, review: 'required', auditOwnerCheck: 'refuse' })).rejects.toThrow(
        AuditOwnerError,
      );
  });

  it('studio:audit verify names the first entry the owner changed, and then one it removed', async () => {
    const ids = (await run(appUrl, 'select id from audit_log order by id')).map((r) => Number(r.id));
    const changed = ids[2]!;
    await run(
      ownerUrl,
      `alter table audit_log disable trigger user;
       update audit_log set actor = 'someone-else' where id = ${changed};
       alter table audit_log enable trigger user`,
    );
    const verify = async () => {
      try {
        const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', CLI, 'verify'], {
          env: { ...process.env, DATABASE_URL: appUrl, NODE_OPTIONS: '' },
        });
        return { code: 0, stdout };
      } catch (error) {
        return error as { code: number; stdout: string };
      }
    };
    const first = await verify();
    expect(first.stdout).toMatch(/broken/);
    expect(first.code).toBe(1);
    expect(first.stdout).toContain(`broken at entry ${changed}: its content does not match its hash`);
    await run(
      ownerUrl,
      `alter table audit_log disable trigger user;
       update audit_log set actor = 'setup' where id = ${changed};
       delete from audit_log where id = ${ids[3]};
       alter table audit_log enable trigger user`,
    );
    const second = await verify();
    expect(second.code).toBe(1);
    expect(second.stdout).toContain(`broken at entry ${ids[4]}: it does not follow entry ${changed}`);
  }, 60_000);
});

const CLI = join(import.meta.dirname, 'audit-cli.ts');
