// @vitest-environment node
// The studio's service as a studio and an attacker call it (issues 10 and 20): sessions in the store, roles,
// publishing with If-Match, versions by content hash. Review, schedules and the audit log: review-flow.test.ts,
// audit-log.test.ts; sessions ending: sessions-end.test.ts; the limiter: sign-in-limiter.test.ts.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsPageSize, SEED, startDeskServer, withJobs, type DeskServer, type Member } from './testing/desk-server';

let desk: DeskServer;
beforeAll(async () => {
  desk = await startDeskServer({ review: 'optional', accounts: { anna: 'reviewer', ben: 'reviewer', eva: 'editor' } });
}, 60_000); // a store and scrypt hashes: over 10 s on a busy 2-core machine
afterAll(() => desk?.close());

async function current(m: Member) {
  const res = await desk.call('/config', { headers: desk.as(m) });
  return { etag: res.headers.get('etag')!, text: await res.text(), version: res.headers.get('x-config-version') };
}
const put = (m: Member, body: string, etag: string | null, comment?: string) =>
  desk.call('/config', {
    method: 'PUT',
    headers: desk.as(m, {
      'content-type': 'application/json',
      ...(etag ? { 'if-match': etag } : {}),
      ...(comment ? { 'x-publish-comment': encodeURIComponent(comment) } : {}),
    }),
    body,
  });

describe('without a session', () => {
  const routes: [string, string][] = [
    ['GET', '/session'],
    ['DELETE', '/session'],
    ['GET', '/config'],
    ['PUT', '/config'],
    ['GET', '/versions'],
    ['GET', '/versions/x'],
    ['POST', '/versions/x/restore'],
    ['GET', '/drafts'],
    ['POST', '/drafts/1/submit'],
    ['GET', '/submissions'],
    ['POST', '/submissions/1/approve'],
    ['GET', '/schedules'],
    ['GET', '/accounts'],
    ['GET', '/audit'],
  ];
  it.each(routes)('%s %s answers 401', async (method, path) => {
    const res = await desk.call(path, { method, headers: { origin: desk.origin, 'content-type': 'application/json' } });
    expect(res.status).toBe(401);
  });
  it('a made-up cookie is no session, nor is the signed cookie of the old service', async () => {
    for (const cookie of ['n2024_studio=YW5uYQ.99999999999999.forged', `n2024_studio=${'A'.repeat(43)}`])
      expect((await desk.call('/config', { headers: { cookie } })).status).toBe(401);
  });
});

