// @vitest-environment node
// Password rules and the security administrator's settings taking effect (issue 31 item 3, decision 078): length,
// classes, not the name, none of the last 5, expiry and the forced change at the first sign-in after an account is
// made or reset (a session that may do nothing else, 403), each refusal naming its rule in Chinese; the idle limit
// the secadmin sets, capped by the environment's; calls the studio makes on its own do not extend the idle life.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classesOf, ruleProblem } from './password-rules';
import { DEFAULT_SECURITY } from './security-settings';
import { passwordOf, startDeskServer, type DeskServer, type Member } from './testing/desk-server';
import { userCommand } from './user-command';

describe('the rules that need no store', () => {
  const rules = DEFAULT_SECURITY;
  it('length, then the name, then the classes; each said in Chinese', () => {
    expect(ruleProblem('lin', 'Short-1', rules)).toMatchObject({ rule: 'length', message: '密码至少需要 12 个字符。' });
    expect(ruleProblem('linlinlinlin', 'LinLinLinLin', rules)).toMatchObject({ rule: 'name' });
    expect(ruleProblem('lin', 'onlylowercaseletters', rules)).toMatchObject({
      rule: 'classes',
      message: '密码须至少包含小写字母、大写字母、数字、其他字符中的 3 类。',
    });
    expect(ruleProblem('lin', 'lin-password-2026', rules)).toBeUndefined();
    expect(ruleProblem('lin', '十二个汉字的密码也可以用的吗是的1a', rules)).toBeUndefined();
    expect([classesOf('abc'), classesOf('aB1'), classesOf('aB1-'), classesOf('汉字1')]).toEqual([1, 3, 4, 2]);
  });

  it('follows the settings', () => {
    expect(ruleProblem('lin', 'abcdefgh', { ...rules, passwordMinLength: 8, passwordClasses: 1 })).toBeUndefined();
    expect(ruleProblem('lin', 'lin-password-2026', { ...rules, passwordMinLength: 20 })).toMatchObject({
      rule: 'length',
      count: 20,
    });
  });
});

let clock = Date.parse('2026-11-28T08:00:00Z');
let desk: DeskServer;
let root: Member;
let sally: Member;
beforeAll(async () => {
  desk = await startDeskServer({ now: () => new Date(clock), accounts: { root: 'sysadmin', sally: 'secadmin' } });
  root = await desk.signIn('root');
  sally = await desk.signIn('sally');
}, 60_000);
afterAll(() => desk?.close());

const signIn = async (name: string, password: string) => {
  const res = await desk.call('/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: desk.origin },
    body: JSON.stringify({ name, password }),
  });
  const body = (await res.json()) as Record<string, unknown> & { csrfToken: string };
  const member = { name, cookie: res.headers.get('set-cookie')?.split(';')[0] ?? '', csrf: body.csrfToken };
  return { status: res.status, body, member };
};
const change = (m: Member, current: string, password: string) =>
  desk.json(m, '/session/password', 'POST', { current, password });
const config = async (m: Member, headers: Record<string, string> = {}) =>
  desk.call('/config', { headers: desk.as(m, headers) });

