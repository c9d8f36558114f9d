// @vitest-environment node
// POST /site-health as the studio and an attacker call it (decision 051): a session of any role, the same-site and
// CSRF rules of every change, a bounded body, and an answer in findings even when the backend is away.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED, startDeskServer, type DeskServer } from '../testing/desk-server';

let desk: DeskServer;
const target = process.env.API_TARGET;
beforeAll(async () => {
  // A backend where nothing listens: every section's data is unreadable, at once.
  process.env.API_TARGET = 'http://127.0.0.1:1';
  desk = await startDeskServer({ accounts: { eva: 'editor', rita: 'reviewer' } });
}, 30_000);
afterAll(async () => {
  if (target === undefined) delete process.env.API_TARGET;
  else process.env.API_TARGET = target;
  await desk?.close();
});

const config = JSON.parse(SEED) as unknown;

describe('POST /site-health', () => {
  it('needs a session (401), and a change from the studio itself with its CSRF token (403)', async () => {
    const anonymous = await desk.call('/site-health', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: desk.origin },
      body: JSON.stringify({ config }),
    });
    expect(anonymous.status).toBe(401);
    const eva = await desk.signIn('eva');
    const noToken = await desk.call('/site-health', {
      method: 'POST',
      headers: { cookie: eva.cookie, origin: desk.origin, 'content-type': 'application/json' },
      body: JSON.stringify({ config }),
    });
    expect(noToken.status).toBe(403);
    const elsewhere = await desk.call('/site-health', {
      method: 'POST',
      headers: desk.as(eva, { origin: 'https://evil.example', 'content-type': 'application/json' }),
      body: JSON.stringify({ config }),
    });
    expect(elsewhere.status).toBe(403);
  });

  it('checks the config an editor or a reviewer sends; the sections it cannot read are findings', async () => {
    for (const name of ['eva', 'rita']) {
      const member = await desk.signIn(name);
      const { status, body } = await desk.json<{ findings: { kind: string; section?: { id: string } }[] }>(
        member,
        '/site-health',
        'POST',
        { config },
      );
      expect(status).toBe(200);
      expect(body.findings).toContainEqual(
        expect.objectContaining({ kind: 'unreadable', section: expect.objectContaining({ id: 'notices' }) }),
      );
    }
  });

  it('refuses a body without a config (400) and one over the size bound (413)', async () => {
    const eva = await desk.signIn('eva');
    expect((await desk.json(eva, '/site-health', 'POST', { pages: {} })).status).toBe(400);
    expect((await desk.json(eva, '/site-health', 'POST', { config: { pad: 'x'.repeat(1_100_000) } })).status).toBe(413);
  });
});
