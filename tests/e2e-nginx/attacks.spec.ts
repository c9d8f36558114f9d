/**
 * The production stack (deploy/nginx in front of the portal server) as a hostile client tries it (issue 19; decisions
 * 043, 044). Each test is an attack that worked before: a forged Host or X-Forwarded-* header wrote another origin
 * into the pages, the sitemap and the micro-cache; any Host was answered; bad percent-encoding was a 500; the build's
 * manifest and source maps were served; studio sign-in failed on a port of its own and could be tried without limit.
 * The floods send from a loopback address of their own (nginx limits per client address), so that the other tests'
 * budget stays whole. (Backend calls, outages: backend.spec.ts, which runs alone.)
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { raw, selfUrls, stack, switchState } from './nginx-stack';

/** Forged headers: another host, scheme and port by every header a proxy might have trusted. */
const POISONS: Record<string, Record<string, string>> = {
  'X-Forwarded-Host': { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
  'Forwarded and X-Forwarded-Port': {
    forwarded: 'for=1.2.3.4;host=evil.example;proto=https',
    'x-forwarded-port': '6666',
    'x-forwarded-server': 'evil.example',
  },
  'a port in Host': { host: '127.0.0.1:6666' },
  'localhost and X-Forwarded-Host with a port': {
    host: `localhost:${stack.port}`,
    'x-forwarded-host': 'evil.example:6666',
  },
};
const isPoisoned = (text: string) => text.includes('evil.example') || text.includes(':6666');

/** Every URL the page writes for itself is on SITE_ORIGIN, and nothing of the forged headers is anywhere in it. */
function expectClean(html: string, what: string) {
  const urls = selfUrls(html);
  expect(urls.length, `${what}: canonical and og:url`).toBeGreaterThanOrEqual(2);
  for (const url of urls) expect(url.startsWith(`${stack.origin}/`), `${what}: ${url}`).toBe(true);
  expect(isPoisoned(html), `${what} names the forged host or port`).toBe(false);
}

test('forged Host and X-Forwarded-* headers leave canonical, og and JSON-LD on SITE_ORIGIN, for the next visitor too', async ({
  request,
}) => {
  const first = 100_000 + Math.floor(Math.random() * 100_000);
  for (const [i, [name, headers]] of Object.entries(POISONS).entries()) {
    // A job page no other test asks for (the forged request is the one that fills the micro-cache), and /home.
    for (const path of [`jobDetail?id=${first + i}`, 'home']) {
      const attack = await request.get(`./${path}`, { headers, maxRedirects: 0 });
      expect(attack.status(), `${name} on ${path}`).toBe(200);
      expectClean(await attack.text(), `${path} with ${name}`);
      const next = await request.get(`./${path}`);
      expect(next.status()).toBe(200);
      expectClean(await next.text(), `${path} after ${name}`);
    }
  }
});

test('the sitemap is written with SITE_ORIGIN whatever the headers, and cached once for every host and query', async ({
  request,
}) => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  for (const file of ['sitemap.xml', 'sitemap-jobs-1.xml'])
    for (const [name, headers] of Object.entries(POISONS)) {
      const answer = await request.get(`./${file}`, { headers });
      expect(answer.status(), `${file} with ${name}`).toBe(200);
      const xml = await answer.text();
      expect(locs(xml).length).toBeGreaterThan(0);
      for (const loc of locs(xml)) expect(loc.startsWith(`${stack.origin}/n2024/web/`), `${file}: ${loc}`).toBe(true);
      expect(isPoisoned(xml)).toBe(false);
    }
  // One copy: another host name of the list, a query, forged headers: all the same cached answer.
  const again = await request.get('./sitemap.xml?from=elsewhere', {
    headers: { host: `localhost:${stack.port}`, 'x-forwarded-host': 'evil.example' },
  });
  expect(again.headers()['x-cache-status']).toBe('HIT');
  expect(isPoisoned(await again.text())).toBe(false);
});

