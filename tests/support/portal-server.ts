/**
 * A portal server of its own (the compiled `server/portal/main.ts`, the production server with its server rendering)
 * for tests that change what it serves: the published config, the backend it talks to. It uses the build the e2e run
 * made (OUT_DIR), its own ports and a temporary folder for the studio's embedded store and its copy of the published
 * config, and keeps what it logs.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onFreePort } from '../../mock-server/free-port.mjs';

export interface PortalServer {
  origin: string;
  /** The local copy of the published config the server reads (written from the store when it starts). */
  configFile: string;
  /** Its studio's embedded store (STUDIO_DATA_DIR), which the server owns while it runs. */
  dataDir: string;
  /** What the server has printed so far. */
  output: () => string;
  stop: () => Promise<void>;
}

/** `wait`: the address that must answer 2xx before the server counts as started (default /readyz). */
export async function startPortalServer(
  env: Record<string, string> = {},
  { wait = '/readyz' }: { wait?: string } = {},
): Promise<PortalServer> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  // Its port is free when picked, but a server started meanwhile by another worker may take it before this one binds
  // it, a second or two later (ci31: EADDRINUSE): then again, on another port. Its mock takes a port the system gives
  // as it binds (MOCK_PORT 0), which nobody can take first.
  return onFreePort((port) => startOnce(dir, env, wait, port)).catch((error: unknown) => {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });
}

async function startOnce(dir: string, env: Record<string, string>, wait: string, port: number): Promise<PortalServer> {
  const settings = {
    DIST_DIR: process.env.OUT_DIR ?? 'dist',
    PORT: String(port),
    MOCK_PORT: '0',
    STUDIO_CONFIG_FILE: join(dir, 'portal.config.json'),
    STUDIO_DATA_DIR: join(dir, 'store'),
    // Its own embedded store, even where the environment names a PostgreSQL server (the env argument may).
    DATABASE_URL: '',
    // Generous on a loaded test machine (tests read what pages show); server-budget.spec.ts sets its own.
    RENDER_BUDGET_MS: '5000',
    ...env,
  };
  // The compiled server the e2e run built (playwright.config.ts), as `npm run serve` runs it.
  const child = spawn(process.execPath, ['--enable-source-maps', `${settings.DIST_DIR}-server/main.js`], {
    env: { ...process.env, ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  };
  // By default ready: its config loaded, its backend answering and its render paths warm (decision 044), as a load
  // balancer waits for it.
  for (let i = 0; ; i++) {
    const up = await fetch(`${origin}${wait}`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 300 || child.exitCode !== null) {
      await stop();
      throw new Error(`the portal test server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    configFile: settings.STUDIO_CONFIG_FILE,
    dataDir: settings.STUDIO_DATA_DIR,
    output: () => output,
    stop: async () => {
      await stop();
      // (An embedded store is some 40 MB.)
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
