/**
 * Review before publishing (先审后发, issue 20; decision 048): editors keep drafts on the server and submit them; a
 * reviewer approves (publishes now or at a time) or rejects with a reason. With review required nobody approves
 * their own submission, and a submission made against an older publication must be brought up to date (reopened
 * as a draft on top of what is live) before anyone can approve it: nothing is overwritten silently.
 */
import type {
  DraftMeta,
  MergeConflict,
  ReviewMode,
  SubmissionMeta,
  VersionMeta,
} from '../../src/config/config-version';
import { audit, type Actor } from './audit-log';
import { bodyIn, counted, publishIn, storeBody } from './publications';
import type { Database, Sql } from './store/database';
import { threeWayMerge } from './three-way-merge';

export class ReviewError extends Error {
  constructor(
    readonly status: number,
    readonly code: 'not-found' | 'own-submission' | 'stale' | 'not-pending' | 'bad-time' | 'reason-required',
    message: string,
  ) {
    super(message);
  }
}

interface DraftRow {
  id: number;
  author: string;
  title: string;
  base_hash: string;
  updated_at: string;
  live_hash: string;
}

const DRAFT_COLUMNS = `d.id, d.author, d.title, d.base_hash, d.updated_at, (select hash from publication) as live_hash`;
const draftMeta = (r: DraftRow): DraftMeta => ({
  id: r.id,
  author: r.author,
  title: r.title,
  baseHash: r.base_hash,
  updatedAt: r.updated_at,
  stale: r.base_hash !== r.live_hash,
});

interface SubmissionRow {
  id: number;
  author: string;
  comment: string;
  hash: string;
  base_hash: string;
  submitted_at: string;
  status: SubmissionMeta['status'];
  decided_by: string | null;
  decided_at: string | null;
  reason: string | null;
  version_id: string | null;
  live_hash: string;
  schedule_id: number | null;
  publish_at: string | null;
}

const SUBMISSION_COLUMNS = `s.id, s.author, s.comment, s.hash, s.base_hash, s.submitted_at, s.status, s.decided_by,
  s.decided_at, s.reason, s.version_id, (select hash from publication) as live_hash,
  (select id from schedules c where c.submission_id = s.id and c.status = 'pending' limit 1) as schedule_id,
  (select publish_at from schedules c where c.submission_id = s.id and c.status = 'pending' limit 1) as publish_at`;

export const submissionMeta = (r: SubmissionRow): SubmissionMeta => ({
  id: r.id,
  author: r.author,
  comment: r.comment,
  submittedAt: r.submitted_at,
  status: r.status,
  baseHash: r.base_hash,
  stale: (r.status === 'pending' || r.status === 'scheduled') && r.base_hash !== r.live_hash,
  ...(r.decided_by ? { decidedBy: r.decided_by } : {}),
  ...(r.decided_at ? { decidedAt: r.decided_at } : {}),
  ...(r.reason ? { reason: r.reason } : {}),
  ...(r.version_id ? { version: r.version_id } : {}),
  ...(r.schedule_id ? { scheduleId: r.schedule_id } : {}),
  ...(r.publish_at ? { publishAt: r.publish_at } : {}),
});

export async function submissionById(sql: Sql, id: number, lock = false): Promise<SubmissionRow> {
  if (lock) await sql.query('select id from submissions where id = $1 for update', [id]);
  const [row] = await sql.query<SubmissionRow>(`select ${SUBMISSION_COLUMNS} from submissions s where s.id = $1`, [id]);
  if (!row) throw new ReviewError(404, 'not-found', `there is no submission ${id}`);
  return row;
}

/** Publishes a submission's config over the one it was made against, naming its author and reviewer. */
export async function publishSubmissionIn(sql: Sql, row: SubmissionRow, reviewer: string, time: Date) {
  const text = await bodyIn(sql, row.hash);
  const publication = { text, ifMatch: row.base_hash, editor: row.author, reviewer, comment: row.comment };
  return publishIn(sql, { ...publication, submissionId: row.id }, time);
}

/** The checks every approval makes, now or when its schedule runs. */
function approvable(row: SubmissionRow, who: Actor, mode: ReviewMode, statuses: SubmissionMeta['status'][]) {
  if (!statuses.includes(row.status))
    throw new ReviewError(409, 'not-pending', `submission ${row.id} is ${row.status}`);
  if (mode === 'required' && row.author === who.name)
    throw new ReviewError(403, 'own-submission', 'with review required, someone else must approve a submission');
  if (row.base_hash !== row.live_hash)
    throw new ReviewError(409, 'stale', 'something was published since this submission was made: bring it up to date');
}

