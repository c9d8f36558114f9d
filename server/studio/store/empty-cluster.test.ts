// @vitest-environment node
// A new embedded store starts from the cluster STUDIO_EMPTY_CLUSTER names instead of running initdb (decision 103):
// the store is the copy (here of a cluster marked with a table of its own), takes the desk's migrations, and a
// folder that already holds a cluster is opened, never loaded over. Without the variable, initdb makes the store.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import { migrate } from './migrate';

const dir = mkdtempSync(join(tmpdir(), 'studio-store-'));
const before = process.env.STUDIO_EMPTY_CLUSTER;
beforeAll(async () => {
  const marked = await PGlite.create();
  await marked.exec(`create table marker (word text); insert into marker values ('副本')`);
  const file = join(dir, 'marked.tar');
  writeFileSync(file, Buffer.from(await (await marked.dumpDataDir('none')).arrayBuffer()));
  await marked.close();
  process.env.STUDIO_EMPTY_CLUSTER = file;
});
afterAll(() => {
  if (before === undefined) delete process.env.STUDIO_EMPTY_CLUSTER;
  else process.env.STUDIO_EMPTY_CLUSTER = before;
});

const marker = (db: Database) => db.query<{ word: string }>('select word from marker');

describe('a new embedded store', () => {
  it('in these tests starts from the empty cluster the globalSetup made (tests/support/empty-cluster.ts)', () => {
    expect(before).toMatch(/n2024-pglite-[\d.]+-empty\.tar$/);
    expect(existsSync(before!)).toBe(true);
  });

  it('in a folder: a copy of the cluster, migrated, and opened as it is the next time', async () => {
    const folder = join(dir, 'store');
    const first = await openDatabase({ dataDir: folder });
    expect(await marker(first)).toEqual([{ word: '副本' }]);
    expect(await migrate(first)).not.toEqual([]);
    await first.query(`update marker set word = '改过'`);
    await first.close();
    expect(existsSync(join(folder, 'PG_VERSION'))).toBe(true);

    const again = await openDatabase({ dataDir: folder });
    expect(await marker(again)).toEqual([{ word: '改过' }]);
    expect(await migrate(again)).toEqual([]);
    await again.close();
  });

  it('in memory: a copy of the cluster as well', async () => {
    const db = await openDatabase({ memory: true });
    expect(await marker(db)).toEqual([{ word: '副本' }]);
    await db.close();
  });

  it('without STUDIO_EMPTY_CLUSTER: made by initdb', async () => {
    process.env.STUDIO_EMPTY_CLUSTER = '';
    const db = await openDatabase({ dataDir: join(dir, 'initdb') });
    await expect(marker(db)).rejects.toThrow(/marker/);
    expect(await migrate(db)).not.toEqual([]);
    await db.close();
  });
});
