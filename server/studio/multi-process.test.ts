// @vitest-environment node
// Several studio service processes on one PostgreSQL (issue 20): `npm run studio:server` started as a child process
// each time (tests/support/service-process.ts), the accounts made through the store before they start.
// The race of 20 publications with one If-Match, scheduled publishing across a restart with two processes (and a
// cancelled schedule), sessions that live in the store rather than in a process, and two approvals that meet at
// the publication lock. The same calls on one server, PGlite and PostgreSQL: studio-api.postgres.test.ts.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { CONFIG_FILE, checkConfigText, contractInfo } from '../config-check/portal-config-check';
import type {
  AuditEntry,
  ReviewMode,
  Role,
  Schedule,
  SubmissionMeta,
  VersionMeta,
} from '../../src/config/config-version';
import { describeOnPostgres } from '../../tests/support/postgres-server';
import { openDesk } from './desk';
import { jobsPageSize, passwordOf, withJobs, type Member } from './testing/desk-server';
import { enrolForTests } from './testing/second-factor';
import { startServiceProcess, stopServiceProcesses, type ServiceProcess } from '../../tests/support/service-process';

const SETUP = { name: 'setup', address: '' };

/** A fresh database with the desk's tables, the repository's config published and these accounts. */
async function prepareStore(url: string, review: ReviewMode, accounts: Record<string, Role>) {
  const desk = await openDesk({ store: { url }, seedFile: CONFIG_FILE, review });
  try {
    for (const [name, role] of Object.entries(accounts)) {
      await desk.accounts.create(SETUP, name, role, passwordOf(name), false);
      // Reviewers and administrators sign in with a second factor (decision 077).
      if (role !== 'editor') await enrolForTests(desk.twoFactor, name);
    }
  } finally {
    await desk.close();
  }
}

async function configOf(service: ServiceProcess, m: Member) {
  const res = await service.call('/config', { headers: service.as(m) });
  expect(res.status).toBe(200);
  return { etag: res.headers.get('etag')!, version: res.headers.get('x-config-version')!, text: await res.text() };
}

const put = (service: ServiceProcess, m: Member, body: string, etag: string) =>
  service.call('/config', {
    method: 'PUT',
    headers: service.as(m, { 'content-type': 'application/json', 'if-match': etag }),
    body,
  });

async function versionsOf(service: ServiceProcess, m: Member) {
  const { status, body } = await service.json<{ versions: VersionMeta[] }>(m, '/versions');
  expect(status).toBe(200);
  return body.versions;
}

async function auditOf(service: ServiceProcess, admin: Member, action: string) {
  const { status, body } = await service.json<{ entries: AuditEntry[] }>(admin, `/audit?action=${action}`);
  expect(status).toBe(200);
  return body.entries;
}

const onDisk = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

