// @vitest-environment node
// 先审后发 through the service (issue 20; decision 048): drafts on the server, submitting, approving now or at a
// time, rejecting with a reason, stale submissions, and who may do what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftMeta, Schedule, SubmissionMeta, VersionMeta } from '../../src/config/config-version';
import {
  jobsPageSize,
  passwordOf,
  SEED,
  startDeskServer,
  withJobs,
  type DeskServer,
  type Member,
} from './testing/desk-server';
import { enrolForTests } from './testing/second-factor';

let clock = Date.parse('2026-11-26T09:00:00Z');
let desk: DeskServer;
let eva: Member;
let anna: Member;
let ben: Member;
beforeAll(async () => {
  desk = await startDeskServer({
    review: 'required',
    now: () => new Date(clock),
    accounts: { eva: 'editor', anna: 'reviewer', ben: 'reviewer' },
  });
  [eva, anna, ben] = await Promise.all([desk.signIn('eva'), desk.signIn('anna'), desk.signIn('ben')]);
}, 60_000); // a store, a seed and three scrypt hashes: over 10 s on a busy 2-core machine
afterAll(() => desk?.close());

/** Moves the service's clock; sessions idle longer than 30 minutes end, so everyone signs in again. */
async function advance(ms: number) {
  clock += ms;
  [eva, anna, ben] = await Promise.all([desk.signIn('eva'), desk.signIn('anna'), desk.signIn('ben')]);
}

