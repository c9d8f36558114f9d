/**
 * What the nginx tests know of the stack scripts/serve-nginx.mjs runs (ports from playwright.nginx.config.ts), and a
 * raw HTTP client for what Playwright's `request` cannot send: a request line naming another host than its Host
 * header, a chosen loopback source address (nginx's limit_req counts per client address: a test that floods from its
 * own address leaves every other test's budget alone), a TLS name (SNI) of its choice.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { readFileSync } from 'node:fs';

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
  studioUsersFile: string;
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

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

interface RawRequest {
  /** The request target as written on the request line: a path, or an absolute URL (absolute-form). */
  target: string;
  method?: string;
  /** Sent as given: `host` included (none is added). */
  headers?: Record<string, string>;
  body?: string;
  /** The loopback source address (127.x.y.z), for a limit_req budget of the test's own. */
  from?: string;
  port?: number;
  /** TLS with this name (SNI; '' for none), certificate not checked. */
  tls?: { servername: string };
}

/**
 * One request on a connection of its own. Resolves undefined when the server closed the connection without an
 * answer (nginx's 444) or refused the TLS handshake.
 */
export function raw(options: RawRequest): Promise<RawAnswer | undefined> {
  const { target, method = 'GET', headers = { host: `127.0.0.1:${stack.port}` }, body, from, tls } = options;
  const common = {
    host: '127.0.0.1',
    port: options.port ?? (tls ? stack.tlsPort : stack.port),
    method,
    path: target,
    headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
    setHost: false,
    agent: false as const,
    ...(from ? { localAddress: from } : {}),
  };
  return new Promise((resolve, reject) => {
    const req = tls
      ? httpsRequest({ ...common, servername: tls.servername, rejectUnauthorized: false })
      : httpRequest(common);
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer in 30 s to ${method} ${target}`)));
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      // 444: the connection closed before any answer; TLS: the handshake refused (ssl_reject_handshake).
      if (error.code === 'ECONNRESET' || /socket hang up|alert|handshake/i.test(error.message)) resolve(undefined);
      else reject(error);
    });
    req.end(body);
  });
}

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
