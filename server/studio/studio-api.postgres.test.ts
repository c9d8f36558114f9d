// @vitest-environment node
// One SQL dialect (issue 20, decision 047): the service's key calls, the same cases on the embedded store (PGlite)
// and on a real PostgreSQL server (node-postgres), through startDeskServer. The whole suite on PGlite is
// studio-api.test.ts; here, what each driver could answer differently: the If-Match lock, ids, times and JSON
// coming back, counts, the audit log's trigger and a due schedule picked with `for update skip locked`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, Schedule, SubmissionMeta, VersionMeta } from '../../src/config/config-version';
import { describeOnPostgres } from '../../tests/support/postgres-server';
import type { StoreLocation } from './store/database';
import { jobsPageSize, SEED, startDeskServer, withJobs, type DeskServer, type Member } from './testing/desk-server';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function deskCases(store: () => StoreLocation) {
  let desk: DeskServer;
  // The service's clock, moved by the schedule case (the runner itself is off: it looks once a minute here).
  let clock = Date.now();
  beforeAll(async () => {
    desk = await startDeskServer({
      store: store(),
      review: 'optional',
      now: () => new Date(clock),
      accounts: { anna: 'reviewer', ben: 'reviewer', eva: 'editor', root: 'auditor' },
    });
  }, 60_000);
  afterAll(() => desk?.close(), 30_000);

  async function current(m: Member) {
    const res = await desk.call('/config', { headers: desk.as(m) });
    return { etag: res.headers.get('etag')!, text: await res.text(), version: res.headers.get('x-config-version')! };
  }
  const put = (m: Member, body: string, etag: string) =>
    desk.call('/config', {
      method: 'PUT',
      headers: desk.as(m, { 'content-type': 'application/json', 'if-match': etag }),
      body,
    });
  const versions = async (m: Member) => (await desk.json<{ versions: VersionMeta[] }>(m, '/versions')).body.versions;

  it('publishes with If-Match; the second on the old ETag gets 412 naming the first', async () => {
    const [anna, ben] = [await desk.signIn('anna'), await desk.signIn('ben')];
    const loaded = await current(anna);
    const first = await put(anna, withJobs(loaded.text, 5), loaded.etag);
    expect(first.status).toBe(200);
    const { version } = (await first.json()) as { version: VersionMeta };
    expect(version).toMatchObject({ editor: 'anna', reviewer: 'anna', publishedAt: expect.stringMatching(ISO) });
    const stale = await put(ben, withJobs(loaded.text, 7), loaded.etag);
    expect(stale.status).toBe(412);
    expect(await stale.json()).toMatchObject({
      publishedBy: 'anna',
      version: version.id,
      publishedAt: version.publishedAt,
    });
    expect(jobsPageSize((await current(ben)).text)).toBe(5);
  }, 30_000);

  it("an editor's PUT is a submission (202); a reviewer approves it into a version that names it", async () => {
    const [eva, anna] = [await desk.signIn('eva'), await desk.signIn('anna')];
    const loaded = await current(eva);
    const res = await put(eva, withJobs(loaded.text, 6), loaded.etag);
    expect(res.status).toBe(202);
    const { submission } = (await res.json()) as { submission: SubmissionMeta };
    expect(submission).toMatchObject({ id: expect.any(Number), status: 'pending', stale: false, author: 'eva' });
    expect(submission.submittedAt).toMatch(ISO);
    expect((await current(eva)).version).toBe(loaded.version);
    const approved = await desk.json<{ submission: SubmissionMeta; version: VersionMeta }>(
      anna,
      `/submissions/${submission.id}/approve`,
      'POST',
      {},
    );
    expect(approved.status).toBe(200);
    expect(approved.body.version).toMatchObject({ submissionId: submission.id, editor: 'eva', reviewer: 'anna' });
    expect(approved.body.submission).toMatchObject({ status: 'published', version: approved.body.version.id });
    expect(jobsPageSize((await current(eva)).text)).toBe(6);
  }, 30_000);

  it('restores the initial version as a new one that names it; each distinct config is stored once', async () => {
    const anna = await desk.signIn('anna');
    const before = await versions(anna);
    const initial = before.find((v) => v.initial)!;
    const restored = await desk.call(`/versions/${initial.id}/restore`, {
      method: 'POST',
      headers: desk.as(anna, { 'if-match': (await current(anna)).etag }),
    });
    expect(restored.status).toBe(200);
    expect(((await restored.json()) as { version: VersionMeta }).version.restoredFrom).toBe(initial.id);
    expect((await current(anna)).text).toBe(SEED);
    const after = await versions(anna);
    expect(after).toHaveLength(before.length + 1);
    const [{ n }] = (await desk.service.desk.db.query<{ n: number }>(
      'select count(*)::int as n from config_bodies',
    )) as [{ n: number }];
    expect(n).toBe(new Set(after.map((v) => v.hash)).size); // every submission here was published
  }, 30_000);

  it('a due schedule is published by the runner once; a second run finds nothing', async () => {
    const [eva, anna] = [await desk.signIn('eva'), await desk.signIn('anna')];
    const loaded = await current(eva);
    const { submission } = (await (await put(eva, withJobs(loaded.text, 11), loaded.etag)).json()) as {
      submission: SubmissionMeta;
    };
    const publishAt = new Date(clock + 60_000).toISOString();
    const scheduled = await desk.json<{ schedule: Schedule }>(anna, `/submissions/${submission.id}/approve`, 'POST', {
      publishAt,
    });
    expect(scheduled.body.schedule).toMatchObject({ id: expect.any(Number), status: 'pending', publishAt });
    const { schedules } = desk.service.desk;
    expect(await schedules.runDue()).toBe(0); // not yet due
    clock += 61_000;
    expect(await schedules.runDue()).toBe(1);
    expect(await schedules.runDue()).toBe(0);
    expect(jobsPageSize((await current(anna)).text)).toBe(11);
    expect((await schedules.list()).find((s) => s.id === scheduled.body.schedule.id)).toMatchObject({ status: 'done' });
  }, 30_000);

  it('the audit log comes back alike (ids, times, JSON details) and the database refuses to change it', async () => {
    const root = await desk.signIn('root');
    const { status, body } = await desk.json<{ entries: AuditEntry[] }>(root, '/audit?action=published');
    expect(status).toBe(200);
    // The seed, anna's publication and the approval of eva's submission.
    expect(body.entries).toHaveLength(3);
    for (const entry of body.entries) {
      expect(entry).toMatchObject({ id: expect.any(Number), time: expect.stringMatching(ISO), action: 'published' });
      expect(entry.detail).toEqual(expect.objectContaining({ version: expect.any(String) }));
    }
    const csv = await desk.call('/audit?format=csv&action=schedule-published', { headers: desk.as(root) });
    expect((await csv.text()).split('\r\n').filter(Boolean)).toHaveLength(2);
    const { db } = desk.service.desk;
    await expect(db.query(`update audit_log set actor = 'x'`)).rejects.toThrow(/append-only/);
    await expect(db.query('delete from audit_log')).rejects.toThrow(/append-only/);
  }, 30_000);
}

describe('the service on the embedded store (PGlite)', () => {
  deskCases(() => ({ memory: true }));
});

describeOnPostgres('the service on a PostgreSQL server', (postgres) => {
  let url: string;
  beforeAll(async () => {
    url = await postgres.createDatabase('studio_api');
  }, 30_000);
  deskCases(() => ({ url }));
});