async function published(m: Member) {
  const res = await desk.call('/config', { headers: desk.as(m) });
  return { etag: res.headers.get('etag')!.replace(/"/g, ''), text: await res.text() };
}

/** Eva makes a draft with home's jobs asking `size` records and submits it. */
async function evaSubmits(size: number, comment = `职位 ${size} 条`): Promise<SubmissionMeta> {
  const live = await published(eva);
  const made = await desk.json<{ draft: DraftMeta }>(eva, '/drafts', 'POST', {
    config: JSON.parse(withJobs(live.text, size)),
    baseHash: live.etag,
    title: comment,
  });
  expect(made.status).toBe(201);
  const sent = await desk.json<{ submission: SubmissionMeta }>(eva, `/drafts/${made.body.draft.id}/submit`, 'POST', {
    comment,
  });
  expect(sent.status).toBe(201);
  return sent.body.submission;
}

describe('drafts', () => {
  it('are saved on the server, each with its author, and only the author sees or changes them', async () => {
    const live = await published(eva);
    const made = await desk.json<{ draft: DraftMeta }>(eva, '/drafts', 'POST', {
      config: JSON.parse(live.text),
      baseHash: live.etag,
      title: '草稿一',
    });
    expect(made.body.draft).toMatchObject({ author: 'eva', title: '草稿一', stale: false });
    const id = made.body.draft.id;
    const saved = await desk.json(eva, `/drafts/${id}`, 'PUT', { config: JSON.parse(withJobs(live.text, 3)) });
    expect(saved.status).toBe(200);
    // Another browser of the same editor: a new sign-in finds it.
    const again = await desk.signIn('eva');
    const read = await desk.json<{ config: unknown }>(again, `/drafts/${id}`);
    expect(jobsPageSize(JSON.stringify(read.body.config))).toBe(3);
    expect((await desk.json(anna, `/drafts/${id}`)).status).toBe(404);
    expect((await desk.json(anna, `/drafts/${id}`, 'PUT', { config: {} })).status).toBe(404);
    expect((await desk.json<{ drafts: DraftMeta[] }>(anna, '/drafts')).body.drafts).toEqual([]);
    expect((await desk.json(eva, `/drafts/${id}`, 'DELETE')).status).toBe(204);
  });

  it('a draft with problems cannot be submitted (400 with the problems)', async () => {
    const live = await published(eva);
    const made = await desk.json<{ draft: DraftMeta }>(eva, '/drafts', 'POST', {
      config: JSON.parse(withJobs(live.text, 0)),
      baseHash: live.etag,
    });
    const sent = await desk.json<{ problems: unknown[] }>(eva, `/drafts/${made.body.draft.id}/submit`, 'POST', {
      comment: 'x',
    });
    expect(sent.status).toBe(400);
    expect(sent.body.problems.length).toBeGreaterThan(0);
    await desk.json(eva, `/drafts/${made.body.draft.id}`, 'DELETE');
  });
});

describe('with review required', () => {
  it('an editor’s PUT /config changes nothing visitors get: 202 with the submission', async () => {
    const before = await published(eva);
    const res = await desk.call('/config', {
      method: 'PUT',
      headers: desk.as(eva, { 'content-type': 'application/json', 'if-match': `"${before.etag}"` }),
      body: withJobs(before.text, 9),
    });
    expect(res.status).toBe(202);
    expect(((await res.json()) as { submission: SubmissionMeta }).submission.status).toBe('pending');
    expect((await published(eva)).etag).toBe(before.etag);
  });

  it('a reviewer’s PUT /config is a submission too: nobody publishes alone', async () => {
    const before = await published(anna);
    const res = await desk.call('/config', {
      method: 'PUT',
      headers: desk.as(anna, { 'content-type': 'application/json', 'if-match': `"${before.etag}"` }),
      body: withJobs(before.text, 11),
    });
    expect(res.status).toBe(202);
    const { submission } = (await res.json()) as { submission: SubmissionMeta };
    const own = await desk.json<{ code: string }>(anna, `/submissions/${submission.id}/approve`, 'POST', {});
    expect(own).toMatchObject({ status: 403, body: { code: 'own-submission' } });
    expect((await desk.json(ben, `/submissions/${submission.id}/reject`, 'POST', { reason: '不需要' })).status).toBe(
      200,
    );
  });

  it('an editor cannot approve, reject, restore or schedule (403)', async () => {
    const submission = await evaSubmits(6);
    for (const path of [`/submissions/${submission.id}/approve`, `/submissions/${submission.id}/reject`])
      expect((await desk.json(eva, path, 'POST', { reason: 'x' })).status).toBe(403);
    expect((await desk.json(eva, '/schedules')).status).toBe(403);
    expect((await desk.json(anna, `/submissions/${submission.id}/reject`, 'POST', { reason: '先不改' })).status).toBe(
      200,
    );
  });

  it('a reviewer sees the change and its base, approves, and the config is live with author and reviewer named', async () => {
    const submission = await evaSubmits(7, '首页职位 7 条');
    const list = await desk.json<{ submissions: SubmissionMeta[] }>(anna, '/submissions?status=pending');
    expect(list.body.submissions.map((s) => s.id)).toContain(submission.id);
    const opened = await desk.json<{ config: unknown; base: unknown; submission: SubmissionMeta }>(
      anna,
      `/submissions/${submission.id}`,
    );
    expect(jobsPageSize(JSON.stringify(opened.body.config))).toBe(7);
    expect(JSON.stringify(opened.body.base)).toBe(JSON.stringify(JSON.parse((await published(anna)).text)));
    const approved = await desk.json<{ submission: SubmissionMeta; version: VersionMeta }>(
      anna,
      `/submissions/${submission.id}/approve`,
      'POST',
      {},
    );
    expect(approved.status).toBe(200);
    expect(approved.body.version).toMatchObject({ editor: 'eva', reviewer: 'anna', comment: '首页职位 7 条' });
    expect(approved.body.submission).toMatchObject({ status: 'published', decidedBy: 'anna' });
    expect(jobsPageSize((await published(eva)).text)).toBe(7);
    // The editor sees it published.
    const mine = await desk.json<{ submissions: SubmissionMeta[] }>(eva, '/submissions');
    expect(mine.body.submissions.find((s) => s.id === submission.id)?.status).toBe('published');
    expect(mine.body.submissions.every((s) => s.author === 'eva')).toBe(true);
  });

  it('a rejection needs a reason, and the author sees it', async () => {
    const submission = await evaSubmits(4);
    expect((await desk.json(anna, `/submissions/${submission.id}/reject`, 'POST', { reason: ' ' })).body).toMatchObject(
      {
        code: 'reason-required',
      },
    );
    await desk.json(anna, `/submissions/${submission.id}/reject`, 'POST', { reason: '条数太少，请改为 6 条以上' });
    const mine = await desk.json<{ submission: SubmissionMeta }>(eva, `/submissions/${submission.id}`);
    expect(mine.body.submission).toMatchObject({ status: 'rejected', reason: '条数太少，请改为 6 条以上' });
    // Another editor's submission is not eva's to read.
    expect((await desk.json(eva, '/submissions/999999')).status).toBe(404);
  });

  it('a submission made against an older publication must be brought up to date before approval', async () => {
    const older = await evaSubmits(5);
    const newer = await evaSubmits(8);
    expect((await desk.json(anna, `/submissions/${newer.id}/approve`, 'POST', {})).status).toBe(200);
    const listed = await desk.json<{ submission: SubmissionMeta }>(anna, `/submissions/${older.id}`);
    expect(listed.body.submission.stale).toBe(true);
    const refused = await desk.json<{ code: string }>(anna, `/submissions/${older.id}/approve`, 'POST', {});
    expect(refused).toMatchObject({ status: 409, body: { code: 'stale' } });
    expect(jobsPageSize((await published(eva)).text)).toBe(8);
    // Brought up to date: reopened as a draft on top of what is live, submitted again, approved.
    const reopened = await desk.json<{ draft: DraftMeta; conflicts: { mine: unknown; theirs: unknown }[] }>(
      eva,
      `/submissions/${older.id}/reopen`,
      'POST',
    );
    expect(reopened.status).toBe(201);
    expect(reopened.body.draft.stale).toBe(false);
    // A three-way merge (decision 083): both changed the page size, so the published 8 stays until eva decides.
    expect(reopened.body.conflicts).toEqual([expect.objectContaining({ mine: 5, theirs: 8 })]);
    const merged = await desk.json<{ config: unknown }>(eva, `/drafts/${reopened.body.draft.id}`);
    expect(jobsPageSize(JSON.stringify(merged.body.config))).toBe(8);
    const chosen = await desk.json(eva, `/drafts/${reopened.body.draft.id}`, 'PUT', {
      config: JSON.parse(withJobs(JSON.stringify(merged.body.config), 5)),
    });
    expect(chosen.status).toBe(200);
    expect(
      (await desk.json<{ submission: SubmissionMeta }>(eva, `/submissions/${older.id}`)).body.submission.status,
    ).toBe('withdrawn');
    const again = await desk.json<{ submission: SubmissionMeta }>(
      eva,
      `/drafts/${reopened.body.draft.id}/submit`,
      'POST',
      {
        comment: '更新后重新提交',
      },
    );
    expect((await desk.json(anna, `/submissions/${again.body.submission.id}/approve`, 'POST', {})).status).toBe(200);
    expect(jobsPageSize((await published(eva)).text)).toBe(5);
  });
});

describe('scheduled publishing', () => {
  it('publishes at its time, once, and names the reviewer who scheduled it', async () => {
    const submission = await evaSubmits(10, '定时：10 条');
    const at = new Date(clock + 3_600_000).toISOString();
    expect(
      (
        await desk.json(anna, `/submissions/${submission.id}/approve`, 'POST', {
          publishAt: new Date(clock - 1).toISOString(),
        })
      ).body,
    ).toMatchObject({
      code: 'bad-time',
    });
    const scheduled = await desk.json<{ schedule: Schedule; submission: SubmissionMeta }>(
      anna,
      `/submissions/${submission.id}/approve`,
      'POST',
      { publishAt: at },
    );
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.submission).toMatchObject({ status: 'scheduled', publishAt: at });
    expect(await desk.service.desk.schedules.runDue()).toBe(0);
    expect(jobsPageSize((await published(eva)).text)).not.toBe(10);
    await advance(3_600_001);
    expect(await desk.service.desk.schedules.runDue()).toBe(1);
    expect(await desk.service.desk.schedules.runDue()).toBe(0);
    expect(jobsPageSize((await published(eva)).text)).toBe(10);
    const versions = await desk.json<{ versions: VersionMeta[] }>(eva, '/versions');
    expect(versions.body.versions.filter((v) => v.submissionId === submission.id)).toHaveLength(1);
    expect(versions.body.versions[0]).toMatchObject({ editor: 'eva', reviewer: 'anna' });
  });

  it('can be cancelled (the submission waits for review again); a schedule overtaken by a publication fails on record', async () => {
    const first = await evaSubmits(12);
    const s1 = await desk.json<{ schedule: Schedule }>(anna, `/submissions/${first.id}/approve`, 'POST', {
      publishAt: new Date(clock + 60_000).toISOString(),
    });
    const cancelled = await desk.json<{ schedule: Schedule }>(anna, `/schedules/${s1.body.schedule.id}`, 'DELETE');
    expect(cancelled.body.schedule.status).toBe('cancelled');
    expect(
      (await desk.json<{ submission: SubmissionMeta }>(anna, `/submissions/${first.id}`)).body.submission.status,
    ).toBe('pending');
    const s2 = await desk.json<{ schedule: Schedule }>(anna, `/submissions/${first.id}/approve`, 'POST', {
      publishAt: new Date(clock + 60_000).toISOString(),
    });
    // Meanwhile another change is approved and published now.
    const other = await evaSubmits(13);
    expect((await desk.json(anna, `/submissions/${other.id}/approve`, 'POST', {})).status).toBe(200);
    await advance(60_001);
    expect(await desk.service.desk.schedules.runDue()).toBe(1);
    expect(jobsPageSize((await published(eva)).text)).toBe(13);
    const schedules = await desk.json<{ schedules: Schedule[] }>(anna, '/schedules');
    expect(schedules.body.schedules.find((s) => s.id === s2.body.schedule.id)).toMatchObject({ status: 'failed' });
    expect(
      (await desk.json<{ submission: SubmissionMeta }>(eva, `/submissions/${first.id}`)).body.submission.status,
    ).toBe('failed');
  });
});

describe('a schedule whose approver has gone (issue 31)', () => {
  it('is cancelled on record, not published, once its approver is disabled before its time', async () => {
    const setup = { name: 'setup', address: '' };
    await desk.service.desk.accounts.create(setup, 'carl', 'reviewer', passwordOf('carl'), false);
    await enrolForTests(desk.service.desk.twoFactor, 'carl'); // a reviewer signs in with a second factor
    const carl = await desk.signIn('carl');
    const before = jobsPageSize((await published(eva)).text);
    const submission = await evaSubmits(17);
    const made = await desk.json<{ schedule: Schedule }>(carl, `/submissions/${submission.id}/approve`, 'POST', {
      publishAt: new Date(clock + 60_000).toISOString(),
    });
    expect(made.status).toBe(200);
    await desk.service.desk.accounts.update(setup, 'carl', { disabled: true });
    await advance(60_001);
    expect(await desk.service.desk.schedules.runDue()).toBe(1);
    expect(jobsPageSize((await published(eva)).text)).toBe(before);
    const schedules = await desk.json<{ schedules: Schedule[] }>(anna, '/schedules');
    expect(schedules.body.schedules.find((s) => s.id === made.body.schedule.id)).toMatchObject({
      status: 'cancelled',
      note: 'carl is no longer an enabled reviewer',
    });
    expect(
      (await desk.json<{ submission: SubmissionMeta }>(eva, `/submissions/${submission.id}`)).body.submission.status,
    ).toBe('pending');
    const [entry] = await desk.service.desk.db.query<{ actor: string; detail: unknown }>(
      `select actor, detail from audit_log where action = 'schedule-cancelled' order by id desc limit 1`,
    );
    expect(entry).toMatchObject({ actor: '', detail: { schedule: made.body.schedule.id } });
  });
});

it('starts from the seed: the first version is the deployed config', async () => {
  const versions = await desk.json<{ versions: VersionMeta[] }>(eva, '/versions');
  const initial = versions.body.versions.find((v) => v.initial)!;
  expect(await (await desk.call(`/versions/${initial.id}`, { headers: desk.as(eva) })).text()).toBe(SEED);
});
