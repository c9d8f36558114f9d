/**
 * The published config and its versions, in the store (issue 20; decision 047). Each distinct config is kept once
 * (`config_bodies`, by the SHA-256 of its bytes: the ETag); a version names a body, who made and who approved it.
 * The `publication` row says what is live: a publication locks it, checks the expected hash (If-Match) and moves it
 * in one transaction, so of any number of writers in any number of processes exactly one wins.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { VersionMeta } from '../../src/config/config-version';
import { publications as publicationFigures } from '../observe/metrics';
import { audit, SERVICE, type Actor } from './audit-log';
import type { Database, Sql } from './store/database';

export interface Published {
  text: string;
  hash: string;
  /** The version that is live. */
  version: string;
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A publication refused because someone else published after the editor loaded the config (HTTP 412). */
export class StaleVersionError extends Error {
  constructor(readonly current: VersionMeta | undefined) {
    super('the published config changed since it was loaded');
  }
}

interface VersionRow {
  id: string;
  hash: string;
  published_at: string;
  editor: string;
  reviewer: string;
  comment: string;
  restored_from: string | null;
  initial: boolean;
  submission_id: number | null;
}

const VERSION_COLUMNS = 'id, hash, published_at, editor, reviewer, comment, restored_from, initial, submission_id';

export const versionMeta = (r: VersionRow): VersionMeta => ({
  id: r.id,
  publishedAt: r.published_at,
  editor: r.editor,
  ...(r.reviewer ? { reviewer: r.reviewer } : {}),
  comment: r.comment,
  hash: r.hash,
  ...(r.restored_from ? { restoredFrom: r.restored_from } : {}),
  ...(r.initial ? { initial: true as const } : {}),
  ...(r.submission_id ? { submissionId: r.submission_id } : {}),
});

/** Keeps `text` once; returns its hash. */
export async function storeBody(sql: Sql, text: string): Promise<string> {
  const hash = sha256(text);
  await sql.query('insert into config_bodies (hash, body) values ($1, $2) on conflict (hash) do nothing', [hash, text]);
  return hash;
}

/** A kept config's text (every hash the desk hands around names one). */
export async function bodyIn(sql: Sql, hash: string): Promise<string> {
  const [row] = await sql.query<{ body: string }>('select body from config_bodies where hash = $1', [hash]);
  if (!row) throw new Error(`the store has no config ${hash}`);
  return row.body;
}

export const newVersionId = (time: Date) =>
  `${time.toISOString().replace(/[-:.]/g, '').replace('T', '-').slice(0, 18)}-${randomBytes(3).toString('hex')}`;

export interface Publication {
  text: string;
  /** The hash the caller saw as published (If-Match). */
  ifMatch: string;
  /** Who made the change and who let it out (the same person for a direct publication). */
  editor: string;
  reviewer: string;
  comment?: string;
  restoredFrom?: string;
  submissionId?: number;
}

/**
 * Publishes inside the caller's transaction: locks the publication row, refuses a stale If-Match, keeps the body,
 * writes the version and moves the row. The audit entry is the caller's (it knows why it published).
 */
export async function publishIn(sql: Sql, p: Publication, time: Date): Promise<VersionMeta> {
  const [current] = await sql.query<{ hash: string; version_id: string }>(
    'select hash, version_id from publication for update',
  );
  if (!current) throw new Error('the store has no publication: it was not seeded');
  if (current.hash !== p.ifMatch) {
    const [live] = await sql.query<VersionRow>(`select ${VERSION_COLUMNS} from versions where id = $1`, [
      current.version_id,
    ]);
    throw new StaleVersionError(live ? versionMeta(live) : undefined);
  }
  const hash = await storeBody(sql, p.text);
  const [row] = await sql.query<VersionRow>(
    `insert into versions (id, hash, published_at, editor, reviewer, comment, restored_from, submission_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${VERSION_COLUMNS}`,
    [
      newVersionId(time),
      hash,
      time.toISOString(),
      p.editor,
      p.reviewer,
      (p.comment ?? '').slice(0, 500),
      p.restoredFrom ?? null,
      p.submissionId ?? null,
    ],
  );
  await sql.query('update publication set version_id = $1, hash = $2, changed_at = $3', [
    row!.id,
    hash,
    time.toISOString(),
  ]);
  return versionMeta(row!);
}

