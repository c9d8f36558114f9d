// @vitest-environment node
// The audit log (操作日志, issue 20): one entry per action, with who, when, what and from which address; admins
// read, filter and export it; nobody can change or delete an entry, not even through the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, Schedule, SubmissionMeta, VersionMeta } from '../../src/config/config-version';
import { beijingDay } from '../../src/config/audit-words';
import { auditCsv } from './audit-log';
import { startDeskServer, withJobs, type DeskServer, type Member } from './testing/desk-server';

let desk: DeskServer;
let root: Member;
let audrey: Member;
let anna: Member;
let eva: Member;
const proxied = { 'x-real-ip': '198.51.100.23' };

beforeAll(async () => {
  desk = await startDeskServer({
    accounts: { root: 'sysadmin', audrey: 'auditor', anna: 'reviewer', eva: 'editor' },
  });
  [root, anna, audrey] = await Promise.all([desk.signIn('root'), desk.signIn('anna'), desk.signIn('audrey')]);
  eva = await desk.signIn('eva', undefined, proxied);
  await desk.call('/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: desk.origin, ...proxied },
    body: JSON.stringify({ name: 'eva', password: 'not-her-password' }),
  });
  // Every kind of action once.
  await desk.json(root, '/accounts', 'POST', { name: 'lin', role: 'editor', password: 'lin-password-2026' });
  await desk.json(root, '/accounts/lin', 'PATCH', { role: 'reviewer' });
  await desk.json(root, '/accounts/lin', 'PATCH', { disabled: true });
  await desk.json(root, '/accounts/lin', 'PATCH', { disabled: false });
  await desk.json(root, '/accounts/lin', 'PATCH', { password: 'lin-password-2027' });
  const live = await desk.call('/config', { headers: desk.as(eva) });
  const etag = live.headers.get('etag')!;
  const text = await live.text();
  const submit = async (size: number) =>
    (
      (await (
        await desk.call('/config', {
          method: 'PUT',
          headers: desk.as(eva, { 'content-type': 'application/json', 'if-match': etag, ...proxied }),
          body: withJobs(text, size),
        })
      ).json()) as { submission: SubmissionMeta }
    ).submission;
  const [a, b, c] = [await submit(5), await submit(6), await submit(7)];
  await desk.json(anna, `/submissions/${b.id}/reject`, 'POST', { reason: '不改' });
  const later = new Date(Date.now() + 3_600_000).toISOString();
  const scheduled = await desk.json<{ schedule: Schedule }>(anna, `/submissions/${c.id}/approve`, 'POST', {
    publishAt: later,
  });
  await desk.json(anna, `/schedules/${scheduled.body.schedule.id}`, 'DELETE');
  const approved = await desk.json<{ version: VersionMeta }>(anna, `/submissions/${a.id}/approve`, 'POST', {});
  const versions = await desk.json<{ versions: VersionMeta[] }>(anna, '/versions');
  const initial = versions.body.versions.find((v) => v.initial)!;
  await desk.call(`/versions/${initial.id}/restore`, {
    method: 'POST',
    headers: desk.as(anna, { 'if-match': `"${approved.body.version.hash}"` }),
  });
  await desk.json(eva, `/submissions/${c.id}/reopen`, 'POST');
  await desk.call('/session', { method: 'DELETE', headers: desk.as(eva, proxied) });
}, 60_000); // a store, a seed, scrypt hashes and every action: over 10 s on a busy 2-core machine
afterAll(() => desk?.close());

const read = async (query = '') => (await desk.json<{ entries: AuditEntry[] }>(audrey, `/audit${query}`)).body.entries;

