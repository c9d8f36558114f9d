/**
 * The studio's service as a process of its own (`npm run studio:server`: server/studio/main.ts under tsx's loader),
 * for the tests where several processes share one PostgreSQL (issue 20): each on its own free loopback port, with its
 * own local copy of the published config (STUDIO_CONFIG_FILE) in a temporary folder. Up when
 * `GET /n2024/web/studio/api/session` answers (401 without a session); stopped with SIGTERM as a service manager
 * stops it, or killed with SIGKILL as a crash would.
 *
 *   const a = await startServiceProcess({ databaseUrl: url, review: 'optional' });
 *   const anna = await a.signIn('anna');
 *   await a.json(anna, '/config');
 *   await a.stop(); // or a.kill()
 *
 * A member signed in on one process can call any other: `b.json(anna, …)` sends anna's cookie and token with b's
 * own origin. `stopServiceProcesses()` (afterEach) stops every process still running, even after a failure.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONFIG_FILE } from '../../server/config-check/portal-config-check';
import { onFreePort } from '../../mock-server/free-port.mjs';
import type { ReviewMode } from '../../src/config/config-version';
import { deskClient, type DeskClient } from '../../server/studio/testing/desk-server';

const ROOT = join(import.meta.dirname, '..', '..');
const MAIN = join(ROOT, 'server', 'studio', 'main.ts');
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;

interface ServiceProcessOptions {
  databaseUrl: string;
  review: ReviewMode;
  /** Published until the first publication (default: the repository's pages.config/portal.json). */
  seedFile?: string;
  /** More environment for the process. */
  env?: Record<string, string>;
}

export interface ServiceProcess extends DeskClient {
  readonly name: string;
  readonly origin: string;
  readonly pid: number;
  /** Its local copy of the published config (STUDIO_CONFIG_FILE). */
  readonly configFile: string;
  /** What it wrote to stdout and stderr (the last 16 kB). */
  output(): string;
  /** SIGTERM, as systemd stops it; resolves when it has exited (SIGKILL after 10 s). */
  stop(): Promise<void>;
  /** SIGKILL: a crash, nothing tidied; resolves when it is gone. */
  kill(): Promise<void>;
}

const running = new Set<ServiceProcess>();
let exitHook = false;
const children = new Set<ChildProcess>();

function installExitHook() {
  if (exitHook) return;
  exitHook = true;
  // If the test process ends without stopping them, no service is left behind on the machine.
  process.on('exit', () => {
    for (const child of children) child.kill('SIGKILL');
  });
}

const gone = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;
const exited = (child: ChildProcess) =>
  gone(child) ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let counter = 0;

export async function startServiceProcess(options: ServiceProcessOptions): Promise<ServiceProcess> {
  const name = `service-${++counter}`;
  // The port was free when picked but taken before the service bound it: again, on another.
  return onFreePort((port) => startOnce(name, options, port));
}

async function startOnce(name: string, options: ServiceProcessOptions, port: number): Promise<ServiceProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'studio-process-'));
  const configFile = join(dir, 'portal.config.json');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    STUDIO_CONFIG_FILE: configFile,
    STUDIO_SEED_FILE: options.seedFile ?? CONFIG_FILE,
    STUDIO_REVIEW: options.review,
    STUDIO_TRUSTED_PROXIES: '127.0.0.1,::1',
    ...options.env,
  };
  delete env.STUDIO_DATA_DIR;
  delete env.NODE_OPTIONS; // vitest's own, if any: the service is a plain Node process under tsx
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  installExitHook();
  let text = '';
  const keep = (chunk: Buffer) => {
    text = (text + chunk.toString()).slice(-16_384);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let spawnError: Error | undefined;
  child.on('error', (error) => (spawnError = error));
  child.once('exit', () => {
    children.delete(child);
    rmSync(dir, { recursive: true, force: true });
  });

  const origin = `http://127.0.0.1:${port}`;
  const client = deskClient(origin);

  async function end(signal: NodeJS.Signals) {
    if (!gone(child)) child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited(child);
    clearTimeout(timer);
    running.delete(service);
  }

  const service: ServiceProcess = {
    name,
    origin,
    pid: child.pid!,
    configFile,
    output: () => text.trim(),
    ...client,
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
  };
  running.add(service);

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (spawnError) {
      await service.kill();
      throw spawnError;
    }
    if (gone(child)) {
      running.delete(service);
      throw new Error(`${name} exited (${child.signalCode ?? child.exitCode}) before answering:\n${service.output()}`);
    }
    const status = await client.call('/session').then(
      (res) => res.body?.cancel().then(() => res.status) ?? res.status,
      () => 0,
    );
    if (status === 401) return service;
    if (Date.now() > deadline) {
      await service.kill();
      throw new Error(`${name} did not answer within ${START_TIMEOUT_MS / 1000} s:\n${service.output()}`);
    }
    await sleep(50);
  }
}

/** Stops every service process still running (SIGTERM, then SIGKILL): for afterEach and afterAll. */
export async function stopServiceProcesses(): Promise<void> {
  await Promise.all([...running].map((s) => s.stop()));
}
