/**
 * A studio service of its own for the service's tests: the desk on a store (PGlite in memory by default, or a
 * PostgreSQL URL), accounts made through the store, an HTTP server on a free loopback port, and the calls a
 * studio makes (sign in, then each call with the cookie, the CSRF token and the studio's own origin).
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONFIG_FILE, contractInfo } from '../../config-check/portal-config-check';
import type { ReviewMode, Role } from '../../../src/config/config-version';
import type { SessionLimits } from '../sessions';
import type { StoreLocation } from '../store/database';
import { startStudioService, type StudioService } from '../studio-service';
import { enrolForTests, signInCode } from './second-factor';
import { API_BASE } from '../studio-api';

export const SEED = readFileSync(CONFIG_FILE, 'utf8');
const contract = contractInfo();

export interface Member {
  name: string;
  cookie: string;
  csrf: string;
}

/** The calls a studio makes to the service at `origin`, as a signed-in member. */
export interface DeskClient {
  call(path: string, init?: RequestInit): Promise<Response>;
  signIn(name: string, password?: string, headers?: Record<string, string>): Promise<Member>;
  /** Headers of a call by `m` from the studio itself. */
  as(m: Member, extra?: Record<string, string>): Record<string, string>;
  json<T = Record<string, unknown>>(
    m: Member,
    path: string,
    method?: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }>;
}

export interface DeskServer extends DeskClient {
  origin: string;
  service: StudioService;
  configFile: string;
  close(): Promise<void>;
}

/** `now`: the service's clock, which its second-factor codes are computed from (decision 077). */
export function deskClient(origin: string, now: () => Date = () => new Date()): DeskClient {
  const call = (path: string, init: RequestInit = {}) => fetch(`${origin}${API_BASE}${path}`, init);
  const as = (m: Member, extra: Record<string, string> = {}) => ({
    cookie: m.cookie,
    'x-csrf-token': m.csrf,
    origin,
    ...extra,
  });
  return {
    call,
    as,
    async signIn(name, password = passwordOf(name), headers = {}) {
      const res = await call('/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, ...headers },
        body: JSON.stringify({ name, password }),
      });
      if (res.status !== 200) throw new Error(`sign-in of ${name} on ${origin}: ${res.status} ${await res.text()}`);
      const said = (await res.json()) as { csrfToken: string; secondFactor?: string; pending?: string };
      if (said.secondFactor !== 'needed') {
        const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
        return { name, cookie, csrf: said.csrfToken };
      }
      // The account's second factor: the code of a time step not used yet (tests' accounts: second-factor.ts).
      const second = await call('/session/second-factor', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, ...headers },
        body: JSON.stringify({ pending: said.pending, code: signInCode(name, now().getTime()) }),
      });
      if (second.status !== 200)
        throw new Error(`second factor of ${name} on ${origin}: ${second.status} ${await second.text()}`);
      const cookie = second.headers.get('set-cookie')!.split(';')[0]!;
      return { name, cookie, csrf: ((await second.json()) as { csrfToken: string }).csrfToken };
    },
    async json(m, path, method = 'GET', body) {
      const res = await call(path, {
        method,
        headers: as(m, body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : {}) as never };
    },
  };
}

/** Accounts' passwords in these tests: the name and a suffix (12 characters or more, never the name alone). */
export const passwordOf = (name: string) => `${name}-password-2026`;

export async function startDeskServer(
  options: {
    accounts?: Record<string, Role>;
    review?: ReviewMode;
    store?: StoreLocation;
    now?: () => Date;
    trustedProxies?: string[];
    scheduleEveryMs?: number;
    sessionLimits?: SessionLimits;
  } = {},
): Promise<DeskServer> {
  const dir = mkdtempSync(join(tmpdir(), 'studio-desk-'));
  const configFile = join(dir, 'portal.config.json');
  const service = await startStudioService(
    {
      store: options.store ?? { memory: true },
      configFile,
      seedFile: CONFIG_FILE,
      review: options.review ?? 'required',
      trustedProxies: options.trustedProxies ?? ['127.0.0.1', '::1'],
      ...(options.sessionLimits ? { sessionLimits: options.sessionLimits } : {}),
    },
    { contract, scheduleEveryMs: options.scheduleEveryMs ?? 60_000, ...(options.now ? { now: options.now } : {}) },
  );
  const setup = { name: 'setup', address: '' };
  for (const [name, role] of Object.entries(options.accounts ?? {})) {
    await service.desk.accounts.create(setup, name, role, passwordOf(name), false).catch((error: Error) => {
      if (!/already/.test(error.message)) throw error;
    });
    if (role !== 'editor') await enrolForTests(service.desk.twoFactor, name);
  }
  const server: Server = createServer((req, res) => service.api(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    origin,
    service,
    configFile,
    ...deskClient(origin, options.now),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await service.close();
    },
  };
}

/** The published config with home's job section asking `pageSize` records (a change an editor makes). */
export function withJobs(text: string, pageSize: number): string {
  const doc = JSON.parse(text) as { pages: { home: { sections: { id: string; pageSize?: number }[] } } };
  doc.pages.home.sections.find((s) => s.id === 'jobs')!.pageSize = pageSize;
  return JSON.stringify(doc, null, 2);
}

export const jobsPageSize = (text: string) =>
  (JSON.parse(text) as { pages: { home: { sections: { id: string; pageSize?: number }[] } } }).pages.home.sections.find(
    (s) => s.id === 'jobs',
  )!.pageSize;