describe('what is on record', () => {
  it('one entry for each action, with who, when, what and from which address', async () => {
    const entries = await read();
    const count = (action: string) => entries.filter((e) => e.action === action).length;
    expect(count('sign-in')).toBe(4);
    expect(count('sign-in-failed')).toBe(1);
    expect(count('sign-out')).toBe(1);
    expect(entries.filter((e) => e.action === 'account-created' && e.actor === 'root')).toHaveLength(1);
    expect(count('account-role-changed')).toBe(1);
    expect(count('account-disabled')).toBe(1);
    expect(count('account-enabled')).toBe(1);
    expect(count('account-password-reset')).toBe(1);
    expect(count('draft-submitted')).toBe(3);
    expect(count('submission-rejected')).toBe(1);
    expect(count('submission-approved')).toBe(2); // one now, one at a time
    expect(count('scheduled')).toBe(1);
    expect(count('schedule-cancelled')).toBe(1);
    expect(count('published')).toBe(2); // the seed, and the approval
    expect(count('restored')).toBe(1);
    expect(count('submission-reopened')).toBe(1);
    const failed = entries.find((e) => e.action === 'sign-in-failed')!;
    expect(failed).toMatchObject({ actor: 'eva', address: '198.51.100.23' });
    expect(Date.parse(failed.time)).toBeGreaterThan(Date.now() - 60_000);
    expect(entries.find((e) => e.action === 'restored')!.detail).toMatchObject({ restoredFrom: expect.any(String) });
    expect(entries.find((e) => e.action === 'account-role-changed')).toMatchObject({
      actor: 'root',
      detail: { account: 'lin', from: 'editor', to: 'reviewer' },
    });
  });

  it('admins filter it by person and action and export it as CSV; others may not read it', async () => {
    expect((await read('?actor=anna')).every((e) => e.actor === 'anna')).toBe(true);
    expect((await read('?action=sign-in')).map((e) => e.action)).toEqual(['sign-in', 'sign-in', 'sign-in', 'sign-in']);
    expect(await read(`?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).toEqual([]);
    const csv = await desk.call('/audit?format=csv&action=sign-in-failed', { headers: desk.as(audrey) });
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    // Named in Chinese with the Beijing day (RFC 6266's filename*, an ASCII name for old clients).
    const day = beijingDay(new Date());
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="audit-log-${day}.csv"; filename*=UTF-8''${encodeURIComponent(`审计日志-${day}.csv`)}`,
    );
    // UTF-8 with a byte-order mark, so Excel opens the Chinese names right.
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe('时间,操作人,地址,操作,对象,结果,详情');
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d \+08:00,eva,198\.51\.100\.23,登录失败,账号 eva,失败,$/);
    expect((await desk.json(anna, '/audit')).status).toBe(403);
    expect((await desk.json(root, '/audit')).status).toBe(403); // the sysadmin runs accounts, not the log
    expect((await desk.json(eva, '/audit')).status).toBe(401); // signed out
  });

  it('a CSV cell cannot become a spreadsheet formula, whatever it starts with', () => {
    const csv = auditCsv([
      { id: 1, time: 't', actor: '=HYPERLINK("x")', action: 'sign-in-failed', address: '', detail: {} },
    ]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    for (const start of ['+', '-', '@', '\t', '\r', '\n', ';']) {
      const line = auditCsv([{ id: 2, time: 't', actor: `${start}1+1`, action: 'sign-in', address: '', detail: {} }]);
      expect(line.split('\r\n')[1]).toMatch(
        new RegExp(`^t,"?'${start === '\r' ? '\\r' : start === '\n' ? '\\n' : `\\${start}`}1\\+1`),
      );
    }
  });

  it('every entry names its object and result; refusals (403) are on record with who, the call and why', async () => {
    const lin = await desk.signIn('lin', 'lin-password-2027');
    expect((await desk.json(lin, '/accounts')).status).toBe(403);
    const refused = (await read('?action=refused'))[0]!;
    expect(refused).toMatchObject({
      actor: 'lin',
      result: 'refused',
      object: expect.stringMatching(/GET .*\/accounts$/),
    });
    expect((await read('?action=sign-in-failed'))[0]).toMatchObject({ object: 'account:eva', result: 'failed' });
    expect((await read('?action=account-role-changed'))[0]).toMatchObject({ object: 'account:lin', result: 'ok' });
  });
});

describe('append-only', () => {
  it('the database refuses UPDATE, DELETE and TRUNCATE on the log', async () => {
    const db = desk.service.desk.db;
    const before = (await read()).length;
    await expect(db.query(`update audit_log set actor = 'nobody'`)).rejects.toThrow(/append-only/);
    await expect(db.query(`delete from audit_log`)).rejects.toThrow(/append-only/);
    await expect(db.query(`truncate audit_log`)).rejects.toThrow(/append-only/);
    expect((await read()).length).toBe(before);
    expect((await read()).some((e) => e.actor === 'nobody')).toBe(false);
  });

  it('the service has no call that changes or deletes an entry', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'])
      expect((await desk.call('/audit', { method, headers: desk.as(audrey) })).status).toBe(404);
  });
});
