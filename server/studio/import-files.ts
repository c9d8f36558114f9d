/**
 * `npm run studio:migrate` (issue 20): the one-time import of the studio's files from before the store into it.
 *
 * - The published file (STUDIO_CONFIG_FILE) and its history `<file>.history/`: each version `<id>.json` (the config,
 *   byte for byte) with `<id>.meta.json` ({id, publishedAt, editor, comment, hash, restoredFrom?, initial?}). Versions
 *   keep their ids, times, editors, comments and restoredFrom; each body is stored once, by hash. A body whose meta is
 *   missing (a publication killed between its two writes) is imported too, with its file's time and a comment saying
 *   so; leftover `.tmp` files are reported and left alone.
 * - The accounts file (STUDIO_USERS_FILE: [{name, salt, hash, params}], scrypt as passwords.ts) with the role given:
 *   before the store every editor could publish, so the default is reviewer.
 *
 * The publication then points at the version of the published file (one is added when no version has its content)
 * if the store has published nothing of its own yet (a fresh store, or only the seeded initial version). A store that
 * has publications of its own keeps its publication; importing history into it needs `force`. Everything is keyed by
 * version id and account name: a second run imports nothing.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Role } from '../../src/config/config-version';
import type { Accounts } from './accounts';
import { audit } from './audit-log';
import { CLI } from './control-socket';
import type { PasswordHash } from './passwords';
import { newVersionId, sha256, storeBody } from './publications';
import type { Database } from './store/database';

export interface ImportOptions {
  /** The published file; its history is `<configFile>.history/`. */
  configFile: string;
  usersFile: string;
  /** The role of every imported account. */
  role: Role;
  /** Import history into a store that has publications of its own (its publication stays). */
  force?: boolean;
}

/** A version as the files keep it. */
interface FileVersion {
  id: string;
  text: string;
  hash: string;
  publishedAt: string;
  editor: string;
  comment: string;
  restoredFrom?: string;
  initial: boolean;
}

export interface ImportReport {
  /** Versions in the history folder (with meta, and recovered without). */
  versionsInFiles: number;
  /** Ids of bodies imported without their meta (kill -9 between the two writes). */
  recovered: string[];
  /** Metas whose body is missing and whose config is nowhere else (by hash): nothing to import. */
  withoutBody: string[];
  /** Files ignored: leftover `.tmp` of interrupted writes, and anything else that is not a version. */
  ignored: string[];
  /** Distinct configs (by hash) among the files' versions and the published file. */
  distinctConfigs: number;
  versionsBefore: number;
  versionsAfter: number;
  bodiesBefore: number;
  bodiesAfter: number;
  /** What the store publishes after the import, and whether the import moved it. */
  published?: { version: string; moved: boolean; addedForFile: boolean };
  /** The published file is not the newest version of its history (a publication interrupted before the swap). */
  newerThanPublished?: string;
  /** Versions of the store's own (not from these files, not its seed) when `force` let them be. */
  ownPublications: number;
  accountsInFile: number;
  accountsImported: string[];
  accountsAlready: string[];
  accountsBad: string[];
  /** An enabled system administrator (sysadmin) exists after the import. */
  hasAdmin: boolean;
}

export class ImportRefusedError extends Error {}

export const RECOVERED_COMMENT = '导入时恢复：发布时被中断，缺少版本说明（时间取自文件）';
export const PUBLISHED_FILE_COMMENT = '导入时的已发布文件（历史中没有它的版本）';

const ID = /^[A-Za-z0-9-]+$/;
const mtime = (path: string) => statSync(path).mtime.toISOString();
const isoOr = (value: unknown, fallback: string) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : fallback;