export function publications(db: Database, now: () => Date = () => new Date()) {
  return {
    /**
     * Makes `seedText` the first published config when the store has none (the deployed file: an initial version,
     * so it can be restored). Safe when several processes start together.
     */
    async seed(seedText: string): Promise<void> {
      await db.transaction(async (sql) => {
        await sql.query('select pg_advisory_xact_lock(20240621)');
        if ((await sql.query('select 1 from publication')).length) return;
        const time = now();
        const hash = await storeBody(sql, seedText);
        const id = newVersionId(time);
        await sql.query(`insert into versions (id, hash, published_at, initial) values ($1, $2, $3, true)`, [
          id,
          hash,
          time.toISOString(),
        ]);
        await sql.query('insert into publication (version_id, hash, changed_at) values ($1, $2, $3)', [
          id,
          hash,
          time.toISOString(),
        ]);
        await audit(sql, SERVICE, 'published', { version: id, initial: true }, time);
      });
    },

    /** What is live, cheaply: for followers that poll (server/portal/config-follower.ts). */
    async head(): Promise<{ version: string; hash: string } | undefined> {
      const [row] = await db.query<{ version_id: string; hash: string }>('select version_id, hash from publication');
      return row ? { version: row.version_id, hash: row.hash } : undefined;
    },

    async published(): Promise<Published> {
      const [row] = await db.query<{ body: string; hash: string; version_id: string }>(
        'select b.body, p.hash, p.version_id from publication p join config_bodies b on b.hash = p.hash',
      );
      if (!row) throw new Error('the store has no publication: it was not seeded');
      return { text: row.body, hash: row.hash, version: row.version_id };
    },

    async versions(): Promise<VersionMeta[]> {
      const rows = await db.query<VersionRow>(
        `select ${VERSION_COLUMNS} from versions order by published_at desc, id desc`,
      );
      return rows.map(versionMeta);
    },

    async version(id: string): Promise<{ meta: VersionMeta; text: string } | undefined> {
      const [row] = await db.query<VersionRow & { body: string }>(
        `select ${VERSION_COLUMNS.replace(/(\w+)/g, 'v.$1')}, b.body from versions v
         join config_bodies b on b.hash = v.hash where v.id = $1`,
        [id],
      );
      return row ? { meta: versionMeta(row), text: row.body } : undefined;
    },

    /** A direct publication (review optional) or a restore, by `who`, on record. */
    async publish(who: Actor, p: Omit<Publication, 'editor' | 'reviewer'>): Promise<VersionMeta> {
      const publishing = db.transaction(async (sql) => {
        const time = now();
        const version = await publishIn(sql, { ...p, editor: who.name, reviewer: who.name }, time);
        await audit(
          sql,
          who,
          p.restoredFrom ? 'restored' : 'published',
          {
            version: version.id,
            ...(p.restoredFrom ? { restoredFrom: p.restoredFrom } : {}),
            comment: version.comment,
          },
          time,
        );
        return version;
      });
      return counted('direct', publishing);
    },
  };
}

/**
 * A publication counted by how it was made (portal_publications_total, decision 066): published once its transaction
 * is committed, failed when the store or the server failed it; a refusal the editor is shown and can act on (a stale
 * If-Match, a submission no longer pending) is not a failure of the service.
 */
export async function counted<T>(how: 'direct' | 'review', publishing: Promise<T>, refusal?: (e: unknown) => boolean) {
  try {
    const result = await publishing;
    publicationFigures.inc({ outcome: 'published', how });
    return result;
  } catch (error) {
    if (!(error instanceof StaleVersionError) && !refusal?.(error)) publicationFigures.inc({ outcome: 'failed', how });
    throw error;
  }
}

export type Publications = ReturnType<typeof publications>;
