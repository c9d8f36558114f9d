/**
 * A portal server of its own for the studio's e2e tests (tests/support/portal-server.ts), whose studio service has an
 * embedded store in a temporary folder: publishing there never changes what the other tests' server serves. Its
 * accounts are made as an operator makes them while the service runs: `npm run studio:user -- add NAME --role ROLE`'s
 * code path (server/studio/user-command.ts), through the service's control socket.
 */
import type { Role } from '../../src/config/config-version';
import { userCommand } from '../../server/studio/user-command';
import { startPortalServer, type PortalServer } from './portal-server';

export type StudioServer = PortalServer;

/** An account: its password (at least 12 characters, not its name) and role; a bare password is a reviewer. */
export type StudioAccounts = Record<string, string | { password: string; role: Role }>;

export interface StudioServerOptions {
  /** STUDIO_REVIEW; default `optional` (one person may publish directly), `required` as in production. */
  review?: 'required' | 'optional';
  /** More environment for the server. */
  env?: Record<string, string>;
}

export async function startStudioServer(
  accounts: StudioAccounts,
  { review = 'optional', env = {} }: StudioServerOptions = {},
): Promise<StudioServer> {
  const server = await startPortalServer({ STUDIO_REVIEW: review, ...env });
  try {
    for (const [name, account] of Object.entries(accounts)) {
      const { password, role } = typeof account === 'string' ? { password: account, role: 'reviewer' } : account;
      const said: string[] = [];
      const code = await userCommand(['add', name, '--role', role, '--no-forced-change'], {
        env: { ...process.env, DATABASE_URL: '', STUDIO_DATA_DIR: server.dataDir },
        readPassword: async () => password,
        out: (line) => said.push(line),
        err: (line) => said.push(line),
      });
      if (code !== 0) throw new Error(`studio:user add ${name} --role ${role} failed: ${said.join('\n')}`);
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}