export function review(db: Database, mode: ReviewMode, now: () => Date = () => new Date()) {
  async function draftOf(sql: Sql, author: string, id: number): Promise<DraftRow & { body: string }> {
    const [row] = await sql.query<DraftRow & { body: string }>(
      `select ${DRAFT_COLUMNS}, d.body from drafts d where d.id = $1 and d.author = $2`,
      [id, author],
    );
    if (!row) throw new ReviewError(404, 'not-found', `there is no draft ${id} of yours`);
    return row;
  }

  /** Makes a submission of `text` (made against `baseHash`) by `who`, on record. */
  async function submitIn(sql: Sql, who: Actor, text: string, baseHash: string, comment: string) {
    const hash = await storeBody(sql, text);
    const [known] = await sql.query('select 1 from config_bodies where hash = $1', [baseHash]);
    // A base the store never had (a made-up ETag) counts as the oldest: the submission is stale at once.
    const base = known
      ? baseHash
      : (await sql.query<{ hash: string }>('select hash from versions order by published_at limit 1'))[0]!.hash;
    const [{ id }] = (await sql.query<{ id: number }>(
      `insert into submissions (author, comment, hash, base_hash, submitted_at) values ($1, $2, $3, $4, $5) returning id`,
      [who.name, comment.slice(0, 500), hash, base, now().toISOString()],
    )) as [{ id: number }];
    await audit(sql, who, 'draft-submitted', { submission: id, comment: comment.slice(0, 500) }, now());
    return submissionMeta(await submissionById(sql, id));
  }

  return {
    async drafts(author: string): Promise<DraftMeta[]> {
      const rows = await db.query<DraftRow>(
        `select ${DRAFT_COLUMNS} from drafts d where d.author = $1 order by d.updated_at desc, d.id desc`,
        [author],
      );
      return rows.map(draftMeta);
    },

    async draft(author: string, id: number): Promise<{ draft: DraftMeta; text: string }> {
      const row = await draftOf(db, author, id);
      return { draft: draftMeta(row), text: row.body };
    },

    async createDraft(author: string, text: string, baseHash: string, title = ''): Promise<DraftMeta> {
      const time = now().toISOString();
      const [row] = await db.query<{ id: number }>(
        `insert into drafts (author, title, body, base_hash, created_at, updated_at) values ($1, $2, $3, $4, $5, $5)
         returning id`,
        [author, title.slice(0, 200), text, baseHash, time],
      );
      return draftMeta(await draftOf(db, author, row!.id));
    },

    async saveDraft(author: string, id: number, change: { text: string; baseHash?: string; title?: string }) {
      const rows = await db.query(
        `update drafts set body = $3, base_hash = coalesce($4, base_hash), title = coalesce($5, title), updated_at = $6
         where id = $1 and author = $2 returning id`,
        [id, author, change.text, change.baseHash ?? null, change.title?.slice(0, 200) ?? null, now().toISOString()],
      );
      if (!rows.length) throw new ReviewError(404, 'not-found', `there is no draft ${id} of yours`);
      return draftMeta(await draftOf(db, author, id));
    },

    async deleteDraft(author: string, id: number): Promise<void> {
      const rows = await db.query('delete from drafts where id = $1 and author = $2 returning id', [id, author]);
      if (!rows.length) throw new ReviewError(404, 'not-found', `there is no draft ${id} of yours`);
    },

    /** The draft becomes a submission (the draft is gone: the submission holds its config). */
    async submitDraft(who: Actor, id: number, comment: string): Promise<SubmissionMeta> {
      return db.transaction(async (sql) => {
        const draft = await draftOf(sql, who.name, id);
        await sql.query('delete from drafts where id = $1', [id]);
        return submitIn(sql, who, draft.body, draft.base_hash, comment);
      });
    },

    /** A submission of a whole config (PUT /config by someone who may not publish directly). */
    submit: (who: Actor, text: string, baseHash: string, comment: string) =>
      db.transaction((sql) => submitIn(sql, who, text, baseHash, comment)),

    async submissions(filter: { author?: string; status?: string }): Promise<SubmissionMeta[]> {
      const rows = await db.query<SubmissionRow>(
        `select ${SUBMISSION_COLUMNS} from submissions s
         where ($1::text is null or s.author = $1) and ($2::text is null or s.status = $2)
         order by s.submitted_at desc, s.id desc limit 500`,
        [filter.author ?? null, filter.status ?? null],
      );
      return rows.map(submissionMeta);
    },

    async submission(id: number): Promise<{ submission: SubmissionMeta; text: string; base: string }> {
      const row = await submissionById(db, id);
      return {
        submission: submissionMeta(row),
        text: await bodyIn(db, row.hash),
        base: await bodyIn(db, row.base_hash),
      };
    },

    /** Approves and publishes now. */
    async approve(who: Actor, id: number): Promise<{ submission: SubmissionMeta; version: VersionMeta }> {
      const approving = db.transaction(async (sql) => {
        // The publication row first (the lock order of every publication), so the stale check below sees what is
        // live for good: two approvals meeting here get one publication and one 409 stale, never a 412.
        await sql.query('select 1 from publication for update');
        const row = await submissionById(sql, id, true);
        approvable(row, who, mode, ['pending']);
        const time = now();
        const version = await publishSubmissionIn(sql, row, who.name, time);
        await sql.query(
          `update submissions set status = 'published', decided_by = $2, decided_at = $3, version_id = $4 where id = $1`,
          [id, who.name, time.toISOString(), version.id],
        );
        await audit(sql, who, 'submission-approved', { submission: id, version: version.id }, time);
        await audit(sql, who, 'published', { submission: id, version: version.id, author: row.author }, time);
        return { submission: submissionMeta(await submissionById(sql, id)), version };
      });
      return counted('review', approving, (error) => error instanceof ReviewError);
    },

    async reject(who: Actor, id: number, reason: string): Promise<SubmissionMeta> {
      const why = reason.trim().slice(0, 500);
      if (!why) throw new ReviewError(400, 'reason-required', 'say why the submission is sent back');
      return db.transaction(async (sql) => {
        const row = await submissionById(sql, id, true);
        if (row.status !== 'pending') throw new ReviewError(409, 'not-pending', `submission ${id} is ${row.status}`);
        if (mode === 'required' && row.author === who.name)
          throw new ReviewError(403, 'own-submission', 'someone else reviews a submission');
        const time = now();
        await sql.query(
          `update submissions set status = 'rejected', decided_by = $2, decided_at = $3, reason = $4 where id = $1`,
          [id, who.name, time.toISOString(), why],
        );
        await audit(sql, who, 'submission-rejected', { submission: id, reason: why }, time);
        return submissionMeta(await submissionById(sql, id));
      });
    },

    /**
     * The author takes a submission back as a draft on top of what is live now (a pending one is withdrawn): a
     * three-way merge, so only what the author changed is applied to what is published, and the fields both sides
     * changed come back as conflicts for the author to decide (three-way-merge.ts).
     */
    async reopen(who: Actor, id: number): Promise<{ draft: DraftMeta; conflicts: MergeConflict[] }> {
      return db.transaction(async (sql) => {
        const row = await submissionById(sql, id, true);
        if (row.author !== who.name) throw new ReviewError(404, 'not-found', `there is no submission ${id} of yours`);
        if (!['pending', 'rejected', 'failed'].includes(row.status))
          throw new ReviewError(409, 'not-pending', `submission ${id} is ${row.status}`);
        const time = now().toISOString();
        if (row.status === 'pending')
          await sql.query(`update submissions set status = 'withdrawn' where id = $1`, [id]);
        const [mine, base, live] = await Promise.all(
          [row.hash, row.base_hash, row.live_hash].map(async (hash) => JSON.parse(await bodyIn(sql, hash)) as unknown),
        );
        const { merged, conflicts } = threeWayMerge(base, mine, live);
        const body = `${JSON.stringify(merged, null, 2)}\n`;
        const [draft] = await sql.query<{ id: number }>(
          `insert into drafts (author, title, body, base_hash, created_at, updated_at) values ($1, $2, $3, $4, $5, $5)
           returning id`,
          [who.name, row.comment.slice(0, 200), body, row.live_hash, time],
        );
        await audit(sql, who, 'submission-reopened', { submission: id, draft: draft!.id }, now());
        return { draft: draftMeta(await draftOf(sql, who.name, draft!.id)), conflicts };
      });
    },

    approvable,
  };
}

export type Review = ReturnType<typeof review>;
