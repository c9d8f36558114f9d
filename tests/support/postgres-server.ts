/**
 * A throwaway PostgreSQL server for the store's tests (issue 20): Debian's `postgresql` binaries, a fresh cluster in a
 * temporary folder, listening on loopback on a free port, trust authentication, user `postgres`.
 *
 * Postgres refuses to run as root, so under root (here and in CI) initdb and the server run as the `postgres` system
 * user that Debian's package creates, in a folder handed to that user; as anyone else they run as the current user.
 *
 * A suite that needs it:
 *
 *   describeOnPostgres('the store on PostgreSQL', (server) => {
 *     let url: string;
 *     beforeAll(async () => { url = await server.createDatabase('store_test'); });
 *     it('…', async () => { … new pg.Client(url) … });
 *   });
 *
 * It starts one server for the suite (beforeAll) and stops it afterwards (afterAll). Without the binaries the suite
 * fails and says what to install (`.ci/run` installs them).
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { accessSync, chownSync, constants, existsSync, mkdtempSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { freePort } from '../../mock-server/free-port.mjs';

export interface PostgresServer {
  /** `postgres://postgres@127.0.0.1:PORT/postgres` */
  readonly url: string;
  /** Its temporary folder: the cluster's data and its unix socket. */
  readonly dir: string;
  /** Fast shutdown (SIGINT), waits for the server to exit, removes its folder. Safe to call twice. */
  stop(): Promise<void>;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The folders that may hold initdb and postgres: PATH first, then Debian's /usr/lib/postgresql/N/bin, newest first. */
function candidateFolders(): string[] {
  const fromPath = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  const debianRoot = '/usr/lib/postgresql';
  const versions = existsSync(debianRoot)
    ? readdirSync(debianRoot)
        .filter((name) => /^\d+(\.\d+)?$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return [...fromPath, ...versions.map((version) => join(debianRoot, version, 'bin'))];
}

let found: Binaries | null | undefined;

function findBinaries(): Binaries | null {
  if (found !== undefined) return found;
  found = null;
  for (const folder of candidateFolders()) {
    const initdb = join(folder, 'initdb');
    if (!executable(initdb)) continue;
    // Take postgres from beside the real initdb (PATH may hold symlinks), so both come from one version.
    const real = dirname(realpathSync(initdb));
    const postgres = [join(real, 'postgres'), join(folder, 'postgres')].find(executable);
    if (postgres) {
      found = { initdb, postgres };
      break;
    }
  }
  return found;
}

/** Whether PostgreSQL's server binaries (initdb, postgres) are installed. */
export function postgresAvailable(): boolean {
  return findBinaries() !== null;
}

/** Who runs initdb and postgres: the `postgres` system user under root, else the current user (undefined). */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    throw new Error(
      'Running as root, and PostgreSQL refuses to run as root, but there is no `postgres` user to run it as ' +
        "(Debian's postgresql package creates one).",
    );
  }
}