describeOnPostgres('studio service processes on one PostgreSQL', (postgres) => {
  let url: string;
  let databases = 0;
  beforeEach(async () => {
    url = await postgres.createDatabase(`multi_process_${++databases}`);
  }, 30_000);
  afterEach(async () => {
    await stopServiceProcesses();
  }, 30_000);

  it('20 parallel publications with one If-Match across two processes: one 200, nineteen 412, one version', async () => {
    await prepareStore(url, 'optional', {
      anna: 'reviewer',
      ben: 'reviewer',
      chen: 'reviewer',
      root: 'reviewer',
      aud: 'auditor',
    });
    const [a, b] = await Promise.all([
      startServiceProcess({ databaseUrl: url, review: 'optional' }),
      startServiceProcess({ databaseUrl: url, review: 'optional' }),
    ]);
    const [anna, ben, chen, root, aud] = await Promise.all([
      a.signIn('anna'),
      b.signIn('ben'),
      a.signIn('chen'),
      b.signIn('root'),
      a.signIn('aud'),
    ]);
    const loaded = await configOf(a, anna);
    expect((await configOf(b, ben)).etag).toBe(loaded.etag);
    const versionsBefore = await versionsOf(b, ben);
    const publishedBefore = await auditOf(a, aud, 'published');

    // Each publisher on its own process (chen signed in on a but publishes through b: sessions are in the store).
    const publishers: [ServiceProcess, Member][] = [
      [a, anna],
      [b, ben],
      [b, chen],
      [a, root],
    ];
    const bodies = Array.from({ length: 20 }, (_, i) => withJobs(loaded.text, i + 1));
    const answers = await Promise.all(
      bodies.map(async (body, i) => {
        const [service, m] = publishers[i % publishers.length]!;
        const res = await put(service, m, body, loaded.etag);
        return { i, service: service.name, status: res.status, body: (await res.json()) as Record<string, unknown> };
      }),
    );

    const statuses = answers.map((x) => x.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(19).fill(412)]);
    const winner = answers.find((x) => x.status === 200)!;
    const version = (winner.body as { version: VersionMeta }).version;
    // Both processes took part in the race (10 calls each), and every loser was told who won.
    expect(new Set(answers.map((x) => x.service)).size).toBe(2);
    for (const loser of answers.filter((x) => x.status === 412)) expect(loser.body.version).toBe(version.id);

    // What is stored is the winner's body, whole and valid, on both processes.
    for (const [service, m] of [
      [a, anna],
      [b, ben],
    ] as const) {
      const now = await configOf(service, m);
      expect(now.text).toBe(bodies[winner.i]);
      expect(now.version).toBe(version.id);
      expect(jobsPageSize(now.text)).toBe(winner.i + 1);
    }
    expect(checkConfigText(bodies[winner.i]!, 'portal.config.json', contractInfo()).problems).toEqual([]);

    const versionsAfter = await versionsOf(a, anna);
    expect(versionsAfter).toHaveLength(versionsBefore.length + 1);
    expect(versionsAfter[0]).toMatchObject({ id: version.id, hash: version.hash });

    const publishedAfter = await auditOf(b, aud, 'published');
    expect(publishedAfter).toHaveLength(publishedBefore.length + 1);
    expect(publishedAfter.filter((e) => (e.detail as { version?: string }).version === version.id)).toHaveLength(1);

    // Each process's local copy follows the store within a second or so.
    for (const service of [a, b])
      await expect.poll(() => onDisk(service.configFile), { timeout: 3000 }).toBe(bodies[winner.i]);
  }, 60_000);

  it('a scheduled approval publishes at its time after the approving process crashed, once with two processes', async () => {
    await prepareStore(url, 'required', { eva: 'editor', anna: 'reviewer', root: 'auditor' });
    const [a, b] = await Promise.all([
      startServiceProcess({ databaseUrl: url, review: 'required' }),
      startServiceProcess({ databaseUrl: url, review: 'required' }),
    ]);
    const [eva, anna, root] = await Promise.all([a.signIn('eva'), b.signIn('anna'), a.signIn('root')]);
    const loaded = await configOf(a, eva);
    const versionsBefore = await versionsOf(a, eva);
    const change = withJobs(loaded.text, 12);

    const submitted = await put(a, eva, change, loaded.etag);
    expect(submitted.status).toBe(202);
    const { submission } = (await submitted.json()) as { submission: SubmissionMeta };
    const publishAt = new Date(Date.now() + 3000).toISOString();
    const approved = await b.json<{ schedule: Schedule; submission: SubmissionMeta }>(
      anna,
      `/submissions/${submission.id}/approve`,
      'POST',
      { publishAt },
    );
    expect(approved.status).toBe(200);
    expect(approved.body.schedule).toMatchObject({ status: 'pending', createdBy: 'anna', publishAt });
    expect(approved.body.submission.status).toBe('scheduled');

    // The process that took the approval dies before the time (kill -9); a fresh one starts beside the other.
    await b.kill();
    // (Not asked here whether c still serves the old version: on a loaded machine c can take longer to start than
    // the 3 s to the time. That nothing is published early is checked below, on the version made.)
    const c = await startServiceProcess({ databaseUrl: url, review: 'required' });

    // After the time, both processes serve the change (one of them published it), and so do their local copies.
    await expect.poll(async () => jobsPageSize((await configOf(a, eva)).text), { timeout: 15_000 }).toBe(12);
    expect((await configOf(c, anna)).text).toBe(change);
    for (const service of [a, c]) await expect.poll(() => onDisk(service.configFile), { timeout: 2000 }).toBe(change);

    // Exactly once: one new version for the submission, published no earlier than asked; the schedule done.
    const versions = await versionsOf(c, anna);
    expect(versions).toHaveLength(versionsBefore.length + 1);
    const made = versions.filter((v) => v.submissionId === submission.id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ editor: 'eva', reviewer: 'anna' });
    expect(Date.parse(made[0]!.publishedAt)).toBeGreaterThanOrEqual(Date.parse(publishAt));
    const { body: listed } = await a.json<{ schedules: Schedule[] }>(anna, '/schedules');
    expect(listed.schedules).toEqual([
      expect.objectContaining({ id: approved.body.schedule.id, status: 'done', version: made[0]!.id }),
    ]);
    const { body: record } = await c.json<{ submission: SubmissionMeta }>(eva, `/submissions/${submission.id}`);
    expect(record.submission).toMatchObject({ status: 'published', version: made[0]!.id });
    const entries = await auditOf(c, root, 'schedule-published');
    expect(entries).toHaveLength(1);
    expect(entries[0]!.detail).toMatchObject({ schedule: approved.body.schedule.id, version: made[0]!.id });
  }, 60_000);

  it('a cancelled schedule never publishes, though it was due first', async () => {
    await prepareStore(url, 'required', { eva: 'editor', anna: 'reviewer', ben: 'reviewer', root: 'auditor' });
    const [a, b] = await Promise.all([
      startServiceProcess({ databaseUrl: url, review: 'required' }),
      startServiceProcess({ databaseUrl: url, review: 'required' }),
    ]);
    const [eva, anna, ben, root] = await Promise.all([
      a.signIn('eva'),
      a.signIn('anna'),
      b.signIn('ben'),
      b.signIn('root'),
    ]);
    const loaded = await configOf(a, eva);
    const submit = async (pageSize: number) => {
      const res = await put(a, eva, withJobs(loaded.text, pageSize), loaded.etag);
      expect(res.status).toBe(202);
      return ((await res.json()) as { submission: SubmissionMeta }).submission;
    };
    const cancelled = await submit(13);
    const kept = await submit(14);

    // Both due at one time; the runners take the older schedule first, so had the cancellation not held, 13 would
    // have been published and 14 would have failed as stale.
    const publishAt = new Date(Date.now() + 2500).toISOString();
    const schedules: Schedule[] = [];
    for (const s of [cancelled, kept]) {
      const { status, body } = await a.json<{ schedule: Schedule }>(anna, `/submissions/${s.id}/approve`, 'POST', {
        publishAt,
      });
      expect(status).toBe(200);
      schedules.push(body.schedule);
    }
    const cancel = await b.json<{ schedule: Schedule }>(ben, `/schedules/${schedules[0]!.id}`, 'DELETE');
    expect(cancel).toMatchObject({ status: 200, body: { schedule: { status: 'cancelled' } } });
    expect((await b.json(ben, `/schedules/${schedules[0]!.id}`, 'DELETE')).status).toBe(409);

    await expect.poll(async () => jobsPageSize((await configOf(b, ben)).text), { timeout: 15_000 }).toBe(14);
    const { body: listed } = await b.json<{ schedules: Schedule[] }>(ben, '/schedules');
    expect(Object.fromEntries(listed.schedules.map((s) => [s.id, s.status]))).toEqual({
      [schedules[0]!.id]: 'cancelled',
      [schedules[1]!.id]: 'done',
    });
    const versions = await versionsOf(a, anna);
    expect(versions.filter((v) => v.submissionId === cancelled.id)).toEqual([]);
    expect(versions.filter((v) => v.submissionId === kept.id)).toHaveLength(1);
    // The cancelled submission waits for review again, now stale: it cannot be approved over what was published.
    const { body: again } = await a.json<{ submission: SubmissionMeta }>(anna, `/submissions/${cancelled.id}`);
    expect(again.submission).toMatchObject({ status: 'pending', stale: true });
    expect((await a.json(anna, `/submissions/${cancelled.id}/approve`, 'POST', {})).status).toBe(409);
    expect(await auditOf(b, root, 'schedule-published')).toEqual([
      expect.objectContaining({ detail: expect.objectContaining({ schedule: schedules[1]!.id }) }),
    ]);
    expect(await auditOf(a, root, 'schedule-cancelled')).toEqual([
      expect.objectContaining({ actor: 'ben', detail: expect.objectContaining({ schedule: schedules[0]!.id }) }),
    ]);
  }, 60_000);

  it('a session lives in the store: made on one process, used and ended on the other', async () => {
    await prepareStore(url, 'required', { eva: 'editor', root: 'sysadmin' });
    const [a, b] = await Promise.all([
      startServiceProcess({ databaseUrl: url, review: 'required' }),
      startServiceProcess({ databaseUrl: url, review: 'required' }),
    ]);
    const session = (service: ServiceProcess, m: Member) =>
      service.call('/session', { headers: { cookie: m.cookie } }).then(async (res) => ({
        status: res.status,
        body: (await res.json()) as Record<string, unknown>,
      }));

    // Signed in on a, known on b; signed out on b, ended on a at once.
    const eva = await a.signIn('eva');
    expect(await session(b, eva)).toEqual({
      status: 200,
      body: {
        name: 'eva',
        role: 'editor',
        review: 'required',
        csrfToken: eva.csrf,
        // When it ends (decision 078): the store's times, so the same on either process.
        idleEndsAt: expect.any(String),
        absoluteEndsAt: expect.any(String),
        idleMinutes: 30,
      },
    });
    expect((await b.json(eva, '/drafts', 'POST', { config: {}, baseHash: 'x' })).status).toBe(201);
    expect((await b.call('/session', { method: 'DELETE', headers: b.as(eva) })).status).toBe(204);
    expect((await session(a, eva)).status).toBe(401);
    expect((await a.call('/config', { headers: a.as(eva) })).status).toBe(401);

    // Disabled by an admin on b: eva's next call on a is refused, and she cannot sign in again on either.
    const again = await a.signIn('eva');
    expect((await b.call('/config', { headers: b.as(again) })).status).toBe(200);
    const root = await b.signIn('root');
    const disabled = await b.json(root, '/accounts/eva', 'PATCH', { disabled: true });
    expect(disabled).toMatchObject({ status: 200, body: { account: { name: 'eva', disabled: true } } });
    expect((await a.call('/config', { headers: a.as(again) })).status).toBe(401);
    expect((await a.json(again, '/drafts', 'POST', { config: {}, baseHash: 'x' })).status).toBe(401);
    for (const service of [a, b])
      expect(
        (
          await service.call('/session', {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: service.origin },
            body: JSON.stringify({ name: 'eva', password: passwordOf('eva') }),
          })
        ).status,
      ).toBe(401);
    // The admin's own session, made on b, still works on a.
    expect((await a.json(root, '/accounts')).status).toBe(200);
  }, 60_000);

  // Found answering 412 without a code: the approval checked staleness before it took the publication lock, so a
  // publication committed in between surfaced as publishIn's StaleVersionError, which the route made staleRefusal's
  // 412. docs/studio-api.md promises 409 `code: 'stale'` for an approval of a submission published over, and the
  // review screen marks a submission stale only on that code. Taking the publication lock first (review.approve,
  // and schedules' runOne in the same order) makes the stale check final.
  it('two approvals meeting at the publication lock on two processes: one publishes, the other is refused as stale', async () => {
    await prepareStore(url, 'required', { eva: 'editor', anna: 'reviewer', ben: 'reviewer' });
    const [a, b] = await Promise.all([
      startServiceProcess({ databaseUrl: url, review: 'required' }),
      startServiceProcess({ databaseUrl: url, review: 'required' }),
    ]);
    const [eva, anna, ben] = await Promise.all([a.signIn('eva'), a.signIn('anna'), b.signIn('ben')]);
    const loaded = await configOf(a, eva);
    const submissions: SubmissionMeta[] = [];
    for (const pageSize of [3, 4]) {
      const res = await put(a, eva, withJobs(loaded.text, pageSize), loaded.etag);
      expect(res.status).toBe(202);
      submissions.push(((await res.json()) as { submission: SubmissionMeta }).submission);
    }

    // Hold the publication row while both approvals get past their checks, so they meet at its lock every time.
    const holder = new pg.Client(url);
    const watcher = new pg.Client(url);
    await Promise.all([holder.connect(), watcher.connect()]);
    try {
      await holder.query('begin');
      await holder.query('select * from publication for update');
      const answers = Promise.all([
        a.json(anna, `/submissions/${submissions[0]!.id}/approve`, 'POST', {}),
        b.json(ben, `/submissions/${submissions[1]!.id}/approve`, 'POST', {}),
      ]);
      const waiting = async () =>
        (
          await watcher.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          )
        ).rows[0]!.n;
      await expect.poll(waiting, { timeout: 10_000 }).toBe(2);
      await holder.query('rollback');
      const [first, second] = await answers;
      const won = first.status === 200 ? 0 : 1;
      const loser = won === 0 ? second : first;
      expect([first.status, second.status].sort()).toEqual([200, loser.status]);

      // Nothing lost: one new version, the winner's; the loser waits, stale, to be brought up to date.
      const versions = await versionsOf(b, ben);
      expect(versions.filter((v) => v.submissionId)).toEqual([
        expect.objectContaining({ submissionId: submissions[won]!.id }),
      ]);
      expect(jobsPageSize((await configOf(b, ben)).text)).toBe(won === 0 ? 3 : 4);
      const { body } = await a.json<{ submission: SubmissionMeta }>(anna, `/submissions/${submissions[1 - won]!.id}`);
      expect(body.submission).toMatchObject({ status: 'pending', stale: true });
      // As documented for an approval of a submission published over.
      expect(loser).toMatchObject({ status: 409, body: { code: 'stale' } });
    } finally {
      await holder.query('rollback').catch(() => undefined);
      await Promise.all([holder.end(), watcher.end()]);
    }
  }, 60_000);
});
