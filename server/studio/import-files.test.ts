// @vitest-environment node
/**
 * `npm run studio:migrate` (import-files.ts): the studio's files as the release before the store wrote them (the
 * published file, `<file>.history/` with `<id>.json` + `<id>.meta.json`, users.json with scrypt hashes, and what a
 * `kill -9` left) imported into the store, losing nothing, twice importing nothing.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { readAudit } from './audit-log';
import { openDesk, type Desk } from './desk';
import {
  importFiles,
  ImportRefusedError,
  PUBLISHED_FILE_COMMENT,
  RECOVERED_COMMENT,
  reportLines,
  type ImportOptions,
} from './import-files';
import { hashPassword } from './passwords';
import { sha256 } from './publications';

const root = mkdtempSync(join(tmpdir(), 'studio-import-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const desks: Desk[] = [];
afterEach(async () => {
  for (const desk of desks.splice(0)) await desk.close();
});

const config = (title: string) => `${JSON.stringify({ site: { title }, pages: {} }, null, 2)}\n`;

interface OldVersion {
  id: string;
  text: string;
  editor: string;
  comment: string;
  publishedAt: string;
  restoredFrom?: string;
  initial?: boolean;
}

/** A folder as the studio left it before the store (config-history.ts and accounts.ts of that release). */
async function oldFolder(versions: OldVersion[], live: string | undefined) {
  const dir = mkdtempSync(join(root, 'old-'));
  const file = join(dir, 'portal.config.json');
  const history = `${file}.history`;
  mkdirSync(history);
  for (const v of versions) {
    const { text, ...rest } = v;
    writeFileSync(join(history, `${v.id}.json`), text);
    const meta = { ...rest, hash: sha256(text) };
    writeFileSync(join(history, `${v.id}.meta.json`), `${JSON.stringify(meta, null, 2)}\n`);
  }
  if (live !== undefined) writeFileSync(file, live);
  const hashOf = async (password: string) => ({ name: '', ...(await hashPassword(password)) });
  const users = [
    { ...(await hashOf('anna-secret-1')), name: 'anna' },
    { ...(await hashOf('ben-secret-22')), name: 'ben' },
  ];
  writeFileSync(join(dir, 'users.json'), `${JSON.stringify(users, null, 2)}\n`);
  const options: ImportOptions = { configFile: file, usersFile: join(dir, 'users.json'), role: 'reviewer' };
  return { dir, file, history, options };
}

async function memoryDesk(seed?: string) {
  let seedFile: string | undefined;
  if (seed) {
    seedFile = join(mkdtempSync(join(root, 'seed-')), 'seed.json');
    writeFileSync(seedFile, seed);
  }
  const desk = await openDesk({ store: { memory: true }, review: 'optional', ...(seedFile ? { seedFile } : {}) });
  desks.push(desk);
  return desk;
}

const HISTORY: OldVersion[] = [
  {
    id: '20240601-080000000-aaaaaa',
    text: config('built'),
    editor: '',
    comment: '',
    publishedAt: '2024-06-01T08:00:00.000Z',
    initial: true,
  },
  {
    id: '20240601-090000000-bbbbbb',
    text: config('A'),
    editor: 'anna',
    comment: '首页调整',
    publishedAt: '2024-06-01T09:00:00.000Z',
  },
  {
    id: '20240602-090000000-cccccc',
    text: config('B'),
    editor: 'ben',
    comment: '新增栏目',
    publishedAt: '2024-06-02T09:00:00.000Z',
  },
  {
    id: '20240603-090000000-dddddd',
    text: config('A'),
    editor: 'anna',
    comment: '恢复',
    publishedAt: '2024-06-03T09:00:00.000Z',
    restoredFrom: '20240601-090000000-bbbbbb',
  },
];

