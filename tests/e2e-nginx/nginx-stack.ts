/**
 * What the nginx tests know of the stack scripts/serve-nginx.mjs runs (ports from playwright.nginx.config.ts), and raw
 * requests to its nginx (tests/support/raw-http.ts: a test that floods from a loopback address of its own leaves
 * every other test's limit_req budget alone).
 */
import { readFileSync } from 'node:fs';
import { raw as rawRequest, type RawRequest } from '../support/raw-http';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run with -c playwright.nginx.config.ts`);
  return Number(value);
};

export const stack = {
  /** nginx's port; the site's origin (SITE_ORIGIN) is http://127.0.0.1:<port>. */
  port: env('E2E_NGINX_PORT'),
  origin: `http://127.0.0.1:${env('E2E_NGINX_PORT')}`,
  web: `http://127.0.0.1:${env('E2E_NGINX_PORT')}/n2024/web`,
  /** The portal server straight, no nginx in front. */
  direct: `http://127.0.0.1:${env('E2E_PORTAL_PORT')}/n2024/web`,
  tlsPort: env('E2E_NGINX_TLS_PORT'),
  /** The backend switch between the portal server and the mock (mock-server/backend-proxy.mjs). */
  switch: `http://127.0.0.1:${env('E2E_SWITCH_PORT')}/__switch`,
};

interface SwitchState {
  down: false | 'error' | 'refuse';
  calls: number;
  portalPid: number;
  /** The portal server's embedded store (STUDIO_DATA_DIR), which it owns while it runs. */
  studioDataDir: string;
}

export const switchState = async (): Promise<SwitchState> => (await fetch(stack.switch)).json() as Promise<SwitchState>;
export const backendCalls = async () => (await switchState()).calls;
/** The backend as the portal server sees it: answering, answering 502 to everything, or gone. */
export async function setBackend(state: 'up' | 'down' | 'refuse') {
  const down = state === 'up' ? '0' : state === 'down' ? '1' : 'refuse';
  const answer = await fetch(`${stack.switch}?down=${down}`, { method: 'POST' });
  if (!answer.ok) throw new Error(`the backend switch answered ${answer.status}`);
}

/** Resident memory of a process and its descendants, in kB (Linux /proc), or undefined where there is none. */
export function residentKb(pid: number): number | undefined {
  try {
    const own = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return own + children.reduce((sum, child) => sum + (residentKb(Number(child)) ?? 0), 0);
  } catch {
    return undefined;
  }
}

/** One raw request to this nginx: its port (the TLS port with `tls`) and its Host unless given. */
export const raw = (options: Omit<RawRequest, 'port' | 'headers'> & Partial<Pick<RawRequest, 'port' | 'headers'>>) =>
  rawRequest({
    ...options,
    port: options.port ?? (options.tls ? stack.tlsPort : stack.port),
    headers: options.headers ?? { host: `127.0.0.1:${stack.port}` },
  });

/**
 * The absolute URLs a page writes for itself: canonical, og:url, og:image, and every URL of the portal (under /n2024/)
 * in its JSON-LD (which also names other sites: schema.org, a company's own website).
 */
export function selfUrls(html: string): string[] {
  const urls: string[] = [];
  for (const m of html.matchAll(/<link rel="canonical" href="([^"]+)"/g)) urls.push(m[1]!);
  for (const m of html.matchAll(/<meta property="og:(?:url|image)" content="([^"]+)"/g)) urls.push(m[1]!);
  for (const m of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g))
    for (const u of m[1]!.matchAll(/"(https?:\/\/[^"]+)"/g)) if (u[1]!.includes('/n2024/')) urls.push(u[1]!);
  return urls;
}
