/**
 * Scheduled publishing (定时发布, issue 20): an approval can name a time; the schedule lives in the store, so it
 * survives restarts, and every service process looks for due schedules each second. A due schedule is claimed with
 * `for update skip locked`, published and marked done in one transaction: with any number of processes it runs
 * exactly once. If something was published since the submission was made, the schedule fails on record instead of
 * overwriting it. A schedule is published only if the account that approved it is still an enabled reviewer at that
 * moment (issue 31 item 5): otherwise it is cancelled on record and its submission waits for review again.
 */
import type { ReviewMode, Role, Schedule } from '../../src/config/config-version';
import { roleAllows } from './accounts';
import { log } from '../observe/log';
import { publications } from '../observe/metrics';
import { audit, SERVICE, type Actor } from './audit-log';
import { publishSubmissionIn, ReviewError, submissionById, submissionMeta, type Review } from './review';
import type { Database, Sql } from './store/database';

interface ScheduleRow {
  id: number;
  submission_id: number;
  publish_at: string;
  created_by: string;
  status: Schedule['status'];
  version_id: string | null;
  note: string | null;
}

const COLUMNS = 'id, submission_id, publish_at, created_by, status, version_id, note';
const scheduleOf = (r: ScheduleRow): Schedule => ({
  id: r.id,
  submissionId: r.submission_id,
  publishAt: r.publish_at,
  createdBy: r.created_by,
  status: r.status,
  ...(r.version_id ? { version: r.version_id } : {}),
  ...(r.note ? { note: r.note } : {}),
});

