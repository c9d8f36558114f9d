// @vitest-environment node
/**
 * The compiled portal server (`npm run build`'s server step, run with plain node as `npm run serve` runs it), as a
 * process: it refuses a public address without SITE_ORIGIN, takes no origin from a request, and drains on SIGTERM.
 * Against a stand-in build and backend (testing/fake-build.ts).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { freePort } from '../../mock-server/free-port.mjs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBackend, fakeBuild } from './testing/fake-build';
import { httpGet } from '../../tests/support/raw-http';

const ROOT = join(import.meta.dirname, '..', '..');
// Inside the checkout (the compiled server finds its packages in node_modules); dist-* is ignored by git. Under
// `npm test` the build is made once before every suite (E2E_PREBUILT=1, decision 071): its compiled server is used.
const PREBUILT = process.env.E2E_PREBUILT === '1';
const OUT = PREBUILT ? (process.env.OUT_DIR ?? 'dist') : `dist-main-test-${process.pid}`;
let build: ReturnType<typeof fakeBuild>;
let backend: Awaited<ReturnType<typeof fakeBackend>>;
const children: ChildProcess[] = [];

beforeAll(async () => {
  if (!PREBUILT) compile();
  build = fakeBuild();
  backend = await fakeBackend();
}, 60_000);

function compile() {
  const compiled = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '-c', 'server/portal/vite.config.ts'],
    {
      cwd: ROOT,
      env: { ...process.env, OUT_DIR: OUT },
      encoding: 'utf8',
    },
  );
  expect(compiled.status, compiled.stderr).toBe(0);
}

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await backend?.close();
  build?.remove();
  if (!PREBUILT) rmSync(join(ROOT, `${OUT}-server`), { recursive: true, force: true });
});

async function serve(env: Record<string, string>) {
  const port = String(await freePort());
  const { SITE_ORIGIN: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [join(ROOT, `${OUT}-server`, 'main.js')], {
    cwd: ROOT,
    env: {
      ...inherited,
      PORT: port,
      DIST_DIR: build.dist,
      API_TARGET: backend.url,
      STUDIO_CONFIG_FILE: join(build.files, `portal.config.${port}.json`),
      // Each server its own embedded store (one process owns one), never a DATABASE_URL of the environment.
      STUDIO_DATA_DIR: join(build.files, `store-${port}`),
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, origin: `http://127.0.0.1:${port}`, port, output: () => output, exited };
}

async function ready(origin: string, output: () => string) {
  for (let i = 0; ; i++) {
    const status = await httpGet(origin, '/readyz').then(
      (a) => a.status,
      () => 0,
    );
    if (status === 200) return;
    if (i > 300) throw new Error(`the server did not become ready:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the compiled portal server', () => {
  it('refuses to start on a public address without SITE_ORIGIN, and says so', async () => {
    const server = await serve({ HOST: '0.0.0.0' });
    const code = await Promise.race([server.exited, new Promise((r) => setTimeout(() => r('still running'), 15_000))]);
    expect(code).toBe(1);
    expect(server.output()).toMatch(/SITE_ORIGIN is not set/);
  }, 20_000);

  it('on loopback without SITE_ORIGIN writes http://HOST:PORT, never the Host a request names', async () => {
    const server = await serve({ HOST: '127.0.0.1' });
    await ready(server.origin, server.output);
    const page = await httpGet(server.origin, '/n2024/web/home', {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
    });
    expect(page.body).toContain(`<link rel="canonical" href="${server.origin}/n2024/web/home">`);
    expect(page.body).not.toContain('evil.example');
    // Its access log: one JSON line per request on stdout.
    const line = () =>
      server
        .output()
        .split('\n')
        .find((l) => l.includes('"/n2024/web/home"'));
    await expect.poll(line).toBeTruthy();
    expect(JSON.parse(line()!)).toMatchObject({ method: 'GET', status: 200, cache: 'whole' });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 30_000);

  it('lets a request in flight finish on SIGTERM, takes no new connection, then exits', async () => {
    const server = await serve({ HOST: '127.0.0.1', SITE_ORIGIN: 'https://jobs.example' });
    await ready(server.origin, server.output);
    const slow = httpGet(server.origin, '/n2024/web/slow');
    await new Promise((resolve) => setTimeout(resolve, 400));
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(httpGet(server.origin, '/healthz')).rejects.toThrow(/ECONNREFUSED/);
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<main>page /slow</main>');
    expect(answer.headers.connection).toBe('close');
    expect(await server.exited).toBe(0);
    // One pino line (server/observe/log.ts) says why it is draining.
    expect(server.output()).toMatch(/"signal":"SIGTERM".*"msg":"portal: draining/);
  }, 30_000);

  it('a second server on the same embedded store refuses to start, in one line that names DATABASE_URL', async () => {
    const first = await serve({ HOST: '127.0.0.1' });
    await ready(first.origin, first.output);
    const second = await serve({ HOST: '127.0.0.1', STUDIO_DATA_DIR: join(build.files, `store-${first.port}`) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/"msg":"portal server: .* is in use by process \d+.*DATABASE_URL/);
    expect(second.output()).not.toMatch(/^\s+at /m);
    // The first one goes on serving.
    expect((await httpGet(first.origin, '/healthz')).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  }, 60_000);

  it('with the embedded mock on a port already taken, stops in one line that names the mock', async () => {
    const holder = createServer().listen(0, '127.0.0.1');
    await once(holder, 'listening');
    const taken = (holder.address() as AddressInfo).port;
    try {
      // No API_TARGET: the server starts the mock itself.
      const server = await serve({ HOST: '127.0.0.1', API_TARGET: '', MOCK_PORT: String(taken) });
      expect(await server.exited).toBe(1);
      expect(server.output()).toMatch(/"msg":"portal server: the mock backend did not start: .*EADDRINUSE/);
      expect(server.output()).not.toMatch(/^\s+at /m);
    } finally {
      holder.close();
    }
  }, 60_000);

  it('loads no React before it has set production mode (React would pick its development build, half as fast)', () => {
    const compiled = readFileSync(join(ROOT, `${OUT}-server`, 'main.js'), 'utf8');
    const hoisted = [...compiled.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
    expect(hoisted.length).toBeGreaterThan(0);
    expect(
      hoisted.filter((name) => /^(react|react-dom|valtio)(\/|$)/.test(name!) && name !== 'valtio/vanilla'),
    ).toEqual([]);
    expect(compiled).toContain('["NODE_ENV"] ??= "production"');
  });
});
