/**
 * A portal preview server of its own for the studio's e2e tests, whose studio service publishes into a temporary
 * folder: publishing there never changes what the other tests' server serves. Uses the build the e2e run made.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accountFile } from '../../server/studio/accounts';
import { freePort } from './free-port';

export interface StudioServer {
  origin: string;
  configFile: string;
  stop: () => Promise<void>;
}

export async function startStudioServer(editors: Record<string, string>): Promise<StudioServer> {
  const dir = mkdtempSync(join(tmpdir(), 'studio-e2e-'));
  const env = {
    ...process.env,
    PORT: String(await freePort()),
    MOCK_PORT: String(await freePort()),
    STUDIO_CONFIG_FILE: join(dir, 'portal.config.json'),
    STUDIO_USERS_FILE: join(dir, 'users.json'),
    STUDIO_SECRET_FILE: join(dir, 'secret'),
  };
  writeFileSync(env.STUDIO_USERS_FILE, '[]');
  const accounts = accountFile(env.STUDIO_USERS_FILE);
  for (const [name, password] of Object.entries(editors)) await accounts.add(name, password);
  const child = spawn(process.execPath, ['scripts/start.mjs', '--preview'], { env, stdio: 'ignore', detached: true });
  const origin = `http://127.0.0.1:${env.PORT}`;
  for (let i = 0; ; i++) {
    const up = await fetch(`${origin}/n2024/web/studio/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 150 || child.exitCode !== null) throw new Error('the studio test server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    configFile: env.STUDIO_CONFIG_FILE,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    },
  };
}
