/**
 * A backend for the data cache's tests: counts its calls, answers each with a new version (so a test can tell a
 * kept answer from a fresh one), echoes who asked, and can be held, failed or taken down.
 */
export const BASE = 'http://backend.test/n2024';
export const JOB = `${BASE}/api/web/queryJobById?id=1&platform=web&companyid=&companyId=`;

export type Mode = 'ok' | 'down' | 'http503' | 'envelope500';

export function fakeBackend() {
  const calls: Request[] = [];
  let version = 0;
  let hold: { promise: Promise<void>; resolve: () => void } | undefined;
  const backend = {
    calls,
    mode: 'ok' as Mode,
    /** Answers wait until `release()`. */
    hold() {
      let resolve = () => {};
      const promise = new Promise<void>((r) => (resolve = r));
      hold = { promise, resolve };
    },
    release() {
      hold?.resolve();
      hold = undefined;
    },
    async fetch(request: Request): Promise<Response> {
      calls.push(request);
      if (hold) await hold.promise;
      if (backend.mode === 'down') throw new TypeError('fetch failed');
      if (backend.mode === 'http503') return new Response('unavailable', { status: 503 });
      if (backend.mode === 'envelope500') return Response.json({ code: 500, message: 'business error' });
      const who = request.headers.get('authorization') ?? request.headers.get('user-token') ?? 'anyone';
      const body = request.body ? await request.text() : '';
      return Response.json({ code: 200, message: 'ok', data: { version: ++version, who, body } });
    },
  };
  return backend;
}

/** A Request as the SDK's transport hands it on. */
export function get(url = JOB, headers: Record<string, string> = {}, signal?: AbortSignal): Request {
  return new Request(url, { headers, signal });
}

export function post(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  const init = {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  };
  return new Request(`${BASE}${path}`, init);
}

/** The envelope's data of an answer. */
export async function dataOf(response: Response | Promise<Response>) {
  return ((await (await response).json()) as { data: { version: number; who: string; body: string } }).data;
}

/** A clock a test moves by hand. */
export function fakeClock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}
