/**
 * `npm run studio:user` while the service runs on the embedded store (issue 20). PGlite lets one process own its data
 * folder (store/folder-claim.ts), so the owner also listens on a Unix domain socket beside it, `<dataDir>.sock`
 * (mode 0600: only the account the service runs as may connect), and runs the account commands the CLI sends there,
 * through the same `accounts(...)` as everywhere, as the actor `cli` (on record in the audit log).
 * One request a line, one answer a line, JSON: `{"command":"add","name":"anna","role":"editor","password":"…"}` →
 * `{"ok":true,"account":{…}}` or `{"ok":false,"code":"weak-password","message":"…"}`.
 */
import { chmodSync, lstatSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import type { AccountInfo, Role } from '../../src/config/config-version';
import { AccountError, type Accounts } from './accounts';
import type { Actor } from './audit-log';
import type { TwoFactor } from './two-factor';
import { TwoFactorError } from './two-factor';
import {
  isTwoFactorCommand,
  runTwoFactorCommand,
  type TwoFactorAnswer,
  type TwoFactorCommand,
} from './two-factor-command';

/** Who the CLI is in the audit log. */
export const CLI: Actor = { name: 'cli', address: '' };

export type AccountCommand =
  | { command: 'list' }
  | { command: 'add'; name: string; role: Role; password: string; mustChange?: boolean }
  | { command: 'disable' | 'enable' | 'remove'; name: string }
  | TwoFactorCommand
  | { command: 'passwd'; name: string; password: string; mustChange?: boolean };

export type CommandAnswer =
  | ({ ok: true; accounts?: AccountInfo[]; account?: AccountInfo } & TwoFactorAnswer)
  | { ok: false; code?: AccountError['code']; message: string };

/** The socket of the embedded store in `dataDir`. */
export const controlSocketOf = (dataDir: string) => `${dataDir}.sock`;

/** A Unix socket's path has at most 107 bytes (Linux); Node would bind a longer one cut short. */
const MAX_PATH = 107;
function checkedPath(dataDir: string) {
  const path = controlSocketOf(dataDir);
  if (Buffer.byteLength(path) > MAX_PATH)
    throw new Error(`${path} is longer than a Unix socket's ${MAX_PATH} bytes: choose a shorter STUDIO_DATA_DIR`);
  return path;
}

/** Runs one command on the store (in the owner, or in the CLI when it opened the store itself). */
export async function runAccountCommand(
  accounts: Accounts,
  c: AccountCommand,
  twoFactor?: TwoFactor,
): Promise<CommandAnswer> {
  try {
    // The second factor's commands (decision 077).
    if (isTwoFactorCommand(c))
      return twoFactor
        ? await runTwoFactorCommand(twoFactor, CLI, c)
        : { ok: false, message: 'no second factors here' };
    switch (c.command) {
      case 'list':
        return { ok: true, accounts: await accounts.list() };
      case 'add':
        return { ok: true, account: await accounts.create(CLI, c.name, c.role, c.password, c.mustChange !== false) };
      case 'disable':
      case 'enable':
        return { ok: true, account: await accounts.update(CLI, c.name, { disabled: c.command === 'disable' }) };
      case 'passwd':
        return {
          ok: true,
          account: await accounts.update(CLI, c.name, { password: c.password, mustChange: c.mustChange !== false }),
        };
      case 'remove':
        await accounts.remove(CLI, c.name);
        return { ok: true };
      default:
        return { ok: false, message: `unknown command ${(c as { command?: unknown }).command}` };
    }
  } catch (error) {
    if (error instanceof AccountError) return { ok: false, code: error.code, message: error.message };
    if (error instanceof TwoFactorError) return { ok: false, message: error.message };
    throw error;
  }
}

const MAX_LINE = 64 * 1024;
const IDLE_MS = 10_000;

/** Reads newline-delimited JSON from `socket`, one value a line, until it ends or a line is too long. */
function lines(socket: Socket, onLine: (line: string) => void) {
  let buffer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
      onLine(buffer.slice(0, end));
      buffer = buffer.slice(end + 1);
    }
    if (buffer.length > MAX_LINE) socket.destroy();
  });
}

/**
 * The owner's side: listens on `<dataDir>.sock` until `close()`. Called once the folder is claimed, so a socket file
 * left there is a dead owner's (`kill -9`) and is replaced.
 */
export async function serveControlSocket(dataDir: string, accounts: Accounts, twoFactor?: TwoFactor) {
  const path = checkedPath(dataDir);
  try {
    if (!lstatSync(path).isSocket()) throw new Error(`${path} exists and is not a socket: move it away`);
    rmSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const open = new Set<Socket>();
  const server = createServer((socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.setTimeout(IDLE_MS, () => socket.destroy());
    socket.on('error', () => undefined);
    let queue = Promise.resolve();
    lines(socket, (line) => {
      queue = queue.then(async () => {
        let answer: CommandAnswer;
        try {
          answer = await runAccountCommand(accounts, JSON.parse(line) as AccountCommand, twoFactor);
        } catch (error) {
          answer = { ok: false, message: error instanceof SyntaxError ? 'not JSON' : (error as Error).message };
        }
        if (!socket.destroyed) socket.write(`${JSON.stringify(answer)}\n`);
      });
    });
  });
  // The socket is made 0600 as it is bound (no moment in which another account could connect), and again after.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    const umask = process.umask(0o177);
    try {
      server.listen(path, () => {
        server.off('error', reject);
        resolve();
      });
    } finally {
      process.umask(umask);
    }
  });
  try {
    chmodSync(path, 0o600);
  } catch (error) {
    server.close();
    throw error;
  }
  return {
    path,
    close: () =>
      new Promise<void>((resolve) => {
        // (Closing the server removes its socket file.)
        server.close(() => resolve());
        for (const socket of open) socket.destroy();
      }),
  };
}

/** The CLI's side: sends one command to the owner of `dataDir` and waits for its answer. */
export function sendAccountCommand(dataDir: string, command: AccountCommand, timeoutMs = 30_000) {
  return new Promise<CommandAnswer>((resolve, reject) => {
    const socket = connect(checkedPath(dataDir));
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer on ${controlSocketOf(dataDir)}`)));
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`${controlSocketOf(dataDir)} closed without an answer`)));
    socket.on('connect', () => socket.write(`${JSON.stringify(command)}\n`));
    lines(socket, (line) => {
      try {
        resolve(JSON.parse(line) as CommandAnswer);
      } catch {
        reject(new Error(`${controlSocketOf(dataDir)} answered something that is not JSON`));
      }
      socket.end();
    });
  });
}
