// @vitest-environment node
/**
 * Pages and the config's shared file as the bare server sends them (decision 067), against the stand-in renderer and
 * backend (testing/fake-build.ts): compressed in the encoding the browser takes best, compressed once per drawn page
 * (its nonce drawn with it), left as they are for nginx, and the config named by its content, kept for good.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chooseEncoding } from './encoding';
import { createPortalServer } from './portal-server';
import { fakeBackend, fakeBuild } from './testing/fake-build';

let base: string;
let stop: () => Promise<void>;
/** The published config's file, as the studio writes it. */
let published: string;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** The body decoded as its Content-Encoding says. */
  text: string;
}

const get = (path: string, headers: Record<string, string> = {}) =>
  new Promise<Answer>((resolve, reject) => {
    const req = request(`${base}/n2024/web${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const plain = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
        resolve({ status: res.statusCode!, headers: res.headers, body, text: plain.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end();
  });

beforeAll(async () => {
  const build = fakeBuild();
  published = build.studio.configFile;
  const backend = await fakeBackend();
  const { server } = await createPortalServer({
    distDir: build.dist,
    apiTarget: new URL(backend.url),
    studio: build.studio,
    origin: 'https://jobs.example',
    log: false,
    warmRetryMs: 50,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stop = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await backend.close();
    build.remove();
  };
}, 60_000); // (the studio's embedded store starts with it)
afterAll(() => stop());

describe('the encoding a request takes (RFC 9110 §12.5.3)', () => {
  it('prefers br, else gzip, by q-value; q=0 refuses; * counts for what is not named', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0, *')).toBe('br');
    expect(chooseEncoding('*;q=0')).toBeUndefined();
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});

describe('a page as the bare server sends it', () => {
  it('is compressed as the browser takes it, the same document each way, and says it varies by Accept-Encoding', async () => {
    const br = await get('/home', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get('/home', { 'accept-encoding': 'gzip;q=1, br;q=0' });
    const plain = await get('/home');
    expect([br.status, gzip.status, plain.status]).toEqual([200, 200, 200]);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const a of [br, gzip, plain]) {
      expect(a.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(a.headers['content-length'])).toBe(a.body.length);
    }
    expect(br.text).toContain('<main>page /home</main>');
    // (Each may be a drawing of its own, with a nonce of its own, while the stand-in backend's data changes.)
    const unsigned = (a: Answer) => a.text.replace(/(content|nonce)="[A-Za-z0-9+/=]{24}"/g, '$1="N"');
    expect(unsigned(gzip)).toBe(unsigned(br));
    expect(unsigned(plain)).toBe(unsigned(br));
    expect(br.body.length).toBeLessThan(plain.body.length);
  });

  it('carries the nonce drawn with the page (one compression for every request that shares it), in header and body', async () => {
    const [a, b] = [await get('/home', { 'accept-encoding': 'br' }), await get('/home', { 'accept-encoding': 'br' })];
    const nonce = /'nonce-([^']+)'/.exec(String(a.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(a.text).toContain(`<meta name="csp-nonce" content="${nonce}" />`);
    expect(a.text).not.toContain('__CSP_NONCE__');
    // The kept page is sent as it was compressed: byte for byte.
    expect(b.headers['content-security-policy']).toBe(a.headers['content-security-policy']);
    expect(b.body.equals(a.body)).toBe(true);
    // A reader's hard reload draws the page again: a nonce of its own.
    const again = await get('/home', { 'accept-encoding': 'br', 'cache-control': 'no-cache' });
    expect(again.headers['content-security-policy']).not.toBe(a.headers['content-security-policy']);
  });

  it("goes uncompressed, its nonce's placeholder kept, when nginx asks (its sub_filter writes the nonce)", async () => {
    const behind = await get('/home', { 'x-csp-nonce-placeholder': '1', 'accept-encoding': 'gzip, br' });
    expect(behind.headers['content-encoding']).toBeUndefined();
    expect(behind.text).toContain('__CSP_NONCE__');
  });
});

describe("the config's shared file", () => {
  it('is named in the state and preloaded; served compressed, cached for good; an unknown name is 404', async () => {
    const page = (await get('/home')).text;
    const state = JSON.parse(/<script type="application\/json" id="portal-state">([\s\S]*?)<\/script>/.exec(page)![1]!);
    expect(state.config).toMatch(/^\/n2024\/web\/portal\.config\.[0-9a-f]{16}\.json$/);
    expect(page).toContain(`<link rel="preload" href="${state.config}" as="fetch" crossorigin>`);
    const file = await get(state.config.slice('/n2024/web'.length), { 'accept-encoding': 'br' });
    expect(file.status).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['content-encoding']).toBe('br');
    expect(Object.keys(JSON.parse(file.text).pages)).toContain('home');
    expect((await get('/portal.config.0123456789abcdef.json')).status).toBe(404);
  });

  it('follows a publication: a new name for the new config, the last one still answered for pages drawn with it', async () => {
    const configOf = async () => {
      const page = (await get('/home', { 'cache-control': 'no-cache' })).text;
      return JSON.parse(/id="portal-state">([\s\S]*?)<\/script>/.exec(page)![1]!).config as string;
    };
    const before = await configOf();
    const config = JSON.parse(readFileSync(published, 'utf8'));
    config.pages.home.title = { 'zh-CN': '首页（新）' };
    writeFileSync(`${published}.tmp`, JSON.stringify(config));
    renameSync(`${published}.tmp`, published);
    await expect.poll(configOf).not.toBe(before);
    const after = await configOf();
    const file = async (url: string) => get(url.slice('/n2024/web'.length));
    expect(JSON.parse((await file(after)).text).pages.home.title['zh-CN']).toBe('首页（新）');
    expect((await file(before)).status).toBe(200);
  });
});
