// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createTransport, DEFAULT_TIMEOUT_MS, SILENT_HEADER } from './transport';
import { ApiError } from './errors';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/**
 * The requests in flight, held from the module as a real fetch holds its request until it ends: otherwise nothing
 * outside the waiting test holds the request, its signal and the AbortSignal.timeout they depend on, and the
 * collector may take them all before the timeout fires (Node's timer holds that signal weakly): the test then waits
 * for ever. It did, in a fresh worker without the DOM set-up's modules (decision 094).
 */
const inFlight = new Set<Request>();

/** A fetch whose answers the test releases by hand, honouring abort like a real fetch. */
function controllableFetch() {
  const calls: { request: Request; resolve: (r: Response) => void }[] = [];
  const fetch = (request: Request) =>
    new Promise<Response>((resolve, reject) => {
      inFlight.add(request);
      calls.push({ request, resolve });
      if (request.signal.aborted) reject(request.signal.reason);
      request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true });
    });
  return { fetch, calls };
}

const get = (url: string, init: RequestInit = {}) => new Request(`http://portal.test${url}`, init);

describe('transport', () => {
  it('uses the 30 s timeout of the specification by default', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(30_000);
  });

  it('turns a request that outlives its timeout into a typed timeout error', async () => {
    const { fetch } = controllableFetch();
    const t = createTransport({ fetch, timeoutMs: 20 });
    const error = await t.fetch(get('/n2024/api/web/queryJobListByPage')).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'timeout', message: 'Request timed out! Please retry later', retryable: true });
  });

  it('turns a failed connection into a typed network error', async () => {
    const t = createTransport({ fetch: () => Promise.reject(new TypeError('fetch failed')) });
    await expect(t.fetch(get('/n2024/api/web/queryLink'))).rejects.toMatchObject({
      kind: 'network',
      message: 'Network error! Please retry later',
    });
  });

  it('aborts the older of two identical in-flight requests and answers both with the newer response', async () => {
    const { fetch, calls } = controllableFetch();
    const t = createTransport({ fetch });
    const first = t.fetch(get('/n2024/api/web/queryNoticeByPage?page=1&size=8'));
    const second = t.fetch(get('/n2024/api/web/queryNoticeByPage?page=1&size=8'));
    await expect.poll(() => calls.length).toBe(2);
    expect(calls[0]!.request.signal.aborted).toBe(true);
    calls[1]!.resolve(json({ code: 200, data: { records: ['newest'] } }));
    const [a, b] = await Promise.all([first, second]);
    expect(await a.json()).toEqual({ code: 200, data: { records: ['newest'] } });
    expect(await b.json()).toEqual({ code: 200, data: { records: ['newest'] } });
    expect(t.inflight.count).toBe(0);
  });

  it('chains answers through several supersessions', async () => {
    const { fetch, calls } = controllableFetch();
    const t = createTransport({ fetch });
    const answers = [1, 2, 3].map(() => t.fetch(get('/n2024/api/web/queryLink')));
    await expect.poll(() => calls.length).toBe(3);
    calls[2]!.resolve(json({ code: 200, data: [] }));
    const bodies = await Promise.all((await Promise.all(answers)).map((r) => r.json()));
    expect(bodies).toEqual([
      { code: 200, data: [] },
      { code: 200, data: [] },
      { code: 200, data: [] },
    ]);
  });

  it('lets different targets run side by side, including POSTs with different bodies', async () => {
    const { fetch, calls } = controllableFetch();
    const t = createTransport({ fetch });
    const post = (alias: string) =>
      get('/n2024/v1_0/home/ad/index', { method: 'POST', body: JSON.stringify({ alias: [alias] }) });
    void t.fetch(post('QS_index_a1@web'));
    void t.fetch(post('QS_index_a2@web'));
    void t.fetch(get('/n2024/api/web/queryNoticeByPage?page=2'));
    await expect.poll(() => calls.length).toBe(3);
    expect(calls.map((c) => c.request.signal.aborted)).toEqual([false, false, false]);
  });

  it('never aborts the config index call', async () => {
    const { fetch, calls } = controllableFetch();
    const t = createTransport({ fetch, exemptFromDedupe: (r) => r.url.includes('/v1_0/home/config/index') });
    const first = t.fetch(get('/n2024/v1_0/home/config/index'));
    const second = t.fetch(get('/n2024/v1_0/home/config/index'));
    await expect.poll(() => calls.length).toBe(2);
    expect(calls[0]!.request.signal.aborted).toBe(false);
    calls[0]!.resolve(json({ code: 200, data: 'first' }));
    calls[1]!.resolve(json({ code: 200, data: 'second' }));
    expect((await (await first).json()).data).toBe('first');
    expect((await (await second).json()).data).toBe('second');
  });

  it('passes a cancellation by the caller through as an abort, not as a failure of ours', async () => {
    const { fetch } = controllableFetch();
    const t = createTransport({ fetch });
    const caller = new AbortController();
    const p = t.fetch(get('/n2024/api/web/queryLink', { signal: caller.signal }));
    caller.abort();
    const error = await p.catch((e) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error.name).toBe('AbortError');
  });

  it('counts tracked requests in flight for the loading overlay, and leaves silent ones out', async () => {
    const { fetch, calls } = controllableFetch();
    const t = createTransport({ fetch });
    const seen: number[] = [];
    t.inflight.subscribe((n) => seen.push(n));
    const tracked = t.fetch(get('/n2024/api/web/queryLink'));
    const quiet = t.fetch(get('/n2024/api/web/queryNoticeByPage', { headers: { [SILENT_HEADER]: '1' } }));
    await expect.poll(() => calls.length).toBe(2);
    expect(t.inflight.count).toBe(1);
    expect(calls[1]!.request.headers.has(SILENT_HEADER)).toBe(false);
    calls[0]!.resolve(json({ code: 200, data: [] }));
    calls[1]!.resolve(json({ code: 200, data: [] }));
    await Promise.all([tracked, quiet]);
    expect(t.inflight.count).toBe(0);
    expect(seen).toEqual([1, 0]);
  });
});