describe('the forced change', () => {
  it('a new account’s first sign-in may only change the password; a reused or weak one is refused by name', async () => {
    const made = await desk.json(root, '/accounts', 'POST', {
      name: 'lin',
      role: 'editor',
      password: 'Temp-pass-2026',
    });
    expect(made.status).toBe(201);
    const first = await signIn('lin', 'Temp-pass-2026');
    expect(first.body).toMatchObject({ passwordChange: 'first' });
    const lin = first.member;
    expect(await config(lin).then((r) => r.status)).toBe(403);
    expect((await desk.json(lin, '/drafts')).body).toMatchObject({ code: 'password-change-required' });
    expect((await desk.json(lin, '/session')).body).toMatchObject({ passwordChange: 'first' });

    expect(await change(lin, 'Temp-pass-2026', 'Temp-pass-2026')).toMatchObject({
      status: 400,
      body: { code: 'weak-password', rule: 'reused', message: '不能使用最近 5 次用过的密码。' },
    });
    expect((await change(lin, 'Temp-pass-2026', 'lin-short')).body).toMatchObject({ rule: 'length' });
    expect((await change(lin, 'Temp-pass-2026', 'alllowercaseletters')).body).toMatchObject({ rule: 'classes' });
    expect((await change(lin, 'wrong-current-1', 'Lin-own-password-1')).body).toMatchObject({ rule: 'current' });
    const done = await change(lin, 'Temp-pass-2026', 'Lin-own-password-1');
    expect(done.status).toBe(200);
    expect(done.body).not.toHaveProperty('passwordChange');
    expect(await config(lin).then((r) => r.status)).toBe(200);
    const [entry] = await desk.service.desk.db.query<{ actor: string }>(
      `select actor from audit_log where action = 'password-changed'`,
    );
    expect(entry).toEqual({ actor: 'lin' });
    expect((await signIn('lin', 'Lin-own-password-1')).body).not.toHaveProperty('passwordChange');
  });

  it('a new reviewer changes the password first, and the change’s answer sends her on to enrol a second factor', async () => {
    expect(
      (await desk.json(root, '/accounts', 'POST', { name: 'rui', role: 'reviewer', password: 'Temp-pass-2026' }))
        .status,
    ).toBe(201);
    const first = await signIn('rui', 'Temp-pass-2026');
    expect(first.body).toMatchObject({ passwordChange: 'first', secondFactor: 'enrol' });
    const done = await change(first.member, 'Temp-pass-2026', 'Rui-own-password-1');
    expect(done.status).toBe(200);
    // Without it the studio went on to its pages and met 403 second-factor-enrolment on every call.
    expect(done.body).toMatchObject({ secondFactor: 'enrol' });
    expect(done.body).not.toHaveProperty('passwordChange');
    expect((await desk.json(first.member, '/drafts')).body).toMatchObject({ code: 'second-factor-enrolment' });
  });

  it('a reset by the sysadmin forces a change at the next sign-in', async () => {
    expect((await desk.json(root, '/accounts/lin', 'PATCH', { password: 'Reset-pass-2026' })).status).toBe(200);
    const again = await signIn('lin', 'Reset-pass-2026');
    expect(again.body).toMatchObject({ passwordChange: 'reset' });
    expect((await change(again.member, 'Reset-pass-2026', 'Lin-own-password-2')).status).toBe(200);
  });

  it('none of the last 5 passwords again; the sixth back may be', async () => {
    const lin = (await signIn('lin', 'Lin-own-password-2')).member;
    // Set so far: Temp, Lin-1, Reset, Lin-2. Three more make Lin-1 the sixth back.
    for (const n of [3, 4, 5])
      expect((await change(lin, `Lin-own-password-${n - 1}`, `Lin-own-password-${n}`)).status).toBe(200);
    expect((await change(lin, 'Lin-own-password-5', 'Reset-pass-2026')).body).toMatchObject({ rule: 'reused' });
    expect((await change(lin, 'Lin-own-password-5', 'Lin-own-password-1')).status).toBe(200);
  }, 60_000);

  it('an expired password (90 days by default) leads to a forced change', async () => {
    clock += 91 * 86_400_000;
    const late = await signIn('lin', 'Lin-own-password-1');
    expect(late.body).toMatchObject({ passwordChange: 'expired' });
    expect(await config(late.member).then((r) => r.status)).toBe(403);
    expect((await change(late.member, 'Lin-own-password-1', 'Lin-own-password-6')).status).toBe(200);
    expect(await config(late.member).then((r) => r.status)).toBe(200);
    // The administrators' passwords have expired as well: theirs count as set now, for the tests below.
    await desk.service.desk.db.query(`update accounts set password_set_at = $1 where name in ('root', 'sally')`, [
      new Date(clock).toISOString(),
    ]);
    root = await desk.signIn('root');
    sally = await desk.signIn('sally');
  });
});

