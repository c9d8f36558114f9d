// @vitest-environment node
// The store away and a proxy left out of the trusted list (issue 31 item 5). With PostgreSQL stopped, studio calls
// used to answer 500 and nothing said the studio was down; a proxy missing from STUDIO_TRUSTED_PROXIES made every
// sign-in count against the proxy's own address, silently.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeOnPostgres } from '../../tests/support/postgres-server';
import { freePort } from '../../mock-server/free-port.mjs';
import { log } from '../observe/log';
import { serveHealth } from '../portal/health';
import { mountStudio } from '../portal/studio-mount';
import { CONFIG_FILE } from '../config-check/portal-config-check';
import { startDeskServer, type DeskServer } from './testing/desk-server';

const health = (desk: DeskServer, path: string) => fetch(`${desk.origin}${path}`);

describeOnPostgres('the store away', (postgres) => {
  let desk: DeskServer;
  beforeAll(async () => {
    const url = await postgres.createDatabase('store_away');
    desk = await startDeskServer({ store: { url }, accounts: { anna: 'reviewer' } });
  }, 60_000);
  afterAll(() => desk?.close(), 30_000);

  it('studio calls answer 503 with Retry-After, and /readyz says the studio is not ready', async () => {
    const anna = await desk.signIn('anna');
    expect((await health(desk, '/readyz')).status).toBe(200);
    await postgres.server.stop();
    const config = await desk.call('/config', { headers: desk.as(anna) });
    expect(config.status).toBe(503);
    expect(Number(config.headers.get('retry-after'))).toBeGreaterThan(0);
    const signIn = await desk.call('/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: desk.origin },
      body: JSON.stringify({ name: 'anna', password: 'anna-password-2026' }),
    });
    expect(signIn.status).toBe(503);
    const ready = await health(desk, '/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ ready: false, warnings: ['the studio service cannot reach its store'] });
    expect((await health(desk, '/healthz')).status).toBe(200);
  }, 60_000);
});

describe('the portal with its studio’s store away', () => {
  it('answers the studio’s calls 503 with Retry-After and keeps /readyz 200 for pages, saying the studio is not', async () => {
    const port = await freePort(); // nothing listens there
    const studio = await mountStudio(
      {
        store: { url: `postgres://postgres@127.0.0.1:${port}/none` },
        configFile: '/nonexistent/portal.config.json',
        seedFile: CONFIG_FILE,
        review: 'required',
        trustedProxies: ['127.0.0.1'],
      },
      60_000,
    );
    try {
      const answers: { status?: number; headers?: Record<string, unknown>; body?: string } = {};
      const res = {
        writeHead: (status: number, headers: Record<string, unknown>) => Object.assign(answers, { status, headers }),
        end: (body: string) => (answers.body = body),
      };
      studio.handle({} as never, res as never);
      expect(answers.status).toBe(503);
      expect(answers.headers).toMatchObject({ 'retry-after': expect.stringMatching(/^\d+$/) });
      const ready = { config: true, backend: true, warmed: true, draining: false };
      expect(serveHealth('/readyz', res as never, ready, studio.status)).toBe(true);
      expect(answers.status).toBe(200);
      expect(JSON.parse(answers.body!)).toMatchObject({ ready: true, studio: { ready: false } });
    } finally {
      await studio.close();
    }
  }, 30_000);
});

describe('X-Real-IP from an address that is not a trusted proxy', () => {
  let desk: DeskServer;
  beforeAll(async () => {
    desk = await startDeskServer({ accounts: { eva: 'editor' }, trustedProxies: ['10.9.9.9'] });
  }, 60_000);
  afterAll(() => desk?.close());

  it('is warned about once in the log and reported on /readyz, which stays 200', async () => {
    const warn = vi.spyOn(log, 'warn');
    try {
      expect(await (await health(desk, '/readyz')).json()).toEqual({ ready: true, warnings: [] });
      for (let i = 0; i < 3; i++)
        await desk.call('/session', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: desk.origin, 'x-real-ip': '198.51.100.4' },
          body: JSON.stringify({ name: 'eva', password: 'wrong' }),
        });
      const said = warn.mock.calls.filter((c) => /STUDIO_TRUSTED_PROXIES/.test(String(c[0])));
      expect(said).toHaveLength(1);
      const ready = await health(desk, '/readyz');
      expect(ready.status).toBe(200);
      const body = (await ready.json()) as { warnings: string[] };
      expect(body.warnings).toEqual([expect.stringMatching(/127\.0\.0\.1.*STUDIO_TRUSTED_PROXIES/)]);
    } finally {
      warn.mockRestore();
    }
  });
});
