/**
 * The deployed portal.config.json (beside the build's index.html, the store's seed) as one way in among the
 * studio's (issue 30 item 6, decision 069). Once the store holds a publication the portal serves the store's, so an
 * operator's edit of that file would otherwise be ignored in silence. Instead, when the file's bytes differ from the
 * last ones taken in from it (the seed, or an earlier change), it is checked by the one checker and:
 * - sound: published as a new version by 服务器文件, on record in the audit log (restorable like any other);
 * - broken: never served; one loud log line names the file and each problem, and the studio shows a banner.
 * Any number of processes may look at once: an advisory lock makes one of them take it in.
 */
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { formatProblem } from '../../src/config/portal-config';
import { checkConfigText } from '../config-check/portal-config-check';
import { log } from '../observe/log';
import { publications as publicationsMetric } from '../observe/metrics';
import { audit, type Actor } from './audit-log';
import { publishIn, sha256 } from './publications';
import type { Database, Sql } from './store/database';

/** The editor of a version taken in from the file: parentheses make it a name no account can have. */
export const SERVER_FILE_EDITOR = '(服务器文件)';
const SERVER_FILE: Actor = { name: SERVER_FILE_EDITOR, address: '' };
const LOCK = 20240622;

export type DeployedFileState =
  | { status: 'unchanged' | 'missing' }
  | { status: 'taken-in'; version: string; at: string }
  | { status: 'broken'; file: string; problems: string[]; at: string };

/** The bytes last taken in from the file: the seed, or the newest version 服务器文件 published. */
const lastTakenIn = async (sql: Sql) =>
  (
    await sql.query<{ hash: string }>(
      `select hash from versions where initial or editor = $1 order by published_at desc, id desc limit 1`,
      [SERVER_FILE_EDITOR],
    )
  )[0]?.hash;

export function deployedFile(db: Database, file: string, now: () => Date) {
  let seen: { mtimeMs: number; size: number; hash: string } | undefined;
  let state: DeployedFileState = { status: 'unchanged' };

  async function takeIn(text: string, hash: string): Promise<DeployedFileState> {
    const { problems } = checkConfigText(text, basename(file));
    if (problems.length) {
      const said = problems.map(formatProblem);
      log.error({ file, problems: said }, 'the deployed portal.config.json is broken: not published, not served');
      publicationsMetric.inc({ outcome: 'failed', how: 'server-file' });
      return { status: 'broken', file, problems: said, at: now().toISOString() };
    }
    const version = await db.transaction(async (sql) => {
      await sql.query('select pg_advisory_xact_lock($1)', [LOCK]);
      if ((await lastTakenIn(sql)) === hash) return undefined; // another process took it in
      const [head] = await sql.query<{ hash: string }>('select hash from publication');
      if (!head) return undefined; // not seeded yet: the seed is this file
      const time = now();
      const comment = `服务器上的 ${basename(file)} 已更改`;
      const meta = await publishIn(
        sql,
        { text, ifMatch: head.hash, editor: SERVER_FILE_EDITOR, reviewer: SERVER_FILE_EDITOR, comment },
        time,
      );
      await audit(sql, SERVER_FILE, 'published', { version: meta.id, source: 'server-file', file }, time);
      return meta;
    });
    if (!version) return { status: 'unchanged' };
    log.warn({ file, version: version.id }, 'the deployed portal.config.json changed on the server: published');
    publicationsMetric.inc({ outcome: 'published', how: 'server-file' });
    return { status: 'taken-in', version: version.id, at: version.publishedAt };
  }

  return {
    /** Looks at the file (cheaply when it has not changed); true when it took a change in just now. */
    async look(): Promise<boolean> {
      const info = await stat(file).catch(() => undefined);
      if (!info) {
        state = { status: 'missing' };
        return false;
      }
      if (seen && seen.mtimeMs === info.mtimeMs && seen.size === info.size) return false;
      const text = await readFile(file, 'utf8');
      const hash = sha256(text);
      const changed = seen?.hash !== hash;
      if (changed) state = hash === (await lastTakenIn(db)) ? { status: 'unchanged' } : await takeIn(text, hash);
      seen = { mtimeMs: info.mtimeMs, size: info.size, hash };
      return changed && state.status === 'taken-in';
    },
    /** What the last look found (the studio's banner). */
    state: () => state,
  };
}
