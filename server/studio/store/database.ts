/**
 * The publishing desk's store (decision 047): PostgreSQL, either embedded (PGlite, PostgreSQL compiled to
 * WebAssembly, in a data folder one process owns) or a real server named by `DATABASE_URL` (node-postgres), which
 * any number of processes share. One SQL dialect: every query in server/studio runs unchanged on both.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { log } from '../../observe/log';
import { claimFolder } from './folder-claim';

/** Runs one statement; `$1`, `$2`… are its parameters. */
export interface Sql {
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface Database extends Sql {
  /** Runs `work` in one transaction (BEGIN … COMMIT; ROLLBACK when it throws). */
  transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Where the data lives, for messages (no password). */
  readonly where: string;
}

export type StoreLocation = { url: string } | { dataDir: string } | { memory: true };

// Timestamps come back as ISO strings and bigints as numbers on both drivers (ids stay far below 2^53).
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (text) => new Date(text).toISOString());
pg.types.setTypeParser(pg.types.builtins.INT8, Number);

export async function openDatabase(location: StoreLocation): Promise<Database> {
  return 'url' in location ? openServer(location.url) : openEmbedded(location);
}

async function openServer(url: string): Promise<Database> {
  // A server that does not answer makes a call fail in 30 s (503, store-away.ts) instead of hanging. Not shorter: the
  // same timeout bounds the wait for a free connection of the pool, which a burst of calls may need a while for.
  const pool = new pg.Pool({ connectionString: url, max: 8, connectionTimeoutMillis: 30_000 });
  // An idle connection the server drops is replaced on the next query; it must not crash the process.
  pool.on('error', (error) => log.warn({ err: error }, 'studio store: an idle connection failed'));
  const where = (() => {
    const u = new URL(url);
    return `PostgreSQL ${u.host}${u.pathname}`;
  })();
  await pool.query('select 1');
  return {
    where,
    async query(text, params = []) {
      return (await pool.query(text, params as unknown[])).rows;
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work({
          query: async (text, params = []) => (await client.query(text, params as unknown[])).rows,
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

const isoRow = <Row>(row: Record<string, unknown>): Row => {
  for (const [key, value] of Object.entries(row)) {
    if (value instanceof Date) row[key] = value.toISOString();
    else if (typeof value === 'bigint') row[key] = Number(value);
  }
  return row as Row;
};

/**
 * STUDIO_EMPTY_CLUSTER names a tarball of a new, empty PGlite cluster (its `dumpDataDir()` before any query): a new
 * embedded store starts from a copy of it instead of running PostgreSQL's initdb, 1 CPU-s instead of 4 (decision 103).
 * The tests make one per PGlite version (tests/support/empty-cluster.ts); a store whose folder already holds a cluster
 * opens it as ever.
 */
function emptyCluster(dataDir: string | undefined): Blob | undefined {
  const file = process.env.STUDIO_EMPTY_CLUSTER;
  if (!file || (dataDir !== undefined && existsSync(join(dataDir, 'PG_VERSION')))) return undefined;
  return new Blob([readFileSync(file)]);
}

async function openEmbedded(location: { dataDir: string } | { memory: true }): Promise<Database> {
  const release = 'dataDir' in location ? await claimFolder(location.dataDir) : () => undefined;
  let db: PGlite;
  try {
    const dataDir = 'dataDir' in location ? location.dataDir : undefined;
    db = await PGlite.create({ dataDir, loadDataDir: emptyCluster(dataDir) });
  } catch (error) {
    release();
    throw error;
  }
  const run = async <Row>(q: Pick<PGlite, 'query'>, text: string, params: readonly unknown[] = []) =>
    (await q.query<Record<string, unknown>>(text, params as unknown[])).rows.map((r) => isoRow<Row>(r));
  return {
    where: 'dataDir' in location ? `PGlite ${location.dataDir}` : 'PGlite (memory)',
    query: (text, params) => run(db, text, params),
    transaction: (work) => db.transaction((tx) => work({ query: (text, params) => run(tx, text, params) })),
    async close() {
      await db.close();
      release();
    },
  };
}
