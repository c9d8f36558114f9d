/**
 * The production server as built and run (decision 044), with its real renderer: no request header shapes a URL it
 * writes, junk query values are sent to the canonical address, the build's manifest and source maps are not served,
 * malformed addresses are refused, and a new process is ready only once its first visitor would get a whole page.
 * (server/portal/*.test.ts test the same server's decisions against a stand-in renderer.)
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { httpGet } from '../support/raw-http';
import { startPortalServer, type PortalServer } from '../support/portal-server';
import { startBackendProxy } from '../../mock-server/backend-proxy.mjs';

const origin = `http://127.0.0.1:${process.env.E2E_APP_PORT}`;
const POISON = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
const get = (path: string, headers: Record<string, string> = {}) => httpGet(origin, `/n2024/web${path}`, headers);

test('a poisoned Host or X-Forwarded-Host leaves canonical, Open Graph, JSON-LD and sitemap on the site origin', async () => {
  const poisoned = await get('/jobDetail?id=1', POISON);
  expect(poisoned.status).toBe(200);
  expect(poisoned.body).not.toContain('evil.example');
  expect(poisoned.body).toContain(`<link rel="canonical" href="${origin}/n2024/web/jobDetail?id=1">`);
  expect(poisoned.body).toContain(`<meta property="og:url" content="${origin}/n2024/web/jobDetail?id=1">`);
  expect(poisoned.body).toMatch(new RegExp(`<meta property="og:image" content="${origin}/`));
  const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(poisoned.body)![1]!);
  expect(JSON.stringify(ld)).toContain(origin);
  for (const path of ['/sitemap.xml', '/sitemap-jobs-1.xml']) {
    const sitemap = await get(path, POISON);
    expect(sitemap.headers['cache-control']).toBe('public, max-age=600');
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length, path).toBeGreaterThan(0);
    expect(locs.filter((l) => !l.startsWith(`${origin}/n2024/web/`))).toEqual([]);
  }
  // A clean request after the poisoned ones is clean.
  expect((await get('/jobDetail?id=1')).body).toContain(
    `<link rel="canonical" href="${origin}/n2024/web/jobDetail?id=1">`,
  );
});

test('an address with values its page does not read is sent to the canonical address; the values it reads are kept', async () => {
  for (const [from, to] of [
    ['/home?utm_source=abc', '/n2024/web/home'],
    ['/jobDetail?id=1&utm_source=x&fbclid=y', '/n2024/web/jobDetail?id=1'],
    ['/jobSearch?page=2&junk=1', '/n2024/web/jobSearch?page=2'],
  ] as const) {
    const answer = await get(from);
    expect(answer.status, from).toBe(301);
    expect(answer.headers.location, from).toBe(to);
  }
  expect((await get('/jobSearch?page=2')).status).toBe(200);
  expect((await get('/home?care=1')).status).toBe(200);
});

test("the build's manifest and source maps are not served; malformed percent-encoding is a 400", async () => {
  const dist = process.env.OUT_DIR ?? 'dist';
  const map = readdirSync(join(dist, 'assets')).find((f) => f.endsWith('.js.map'));
  expect(map, 'the build writes source maps').toBeTruthy();
  expect((await get(`/assets/${map!.replace(/\.map$/, '')}`)).status).toBe(200);
  for (const path of ['/.vite/manifest.json', '/.vite/section-assets.json', `/assets/${map}`])
    expect((await get(path)).status, path).toBe(404);
  for (const path of ['/%c0%ae', '/home?x=%E0%A4%A']) {
    const answer = await get(path);
    expect(answer.status, path).toBe(400);
    expect(answer.body).not.toMatch(/at \w+ \(/);
  }
});

test.describe('a new process', () => {
  let backend: Awaited<ReturnType<typeof startBackendProxy>>;
  let portal: PortalServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000); // a server of its own, started beside the unit tests (decision 079)
    // The e2e run's mock behind a door the test opens: until then the backend does not answer.
    backend = await startBackendProxy({ target: `http://127.0.0.1:${process.env.E2E_MOCK_PORT}` });
    backend.mode({ hold: true });
    portal = await startPortalServer({ API_TARGET: backend.url, RENDER_BUDGET_MS: '800' }, { wait: '/healthz' });
  });
  test.afterAll(async () => {
    await portal?.stop();
    await backend?.close();
  });

  test('is not ready until its backend has answered and its render paths are warm; then its first page is whole', async () => {
    const readyz = () => fetch(`${portal.origin}/readyz`);
    const early = await readyz();
    expect(early.status).toBe(503);
    expect(await early.json()).toMatchObject({ ready: false, backend: false, warmed: false });
    backend.mode({}); // the door opens: the held calls go on, and every one after
    await expect.poll(async () => (await readyz()).status, { timeout: 20_000 }).toBe(200);
    // The first visitor of the new process: a whole page (200), within the ordinary 800 ms budget.
    const home = await fetch(`${portal.origin}/n2024/web/home`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('"queryKey":["source","queryNoticeByPage"');
  });
});