describe('studio:migrate', () => {
  it('imports every version with its id, time, editor, comment and restoredFrom, bodies once, and the accounts', async () => {
    const old = await oldFolder(HISTORY, config('A'));
    // What a kill -9 left: a body without its meta (written 2024-06-04), the meta's temporary file, a config's.
    writeFileSync(join(old.history, '20240604-090000000-eeeeee.json'), config('never live'));
    utimesSync(
      join(old.history, '20240604-090000000-eeeeee.json'),
      new Date('2024-06-04T09:00:00Z'),
      new Date('2024-06-04T09:00:00Z'),
    );
    writeFileSync(join(old.history, '.20240604-090000000-eeeeee.meta.json.4242.0011aabbccdd.tmp'), '{"id": "2024');
    writeFileSync(join(old.dir, '.portal.config.json.4242.99aabbccddee.tmp'), '{');

    const desk = await memoryDesk();
    const report = await importFiles(desk, old.options);
    expect(report).toMatchObject({
      versionsInFiles: 5,
      recovered: ['20240604-090000000-eeeeee'],
      versionsBefore: 0,
      versionsAfter: 5,
      distinctConfigs: 4,
      bodiesBefore: 0,
      bodiesAfter: 4,
      published: { version: '20240603-090000000-dddddd', moved: true, addedForFile: false },
      accountsInFile: 2,
      accountsImported: ['anna', 'ben'],
      hasAdmin: false,
    });
    expect(report.ignored).toEqual([
      join(old.dir, '.portal.config.json.4242.99aabbccddee.tmp'),
      join(old.history, '.20240604-090000000-eeeeee.meta.json.4242.0011aabbccdd.tmp'),
    ]);
    expect(report.newerThanPublished).toBeUndefined();

    const versions = await desk.publications.versions();
    const row = (v: (typeof versions)[number]) =>
      [v.id, v.publishedAt, v.editor, v.reviewer ?? '', v.comment, v.restoredFrom ?? '', v.initial ?? false].join(
        ' | ',
      );
    expect(versions.map(row)).toEqual([
      `20240604-090000000-eeeeee | 2024-06-04T09:00:00.000Z |  |  | ${RECOVERED_COMMENT} |  | false`,
      '20240603-090000000-dddddd | 2024-06-03T09:00:00.000Z | anna | anna | 恢复 | 20240601-090000000-bbbbbb | false',
      '20240602-090000000-cccccc | 2024-06-02T09:00:00.000Z | ben | ben | 新增栏目 |  | false',
      '20240601-090000000-bbbbbb | 2024-06-01T09:00:00.000Z | anna | anna | 首页调整 |  | false',
      '20240601-080000000-aaaaaa | 2024-06-01T08:00:00.000Z |  |  |  |  | true',
    ]);
    for (const v of [...HISTORY, { id: '20240604-090000000-eeeeee', text: config('never live') }])
      expect((await desk.publications.version(v.id))?.text).toBe(v.text);
    expect(await desk.publications.published()).toEqual({
      text: config('A'),
      hash: sha256(config('A')),
      version: '20240603-090000000-dddddd',
    });
    // The accounts sign in with their old passwords, as reviewers (before the store every editor could publish).
    expect(await desk.accounts.verify('anna', 'anna-secret-1')).toMatchObject({ role: 'reviewer' });
    expect(await desk.accounts.verify('ben', 'ben-secret-22')).toMatchObject({ role: 'reviewer' });
    const log = await readAudit(desk.db);
    expect(log.map((e) => [e.actor, e.action])).toEqual([
      ['cli', 'account-created'],
      ['cli', 'account-created'],
      ['cli', 'published'],
    ]);

    const lines = reportLines(report, 'reviewer');
    expect(lines).toContain('  versions in the store    0 before, 5 after (5 imported)');
    expect(lines.at(-1)).toBe('  no sysadmin yet: echo PASSWORD | npm run studio:user -- add NAME --role sysadmin');

    // A second run imports nothing and says so.
    const again = await importFiles(desk, old.options);
    expect(again).toMatchObject({
      versionsBefore: 5,
      versionsAfter: 5,
      bodiesAfter: 4,
      accountsImported: [],
      accountsAlready: ['anna', 'ben'],
      published: { version: '20240603-090000000-dddddd', moved: false },
    });
    expect(reportLines(again, 'reviewer')[0]).toBe(
      'nothing to import: the store already holds every version and account of these files',
    );
    expect((await readAudit(desk.db)).length).toBe(3);
  });

  it('moves a store that published only its seed to the published file, keeping the seed as a version', async () => {
    const old = await oldFolder(HISTORY, config('A'));
    const desk = await memoryDesk(config('seed of this release'));
    const [seed] = await desk.publications.versions();
    const report = await importFiles(desk, { ...old.options, role: 'editor' });
    expect(report).toMatchObject({ versionsBefore: 1, versionsAfter: 5, published: { moved: true } });
    expect((await desk.publications.published()).version).toBe('20240603-090000000-dddddd');
    expect((await desk.publications.version(seed!.id))?.text).toBe(config('seed of this release'));
    expect(await desk.accounts.verify('anna', 'anna-secret-1')).toMatchObject({ role: 'editor' });
  });

  it('adds the published file as a version when its history has none with its content, once', async () => {
    const old = await oldFolder(HISTORY.slice(0, 3), config('edited by hand'));
    const desk = await memoryDesk();
    const report = await importFiles(desk, old.options);
    expect(report).toMatchObject({
      versionsInFiles: 3,
      versionsAfter: 4,
      published: { moved: true, addedForFile: true },
    });
    const published = await desk.publications.published();
    expect(published.text).toBe(config('edited by hand'));
    expect((await desk.publications.version(published.version))?.meta).toMatchObject({
      editor: '',
      comment: PUBLISHED_FILE_COMMENT,
    });
    const again = await importFiles(desk, old.options);
    expect(again).toMatchObject({ versionsAfter: 4, published: { version: published.version, moved: false } });
    expect(reportLines(again, 'reviewer')[0]).toMatch(/^nothing to import/);
  });

  it('says when the file publishes an older version than the newest of its history (interrupted before the swap)', async () => {
    const old = await oldFolder(HISTORY.slice(0, 3), config('A'));
    const report = await importFiles(await memoryDesk(), old.options);
    expect(report).toMatchObject({
      newerThanPublished: '20240602-090000000-cccccc',
      published: { version: '20240601-090000000-bbbbbb' },
    });
  });

  it('imports a meta whose body is gone when its config is known by hash; reports it when not', async () => {
    const old = await oldFolder(HISTORY, config('A'));
    rmSync(join(old.history, '20240603-090000000-dddddd.json')); // same config as bbbbbb
    rmSync(join(old.history, '20240602-090000000-cccccc.json')); // its config is nowhere else
    const desk = await memoryDesk();
    const report = await importFiles(desk, old.options);
    expect(report.withoutBody).toEqual([join(old.history, '20240602-090000000-cccccc.meta.json')]);
    expect(report.versionsAfter).toBe(3);
    expect((await desk.publications.version('20240603-090000000-dddddd'))?.meta).toMatchObject({
      restoredFrom: '20240601-090000000-bbbbbb',
      hash: sha256(config('A')),
    });
    expect(reportLines(report, 'reviewer')).toContain(
      `  not imported             ${join(old.history, '20240602-090000000-cccccc.meta.json')} (its config file is missing)`,
    );
  });

  it('keeps a restoredFrom whose version is gone from the history in words', async () => {
    const old = await oldFolder([{ ...HISTORY[3]!, restoredFrom: '20240101-000000000-ffffff' }], config('A'));
    const desk = await memoryDesk();
    await importFiles(desk, old.options);
    const { meta } = (await desk.publications.version('20240603-090000000-dddddd'))!;
    expect(meta.restoredFrom).toBeUndefined();
    expect(meta.comment).toBe('恢复（恢复自 20240101-000000000-ffffff，该版本已不在历史中）');
  });

  it('refuses history for a store with publications of its own unless forced; forced, its publication stays', async () => {
    const old = await oldFolder(HISTORY, config('A'));
    const desk = await memoryDesk(config('seed'));
    const seed = await desk.publications.published();
    const own = await desk.publications.publish(
      { name: 'zoe', address: '' },
      { text: config('Z'), ifMatch: seed.hash },
    );

    await expect(importFiles(desk, old.options)).rejects.toThrow(ImportRefusedError);
    await expect(importFiles(desk, old.options)).rejects.toThrow(/1 publication\(s\) of its own.*--force/);
    expect((await desk.publications.versions()).length).toBe(2);
    expect(await desk.accounts.list()).toEqual([]);

    const forced = await importFiles(desk, { ...old.options, force: true });
    expect(forced).toMatchObject({
      versionsBefore: 2,
      versionsAfter: 6,
      ownPublications: 1,
      published: { version: own.id, moved: false },
    });
    expect(reportLines(forced, 'reviewer')).toContain(
      `  published                ${own.id} (the store’s own publication, unchanged)`,
    );
    expect((await desk.publications.published()).text).toBe(config('Z'));
    // Imported once: again (forced or not) nothing.
    expect((await importFiles(desk, old.options)).versionsAfter).toBe(6);
  });

  it('works on an empty folder: nothing published, nothing to import', async () => {
    const dir = mkdtempSync(join(root, 'empty-'));
    const desk = await memoryDesk();
    const report = await importFiles(desk, {
      configFile: join(dir, 'portal.config.json'),
      usersFile: join(dir, 'users.json'),
      role: 'reviewer',
    });
    expect(report).toMatchObject({ versionsInFiles: 0, versionsAfter: 0, accountsInFile: 0 });
    expect(report.published).toBeUndefined();
    expect(reportLines(report, 'reviewer')[0]).toMatch(/^nothing to import/);
  });
});
