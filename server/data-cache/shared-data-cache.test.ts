// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createPortalClient } from '../../sdk/client';
import { createSharedDataCache } from './shared-data-cache';
import { BASE, dataOf, fakeBackend, fakeClock, get, JOB } from './fake-backend';

const TTL = 30_000;

function setUp(maxBytes?: number) {
  const backend = fakeBackend();
  const clock = fakeClock();
  const cache = createSharedDataCache({ fetch: backend.fetch, now: clock.now, ttlFor: () => TTL, maxBytes });
  return { backend, clock, cache };
}

describe('the shared data cache', () => {
  it('asks the backend once for 20 concurrent identical requests, and gives each caller the answer', async () => {
    const { backend, cache } = setUp();
    backend.hold();
    const answers = Array.from({ length: 20 }, () => dataOf(cache.fetch(get())));
    await new Promise((r) => setTimeout(r, 10));
    backend.release();
    const data = await Promise.all(answers);
    expect(backend.calls).toHaveLength(1);
    expect(new Set(data.map((d) => d.version))).toEqual(new Set([1]));
    expect(cache.stats()).toMatchObject({ misses: 1, hits: 19, entries: 1 });
  });

  it('answers a fresh entry without the backend', async () => {
    const { backend, clock, cache } = setUp();
    await cache.fetch(get());
    clock.advance(TTL - 1);
    expect((await dataOf(cache.fetch(get()))).version).toBe(1);
    expect(backend.calls).toHaveLength(1);
  });

  it('serves a stale entry at once while exactly one call refreshes it', async () => {
    const { backend, clock, cache } = setUp();
    await cache.fetch(get());
    clock.advance(TTL + 1);
    backend.hold();
    const during = await Promise.all([1, 2, 3].map(() => dataOf(cache.fetch(get()))));
    expect(during.map((d) => d.version)).toEqual([1, 1, 1]); // the refresh is still held
    expect(backend.calls).toHaveLength(2);
    backend.release();
    await new Promise((r) => setTimeout(r, 10));
    expect((await dataOf(cache.fetch(get()))).version).toBe(2);
    expect(backend.calls).toHaveLength(2);
    expect(cache.stats().stale).toBe(3);
  });

  it('makes a caller wait for the refresh when its copy is far past its time', async () => {
    const { backend, clock, cache } = setUp();
    await cache.fetch(get());
    clock.advance(TTL * 20);
    expect((await dataOf(cache.fetch(get()))).version).toBe(2);
    expect(backend.calls).toHaveLength(2);
  });

  it.each(['down', 'http503', 'envelope500'] as const)('serves the stale copy when the backend is %s', async (mode) => {
    const { backend, clock, cache } = setUp();
    await cache.fetch(get());
    backend.mode = mode;
    clock.advance(TTL + 1);
    expect((await dataOf(cache.fetch(get()))).version).toBe(1); // at once, the refresh fails behind it
    clock.advance(TTL * 20); // too old to serve at once: the caller waits, the backend fails, the copy stands in
    const response = await cache.fetch(get());
    expect(response.status).toBe(200);
    expect((await dataOf(response)).version).toBe(1);
    backend.mode = 'ok'; // back: the next caller gets a fresh answer
    expect((await dataOf(cache.fetch(get()))).version).toBeGreaterThan(1);
  });

  it('lets no copy older than a day past its time stand in for a failing backend', async () => {
    const { backend, clock, cache } = setUp();
    await cache.fetch(get());
    backend.mode = 'http503';
    clock.advance(TTL + 25 * 60 * 60 * 1000);
    expect((await cache.fetch(get())).status).toBe(503);
    expect(cache.stats().entries).toBe(0);
  });

  it('passes a failure on unchanged when it has no copy, and keeps none', async () => {
    const { backend, cache } = setUp();
    backend.mode = 'envelope500';
    expect(await (await cache.fetch(get())).json()).toEqual({ code: 500, message: 'business error' });
    backend.mode = 'http503';
    const failed = await cache.fetch(get());
    expect([failed.status, await failed.text()]).toEqual([503, 'unavailable']);
    backend.mode = 'down';
    await expect(cache.fetch(get())).rejects.toThrow('fetch failed');
    expect(cache.stats().entries).toBe(0);
    backend.mode = 'ok';
    await cache.fetch(get());
    expect(backend.calls).toHaveLength(4);
  });

  it('stays within its size in bytes', async () => {
    const { backend, cache } = setUp(8_000);
    for (let id = 0; id < 100; id++) await cache.fetch(get(JOB.replace('id=1', `id=${id}`)));
    const { bytes, entries } = cache.stats();
    expect(bytes).toBeLessThanOrEqual(8_000);
    expect(entries).toBeGreaterThan(1);
    expect(entries).toBeLessThan(100);
    await cache.fetch(get(JOB.replace('id=1', 'id=99'))); // the newest is kept
    expect(backend.calls).toHaveLength(100);
  });

  it('lets a caller give up without cancelling the call for the others', async () => {
    const { backend, cache } = setUp();
    backend.hold();
    const leaving = new AbortController();
    const first = cache.fetch(get(JOB, {}, leaving.signal));
    const second = dataOf(cache.fetch(get()));
    leaving.abort();
    await expect(first).rejects.toThrow();
    backend.release();
    expect((await second).version).toBe(1);
    expect(backend.calls).toHaveLength(1);
  });

  it('serves the SDK: 20 concurrent identical calls of a client without dedupe make one backend call', async () => {
    const { backend, cache } = setUp();
    const client = createPortalClient({ baseUrl: BASE, fetch: cache.fetch, dedupe: false });
    backend.hold();
    const calls = Array.from({ length: 20 }, () => client.call('queryJobById', { query: { id: 7 } }));
    await new Promise((r) => setTimeout(r, 10));
    backend.release();
    expect(new Set((await Promise.all(calls)).map((d) => (d as { version: number }).version))).toEqual(new Set([1]));
    expect(backend.calls).toHaveLength(1);
  });
});