test('a Host not in the server_name list gets no answer, however the request names it', async ({ request }) => {
  await expect(request.get('./home', { headers: { host: 'evil.example' } })).rejects.toThrow(
    /socket hang up|ECONNRESET/,
  );
  // The host in the request line decides the server; neither way lets another name in.
  expect(await raw({ target: 'http://evil.example/n2024/web/home', headers: { host: '127.0.0.1' } })).toBeUndefined();
  const named = await raw({
    target: `http://127.0.0.1/n2024/web/jobDetail?id=4199`,
    headers: { host: 'evil.example' },
  });
  expect(named?.status).toBe(200);
  expectClean(named!.body, 'a request line naming the site with Host: evil.example');
  // Over TLS: no certificate for another name, nor for none (an address), only for the site's.
  expect(await raw({ target: '/n2024/web/home', tls: { servername: 'evil.example' } })).toBeUndefined();
  expect(await raw({ target: '/n2024/web/home', tls: { servername: '' } })).toBeUndefined();
  const site = await raw({
    target: '/n2024/web/home',
    headers: { host: `localhost:${stack.tlsPort}` },
    tls: { servername: 'localhost' },
  });
  expect(site?.status).toBe(200);
});

test('HSTS goes out with every answer over TLS, and never over plain HTTP', async ({ request }) => {
  const tls = (target: string) =>
    raw({ target, headers: { host: `localhost:${stack.tlsPort}` }, tls: { servername: 'localhost' } });
  const home = await tls('/n2024/web/home');
  expect(home?.status).toBe(200);
  const asset = /src="(\/n2024\/web\/assets\/[^"]+\.js)"/.exec(home!.body)![1]!;
  for (const target of [
    '/n2024/web/home',
    asset,
    '/n2024/web/portal.config.json',
    '/n2024/web/studio/',
    '/robots.txt',
  ]) {
    const answer = await tls(target);
    expect(answer?.status, target).toBe(200);
    expect(answer?.headers['strict-transport-security'], target).toBe('max-age=31536000');
  }
  for (const path of ['./home', `.${asset.slice('/n2024/web'.length)}`, './portal.config.json'])
    expect((await request.get(path)).headers()['strict-transport-security'], path).toBeUndefined();
});

test('malformed percent-encoding answers 400, with no stack trace', async ({ request }) => {
  for (const path of ['%c0%ae', '%c0%ae%c0%ae/etc/passwd', 'home%ff', 'jobDetail%E0%A4%A']) {
    const answer = await request.get(`./${path}`, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(400);
    expect(await answer.text(), path).not.toMatch(/\bat .*\(|Error:|node:internal/);
  }
});

test('the build manifest, source maps, dot-files and the health checks are not served', async ({ request }) => {
  const dist = process.env.DIST_DIR ?? process.env.OUT_DIR ?? 'dist';
  expect(existsSync(join(dist, '.vite/manifest.json')), 'the build has its manifest (else this tests nothing)').toBe(
    true,
  );
  for (const path of ['./.vite/manifest.json', './%2evite/manifest.json', './.vite/section-assets.json'])
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);

  const html = await (await request.get('./home')).text();
  const script = /src="\/n2024\/web\/(assets\/[^"]+\.js)"/.exec(html)![1]!;
  expect(existsSync(join(dist, `${script}.map`)), 'the build wrote its source map (else this tests nothing)').toBe(
    true,
  );
  expect((await request.get(`./${script}`)).status()).toBe(200);
  expect((await request.get(`./${script}.map`)).status()).toBe(404);

  for (const path of ['/.env', '/.git/config', '/n2024/web/.env', '/healthz', '/readyz']) {
    const answer = await request.get(`${stack.origin}${path}`, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(404);
    expect(await answer.text(), path).not.toContain('ready');
  }
});

test('page misses are limited per client, and pages from the micro-cache never are', async ({ request }) => {
  const from = '127.0.0.41';
  expect((await request.get('./policy')).status()).toBe(200);
  expect((await request.get('./policy')).headers()['x-cache-status']).toBe('HIT');
  // Addresses the cache does not have (a junk query each: the portal server answers 301), until nginx says 429.
  const misses: number[] = [];
  for (let i = 0; i < 400 && !misses.includes(429); i++)
    misses.push((await raw({ target: `/n2024/web/home?flood=${i}`, from }))!.status);
  expect(misses).toContain(429);
  expect(misses.filter((s) => s !== 429 && s !== 301)).toEqual([]);
  // The same client, still over its budget: a cached page is served every time.
  const cached: string[] = [];
  for (let i = 0; i < 60; i++) {
    const answer = await raw({ target: '/n2024/web/policy', from });
    cached.push(`${answer?.status} ${answer?.headers['x-cache-status']}`);
  }
  expect(cached.filter((c) => !c.startsWith('200 '))).toEqual([]);
});

