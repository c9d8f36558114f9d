// @vitest-environment node
/**
 * The portal's SDK client as each bundle makes it: in the server's (import.meta.env.SSR) concurrent renders of
 * different visitors ask the same things at once, and each must get its answer; in the browser's, a newer identical
 * call still supersedes the older (spec s4).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A backend whose answers wait until released; counts the calls that reached it and those aborted there. */
function heldBackend() {
  const seen = { calls: 0, aborted: 0 };
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  const fetch = async (request: Request) => {
    seen.calls++;
    request.signal.addEventListener('abort', () => seen.aborted++);
    await held;
    return Response.json({ code: 200, message: 'ok', data: { id: 1 } });
  };
  return { seen, fetch, release };
}

async function clientOf(ssr: boolean) {
  vi.resetModules();
  vi.stubEnv('SSR', ssr);
  return import('./api-client');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the SDK client of each bundle', () => {
  it('on the server, lets two identical calls in flight both complete, each with its own backend call', async () => {
    const { api, setBackendFetch } = await clientOf(true);
    const backend = heldBackend();
    setBackendFetch(backend.fetch);
    const both = Promise.all([1, 2].map(() => api.call('queryJobById', { query: { id: 1 } })));
    await vi.waitFor(() => expect(backend.seen.calls).toBe(2));
    backend.release();
    expect(await both).toEqual([{ id: 1 }, { id: 1 }]);
    expect(backend.seen.aborted).toBe(0);
  });

  it('elsewhere (the browser), a client still supersedes the older of two identical calls', async () => {
    // The browser's client differs only in its relative base URL, which Node cannot fetch: made here as it is.
    const { createPortalClient } = await import('../../sdk/client');
    const backend = heldBackend();
    const api = createPortalClient({ baseUrl: 'http://backend.test/n2024', fetch: backend.fetch });
    const both = Promise.all([1, 2].map(() => api.call('queryJobById', { query: { id: 1 } })));
    await vi.waitFor(() => expect(backend.seen.calls).toBe(2));
    backend.release();
    expect(await both).toEqual([{ id: 1 }, { id: 1 }]);
    expect(backend.seen.aborted).toBe(1);
  });
});