/** A spawned program's output, kept to its last 8 kB for error messages. */
function collectOutput(child: ChildProcess): () => string {
  let text = '';
  const keep = (chunk: Buffer) => {
    text = (text + chunk.toString()).slice(-8192);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => text.trim();
}

function run(file: string, args: string[], options: Parameters<typeof spawn>[2]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = collectOutput(child);
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${file} failed (${signal ?? code}):\n${output()}`)),
    );
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function acceptsConnections(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Servers not stopped yet: killed and their folders removed if the test process exits without stopping them. */
const running = new Set<{ child: ChildProcess; dir: string }>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const { child, dir } of running) {
      // Immediate shutdown: the exit hook cannot wait. The backends follow the postmaster out.
      child.kill('SIGQUIT');
      rmSync(dir, { recursive: true, force: true });
    }
  });
}

/**
 * Starts a fresh PostgreSQL server on 127.0.0.1 on a free port (initdb into a new temporary folder, trust auth,
 * UTF8, locale C, durability off for speed) and resolves when it accepts connections.
 */
export async function startPostgres(): Promise<PostgresServer> {
  const binaries = findBinaries();
  if (!binaries) throw new Error(missingMessage);
  const user = serverUser();

  const dir = mkdtempSync(join(tmpdir(), 'n2024-pg-'));
  try {
    if (user) chownSync(dir, user.uid, user.gid);
    const options = {
      // postgres' own cwd: the user it runs as may not reach the caller's (e.g. under /root).
      cwd: dir,
      env: { ...process.env, LC_ALL: 'C', LANG: 'C', PGDATA: undefined, PGPORT: undefined, PGHOST: undefined },
      ...user,
    };
    await run(
      binaries.initdb,
      ['-D', dir, '--auth=trust', '-U', 'postgres', '--encoding=UTF8', '--locale=C', '--no-sync'],
      options,
    );

    // The port is free when picked but may be taken before postgres binds it: try again on another.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
      const child = spawn(
        binaries.postgres,
        [
          ...['-D', dir, '-p', String(port), '-h', '127.0.0.1', '-k', dir],
          ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
          ...['-c', 'max_connections=200'],
        ],
        { ...options, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      const output = collectOutput(child);
      const entry = { child, dir };
      running.add(entry);
      installExitHook();

      let spawnError: Error | undefined;
      child.on('error', (error) => (spawnError = error));
      const deadline = Date.now() + START_TIMEOUT_MS;
      let ready = false;
      while (!ready && child.exitCode === null && child.signalCode === null && !spawnError) {
        if (Date.now() > deadline) break;
        ready = await acceptsConnections(url);
        if (!ready) await sleep(50);
      }

      if (ready) {
        let stopping: Promise<void> | undefined;
        const stop = () =>
          (stopping ??= (async () => {
            child.kill('SIGINT'); // fast shutdown: ends sessions, checkpoints, exits
            const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
            await exited(child);
            clearTimeout(timer);
            running.delete(entry);
            rmSync(dir, { recursive: true, force: true });
          })());
        return { url, dir, stop };
      }

      child.kill('SIGKILL');
      await exited(child);
      running.delete(entry);
      const log = output();
      if (/could not bind|address already in use/i.test(log) && attempt < 3) continue;
      if (spawnError) throw spawnError;
      throw new Error(
        child.exitCode !== null || child.signalCode !== null
          ? `postgres exited (${child.signalCode ?? child.exitCode}) before accepting connections:\n${log}`
          : `postgres did not accept connections within ${START_TIMEOUT_MS / 1000} s:\n${log}`,
      );
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Creates database `name` (a fresh one, dropped first if a previous run left it) on the server at `url`; its URL. */
export async function createDatabase(url: string, name: string): Promise<string> {
  const quoted = `"${name.replaceAll('"', '""')}"`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop database if exists ${quoted} with (force)`);
    await client.query(`create database ${quoted}`);
  } finally {
    await client.end();
  }
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${encodeURIComponent(name)}`;
  return databaseUrl.toString();
}

const missingMessage =
  'PostgreSQL server binaries (initdb, postgres) not found on PATH or in /usr/lib/postgresql/*/bin: ' +
  "install Debian's postgresql package (apt-get install postgresql; .ci/run does this)";

export interface PostgresSuite {
  /** The running server's URL (database `postgres`); read it in hooks and tests, not while the suite is collected. */
  readonly url: string;
  /** The running server itself (same reading rule); stopping it early is fine, the suite's afterAll then does nothing. */
  readonly server: PostgresServer;
  /** A fresh database on this suite's server: its URL. */
  createDatabase(name: string): Promise<string>;
}

/**
 * A vitest suite against a PostgreSQL server of its own, started before its tests and stopped after them. Without
 * PostgreSQL it fails and says what to install (as the nginx tests need nginx): the store's tests are never skipped.
 */
export function describeOnPostgres(name: string, body: (server: PostgresSuite) => void): void {
  if (!postgresAvailable()) {
    describe(name, () => {
      it('has a PostgreSQL server to run on', () => {
        throw new Error(missingMessage);
      });
    });
    return;
  }

  describe(name, () => {
    let server: PostgresServer | undefined;
    beforeAll(async () => {
      server = await startPostgres();
    }, START_TIMEOUT_MS + 10_000);
    afterAll(async () => {
      await server?.stop();
    }, STOP_TIMEOUT_MS + 5_000);
    const suite: PostgresSuite = {
      get server() {
        if (!server) throw new Error('The PostgreSQL server is not started yet: use it in hooks or tests.');
        return server;
      },
      get url() {
        return suite.server.url;
      },
      createDatabase: (database) => createDatabase(suite.url, database),
    };
    body(suite);
  });
}
