// @vitest-environment node
// 三员分立 (issue 31 item 2, decision 075) as the service enforces it: the system administrator runs accounts, the
// security administrator the security settings, the audit administrator reads the audit log, and each is refused the
// others' work (403, on record) and any change of content; nobody changes their own role; the last enabled holder
// of each administrator role stays one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/config/config-version';
import { SEED, startDeskServer, type DeskServer, type Member } from './testing/desk-server';

let desk: DeskServer;
const m: Record<string, Member> = {};
beforeAll(async () => {
  desk = await startDeskServer({
    review: 'optional',
    accounts: { sam: 'sysadmin', sally: 'secadmin', aud: 'auditor', anna: 'reviewer', eva: 'editor' },
  });
  for (const name of ['sam', 'sally', 'aud', 'anna', 'eva']) m[name] = await desk.signIn(name);
}, 60_000);
afterAll(() => desk?.close());

type Call = [method: string, path: string, body?: unknown];
const status = async (who: Member, [method, path, body]: Call) =>
  (
    await desk.call(path, {
      method,
      headers: desk.as(who, body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  ).status;
const TOOLS: Record<string, Call[]> = {
  sam: [
    ['GET', '/accounts'],
    ['POST', '/accounts', { name: 'newbie', role: 'editor', password: 'newbie-password-2026' }],
    ['PATCH', '/accounts/newbie', { disabled: true }],
  ],
  sally: [
    ['GET', '/security'],
    ['PUT', '/security', { idleMinutes: 20 }],
  ],
  aud: [
    ['GET', '/audit'],
    ['GET', '/audit?format=csv'],
  ],
};

describe('each administrator’s own tools', () => {
  it.each(Object.keys(TOOLS))('%s may use its own', async (name) => {
    for (const call of TOOLS[name]!) expect(await status(m[name]!, call), call.join(' ')).toBeLessThan(300);
  });

  it.each(['sam', 'sally', 'aud', 'anna', 'eva'])('%s is refused every other administrator’s (403)', async (name) => {
    for (const [owner, calls] of Object.entries(TOOLS))
      if (owner !== name) for (const call of calls) expect(await status(m[name]!, call), call.join(' ')).toBe(403);
  });

  it.each(['sam', 'sally', 'aud'])('%s reads the published config but changes no content (403)', async (name) => {
    const live = await desk.call('/config', { headers: desk.as(m[name]!) });
    expect(live.status).toBe(200);
    const put = await desk.call('/config', {
      method: 'PUT',
      headers: desk.as(m[name]!, { 'content-type': 'application/json', 'if-match': live.headers.get('etag')! }),
      body: SEED,
    });
    expect(put.status).toBe(403);
    expect((await desk.json(m[name]!, '/drafts', 'POST', { config: JSON.parse(SEED), baseHash: 'x' })).status).toBe(
      403,
    );
  });

  it('the refusals are on record, with who and the call', async () => {
    const { body } = await desk.json<{ entries: AuditEntry[] }>(m.aud!, '/audit?action=refused&actor=sally');
    expect(body.entries.map((e) => e.object)).toContain('GET /n2024/web/studio/api/accounts');
  });
});

describe('roles of administrators', () => {
  it('nobody changes their own role or disables their own account, not even the system administrator', async () => {
    for (const change of [{ role: 'auditor' }, { disabled: true }])
      expect(await desk.json(m.sam!, '/accounts/sam', 'PATCH', change)).toMatchObject({
        status: 403,
        body: { code: 'own-account' },
      });
    // The others may not touch accounts at all, their own role included.
    for (const name of ['sally', 'aud'])
      expect((await desk.json(m[name]!, `/accounts/${name}`, 'PATCH', { role: 'sysadmin' })).status).toBe(403);
  });

  it('the last enabled holder of each administrator role can be neither disabled nor moved; a second one frees it', async () => {
    for (const [name, change] of [
      ['sally', { role: 'editor' }],
      ['aud', { disabled: true }],
    ] as const)
      expect(await desk.json(m.sam!, `/accounts/${name}`, 'PATCH', change)).toMatchObject({
        status: 409,
        body: { code: 'last-admin' },
      });
    const made = await desk.json(m.sam!, '/accounts', 'POST', {
      name: 'aud2',
      role: 'auditor',
      password: 'aud2-password-2026',
    });
    expect(made.status).toBe(201);
    expect((await desk.json(m.sam!, '/accounts/aud', 'PATCH', { disabled: true })).status).toBe(200);
  });

  it('an account holds one role: no account is two kinds of administrator', async () => {
    const { body } = await desk.json<{ accounts: { name: string; role: string }[] }>(m.sam!, '/accounts');
    expect(new Set(body.accounts.map((a) => a.name)).size).toBe(body.accounts.length);
    expect((await desk.json(m.sam!, '/accounts', 'POST', { name: 'x', role: ['sysadmin', 'auditor'] })).status).toBe(
      400,
    );
  });
});
