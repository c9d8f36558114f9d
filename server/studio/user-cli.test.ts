// @vitest-environment node
/**
 * `npm run studio:user` (user-command.ts, user-cli.ts) on the store it shares with a running service: the embedded
 * store opened by the CLI itself when nobody owns it, or through the owner's control socket (control-socket.ts) while
 * the service runs; a PostgreSQL server through DATABASE_URL. Every change is the actor `cli` in the audit log.
 */
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnPostgres } from '../../tests/support/postgres-server';
import { readAudit } from './audit-log';
import type { Accounts } from './accounts';
import { controlSocketOf, sendAccountCommand, serveControlSocket } from './control-socket';
import { openDesk } from './desk';
import { studioSettings } from './settings';
import { startStudioService, type StudioService } from './studio-service';
import { userCommand } from './user-command';
import { totpOf } from './two-factor-secret';

const ROOT = join(import.meta.dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'studio-user-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the command as the CLI would, with `password` on standard input; its exit code and what it printed. */
async function cli(env: NodeJS.ProcessEnv, args: string[], password = '') {
  const out: string[] = [];
  const err: string[] = [];
  const code = await userCommand(args, {
    env,
    readPassword: async () => password,
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('on an embedded store nobody owns, the CLI opens it itself', () => {
  const env = { STUDIO_DATA_DIR: join(dir, 'free', 'store') };

  it('adds (editor by default), lists, disables, enables, resets a password and removes', async () => {
    expect(await cli(env, ['list'])).toMatchObject({ code: 0, out: expect.stringContaining('no accounts yet') });
    expect(await cli(env, ['add', 'anna', '--role', 'sysadmin'], 'anna password 1')).toMatchObject({
      code: 0,
      out: `✓ sysadmin anna can sign in now (PGlite ${env.STUDIO_DATA_DIR})`,
    });
    expect((await cli(env, ['add', 'ben'], 'ben password 12')).code).toBe(0);
    expect((await cli(env, ['add', 'cleo', '--role=reviewer'], 'cleo password 1')).code).toBe(0);
    expect((await cli(env, ['disable', 'ben'])).code).toBe(0);
    expect((await cli(env, ['list'])).out.split('\n')).toEqual([
      'name  role      disabled',
      'anna  sysadmin  no',
      'ben   editor    yes',
      'cleo  reviewer  no',
    ]);

    expect((await cli(env, ['enable', 'ben'])).out).toMatch(/^✓ ben \(editor\) can sign in again/);
    expect(await cli(env, ['passwd', 'ben'], 'ben new password 2')).toMatchObject({ code: 0 });
    expect((await cli(env, ['remove', 'cleo'])).code).toBe(0);

    const desk = await openDesk({ store: { dataDir: env.STUDIO_DATA_DIR }, review: 'required' });
    try {
      expect(await desk.accounts.verify('ben', 'ben new password 2')).toMatchObject({ name: 'ben', role: 'editor' });
      expect(await desk.accounts.verify('ben', 'ben password 12')).toBeUndefined();
      expect((await desk.accounts.list()).map((a) => a.name)).toEqual(['anna', 'ben']);
      const log = await readAudit(desk.db, {});
      expect(log.every((e) => e.actor === 'cli' && e.address === '')).toBe(true);
      expect(log.map((e) => e.action).reverse()).toEqual([
        'account-created',
        'account-created',
        'account-created',
        'account-disabled',
        'account-enabled',
        'account-password-reset',
        'account-removed',
      ]);
    } finally {
      await desk.close();
    }
  }, 60_000);
});

describe('while the service runs on the embedded store, the CLI sends its commands to the service', () => {
  const dataDir = join(dir, 'owned', 'store');
  const env = { STUDIO_DATA_DIR: dataDir };
  let service: StudioService | undefined;

  beforeAll(async () => {
    // A socket file left by a service killed with -9: the next owner replaces it.
    mkdirSync(join(dir, 'owned'), { recursive: true });
    const killed = spawnSync(process.execPath, [
      '-e',
      `require('node:net').createServer().listen(${JSON.stringify(controlSocketOf(dataDir))}, () => process.kill(process.pid, 'SIGKILL'))`,
    ]);
    expect(killed.signal).toBe('SIGKILL');
    expect(statSync(controlSocketOf(dataDir)).isSocket()).toBe(true);
    service = await startStudioService({
      ...studioSettings({ STUDIO_DATA_DIR: dataDir, STUDIO_CONFIG_FILE: join(dir, 'owned', 'portal.config.json') }),
      review: 'required',
    });
  }, 60_000);
  afterAll(async () => service?.close());

  it('listens on <dataDir>.sock, which only its own account may open (0600)', () => {
    const mode = statSync(controlSocketOf(dataDir)).mode;
    expect(statSync(controlSocketOf(dataDir)).isSocket()).toBe(true);
    expect((mode & 0o777).toString(8)).toBe('600');
  });

  it('adds, lists and disables through the service; a disabled account loses its open session at once', async () => {
    const added = await cli(env, ['add', 'rita', '--role', 'reviewer'], 'rita password 1');
    expect(added).toMatchObject({ code: 0, out: expect.stringContaining(`process ${process.pid}`) });
    expect(await service!.desk.accounts.verify('rita', 'rita password 1')).toMatchObject({ role: 'reviewer' });
    const { cookie } = await service!.desk.sessions.start('rita', '10.0.0.1');
    expect(await service!.desk.sessions.read(cookie)).toBeDefined();

    expect((await cli(env, ['disable', 'rita'])).code).toBe(0);
    expect(await service!.desk.sessions.read(cookie)).toBeUndefined();
    expect((await cli(env, ['list'])).out).toContain('rita  reviewer  yes');
    expect(await cli(env, ['add', 'rita'], 'x')).toMatchObject({
      code: 1,
      err: '✗ 密码至少需要 12 个字符。',
    });
    const log = await readAudit(service!.desk.db, { actor: 'cli' });
    expect(log.map((e) => e.action)).toEqual(['account-disabled', 'account-created']);
  });

  it('refuses with one line and exit 1: a weak password, an unknown name, the last sysadmin, a taken name, no role', async () => {
    expect((await cli(env, ['add', 'anna', '--role', 'sysadmin'], 'anna password 1')).code).toBe(0);
    expect(await cli(env, ['add', 'dora'], 'short')).toEqual({
      code: 1,
      out: '',
      err: '✗ 密码至少需要 12 个字符。',
    });
    expect((await cli(env, ['add', 'dora.long.name'], 'Dora.Long.Name')).err).toBe('✗ 密码不能与账号名相同。');
    expect(await cli(env, ['enable', 'nobody'])).toMatchObject({ code: 1, err: '✗ there is no account nobody' });
    expect(await cli(env, ['remove', 'anna'])).toMatchObject({
      code: 1,
      err: '✗ the last enabled sysadmin must stay an enabled sysadmin',
    });
    expect(await cli(env, ['add', 'anna'], 'another password 1')).toMatchObject({
      code: 1,
      err: '✗ there is already an account anna',
    });
    expect(await cli(env, ['add', 'eve', '--role', 'boss'], 'eve password 12')).toMatchObject({
      code: 1,
      err: '✗ "boss" is no role: a role is one of editor, reviewer, sysadmin, secadmin, auditor',
    });
    expect((await cli(env, ['frobnicate', 'x'])).code).toBe(2);
    expect((await cli(env, ['disable'])).code).toBe(2);
    expect((await cli(env, ['disable', 'ben', '--role', 'sysadmin'])).code).toBe(2);

    expect((await service!.desk.accounts.list()).map((a) => a.name)).toEqual(['anna', 'rita']);
  });

  it('works as `npm run studio:user` does: the password from standard input, a refusal exits 1', async () => {
    const run = (args: string[], input: string) =>
      new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
        const child = execFile(
          join(ROOT, 'node_modules/.bin/tsx'),
          ['server/studio/user-cli.ts', ...args],
          { cwd: ROOT, env: { ...process.env, DATABASE_URL: '', ...env } },
          (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
        );
        child.stdin!.end(input);
      });
    const [added, refused] = await Promise.all([
      run(['add', 'sam'], 'sam password 12\n'),
      run(['remove', 'nobody'], ''),
    ]);
    expect(added).toMatchObject({
      code: 0,
      stdout: `✓ editor sam can sign in now (through the studio service, process ${process.pid})\n`,
    });
    expect(refused).toMatchObject({ code: 1, stderr: '✗ there is no account nobody\n' });
    expect(await service!.desk.accounts.verify('sam', 'sam password 12')).toMatchObject({ role: 'editor' });
  }, 60_000);

  it('closes its socket with the service', async () => {
    await service!.close();
    service = undefined;
    expect(existsSync(controlSocketOf(dataDir))).toBe(false);
  });
});

it('refuses a control socket whose path a Unix socket cannot hold, on both sides, in words', async () => {
  const long = join(dir, 'x'.repeat(120));
  await expect(serveControlSocket(long, {} as Accounts)).rejects.toThrow(/longer than a Unix socket's 107 bytes/);
  await expect(sendAccountCommand(long, { command: 'list' })).rejects.toThrow(/choose a shorter STUDIO_DATA_DIR/);
});

describeOnPostgres('with DATABASE_URL, the CLI opens the shared store itself', (suite) => {
  it('adds and lists on the PostgreSQL server', async () => {
    const env = { DATABASE_URL: await suite.createDatabase('studio_user_cli') };
    expect((await cli(env, ['add', 'pia', '--role', 'sysadmin'], 'pia password 12')).out).toMatch(
      /^✓ sysadmin pia can sign in now \(PostgreSQL 127\.0\.0\.1:\d+\/studio_user_cli\)$/,
    );
    expect((await cli(env, ['list'])).out).toBe('name  role      disabled\npia   sysadmin  no');
  }, 60_000);
});

describe('the second factor from the command line (decision 077)', () => {
  /** Runs the command; `code(printed)` answers the prompt for the first code from what was printed so far. */
  async function enrolCli(env: NodeJS.ProcessEnv, args: string[], code?: (printed: string[]) => string) {
    const out: string[] = [];
    const err: string[] = [];
    const exit = await userCommand(args, {
      env,
      readPassword: async () => '',
      ...(code ? { readCode: async () => code(out) } : {}),
      out: (l) => out.push(l),
      err: (l) => err.push(l),
    });
    return { code: exit, out, err: err.join('\n') };
  }
  const secretIn = (printed: string[]) => /^secret \(to type into the app\): ([A-Z2-7]+)$/.exec(printed[1] ?? '')![1]!;

  it('enrols (URI, secret, first code, ten recovery codes), refuses a second enrolment, resets', async () => {
    const env = { STUDIO_DATA_DIR: join(dir, 'factor', 'store') };
    expect((await cli(env, ['add', 'rose', '--role', 'reviewer', '--no-forced-change'], 'rose password 12')).code).toBe(
      0,
    );
    const enrolled = await enrolCli(env, ['enrol-2fa', 'rose'], (printed) =>
      totpOf(secretIn(printed)).generate({ timestamp: Date.now() }),
    );
    expect(enrolled.code).toBe(0);
    expect(enrolled.out[0]).toMatch(/^otpauth URI \(for a QR code\): otpauth:\/\/totp\/.*rose\?.*secret=[A-Z2-7]+/);
    expect(enrolled.out[2]).toMatch(/^✓ rose has a second factor \(PGlite .*\)\. Recovery codes/);
    expect(enrolled.out.slice(3)).toHaveLength(10);
    expect(enrolled.out[3]).toMatch(/^ {2}[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/);

    expect(await enrolCli(env, ['enrol-2fa', 'rose'])).toMatchObject({
      code: 1,
      err: '✗ rose has a second factor: the security administrator resets it first',
    });
    expect((await enrolCli(env, ['reset-2fa', 'rose'])).out[0]).toMatch(/^✓ the second factor of rose is reset/);

    // Without a prompt: the secret is printed, and --code finishes the enrolment in a second run.
    const begun = await enrolCli(env, ['enrol-2fa', 'rose']);
    expect(begun.out[2]).toBe("then: npm run studio:user -- enrol-2fa rose --code <the app's 6-digit code>");
    expect((await enrolCli(env, ['enrol-2fa', 'rose', '--code', '000000'])).code).toBe(1);
    const code = totpOf(secretIn(begun.out)).generate({ timestamp: Date.now() });
    expect((await enrolCli(env, ['enrol-2fa', 'rose', `--code=${code}`])).code).toBe(0);
    expect(await enrolCli(env, ['reset-2fa', 'nobody'])).toMatchObject({
      code: 1,
      err: '✗ there is no account nobody',
    });
    expect((await enrolCli(env, ['enrol-2fa'])).code).toBe(2);
    expect((await enrolCli(env, ['reset-2fa', 'rose', '--code', '1'])).code).toBe(2);

    const desk = await openDesk({ store: { dataDir: env.STUDIO_DATA_DIR }, review: 'required' });
    try {
      const log = await readAudit(desk.db, {});
      expect(
        log
          .filter((e) => e.actor === 'cli')
          .map((e) => e.action)
          .reverse(),
      ).toEqual(['account-created', 'second-factor-enrolled', 'second-factor-reset', 'second-factor-enrolled']);
    } finally {
      await desk.close();
    }
  }, 60_000);

  it('works through a running service (its control socket)', async () => {
    const dataDir = join(dir, 'factor-owned', 'store');
    const service = await startStudioService({
      ...studioSettings({
        STUDIO_DATA_DIR: dataDir,
        STUDIO_CONFIG_FILE: join(dir, 'factor-owned', 'portal.config.json'),
      }),
      review: 'required',
    });
    try {
      const env = { STUDIO_DATA_DIR: dataDir };
      expect((await cli(env, ['add', 'sid', '--role', 'secadmin', '--no-forced-change'], 'sid password 12')).code).toBe(
        0,
      );
      const enrolled = await enrolCli(env, ['enrol-2fa', 'sid'], (printed) =>
        totpOf(secretIn(printed)).generate({ timestamp: Date.now() }),
      );
      expect(enrolled.out[2]).toContain(`through the studio service, process ${process.pid}`);
      expect(await service.desk.twoFactor.status('sid')).toEqual({ enrolled: true, recoveryCodesLeft: 10 });
    } finally {
      await service.close();
    }
  }, 60_000);
});