/** Reads the history folder as the studio wrote it before the store (config-history.ts), losing nothing it holds. */
function readHistory(configFile: string) {
  const dir = `${configFile}.history`;
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const bodies = new Set<string>();
  const metas = new Set<string>();
  const ignored: string[] = [];
  for (const name of names) {
    const meta = /^(.+)\.meta\.json$/.exec(name)?.[1];
    const body = /^(.+)\.json$/.exec(name)?.[1];
    if (meta && ID.test(meta)) metas.add(meta);
    else if (!meta && body && ID.test(body)) bodies.add(body);
    else ignored.push(join(dir, name));
  }
  // The published file's own leftovers (`.portal.config.json.<pid>.<random>.tmp` beside it).
  try {
    const prefix = `.${basename(configFile)}.`;
    for (const name of readdirSync(dirname(configFile)))
      if (name.startsWith(prefix) && name.endsWith('.tmp')) ignored.push(join(dirname(configFile), name));
  } catch {
    // no folder, no leftovers
  }
  const versions: FileVersion[] = [];
  const recovered: string[] = [];
  for (const id of bodies) {
    const bodyFile = join(dir, `${id}.json`);
    const text = readFileSync(bodyFile, 'utf8');
    let meta: Record<string, unknown> | undefined;
    if (metas.has(id)) {
      try {
        meta = JSON.parse(readFileSync(join(dir, `${id}.meta.json`), 'utf8')) as Record<string, unknown>;
      } catch {
        meta = undefined; // unreadable: the body is kept as recovered
      }
    }
    if (!meta) recovered.push(id);
    const str = (value: unknown) => (typeof value === 'string' ? value : '');
    versions.push({
      id,
      text,
      hash: sha256(text),
      publishedAt: isoOr(meta?.publishedAt, mtime(bodyFile)),
      editor: str(meta?.editor),
      comment: meta ? str(meta.comment) : RECOVERED_COMMENT,
      ...(meta && typeof meta.restoredFrom === 'string' && ID.test(meta.restoredFrom)
        ? { restoredFrom: meta.restoredFrom }
        : {}),
      initial: meta?.initial === true,
    });
  }
  versions.sort((a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.id.localeCompare(b.id));
  // A meta whose body file is gone: its config may still be known by its hash (another version, the store).
  const withoutBody: { file: string; meta: Omit<FileVersion, 'text'> }[] = [];
  for (const id of [...metas].filter((m) => !bodies.has(m)).sort()) {
    const file = join(dir, `${id}.meta.json`);
    try {
      const meta = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      if (typeof meta.hash !== 'string') throw new Error('no hash');
      withoutBody.push({
        file,
        meta: {
          id,
          hash: meta.hash,
          publishedAt: isoOr(meta.publishedAt, mtime(file)),
          editor: typeof meta.editor === 'string' ? meta.editor : '',
          comment: typeof meta.comment === 'string' ? meta.comment : '',
          ...(typeof meta.restoredFrom === 'string' && ID.test(meta.restoredFrom)
            ? { restoredFrom: meta.restoredFrom }
            : {}),
          initial: meta.initial === true,
        },
      });
    } catch {
      ignored.push(file);
    }
  }
  return { versions, recovered: recovered.sort(), withoutBody, ignored: ignored.sort() };
}

interface OldAccount {
  name: string;
  hash: PasswordHash;
}

function readAccounts(usersFile: string): { accounts: OldAccount[]; bad: string[] } {
  let list: unknown;
  try {
    list = JSON.parse(readFileSync(usersFile, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { accounts: [], bad: [] };
    throw new ImportRefusedError(`${usersFile} is not a readable account file: ${(error as Error).message}`);
  }
  if (!Array.isArray(list)) throw new ImportRefusedError(`${usersFile} is not a list of accounts`);
  const accounts: OldAccount[] = [];
  const bad: string[] = [];
  for (const entry of list as Record<string, unknown>[]) {
    const p = entry?.params as Record<string, unknown> | undefined;
    const ok =
      typeof entry?.name === 'string' &&
      typeof entry.salt === 'string' &&
      typeof entry.hash === 'string' &&
      ['N', 'r', 'p', 'keylen'].every((k) => Number.isInteger(p?.[k]));
    if (!ok) {
      bad.push(typeof entry?.name === 'string' ? entry.name : JSON.stringify(entry).slice(0, 40));
      continue;
    }
    const { N, r, p: par, keylen } = p as PasswordHash['params'];
    accounts.push({
      name: entry.name as string,
      hash: { salt: entry.salt as string, hash: entry.hash as string, params: { N, r, p: par, keylen } },
    });
  }
  return { accounts, bad };
}

const LOCK_KEY = 2024_0622; // one import at a time on a server

export async function importFiles(
  store: { db: Database; accounts: Accounts; now?: () => Date },
  options: ImportOptions,
): Promise<ImportReport> {
  const { db } = store;
  const now = store.now ?? (() => new Date());
  const history = readHistory(options.configFile);
  let live: { text: string; hash: string; mtime: string } | undefined;
  try {
    const text = readFileSync(options.configFile, 'utf8');
    live = { text, hash: sha256(text), mtime: mtime(options.configFile) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const users = readAccounts(options.usersFile);
  const count = async (table: 'versions' | 'config_bodies') =>
    (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;
  const versionsBefore = await count('versions');
  const bodiesBefore = await count('config_bodies');

  const result = await db.transaction(async (sql) => {
    await sql.query('select pg_advisory_xact_lock($1)', [LOCK_KEY]);
    const stored = await sql.query<{ id: string; hash: string; initial: boolean; editor: string; comment: string }>(
      'select id, hash, initial, editor, comment from versions',
    );
    const ids = new Set(stored.map((v) => v.id));
    // A version whose body file is missing comes in when its config is known by hash; else it is reported.
    const texts = new Map(history.versions.map((v) => [v.hash, v.text]));
    const lost: string[] = [];
    const versions = [...history.versions];
    for (const { file, meta } of history.withoutBody) {
      const text =
        texts.get(meta.hash) ??
        (await sql.query<{ body: string }>('select body from config_bodies where hash = $1', [meta.hash]))[0]?.body;
      if (text === undefined) lost.push(file);
      else versions.push({ ...meta, text });
    }
    const fromFiles = new Set(versions.map((v) => v.id));
    // The store's own publications: not its seed, not from these files, not the published file a first run added.
    const own = stored.filter(
      (v) => !v.initial && !fromFiles.has(v.id) && !(v.editor === '' && v.comment === PUBLISHED_FILE_COMMENT),
    );
    const fresh = versions.filter((v) => !ids.has(v.id));
    if (fresh.length && own.length && !options.force)
      throw new ImportRefusedError(
        `the store has ${own.length} publication(s) of its own already: importing the files' history beside them ` +
          'needs --force (its publication then stays as it is; nothing is replaced)',
      );

    for (const v of fresh) {
      await storeBody(sql, v.text);
      await sql.query(
        `insert into versions (id, hash, published_at, editor, reviewer, comment, initial)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [v.id, v.hash, v.publishedAt, v.editor, v.initial ? '' : v.editor, v.comment, v.initial],
      );
    }
    // restoredFrom after every version is in (it names an older one); one no longer in the history is said in words.
    for (const v of fresh.filter((f) => f.restoredFrom)) {
      const known = ids.has(v.restoredFrom!) || fromFiles.has(v.restoredFrom!);
      await sql.query(
        known
          ? 'update versions set restored_from = $2 where id = $1'
          : `update versions set comment = comment || $2 where id = $1`,
        [v.id, known ? v.restoredFrom : `（恢复自 ${v.restoredFrom}，该版本已不在历史中）`],
      );
    }

    // The publication: the published file's version, unless the store has published something of its own.
    const [current] = await sql.query<{ version_id: string; hash: string }>(
      'select version_id, hash from publication for update',
    );
    let published: ImportReport['published'];
    if (live && !own.length) {
      const all = await sql.query<{ id: string }>(
        'select id from versions where hash = $1 order by published_at desc, id desc limit 1',
        [live.hash],
      );
      let target = all[0]?.id;
      const addedForFile = !target;
      if (!target) {
        target = newVersionId(new Date(live.mtime));
        await storeBody(sql, live.text);
        await sql.query(`insert into versions (id, hash, published_at, comment) values ($1, $2, $3, $4)`, [
          target,
          live.hash,
          live.mtime,
          PUBLISHED_FILE_COMMENT,
        ]);
      }
      const time = now().toISOString();
      const moved = current?.version_id !== target;
      if (!current)
        await sql.query('insert into publication (version_id, hash, changed_at) values ($1, $2, $3)', [
          target,
          live.hash,
          time,
        ]);
      else if (moved)
        await sql.query('update publication set version_id = $1, hash = $2, changed_at = $3', [
          target,
          live.hash,
          time,
        ]);
      if (moved) await audit(sql, CLI, 'published', { version: target, imported: true }, now());
      published = { version: target, moved, addedForFile };
    } else if (current) published = { version: current.version_id, moved: false, addedForFile: false };
    return { own: own.length, published, lost, inFiles: versions.length };
  });

  const accountsImported: string[] = [];
  const accountsAlready: string[] = [];
  for (const a of users.accounts)
    ((await store.accounts.importHash(CLI, a.name, options.role, a.hash)) ? accountsImported : accountsAlready).push(
      a.name,
    );
  const [admin] = await db.query<{ n: number }>(
    `select count(*)::int as n from accounts where role = 'sysadmin' and not disabled`,
  );
  const newest = history.versions.filter((v) => !history.recovered.includes(v.id)).at(-1);
  return {
    versionsInFiles: result.inFiles,
    recovered: history.recovered,
    withoutBody: result.lost,
    ignored: history.ignored,
    distinctConfigs: new Set([...history.versions.map((v) => v.hash), ...(live ? [live.hash] : [])]).size,
    versionsBefore,
    versionsAfter: await count('versions'),
    bodiesBefore,
    bodiesAfter: await count('config_bodies'),
    ...(result.published ? { published: result.published } : {}),
    ...(live && newest && newest.hash !== live.hash ? { newerThanPublished: newest.id } : {}),
    ownPublications: result.own,
    accountsInFile: users.accounts.length + users.bad.length,
    accountsImported,
    accountsAlready,
    accountsBad: users.bad,
    hasAdmin: Boolean(admin?.n),
  };
}

/** The report in lines, as `npm run studio:migrate` prints it. */
export function reportLines(r: ImportReport, role: Role): string[] {
  const imported = r.versionsAfter - r.versionsBefore;
  const lines = [
    `  versions in the files    ${r.versionsInFiles}${r.recovered.length ? ` (${r.recovered.length} recovered without their metadata: ${r.recovered.join(', ')})` : ''}`,
    `  versions in the store    ${r.versionsBefore} before, ${r.versionsAfter} after (${imported} imported)`,
    `  distinct configs         ${r.distinctConfigs} in the files; config bodies in the store ${r.bodiesBefore} before, ${r.bodiesAfter} after`,
    `  accounts                 ${r.accountsInFile} in the file, ${r.accountsImported.length} imported as ${role}` +
      (r.accountsAlready.length
        ? `, ${r.accountsAlready.length} already in the store (${r.accountsAlready.join(', ')})`
        : ''),
  ];
  if (r.published)
    lines.push(
      `  published                ${r.published.version}` +
        (r.published.moved
          ? r.published.addedForFile
            ? ' (the published file, added as a version: its history had none with its content)'
            : " (the published file's version)"
          : r.ownPublications
            ? ' (the store’s own publication, unchanged)'
            : ' (unchanged)'),
    );
  for (const file of r.ignored)
    lines.push(
      `  ignored                  ${file} (${file.endsWith('.tmp') ? 'an interrupted write' : 'not a version'}: left as it is)`,
    );
  for (const file of r.withoutBody) lines.push(`  not imported             ${file} (its config file is missing)`);
  for (const name of r.accountsBad) lines.push(`  not imported             account ${name} (not an account entry)`);
  if (r.newerThanPublished)
    lines.push(
      `  note                     the history's newest version ${r.newerThanPublished} is not what the file publishes` +
        ' (a publication interrupted before the swap): it is in the versions list, restore it there if it was meant',
    );
  if (!r.hasAdmin) lines.push('  no sysadmin yet: echo PASSWORD | npm run studio:user -- add NAME --role sysadmin');
  if (!imported && !r.accountsImported.length && !r.published?.moved)
    lines.unshift('nothing to import: the store already holds every version and account of these files');
  return lines;
}
