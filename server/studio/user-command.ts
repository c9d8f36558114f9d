/**
 * What `npm run studio:user` does (user-cli.ts is its command line; the e2e support calls it too). It works on the
 * store of settings.ts while the service runs: a PostgreSQL server (DATABASE_URL) it opens itself; the embedded store
 * it hands to the process that owns the folder, over that process's control socket (control-socket.ts), or, when
 * nobody owns it, opens itself. Every change goes through accounts.ts as the actor `cli` (in the audit log).
 */
import type { AccountInfo, Role } from '../../src/config/config-version';
import { isRole, ROLES } from './accounts';
import {
  controlSocketOf,
  runAccountCommand,
  sendAccountCommand,
  type AccountCommand,
  type CommandAnswer,
} from './control-socket';
import { studioSettings } from './settings';
import { parseTwoFactor, twoFactorCommand } from './two-factor-command';
import { folderOwner, StoreInUseError } from './store/folder-claim';

const USAGE = `usage: npm run studio:user -- <command>
  add NAME [--role editor|reviewer|sysadmin|secadmin|auditor] [--no-forced-change]
                                            the password from standard input (default role: editor)
  disable NAME | enable NAME | remove NAME
  passwd NAME [--no-forced-change]          the new password from standard input
  list
  enrol-2fa NAME [--code CODE]              a second factor: prints the otpauth URI and secret, asks for the
                                            first code (--code finishes an enrolment begun before); recovery codes
  reset-2fa NAME                            removes the second factor: NAME enrols again at the next sign-in
The password meets the security administrator's rules; its holder must change it at the next sign-in
unless --no-forced-change (an account for a script or a test, or a password its holder chose).`;

export interface UserCommandIo {
  env?: NodeJS.ProcessEnv;
  /** The password for add and passwd (the CLI reads standard input). */
  readPassword: () => Promise<string>;
  /** The first code of an enrolment (enrol-2fa without --code); without it the command says how to finish. */
  readCode?: () => Promise<string>;
  out: (line: string) => void;
  err: (line: string) => void;
}

class Refusal extends Error {}

type Parsed =
  | { command: 'list' }
  | { command: 'add'; name: string; role: Role; mustChange: boolean }
  | { command: 'passwd'; name: string; mustChange: boolean }
  | { command: 'disable' | 'enable' | 'remove'; name: string };

function parse(args: readonly string[]): Parsed | string {
  const rest = args.filter((a) => a !== '--no-forced-change');
  const mustChange = rest.length === args.length;
  let role: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    const m = /^--role(?:=(.*))?$/.exec(rest[i]!);
    if (!m) continue;
    role = m[1] ?? rest[i + 1];
    rest.splice(i, m[1] === undefined ? 2 : 1);
    i--;
  }
  const [command, name, extra] = rest;
  if (extra !== undefined || rest.some((a) => a.startsWith('--'))) return USAGE;
  if (role !== undefined && command !== 'add') return USAGE;
  if (!mustChange && command !== 'add' && command !== 'passwd') return USAGE;
  if (command === 'list' && name === undefined) return { command };
  if (!name) return USAGE;
  if (command === 'add') {
    const chosen = role ?? 'editor';
    if (!isRole(chosen)) throw new Refusal(`"${chosen}" is no role: a role is one of ${ROLES.join(', ')}`);
    return { command, name, role: chosen, mustChange };
  }
  if (command === 'passwd') return { command, name, mustChange };
  if (command === 'disable' || command === 'enable' || command === 'remove') return { command, name };
  return USAGE;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `command` on the store `env` names; returns the answer and where it ran, for the message. */
async function run(env: NodeJS.ProcessEnv, command: AccountCommand): Promise<{ answer: CommandAnswer; where: string }> {
  const settings = studioSettings(env);
  const { store } = settings;
  for (let attempt = 0; ; attempt++) {
    const owner = 'dataDir' in store ? folderOwner(store.dataDir) : undefined;
    if ('dataDir' in store && owner) {
      try {
        const answer = await sendAccountCommand(store.dataDir, command);
        return { answer, where: `through the studio service, process ${owner}` };
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        // The owner may be starting (its socket comes once the store is open), or gone since.
        if ((code !== 'ENOENT' && code !== 'ECONNREFUSED') || attempt >= 60)
          throw new Refusal(
            `the embedded store ${store.dataDir} is in use by process ${owner}, which does not answer on ` +
              `${controlSocketOf(store.dataDir)} (${(error as Error).message}): is it npm run studio:migrate? ` +
              'Try again when it has finished',
          );
        await wait(250);
        continue;
      }
    }
    // Nobody owns the folder (or the store is a server): open it here, as the service would.
    const { openDesk } = await import('./desk');
    let desk;
    try {
      desk = await openDesk({ store, review: settings.review });
    } catch (error) {
      if (error instanceof StoreInUseError && attempt < 60) continue; // a service started just now
      throw error;
    }
    try {
      return { answer: await runAccountCommand(desk.accounts, command, desk.twoFactor), where: desk.db.where };
    } finally {
      await desk.close();
    }
  }
}

const table = (accounts: readonly AccountInfo[]) => {
  const rows = [['name', 'role', 'disabled'], ...accounts.map((a) => [a.name, a.role, a.disabled ? 'yes' : 'no'])];
  const widths = [0, 1].map((i) => Math.max(...rows.map((r) => [...r[i]!].length)));
  return rows.map((r) => r.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell)).join('  '));
};

/** Runs the command line `args`; returns the exit code (0 done, 1 refused, 2 usage). */
export async function userCommand(args: readonly string[], io: UserCommandIo): Promise<number> {
  const env = io.env ?? process.env;
  try {
    const second = parseTwoFactor(args);
    if (second && !second.name) {
      io.err(USAGE);
      return 2;
    }
    if (second) {
      await twoFactorCommand(second, { ...(io.readCode ? { readCode: io.readCode } : {}), out: io.out }, async (c) => {
        const { answer, where } = await run(env, c);
        if (!answer.ok) throw new Refusal(answer.message);
        return { ...answer, where };
      });
      return 0;
    }
    const parsed = parse(args);
    if (typeof parsed === 'string') {
      io.err(parsed);
      return 2;
    }
    const command: AccountCommand =
      parsed.command === 'add' || parsed.command === 'passwd'
        ? { ...parsed, password: await io.readPassword() }
        : parsed;
    const { answer, where } = await run(env, command);
    if (!answer.ok) throw new Refusal(answer.message);
    const name = 'name' in parsed ? parsed.name : '';
    const role = answer.account?.role;
    const done: Record<Parsed['command'], string> = {
      list: '',
      add: `${role} ${name} can sign in now`,
      disable: `${name} is disabled: its sessions have ended`,
      enable: `${name} (${role}) can sign in again`,
      remove: `${name} is removed: its sessions and drafts are gone`,
      passwd: `${name} has a new password: its sessions have ended`,
    };
    if (command.command === 'list') {
      const accounts = answer.accounts ?? [];
      if (accounts.length) for (const line of table(accounts)) io.out(line);
      else io.out(`no accounts yet (${where}): echo PASSWORD | npm run studio:user -- add NAME --role sysadmin`);
    } else io.out(`✓ ${done[command.command]} (${where})`);
    return 0;
  } catch (error) {
    // A refusal, or the store cannot be opened (DATABASE_URL unreachable, another release's service…): one line.
    io.err(`✗ ${(error as Error).message}`);
    return 1;
  }
}