test.describe('studio sign-in through nginx', () => {
  test.describe.configure({ mode: 'serial' });
  const editor = { name: 'nginx-editor', password: 'a long password 123' };

  test.beforeAll(async () => {
    // As an operator adds an editor while the service runs (deploy/studio.md): the CLI hands the command to the
    // stack's portal server, which owns the embedded store, through its control socket.
    execFileSync(
      'node_modules/.bin/tsx',
      ['server/studio/user-cli.ts', 'add', editor.name, '--role', 'editor', '--no-forced-change'],
      {
        input: `${editor.password}\n`,
        env: { ...process.env, DATABASE_URL: '', STUDIO_DATA_DIR: (await switchState()).studioDataDir },
        stdio: ['pipe', 'ignore', 'inherit'],
      },
    );
  });

  test('an editor signs in to the studio on a port of its own, and a cross-site sign-in is still refused', async ({
    page,
    request,
  }) => {
    expect(stack.port).not.toBe(80);
    await page.goto('./studio/');
    await page.getByLabel('账号').fill(editor.name);
    await page.getByLabel('密码').fill(editor.password);
    const signIn = page.waitForResponse(
      (r) => r.url().endsWith('/studio/api/session') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: '登录' }).click();
    expect((await signIn).status()).toBe(200);
    await expect(page.getByRole('list', { name: '顺序' })).toBeVisible();

    const crossSite = await request.post('./studio/api/session', {
      headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
      data: editor,
    });
    expect(crossSite.status()).toBe(403);
  });

  test('a burst of sign-ins is cut off by nginx with 429', async () => {
    const from = '127.0.0.31';
    const answers: { status: number; body: string }[] = [];
    // Right password every time: the service itself slows down only failures, so every 429 here is nginx's.
    for (let i = 0; i < 15; i++) {
      const answer = await raw({
        target: '/n2024/web/studio/api/session',
        method: 'POST',
        headers: { host: `127.0.0.1:${stack.port}`, 'content-type': 'application/json' },
        body: JSON.stringify(editor),
        from,
      });
      answers.push({ status: answer!.status, body: answer!.body });
    }
    expect(answers[0]!.status).toBe(200);
    const limited = answers.filter((a) => a.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(5);
    expect(limited[0]!.body).toContain('429 Too Many Requests');
    expect(answers.filter((a) => a.status !== 200 && a.status !== 429)).toEqual([]);
  });

  test("the service tells clients apart by nginx's X-Real-IP: failures from one address never lock out another", async () => {
    const signIn = (password: string, from: string, forged: Record<string, string> = {}) =>
      raw({
        target: '/n2024/web/studio/api/session',
        method: 'POST',
        headers: { host: `127.0.0.1:${stack.port}`, 'content-type': 'application/json', ...forged },
        body: JSON.stringify({ name: editor.name, password }),
        from,
      });
    // Five wrong passwords for the editor's name from one address, each naming another address in X-Real-IP: nginx
    // sends the address it saw instead, so the service counts them all against that one address ...
    for (let i = 0; i < 5; i++)
      expect((await signIn('a wrong password', '127.0.0.32', { 'x-real-ip': `10.9.8.${i}` }))!.status).toBe(401);
    // ... which now waits (the service's 429, in JSON; nginx lets six through before its own) ...
    const locked = (await signIn(editor.password, '127.0.0.32', { 'x-real-ip': '10.9.8.200' }))!;
    expect(locked.status).toBe(429);
    expect(JSON.parse(locked.body)).toMatchObject({ retryAfter: expect.any(Number) });
    // ... while the right password from a clean address gets in (behind one proxy, every client was 127.0.0.1).
    expect((await signIn(editor.password, '127.0.0.33'))!.status).toBe(200);
  });
});
