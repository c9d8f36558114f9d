// @vitest-environment node
/**
 * Two-factor sign-in (issue 31 item 1, decision 077) through the service's HTTP calls: the password alone opens
 * nothing for an account with a second factor; a right code does, once; a wrong code is refused, counted with the
 * passwords and on record; a recovery code signs in once; only the security administrator resets a factor (not
 * their own); a role that needs a factor and has none may only enrol; editors need one when the secadmin says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { readAudit } from './audit-log';
import { passwordOf, startDeskServer, type DeskServer, type Member } from './testing/desk-server';
import { testRecoveryCodesOf, testSecretOf } from './testing/second-factor';
import { twoFactor } from './two-factor';
import { totpOf } from './two-factor-secret';

let clock = Date.parse('2026-11-28T09:00:00Z');
let desk: DeskServer;
beforeAll(async () => {
  desk = await startDeskServer({
    now: () => new Date(clock),
    accounts: { rita: 'reviewer', sam: 'secadmin', root: 'sysadmin', audrey: 'auditor', eva: 'editor' },
  });
}, 60_000);
afterAll(() => desk?.close());

const codeAt = (name: string, time = clock) => totpOf(testSecretOf(name)).generate({ timestamp: time });
const post = (path: string, body: unknown) =>
  desk.call(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: desk.origin },
    body: JSON.stringify(body),
  });
async function password(name: string) {
  const res = await post('/session', { name, password: passwordOf(name) });
  return { status: res.status, cookie: res.headers.get('set-cookie'), body: (await res.json()) as Record<string, any> };
}
const second = async (pending: string, code: string) => {
  const res = await post('/session/second-factor', { pending, code });
  return { status: res.status, cookie: res.headers.get('set-cookie'), body: (await res.json()) as Record<string, any> };
};
const member = (name: string, r: { cookie: string | null; body: Record<string, any> }): Member => ({
  name,
  cookie: r.cookie!.split(';')[0]!,
  csrf: r.body.csrfToken,
});

describe('signing in with a second factor', () => {
  it('the right password alone opens nothing: "second factor needed", a pending token, no cookie', async () => {
    clock += 60_000;
    const first = await password('rita');
    expect(first).toMatchObject({ status: 200, cookie: null, body: { secondFactor: 'needed', name: 'rita' } });
    expect(first.body.csrfToken).toBeUndefined();
    // The pending token is no session.
    const res = await desk.call('/config', { headers: { cookie: `n2024_studio=${first.body.pending}` } });
    expect(res.status).toBe(401);

    const done = await second(first.body.pending, codeAt('rita'));
    expect(done).toMatchObject({ status: 200, body: { name: 'rita', role: 'reviewer' } });
    expect((await desk.json(member('rita', done), '/config')).status).toBe(200);
    // The token was used up.
    expect((await second(first.body.pending, codeAt('rita', clock + 30_000))).status).toBe(401);
  });

  it('a code already used is refused (no replay within the window), also in a fresh sign-in', async () => {
    clock += 120_000;
    const code = codeAt('rita');
    expect((await second((await password('rita')).body.pending, code)).status).toBe(200);
    const again = await second((await password('rita')).body.pending, code);
    expect(again).toMatchObject({ status: 401, body: { code: 'wrong-code' } });
    // An older step than the one used is refused too; the next step's code is taken.
    const older = await second((await password('rita')).body.pending, codeAt('rita', clock - 30_000));
    expect(older.status).toBe(401);
    expect((await second((await password('rita')).body.pending, codeAt('rita', clock + 30_000))).status).toBe(200);
  });

  it('a wrong code is refused, on record with its reason, and counted with the passwords (429 after five)', async () => {
    clock += 600_000;
    const from = new Date(clock).toISOString();
    for (let i = 0; i < 5; i++) {
      const wrong = await second((await password('rita')).body.pending, '000000');
      expect(wrong.status).toBe(401);
    }
    // The same count as the passwords': the pair now waits, at its password as at its code.
    expect((await password('rita')).status).toBe(429);
    const failed = await readAudit(desk.service.desk.db, { actor: 'rita', action: 'sign-in-failed', from });
    expect(failed).toHaveLength(5);
    expect(failed[0]).toMatchObject({ result: 'failed', object: 'account:rita', detail: { reason: 'second-factor' } });
    clock += 3_600_000; // the wait is over
    expect((await second((await password('rita')).body.pending, codeAt('rita'))).status).toBe(200);
  });

  it('a recovery code signs in once, on record', async () => {
    clock += 60_000;
    const [code] = testRecoveryCodesOf('rita');
    const typed = code!.toLowerCase().replace(/(.{4})(?!$)/g, '$1-');
    expect((await second((await password('rita')).body.pending, typed)).status).toBe(200);
    expect((await second((await password('rita')).body.pending, code!)).status).toBe(401);
    const [used] = await readAudit(desk.service.desk.db, { actor: 'rita', action: 'recovery-code-used' });
    expect(used).toMatchObject({ object: 'account:rita', detail: { left: 9 } });
  });
});

describe('a lost device: the security administrator resets the factor', () => {
  it('refuses the sysadmin, the auditor and the secadmin on their own factor (403, on record)', async () => {
    clock += 60_000;
    const [root, audrey, sec] = [await desk.signIn('root'), await desk.signIn('audrey'), await desk.signIn('sam')];
    for (const who of [root, audrey]) expect((await desk.json(who, '/second-factors/rita', 'DELETE')).status).toBe(403);
    expect(await desk.json(sec, '/second-factors/sam', 'DELETE')).toMatchObject({
      status: 403,
      body: { code: 'own-account' },
    });
    expect((await desk.json(root, '/second-factors')).status).toBe(403);
  });

  it('resets it: its sessions end and it enrols again, doing nothing else until then', async () => {
    clock += 60_000;
    const [rita, sec] = [await desk.signIn('rita'), await desk.signIn('sam')];
    const list = await desk.json<{ accounts: { name: string; enrolledAt: string | null }[] }>(sec, '/second-factors');
    expect(list.body.accounts.find((a) => a.name === 'rita')?.enrolledAt).toBeTruthy();
    expect((await desk.json(sec, '/second-factors/rita', 'DELETE')).status).toBe(204);
    expect((await desk.json(rita, '/config')).status).toBe(401);
    const [reset] = await readAudit(desk.service.desk.db, { action: 'second-factor-reset' });
    expect(reset).toMatchObject({ actor: 'sam', object: 'account:rita' });

    // The password alone now gives a session that may only enrol.
    const signed = await password('rita');
    expect(signed.body).toMatchObject({ name: 'rita', secondFactor: 'enrol' });
    const limited = member('rita', signed);
    expect(await desk.json(limited, '/config')).toMatchObject({
      status: 403,
      body: { code: 'second-factor-enrolment' },
    });
    expect((await desk.json(limited, '/drafts', 'POST', { title: 'x', body: '{}', baseHash: 'x' })).status).toBe(403);
    expect((await desk.json(limited, '/session')).body).toMatchObject({ secondFactor: 'enrol' });

    const begun = await desk.json<{ secret: string; uri: string }>(limited, '/second-factor/enrolment', 'POST', {});
    expect(begun.body.uri).toMatch(/^otpauth:\/\/totp\/.*rita\?.*secret=/);
    const code = totpOf(begun.body.secret).generate({ timestamp: clock });
    expect(
      (
        await desk.json(limited, '/second-factor/enrolment/finish', 'POST', {
          code: code === '111111' ? '222222' : '111111',
        })
      ).status,
    ).toBe(400);
    const finished = await desk.json<{ recoveryCodes: string[] }>(limited, '/second-factor/enrolment/finish', 'POST', {
      code,
    });
    expect(finished.status).toBe(200);
    expect(new Set(finished.body.recoveryCodes).size).toBe(10);
    expect((await desk.json(limited, '/config')).status).toBe(200);
    // The enrolment's own code is used: it does not sign in again.
    expect((await second((await password('rita')).body.pending, code)).status).toBe(401);
    const [enrolled] = await readAudit(desk.service.desk.db, { actor: 'rita', action: 'second-factor-enrolled' });
    expect(enrolled).toMatchObject({ object: 'account:rita' });
  });
});

describe('editors', () => {
  it('need no second factor until the security administrator says so; then they must enrol', async () => {
    clock += 60_000;
    const [eva, sec] = [await desk.signIn('eva'), await desk.signIn('sam')];
    expect((await desk.json(eva, '/config')).status).toBe(200);
    expect((await desk.json(sec, '/security', 'PUT', { editorsTwoFactor: true })).status).toBe(200);
    expect((await desk.json(eva, '/config')).body).toMatchObject({ code: 'second-factor-enrolment' });
    expect((await desk.json(sec, '/security', 'PUT', { editorsTwoFactor: false })).status).toBe(200);
    expect((await desk.json(eva, '/config')).status).toBe(200);
  });
});

it('keeps the secret encrypted when STUDIO_SECRET_KEY is set, and recovery codes only as SHA-256', async () => {
  const db = desk.service.desk.db;
  const key = randomBytes(32);
  const sealed = twoFactor(db, () => new Date(clock), key);
  const { secret } = await sealed.begin('eva');
  const [row] = await db.query<{ secret: string }>('select secret from second_factors where account = $1', ['eva']);
  expect(row!.secret).toMatch(/^enc:/);
  expect(row!.secret).not.toContain(secret);
  const codes = await sealed.finish({ name: 'eva', address: '' }, 'eva', totpOf(secret).generate({ timestamp: clock }));
  const hashes = await db.query<{ code_hash: string }>('select code_hash from recovery_codes where account = $1', [
    'eva',
  ]);
  expect(hashes.map((h) => h.code_hash)).not.toContain(codes[0]);
  expect(hashes.every((h) => /^[0-9a-f]{64}$/.test(h.code_hash))).toBe(true);
  // Without the key, the secret cannot be read.
  await expect(twoFactor(db, () => new Date(clock), undefined).check('eva', '123456')).rejects.toThrow(
    /STUDIO_SECRET_KEY/,
  );
  expect(await sealed.check('eva', totpOf(secret).generate({ timestamp: clock + 30_000 }))).toBe('totp');
});
