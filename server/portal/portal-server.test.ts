// @vitest-environment node
/**
 * The portal server against a stand-in renderer and backend (testing/fake-build.ts): what it decides itself. Each
 * attack of issue 19 on it fails on the server before decision 044.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import { log } from '../observe/log';
import { createPortalServer } from './portal-server';
import { fakeBackend, fakeBuild } from './testing/fake-build';
import { httpGet } from '../../tests/support/raw-http';

const ORIGIN = 'https://jobs.example';
const POISON = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
const logs: string[] = [];
let base: string;
let stop: () => Promise<void>;
let backendCalls: () => number;

async function start(options: { delayMs?: number } = {}) {
  const build = fakeBuild();
  const backend = await fakeBackend(options.delayMs);
  const { server, readiness } = await createPortalServer({
    distDir: build.dist,
    apiTarget: new URL(backend.url),
    studio: build.studio,
    origin: ORIGIN,
    log: (line) => logs.push(line),
    warmRetryMs: 50,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await backend.close();
    build.remove();
  };
  return { origin, backend, readiness, close, renderer: `${build.dist}-ssr/entry-server.js` };
}

beforeAll(async () => {
  const s = await start();
  base = s.origin;
  stop = s.close;
  backendCalls = () => s.backend.state.calls;
  await waitReady(base);
  // (The studio's embedded store takes over 10 s to start on a loaded machine.)
}, 60_000);

async function waitReady(origin: string) {
  for (let i = 0; (await httpGet(origin, '/readyz')).status !== 200; i++) {
    if (i > 200) throw new Error('the server never became ready');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
afterAll(() => stop());

const get = (path: string, headers: Record<string, string> = {}) => httpGet(base, `/n2024/web${path}`, headers);

describe('one origin', () => {
  it('writes SITE_ORIGIN into the page whatever Host and X-Forwarded-* say, and a clean request after is clean', async () => {
    const poisoned = await get('/home', POISON);
    expect(poisoned.status).toBe(200);
    expect(poisoned.body).toContain(`<link rel="canonical" href="${ORIGIN}/n2024/web/home">`);
    expect(poisoned.body).toContain(`content="${ORIGIN}/n2024/web/home"`);
    expect(JSON.stringify(poisoned.headers) + poisoned.body).not.toContain('evil.example');
    const clean = await get('/home');
    expect(clean.body).toContain(`href="${ORIGIN}/n2024/web/home"`);
  });

  it('keeps one sitemap, on SITE_ORIGIN, for every Host: 50 more Hosts ask the backend nothing', async () => {
    const first = await get('/sitemap.xml', POISON);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=600');
    const locs = [...first.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(0);
    for (const loc of locs) expect(loc.startsWith(`${ORIGIN}/n2024/web/`)).toBe(true);
    const jobs = await get(new URL(locs.find((l) => l.includes('jobs'))!).pathname.slice('/n2024/web'.length), POISON);
    expect(jobs.body).toContain(`<loc>${ORIGIN}/n2024/web/jobDetail?id=7</loc>`);
    const calls = backendCalls();
    for (let i = 0; i < 50; i++) {
      const other = await get('/sitemap.xml', { host: `h${i}.example`, 'x-forwarded-host': `f${i}.example` });
      expect(other.body).toBe(first.body);
    }
    expect(backendCalls()).toBe(calls);
  });
});

describe('canonical addresses and honest cache marks', () => {
  it('sends an address with values the page does not read to its canonical address; known values are kept', async () => {
    const junk = await get('/jobDetail?id=1&utm_source=x&junk=1');
    expect(junk.status).toBe(301);
    expect(junk.headers.location).toBe('/n2024/web/jobDetail?id=1');
    expect((await get('/home?utm_source=abc')).headers.location).toBe('/n2024/web/home');
    const known = await get('/jobDetail?id=1&page=2');
    expect(known.status).toBe(200);
  });

  it('answers a page rendered without some of its data 503, not to be kept, with the page as its body', async () => {
    for (const path of ['/partial', '/throws']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(503);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['x-accel-expires']).toBe('0');
      expect(answer.headers['retry-after']).toBe('30');
      expect(answer.body).toContain('<div id="root">');
    }
    expect((await get('/partial')).body).toContain('<main>page /partial</main>');
    const head = await httpGet(base, '/n2024/web/partial', {}, 'HEAD');
    expect(head.status).toBe(503);
    expect(head.body).toBe('');
    const whole = await get('/home');
    expect(whole.status).toBe(200);
    expect(whole.headers['cache-control']).toBe('no-cache');
    expect((await httpGet(base, '/n2024/web/home', {}, 'HEAD')).status).toBe(200);
  });
});

describe('the QR login code (decision 092)', () => {
  it('draws the login link as an SVG image beside the pages, refuses a text that is not one, and logs no link', async () => {
    const link = 'https://rc.example/m/qrlogin?uuid=6f1c2d7e';
    const image = await get(`/qr-code.svg?text=${encodeURIComponent(link)}`);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.body).toContain('width="250"');
    const refused = await get(`/qr-code.svg?text=${encodeURIComponent('javascript:alert(1)')}`);
    expect([refused.status, refused.body]).toEqual([400, 'the text is not an http(s) address']);
    expect((await httpGet(base, '/n2024/web/qr-code.svg', {}, 'POST')).status).toBe(405);
    await expect.poll(() => logs.filter((l) => l.includes('qr-code.svg')).length).toBe(3);
    expect(logs.filter((l) => l.includes('qr-code.svg')).join()).not.toContain('uuid');
  });
});

describe('hardening', () => {
  it('answers malformed percent-encoding 400, with no stack trace logged', async () => {
    const error = vi.spyOn(log, 'error');
    for (const path of ['/%c0%ae', '/home?x=%E0%A4%A', '/assets/%E0%A4%A.js', '/%']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(400);
      expect(answer.body.length).toBeLessThan(100);
    }
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('never serves the build manifest or source maps', async () => {
    expect((await get('/assets/app-1234.js')).status).toBe(200);
    for (const path of [
      '/.vite/manifest.json',
      '/assets/app-1234.js.map',
      '/.vite/%6Danifest.json',
      '/%2Evite/manifest.json',
    ])
      expect((await get(path)).status, path).toBe(404);
  });

  it("sends the page's CSP with a fresh nonce written into it, and HSTS for an https origin", async () => {
    // (A drawing of its own each: a kept page is sent with the nonce drawn with it, decision 067.)
    const [a, b] = [
      await get('/home', { 'cache-control': 'no-cache' }),
      await get('/home', { 'cache-control': 'no-cache' }),
    ];
    const nonce = /'nonce-([^']+)'/.exec(String(a.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(a.body).toContain(`<meta name="csp-nonce" content="${nonce}" />`);
    expect(a.body).toContain(`<style nonce="${nonce}">`);
    expect(a.body).not.toContain('__CSP_NONCE__');
    expect(b.headers['content-security-policy']).not.toBe(a.headers['content-security-policy']);
    expect(a.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(a.headers['x-content-type-options']).toBe('nosniff');
    expect(a.headers['strict-transport-security']).toBe('max-age=31536000');
    const studio = await get('/studio/');
    expect(studio.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(studio.body).not.toContain('__CSP_NONCE__');
  });

  it("leaves the nonce's placeholder and the policy to nginx when nginx asks", async () => {
    const behind = await get('/home', { 'x-csp-nonce-placeholder': '1' });
    expect(behind.headers['content-security-policy']).toBeUndefined();
    expect(behind.body).toContain('<meta name="csp-nonce" content="__CSP_NONCE__" />');
  });
});

describe('a production process', () => {
  it('answers /healthz, and /readyz once warm, having rendered the home page and a detail page', async () => {
    expect((await httpGet(base, '/healthz')).status).toBe(200);
    expect(JSON.parse((await httpGet(base, '/readyz')).body)).toMatchObject({ ready: true, backend: true });
  });

  it('answers /readyz 503 until the backend has answered and the render paths are warm', async () => {
    const slow = await start({ delayMs: 600 });
    try {
      const early = await httpGet(slow.origin, '/readyz');
      expect(early.status).toBe(503);
      expect(JSON.parse(early.body)).toMatchObject({ ready: false, warmed: false });
      expect((await httpGet(slow.origin, '/healthz')).status).toBe(200);
      await waitReady(slow.origin);
      const { renders } = (await import(slow.renderer)) as { renders: string[] };
      expect(renders.slice(0, 2)).toEqual(['/home', '/jobDetail?id=7']);
    } finally {
      await slow.close();
    }
  }, 60_000); // (a server of its own: its embedded store takes over 10 s to start on a loaded machine)

  it('logs one JSON line per request, with the request id it was given when that is sane', async () => {
    logs.length = 0;
    const answer = await get('/partial', { 'x-request-id': 'abc-123' });
    expect(answer.headers['x-request-id']).toBe('abc-123');
    await get('/home', { 'x-request-id': 'bad id; rm -rf' });
    await expect.poll(() => logs.length).toBe(2);
    const [partial, whole] = logs.map((l) => JSON.parse(l));
    expect(partial).toMatchObject({ method: 'GET', path: '/n2024/web/partial', status: 503, cache: 'partial' });
    expect(partial.id).toBe('abc-123');
    expect(typeof partial.ms).toBe('number');
    expect(new Date(partial.time).getTime()).not.toBeNaN();
    expect(whole).toMatchObject({ status: 200, cache: 'whole' });
    expect(whole.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
