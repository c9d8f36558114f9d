/**
 * `npm run studio:user -- enrol-2fa NAME [--code 123456]` and `reset-2fa NAME` (issue 31 item 1, decision 077): the
 * second factor from the command line, on the store as user-command.ts reaches it (the service's control socket, or
 * the store opened here), as the actor `cli`. Enrolling prints the otpauth:// URI and the secret, asks for the first
 * code (or takes --code, which finishes the enrolment an earlier run started) and prints the ten recovery codes once.
 */
import type { TwoFactor } from './two-factor';
import { TwoFactorError } from './two-factor';
import type { Actor } from './audit-log';

export type TwoFactorCommand =
  | { command: 'enrol-begin'; name: string }
  | { command: 'enrol-finish'; name: string; code: string }
  | { command: 'reset-2fa'; name: string };

export interface TwoFactorAnswer {
  secret?: string;
  uri?: string;
  recoveryCodes?: string[];
}

export const isTwoFactorCommand = (c: { command: string }): c is TwoFactorCommand =>
  c.command === 'enrol-begin' || c.command === 'enrol-finish' || c.command === 'reset-2fa';

/** Runs one command on the store (in the service that owns it, or in the CLI). */
export async function runTwoFactorCommand(
  twoFactor: TwoFactor,
  who: Actor,
  c: TwoFactorCommand,
): Promise<{ ok: true } & TwoFactorAnswer> {
  const exists = (await twoFactor.list()).some((a) => a.name === c.name);
  if (!exists) throw new TwoFactorError('not-found', `there is no account ${c.name}`);
  if (c.command === 'enrol-begin') return { ok: true, ...(await twoFactor.begin(c.name)) };
  if (c.command === 'enrol-finish') return { ok: true, recoveryCodes: await twoFactor.finish(who, c.name, c.code) };
  await twoFactor.reset(who, c.name);
  return { ok: true };
}

/** The command line's words: `enrol-2fa NAME [--code C]`, `reset-2fa NAME`; undefined for any other command. */
export function parseTwoFactor(args: readonly string[]): { enrol: boolean; name: string; code?: string } | undefined {
  const [command, name, ...rest] = args;
  if (command !== 'enrol-2fa' && command !== 'reset-2fa') return undefined;
  const code = /^--code(?:=(.*))?$/.exec(rest[0] ?? '');
  const codeValue = code ? (code[1] ?? rest[1]) : undefined;
  const used = code ? (code[1] === undefined ? 2 : 1) : 0;
  if (!name || name.startsWith('--') || rest.length !== used || (code && (command !== 'enrol-2fa' || !codeValue)))
    return { enrol: false, name: '' };
  return { enrol: command === 'enrol-2fa', name, ...(codeValue ? { code: codeValue } : {}) };
}

interface TwoFactorIo {
  readCode?: () => Promise<string>;
  out: (line: string) => void;
}

/** Enrols `name` (or resets its factor), saying each step; the store is reached through `run`. */
export async function twoFactorCommand(
  parsed: { enrol: boolean; name: string; code?: string },
  io: TwoFactorIo,
  run: (c: TwoFactorCommand) => Promise<TwoFactorAnswer & { where: string }>,
): Promise<void> {
  const { name } = parsed;
  if (!parsed.enrol) {
    const { where } = await run({ command: 'reset-2fa', name });
    io.out(
      `✓ the second factor of ${name} is reset: its sessions have ended, it enrols again at the next sign-in (${where})`,
    );
    return;
  }
  let code = parsed.code;
  if (code === undefined) {
    const begun = await run({ command: 'enrol-begin', name });
    io.out(`otpauth URI (for a QR code): ${begun.uri}`);
    io.out(`secret (to type into the app): ${begun.secret}`);
    if (!io.readCode) {
      io.out(`then: npm run studio:user -- enrol-2fa ${name} --code <the app's 6-digit code>`);
      return;
    }
    code = (await io.readCode()).trim();
  }
  const { recoveryCodes = [], where } = await run({ command: 'enrol-finish', name, code });
  io.out(`✓ ${name} has a second factor (${where}). Recovery codes, each signs in once; shown only now:`);
  for (const recovery of recoveryCodes) io.out(`  ${recovery}`);
}