describe('the secadmin’s settings take effect', () => {
  it('a longer minimum length refuses what was good enough; no expiry (0) lets an old password in', async () => {
    expect((await desk.json(sally, '/security', 'PUT', { passwordMinLength: 16 })).status).toBe(200);
    const short = await desk.json(root, '/accounts', 'POST', {
      name: 'mei',
      role: 'editor',
      password: 'Mei-pass-2026',
    });
    expect(short).toMatchObject({ status: 400, body: { rule: 'length', message: '密码至少需要 16 个字符。' } });
    expect((await desk.json(sally, '/security', 'PUT', { passwordMaxAgeDays: 0, passwordMinLength: 12 })).status).toBe(
      200,
    );
    clock += 400 * 86_400_000;
    root = await desk.signIn('root');
    const lin = await signIn('lin', 'Lin-own-password-6');
    expect(lin.body).not.toHaveProperty('passwordChange');
    sally = await desk.signIn('sally');
  });

  it('the idle limit the secadmin sets ends a session, and calls marked as the studio’s own do not extend it', async () => {
    expect((await desk.json(sally, '/security', 'PUT', { idleMinutes: 5 })).status).toBe(200);
    const lin = (await signIn('lin', 'Lin-own-password-6')).member;
    const first = await config(lin);
    expect(first.headers.get('x-studio-session')).toMatch(/^idle=300000, absolute=\d+$/);
    clock += 4 * 60_000;
    expect((await config(lin, { 'x-studio-idle': '1' })).status).toBe(200); // a heartbeat: not the person
    clock += 2 * 60_000; // 6 minutes since the person's last call
    const ended = await config(lin);
    expect(ended.status).toBe(401);
    expect(await ended.json()).toMatchObject({ code: 'session-timed-out' });
    await desk.json(sally, '/security', 'PUT', { idleMinutes: 30 }).catch(() => undefined);
  });

  it('the environment’s cap wins when it is shorter (STUDIO_IDLE_MINUTES)', async () => {
    let now = Date.parse('2026-11-28T08:00:00Z');
    const capped = await startDeskServer({
      now: () => new Date(now),
      accounts: { eva: 'editor' },
      sessionLimits: { idleMinutes: 2 },
    });
    try {
      const eva = await capped.signIn('eva', passwordOf('eva'));
      const session = await capped.json(eva, '/session');
      expect(session.body).toMatchObject({ idleMinutes: 2 }); // the stored 30 capped at 2
      now += 3 * 60_000;
      expect((await capped.call('/config', { headers: capped.as(eva) })).status).toBe(401);
    } finally {
      await capped.close();
    }
  }, 60_000);
});

describe('npm run studio:user applies the same rules', () => {
  const dir = mkdtempSync(join(tmpdir(), 'studio-password-rules-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const cli = async (args: string[], password: string) => {
    const said: string[] = [];
    const code = await userCommand(args, {
      env: { STUDIO_DATA_DIR: join(dir, 'store'), DATABASE_URL: '' },
      readPassword: async () => password,
      out: (l) => said.push(l),
      err: (l) => said.push(l),
    });
    return { code, said: said.join('\n') };
  };

  it('refuses a weak password by its rule; --no-forced-change makes an account that signs in straight away', async () => {
    expect(await cli(['add', 'ops'], 'lowercase only here')).toEqual({
      code: 1,
      said: '✗ 密码须至少包含小写字母、大写字母、数字、其他字符中的 3 类。',
    });
    expect((await cli(['add', 'ops', '--no-forced-change'], 'Ops-password-2026')).code).toBe(0);
    expect((await cli(['add', 'ann'], 'Ann-password-2026')).code).toBe(0);
    expect(await cli(['passwd', 'ops', '--no-forced-change'], 'Ops-password-2026')).toMatchObject({
      code: 1,
      said: '✗ 不能使用最近 5 次用过的密码。',
    });
    const { openDesk } = await import('./desk');
    const opened = await openDesk({ store: { dataDir: join(dir, 'store') }, review: 'optional' });
    try {
      const rows = await opened.db.query<{ name: string; must_change: string | null }>(
        'select name, must_change from accounts order by name',
      );
      expect(rows).toEqual([
        { name: 'ann', must_change: 'first' },
        { name: 'ops', must_change: null },
      ]);
    } finally {
      await opened.close();
    }
  }, 60_000);
});
