// @vitest-environment node
import { createServer, type Server } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_FILE, contractInfo } from '../../scripts/portal-config-check';
import { accountFile } from './accounts';
import { API_BASE, createStudioApi } from './studio-api';

const dir = mkdtempSync(join(tmpdir(), 'studio-api-'));
const configFile = join(dir, 'portal.config.json');
const usersFile = join(dir, 'users.json');
let server: Server;
let origin = '';
const seed = readFileSync(CONFIG_FILE, 'utf8');

beforeAll(async () => {
  writeFileSync(configFile, seed);
  const accounts = accountFile(usersFile);
  await accounts.add('anna', 'anna-secret-1');
  await accounts.add('ben', 'ben-secret-22');
  const api = await createStudioApi({
    configFile,
    usersFile,
    secretFile: join(dir, 'secret'),
    contract: contractInfo(),
  });
  server = createServer((req, res) => api(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const call = (path: string, init: RequestInit = {}) => fetch(`${origin}${API_BASE}${path}`, init);

interface Editor {
  cookie: string;
  csrf: string;
}
async function signIn(name: string, password: string): Promise<Editor> {
  const res = await call('/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ name, password }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers.get('set-cookie')!;
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/SameSite=Strict/);
  expect(cookie).toMatch(/Path=\/n2024\/web\/studio\//);
  return { cookie: cookie.split(';')[0]!, csrf: ((await res.json()) as { csrfToken: string }).csrfToken };
}
const as = (e: Editor, extra: Record<string, string> = {}) => ({
  cookie: e.cookie,
  'x-csrf-token': e.csrf,
  origin,
  ...extra,
});
async function current(e: Editor) {
  const res = await call('/config', { headers: as(e) });
  return { etag: res.headers.get('etag')!, text: await res.text(), version: res.headers.get('x-config-version') };
}
const put = (e: Editor, body: string, etag: string | null, comment?: string) =>
  call('/config', {
    method: 'PUT',
    headers: as(e, {
      'content-type': 'application/json',
      ...(etag ? { 'if-match': etag } : {}),
      ...(comment ? { 'x-publish-comment': encodeURIComponent(comment) } : {}),
    }),
    body,
  });
const withJobs = (text: string, pageSize: number) => {
  const doc = JSON.parse(text);
  doc.pages.home.sections.find((s: { id: string }) => s.id === 'jobs').pageSize = pageSize;
  return JSON.stringify(doc, null, 2);
};

describe('without a session', () => {
  const routes: [string, string][] = [
    ['GET', '/session'],
    ['DELETE', '/session'],
    ['GET', '/config'],
    ['PUT', '/config'],
    ['GET', '/versions'],
    ['GET', '/versions/x'],
    ['POST', '/versions/x/restore'],
  ];
  it.each(routes)('%s %s answers 401', async (method, path) => {
    const res = await call(path, { method, headers: { origin, 'content-type': 'application/json' } });
    expect(res.status).toBe(401);
  });
  it('a forged cookie is no session', async () => {
    const res = await call('/config', { headers: { cookie: 'n2024_studio=YW5uYQ.99999999999999.forged' } });
    expect(res.status).toBe(401);
  });
});

describe('signing in', () => {
  it('gives the name and a CSRF token, also later through GET /session; DELETE signs out', async () => {
    const anna = await signIn('anna', 'anna-secret-1');
    const again = await call('/session', { headers: { cookie: anna.cookie } });
    expect(await again.json()).toEqual({ name: 'anna', csrfToken: anna.csrf });
    expect((await call('/session', { method: 'DELETE', headers: { cookie: anna.cookie, origin } })).status).toBe(403);
    const out = await call('/session', { method: 'DELETE', headers: as(anna) });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/);
  });

  it('refuses a cross-site form post, even with the right password', async () => {
    const res = await call('/session', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      body: 'name=anna&password=anna-secret-1',
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});

describe('publishing', () => {
  it('needs If-Match (428), the CSRF token (403) and a body under 1 MB (413)', async () => {
    const anna = await signIn('anna', 'anna-secret-1');
    const { etag, text } = await current(anna);
    expect((await put(anna, text, null)).status).toBe(428);
    const noToken = await call('/config', {
      method: 'PUT',
      headers: { cookie: anna.cookie, origin, 'if-match': etag, 'content-type': 'application/json' },
      body: text,
    });
    expect(noToken.status).toBe(403);
    expect((await put(anna, `"${'x'.repeat(1024 * 1024 + 10)}"`, etag)).status).toBe(413);
  });

  it('refuses a config with problems (400, with each problem) and leaves the file byte for byte', async () => {
    const anna = await signIn('anna', 'anna-secret-1');
    const { etag, text } = await current(anna);
    const before = readFileSync(configFile);
    const res = await put(anna, withJobs(text, 0), etag);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { problems: { pointer: string; message: string; fix: string }[] };
    expect(body.problems.map((p) => p.pointer)).toContain('/pages/home/sections/4/pageSize');
    expect(readFileSync(configFile).equals(before)).toBe(true);
  });

  it('publishes with If-Match; a second editor on the old ETag gets 412 naming who published and when', async () => {
    const anna = await signIn('anna', 'anna-secret-1');
    const ben = await signIn('ben', 'ben-secret-22');
    const loaded = await current(anna);
    const published = await put(anna, withJobs(loaded.text, 5), loaded.etag, '首页职位改为 5 条');
    expect(published.status).toBe(200);
    const { version } = (await published.json()) as { version: { id: string; editor: string; comment: string } };
    expect(version).toMatchObject({ editor: 'anna', comment: '首页职位改为 5 条' });
    expect(published.headers.get('etag')).not.toBe(loaded.etag);
    expect(JSON.parse(readFileSync(configFile, 'utf8')).pages.home.sections[4].pageSize).toBe(5);

    const stale = await put(ben, withJobs(loaded.text, 7), loaded.etag);
    expect(stale.status).toBe(412);
    expect(await stale.json()).toMatchObject({ publishedBy: 'anna', version: version.id });
    expect(JSON.parse(readFileSync(configFile, 'utf8')).pages.home.sections[4].pageSize).toBe(5);
  });

  it('keeps every version; restoring one publishes it again as a new version', async () => {
    const anna = await signIn('anna', 'anna-secret-1');
    const { versions } = (await (await call('/versions', { headers: as(anna) })).json()) as {
      versions: { id: string; hash: string; initial?: boolean }[];
    };
    const initial = versions.find((v) => v.initial)!;
    expect(initial).toBeDefined();
    expect(await (await call(`/versions/${initial.id}`, { headers: as(anna) })).text()).toBe(seed);
    const { etag } = await current(anna);
    const restored = await call(`/versions/${initial.id}/restore`, {
      method: 'POST',
      headers: as(anna, { 'if-match': etag }),
    });
    expect(restored.status).toBe(200);
    expect(((await restored.json()) as { version: { restoredFrom: string } }).version.restoredFrom).toBe(initial.id);
    expect(readFileSync(configFile, 'utf8')).toBe(seed);
    const after = (await (await call('/versions', { headers: as(anna) })).json()) as { versions: unknown[] };
    expect(after.versions.length).toBe(versions.length + 1);
    expect((await call('/versions/..%2Fsecret', { headers: as(anna) })).status).toBe(404);
  });
});

// Last: the failures also count against the test's one address, which would slow every sign-in after it.
describe('guessing passwords', () => {
  it('after five wrong passwords in a row the next attempt must wait (429 with Retry-After)', async () => {
    const attempt = (password: string) =>
      call('/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ name: 'ben', password }),
      });
    for (let i = 0; i < 5; i++) expect((await attempt(`wrong-${i}`)).status).toBe(401);
    const sixth = await attempt('ben-secret-22');
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the API path', () => {
  it('is not also a folder of the studio: under npm start the dev server serves studio modules by their path', () => {
    // /n2024/web/studio/api/... belongs to the service, which would answer a module request there with 401.
    expect(existsSync(join(import.meta.dirname, '../../studio/api'))).toBe(false);
  });
});