describe('signing in', () => {
  it('gives the name, role, review mode and a CSRF token, also later through GET /session', async () => {
    const anna = await desk.signIn('anna');
    const again = await desk.call('/session', { headers: { cookie: anna.cookie } });
    // With when the session ends (decision 078).
    expect(await again.json()).toEqual({
      name: 'anna',
      role: 'reviewer',
      review: 'optional',
      csrfToken: anna.csrf,
      idleEndsAt: expect.any(String),
      absoluteEndsAt: expect.any(String),
      idleMinutes: 30,
    });
  });

  it('sets an HttpOnly, SameSite=Strict cookie on the studio path; the store keeps only its hash', async () => {
    const res = await desk.call('/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: desk.origin },
      // (An editor: a reviewer's password alone sets no cookie, its second factor does; two-factor.test.ts.)
      body: JSON.stringify({ name: 'eva', password: 'eva-password-2026' }),
    });
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/n2024\/web\/studio\//);
    const value = cookie.split(';')[0]!.split('=')[1]!;
    const rows = await desk.service.desk.db.query<{ id: string }>('select id from sessions');
    expect(rows.map((r) => r.id)).not.toContain(value);
  });

  it('signing out ends the session in the store: the old cookie no longer opens anything', async () => {
    const anna = await desk.signIn('anna');
    expect(
      (await desk.call('/session', { method: 'DELETE', headers: { cookie: anna.cookie, origin: desk.origin } })).status,
    ).toBe(403);
    const out = await desk.call('/session', { method: 'DELETE', headers: desk.as(anna) });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect((await desk.call('/config', { headers: { cookie: anna.cookie } })).status).toBe(401);
    expect((await put(anna, SEED, 'x')).status).toBe(401);
  });

  it('refuses a cross-site form post, even with the right password', async () => {
    const res = await desk.call('/session', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      body: 'name=anna&password=anna-password-2026',
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});

describe('publishing (review optional)', () => {
  it('needs If-Match (428), the CSRF token (403) and a body under 1 MB (413)', async () => {
    const anna = await desk.signIn('anna');
    const { etag, text } = await current(anna);
    expect((await put(anna, text, null)).status).toBe(428);
    const noToken = await desk.call('/config', {
      method: 'PUT',
      headers: { cookie: anna.cookie, origin: desk.origin, 'if-match': etag, 'content-type': 'application/json' },
      body: text,
    });
    expect(noToken.status).toBe(403);
    expect((await put(anna, `"${'x'.repeat(1024 * 1024 + 10)}"`, etag)).status).toBe(413);
  });

  it('refuses a config with problems (400, with each problem) and publishes nothing', async () => {
    const anna = await desk.signIn('anna');
    const { etag, text, version } = await current(anna);
    const res = await put(anna, withJobs(text, 0), etag);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { problems: { pointer: string }[] };
    expect(body.problems.map((p) => p.pointer)).toContain('/pages/home/sections/4/pageSize');
    expect((await current(anna)).version).toBe(version);
  });

  it('publishes with If-Match; a second reviewer on the old ETag gets 412 naming who published and when', async () => {
    const anna = await desk.signIn('anna');
    const ben = await desk.signIn('ben');
    const loaded = await current(anna);
    const published = await put(anna, withJobs(loaded.text, 5), loaded.etag, '首页职位改为 5 条');
    expect(published.status).toBe(200);
    const { version } = (await published.json()) as { version: { id: string; editor: string; comment: string } };
    expect(version).toMatchObject({ editor: 'anna', reviewer: 'anna', comment: '首页职位改为 5 条' });
    expect(published.headers.get('etag')).not.toBe(loaded.etag);
    expect(jobsPageSize((await current(anna)).text)).toBe(5);
    // This process's local copy (what its portal serves) is written before the answer: its next page is the new one.
    expect(jobsPageSize(readFileSync(desk.configFile, 'utf8'))).toBe(5);

    const stale = await put(ben, withJobs(loaded.text, 7), loaded.etag);
    expect(stale.status).toBe(412);
    expect(await stale.json()).toMatchObject({ publishedBy: 'anna', version: version.id });
    expect(jobsPageSize((await current(anna)).text)).toBe(5);
  });

  it('an editor cannot publish even with review optional: the PUT becomes a submission (202)', async () => {
    const eva = await desk.signIn('eva');
    const before = await current(eva);
    const res = await put(eva, withJobs(before.text, 8), before.etag, '八条');
    expect(res.status).toBe(202);
    expect(((await res.json()) as { submission: { status: string; author: string } }).submission).toMatchObject({
      status: 'pending',
      author: 'eva',
    });
    expect((await current(eva)).version).toBe(before.version);
  });

  it('keeps each distinct config once; restoring publishes it again as a new version that names its source', async () => {
    const anna = await desk.signIn('anna');
    const list = async () =>
      (
        (await (await desk.call('/versions', { headers: desk.as(anna) })).json()) as {
          versions: { id: string; hash: string; initial?: boolean; restoredFrom?: string }[];
        }
      ).versions;
    const versions = await list();
    const initial = versions.find((v) => v.initial)!;
    expect(await (await desk.call(`/versions/${initial.id}`, { headers: desk.as(anna) })).text()).toBe(SEED);
    const { etag } = await current(anna);
    const restored = await desk.call(`/versions/${initial.id}/restore`, {
      method: 'POST',
      headers: desk.as(anna, { 'if-match': etag }),
    });
    expect(restored.status).toBe(200);
    expect(((await restored.json()) as { version: { restoredFrom: string } }).version.restoredFrom).toBe(initial.id);
    expect((await current(anna)).text).toBe(SEED);
    const after = await list();
    expect(after.length).toBe(versions.length + 1);
    const bodies = await desk.service.desk.db.query<{ n: number }>('select count(*)::int as n from config_bodies');
    expect(bodies[0]!.n).toBe(new Set(after.map((v) => v.hash)).size + 1); // + eva's submission, never published
    expect((await desk.call('/versions/..%2Fsecret', { headers: desk.as(anna) })).status).toBe(404);
  });

  it('an editor may not restore (403) and the local copy of the published config follows the store', async () => {
    const eva = await desk.signIn('eva');
    const { etag } = await current(eva);
    const res = await desk.call('/versions/x/restore', { method: 'POST', headers: desk.as(eva, { 'if-match': etag }) });
    expect(res.status).toBe(403);
    await expect.poll(() => readFileSync(desk.configFile, 'utf8'), { timeout: 3000 }).toBe(SEED);
  });
});

describe('the API path', () => {
  it('is not also a folder of the studio: under npm start the dev server serves studio modules by their path', () => {
    // /n2024/web/studio/api/... belongs to the service, which would answer a module request there with 401.
    expect(existsSync(join(import.meta.dirname, '../../studio/api'))).toBe(false);
  });
});
