/**
 * A portal server of its own for the studio's e2e tests (tests/support/portal-server.ts), whose studio service has an
 * embedded store in a temporary folder: publishing there never changes what the other tests' server serves. Its
 * accounts are made as an operator makes them while the service runs: `npm run studio:user -- add NAME --role ROLE`'s
 * code path (server/studio/user-command.ts), through the service's control socket.
 */
import type { Role } from '../../src/config/config-version';
import { userCommand } from '../../server/studio/user-command';
import { nextCode } from '../../server/studio/testing/second-factor';
import { totpOf } from '../../server/studio/two-factor-secret';
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
      const { password, role } =
        typeof account === 'string' ? { password: account, role: 'reviewer' as const } : account;
      await addAccount(server, name, role, password);
      // Reviewers and administrators sign in with a second factor (decision 077): enrolled as an operator would.
      if (role !== 'editor') await enrolSecondFactor(server, name);
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/**
 * Adds an account to `server` with `npm run studio:user -- add NAME --role ROLE`'s code path (no second factor).
 * It signs in straight away unless `forcedChange`: then its first sign-in asks for a password of its own (decision 078).
 */
export async function addAccount(
  server: StudioServer,
  name: string,
  role: Role,
  password: string,
  { forcedChange = false }: { forcedChange?: boolean } = {},
) {
  const said: string[] = [];
  const args = ['add', name, '--role', role, ...(forcedChange ? [] : ['--no-forced-change'])];
  const code = await userCommand(args, {
    env: { ...process.env, DATABASE_URL: '', STUDIO_DATA_DIR: server.dataDir },
    readPassword: async () => password,
    out: (line) => said.push(line),
    err: (line) => said.push(line),
  });
  if (code !== 0) throw new Error(`studio:user ${args.join(' ')} failed: ${said.join('\n')}`);
}

/** The second factors this process enrolled, by `<origin> <name>`: their secret and recovery codes. */
const factors = new Map<string, { secret: string; recoveryCodes: string[] }>();

/**
 * Enrols `name` on `server` with `npm run studio:user -- enrol-2fa NAME`'s code path: the secret it prints, the first
 * code computed from it, the recovery codes it prints; kept for `secondFactorCode`.
 */
async function enrolSecondFactor(server: StudioServer, name: string) {
  const said: string[] = [];
  const code = await userCommand(['enrol-2fa', name], {
    env: { ...process.env, DATABASE_URL: '', STUDIO_DATA_DIR: server.dataDir },
    readPassword: async () => '',
    readCode: async () => totpOf(secretIn(said)).generate({ timestamp: Date.now() }),
    out: (line) => said.push(line),
    err: (line) => said.push(line),
  });
  if (code !== 0) throw new Error(`studio:user enrol-2fa ${name} failed: ${said.join('\n')}`);
  // The first code used one step: the next sign-in takes a later one.
  const key = `${server.origin} ${name}`;
  factors.set(key, { secret: secretIn(said), recoveryCodes: said.slice(3).map((l) => l.trim()) });
  nextCode(key, secretIn(said), [], Date.now());
}

const secretIn = (said: string[]) => /^secret \(to type into the app\): ([A-Z2-7]+)$/.exec(said[1] ?? '')?.[1] ?? '';

export const hasSecondFactor = (origin: string, name: string) => factors.has(`${origin} ${name}`);

/** The code `name` signs in with at `origin` now, or undefined when it has no second factor enrolled here. */
export function secondFactorCode(origin: string, name: string): string | undefined {
  const key = `${origin} ${name}`;
  const factor = factors.get(key);
  return factor && nextCode(key, factor.secret, factor.recoveryCodes, Date.now());
}
