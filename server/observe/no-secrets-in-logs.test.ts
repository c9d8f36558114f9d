// @vitest-environment node
/**
 * The portal server's log as a process writes it (decision 066): every line is one pino JSON object, and after a
 * studio sign-in with a password (a wrong one first), page and API requests carrying a token and a mobile number,
 * and a backend whose answers carry phone numbers, no line holds the password, the session cookie, the CSRF token,
 * the token or a phone number. The figures the same requests leave are at /metrics.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { userCommand } from '../studio/user-command';
import { fakeBuild } from '../portal/testing/fake-build';
import { freePort } from '../../mock-server/free-port.mjs';
import { httpGet } from '../../tests/support/raw-http';

const ROOT = join(import.meta.dirname, '..', '..');
const PASSWORD = 'Correct-Horse-7731';
const WRONG = 'Wrong-Battery-0042';
const TOKEN = 'tok-5e0a9d17c2b4';
const PHONES = ['13912345678', '0571-88990011'];

let build: ReturnType<typeof fakeBuild>;
let backend: Server;
let child: ChildProcess;
let output = '';
let origin: string;

beforeAll(async () => {
  build = fakeBuild();
  // A backend whose every answer names people's phone numbers (the contract watch logs its breaks: never a value).
  backend = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    const row = { id: 7, mobile: PHONES[0], linkPhone: PHONES[1], addtime: 1_700_000_000 };
    res.end(JSON.stringify({ code: 200, message: 'success', data: { records: [row], total: 1 } }));
  });
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['--import', 'tsx', 'server/portal/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: build.dist,
      API_TARGET: `http://127.0.0.1:${(backend.address() as AddressInfo).port}`,
      STUDIO_CONFIG_FILE: join(build.files, 'portal.config.json'),
      STUDIO_DATA_DIR: join(build.files, 'store'),
      DATABASE_URL: '',
      STUDIO_REVIEW: 'optional',
      LOG_LEVEL: 'debug',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  for (let i = 0; (await httpGet(origin, '/readyz').catch(() => ({ status: 0 }))).status !== 200; i++) {
    if (i > 600 || child.exitCode !== null) throw new Error(`the portal server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const said: string[] = [];
  const code = await userCommand(['add', 'clerk', '--role', 'editor'], {
    env: { ...process.env, DATABASE_URL: '', STUDIO_DATA_DIR: join(build.files, 'store') },
    readPassword: async () => PASSWORD,
    out: (line) => said.push(line),
    err: (line) => said.push(line),
  });
  if (code !== 0) throw new Error(said.join('\n'));
}, 180_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await new Promise((resolve) => backend?.close(resolve));
  build?.remove();
}, 60_000);

const signIn = (password: string) =>
  fetch(`${origin}/n2024/web/studio/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'clerk', password }),
  });

it('writes JSON lines without a password, a session, a token or a phone number, and counts what happened', async () => {
  expect((await signIn(WRONG)).status).toBe(401);
  const signedIn = await signIn(PASSWORD);
  expect(signedIn.status).toBe(200);
  const session = /=([^;]+)/.exec(signedIn.headers.get('set-cookie') ?? '')![1]!;
  const { csrfToken } = (await signedIn.json()) as { csrfToken: string };
  expect(session.length).toBeGreaterThan(8);

  const pages = [
    `/n2024/web/home?mobile=${PHONES[0]}&user-token=${TOKEN}`,
    `/n2024/web/jobDetail?id=7&q=${PHONES[0]}`,
    '/n2024/web/home',
    `/n2024/api/user/info?user-token=${TOKEN}&tel=${PHONES[1]}`,
  ];
  for (const path of pages) await httpGet(origin, path, { 'user-token': TOKEN, cookie: `sid=${session}` });
  await httpGet(origin, '/n2024/web/studio/api/session', { cookie: `studio_session=${session}` });

  const metrics = (await httpGet(origin, '/metrics')).body;
  expect(metrics).toMatch(/^portal_studio_sign_in_failures_total\{reason="password"\} 1$/m);
  expect(metrics).toMatch(/^portal_http_requests_total\{route="page",status="301"\} 2$/m);
  expect(metrics).toMatch(/^portal_http_requests_total\{route="studio",status="401"\} 2$/m);
  expect(metrics).toMatch(/^portal_http_requests_total\{route="page",status="200"\} 1$/m);
  expect(metrics).toMatch(/^portal_render_duration_seconds_count\{outcome="whole"\} [1-9]/m);
  expect(metrics).toMatch(/^portal_data_cache_lookups_total\{result="(hit|miss)"\} [1-9]/m);
  // The home page's newest notice, read through the server's own client at the scrape.
  expect(metrics).toMatch(/^portal_home_last_updated_timestamp_seconds 1700000000$/m);

  // Every request has its line by now (written when each response closed).
  await expect.poll(() => output.split('\n').filter((l) => l.includes('"route":"api"')).length).toBe(1);
  const lines = output.split('\n').filter(Boolean);
  for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
  const access = lines
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((l) => 'method' in l && 'route' in l);
  expect(access.length).toBeGreaterThanOrEqual(pages.length + 3);
  for (const line of access) expect(line.id).toMatch(/^[\w.:-]+$/);
  for (const secret of [PASSWORD, WRONG, session, csrfToken, TOKEN, ...PHONES])
    expect(output, `the log holds ${secret}`).not.toContain(secret);
}, 60_000);