export function schedules(
  db: Database,
  mode: ReviewMode,
  approvable: Review['approvable'],
  now: () => Date = () => new Date(),
) {
  /** Runs one due schedule if there is one; false when none is due (or every due one is being run elsewhere). */
  async function runOne(): Promise<boolean> {
    return db.transaction(async (sql) => {
      const [due] = await sql.query<ScheduleRow>(
        `select ${COLUMNS} from schedules where status = 'pending' and publish_at <= $1
         order by publish_at, id limit 1 for update skip locked`,
        [now().toISOString()],
      );
      if (!due) return false;
      await sql.query('select 1 from publication for update'); // the lock order of every publication (review.ts)
      const time = now();
      if (!(await approverMayPublish(sql, due.created_by))) {
        await cancelOnRecord(sql, due, time);
        return true;
      }
      const row = await submissionById(sql, due.submission_id, true);
      if (row.base_hash !== row.live_hash) {
        await finish(sql, due, 'failed', null, 'something was published since the submission was made', time);
        return true;
      }
      const version = await publishSubmissionIn(sql, row, due.created_by, time);
      await finish(sql, due, 'done', version.id, null, time);
      return true;
    });
  }

  async function approverMayPublish(sql: Sql, name: string): Promise<boolean> {
    const [approver] = await sql.query<{ role: Role; disabled: boolean }>(
      'select role, disabled from accounts where name = $1 for share',
      [name],
    );
    return Boolean(approver && !approver.disabled && roleAllows(approver.role, 'reviewer'));
  }

  async function cancelOnRecord(sql: Sql, due: ScheduleRow, time: Date) {
    const note = `${due.created_by} is no longer an enabled reviewer`;
    await sql.query(`update schedules set status = 'cancelled', finished_at = $2, note = $3 where id = $1`, [
      due.id,
      time.toISOString(),
      note,
    ]);
    await sql.query(`update submissions set status = 'pending', decided_by = null, decided_at = null where id = $1`, [
      due.submission_id,
    ]);
    await audit(sql, SERVICE, 'schedule-cancelled', { schedule: due.id, submission: due.submission_id, note }, time);
  }

  async function finish(
    sql: Sql,
    due: ScheduleRow,
    status: 'done' | 'failed',
    version: string | null,
    note: string | null,
    time: Date,
  ) {
    await sql.query(`update schedules set status = $2, finished_at = $3, version_id = $4, note = $5 where id = $1`, [
      due.id,
      status,
      time.toISOString(),
      version,
      note,
    ]);
    await sql.query(
      `update submissions set status = $2, version_id = $3, reason = coalesce($4, reason) where id = $1`,
      [due.submission_id, status === 'done' ? 'published' : 'failed', version, note],
    );
    const detail = {
      schedule: due.id,
      submission: due.submission_id,
      ...(version ? { version } : {}),
      ...(note ? { note } : {}),
    };
    await audit(sql, SERVICE, status === 'done' ? 'schedule-published' : 'schedule-failed', detail, time);
    publications.inc({ outcome: status === 'done' ? 'published' : 'failed', how: 'schedule' });
  }

  return {
    async list(): Promise<Schedule[]> {
      return (
        await db.query<ScheduleRow>(`select ${COLUMNS} from schedules order by publish_at desc, id desc limit 500`)
      ).map(scheduleOf);
    },

    /** Approves a submission to be published at `publishAt` (an ISO time in the future). */
    async schedule(who: Actor, submissionId: number, publishAt: string) {
      const at = new Date(publishAt);
      if (Number.isNaN(at.getTime()) || at.getTime() <= now().getTime())
        throw new ReviewError(400, 'bad-time', 'a publication time must be a time in the future');
      return db.transaction(async (sql) => {
        const row = await submissionById(sql, submissionId, true);
        approvable(row, who, mode, ['pending']);
        const time = now();
        const [created] = await sql.query<ScheduleRow>(
          `insert into schedules (submission_id, publish_at, created_by, created_at) values ($1, $2, $3, $4)
           returning ${COLUMNS}`,
          [submissionId, at.toISOString(), who.name, time.toISOString()],
        );
        await sql.query(`update submissions set status = 'scheduled', decided_by = $2, decided_at = $3 where id = $1`, [
          submissionId,
          who.name,
          time.toISOString(),
        ]);
        await audit(sql, who, 'submission-approved', { submission: submissionId, publishAt: at.toISOString() }, time);
        await audit(
          sql,
          who,
          'scheduled',
          { schedule: created!.id, submission: submissionId, publishAt: at.toISOString() },
          time,
        );
        return { schedule: scheduleOf(created!), submission: submissionMeta(await submissionById(sql, submissionId)) };
      });
    },

    /** Cancels a pending schedule; its submission waits for review again. */
    async cancel(who: Actor, id: number): Promise<Schedule> {
      return db.transaction(async (sql) => {
        const [row] = await sql.query<ScheduleRow>(`select ${COLUMNS} from schedules where id = $1 for update`, [id]);
        if (!row) throw new ReviewError(404, 'not-found', `there is no schedule ${id}`);
        if (row.status !== 'pending') throw new ReviewError(409, 'not-pending', `schedule ${id} is ${row.status}`);
        const time = now();
        const [cancelled] = await sql.query<ScheduleRow>(
          `update schedules set status = 'cancelled', finished_at = $2 where id = $1 returning ${COLUMNS}`,
          [id, time.toISOString()],
        );
        await sql.query(
          `update submissions set status = 'pending', decided_by = null, decided_at = null where id = $1`,
          [row.submission_id],
        );
        await audit(sql, who, 'schedule-cancelled', { schedule: id, submission: row.submission_id }, time);
        return scheduleOf(cancelled!);
      });
    },

    /** Runs every schedule that is due now; returns how many ran here. */
    async runDue(): Promise<number> {
      let ran = 0;
      while (await runOne()) ran++;
      return ran;
    },
  };
}

/** Looks for due schedules every `everyMs` until stopped (errors are logged: the database may be away a while). */
export function scheduleRunner(run: () => Promise<number>, everyMs = 1000): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    try {
      await run();
    } catch (error) {
      log.warn({ err: error }, 'studio schedules: could not look for due schedules');
    }
    if (!stopped) timer = setTimeout(tick, everyMs).unref();
  };
  timer = setTimeout(tick, everyMs).unref();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
