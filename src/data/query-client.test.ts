import { describe, expect, it } from 'vitest';
import { createQueryClient, onApiError, reportApiError, retryDelay, shouldRetry } from './query-client';
import { envelopeError, httpError, networkError, timeoutError, type ApiError } from '../../sdk/errors';

describe('query retry policy', () => {
  it('retries network errors, timeouts and 5xx, at most twice', () => {
    for (const e of [networkError(), timeoutError(), httpError(503)]) {
      expect(shouldRetry(0, e)).toBe(true);
      expect(shouldRetry(1, e)).toBe(true);
      expect(shouldRetry(2, e)).toBe(false);
    }
  });

  it('never retries 4xx, business errors, expired sessions or unknown errors', () => {
    for (const e of [
      httpError(404),
      httpError(403),
      envelopeError(50009, 'x'),
      envelopeError(401, ''),
      new Error('boom'),
    ])
      expect(shouldRetry(0, e)).toBe(false);
  });

  it('spreads retries with jitter inside a growing window', () => {
    expect(retryDelay(1, () => 0)).toBe(500);
    expect(retryDelay(1, () => 1)).toBe(1000);
    expect(retryDelay(10, () => 1)).toBe(8000);
    const spread = new Set(Array.from({ length: 20 }, () => retryDelay(2)));
    expect(spread.size).toBeGreaterThan(1);
  });
});

describe('failed calls reach the error listeners (spec s8)', () => {
  const collect = () => {
    const seen: ApiError[] = [];
    const off = onApiError((e) => seen.push(e));
    return { seen, off };
  };

  it('reports a query that finally fails, once, with its ApiError', async () => {
    const { seen, off } = collect();
    const client = createQueryClient();
    const failure = envelopeError(50009, '系统维护中');
    await client.fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(failure) }).catch(() => undefined);
    off();
    expect(seen).toEqual([failure]);
  });

  it('reports a failed mutation', async () => {
    const { seen, off } = collect();
    const client = createQueryClient();
    const failure = envelopeError(404, '');
    const mutation = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(failure) });
    await mutation.execute(undefined).catch(() => undefined);
    off();
    expect(seen).toEqual([failure]);
  });

  it('honours meta.errorToast = false, except for an expired session', async () => {
    const { seen, off } = collect();
    const client = createQueryClient();
    const quiet = { errorToast: false };
    const expired = envelopeError(401, '');
    await client
      .fetchQuery({ queryKey: ['b'], meta: quiet, queryFn: () => Promise.reject(httpError(403)) })
      .catch(() => undefined);
    await client
      .fetchQuery({ queryKey: ['c'], meta: quiet, queryFn: () => Promise.reject(expired) })
      .catch(() => undefined);
    off();
    expect(seen).toEqual([expired]);
  });

  it('does not report errors that are not API errors (cancelled calls, bugs), nor after unsubscribing', async () => {
    const { seen, off } = collect();
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ['d'], queryFn: () => Promise.reject(new DOMException('aborted', 'AbortError')) })
      .catch(() => undefined);
    off();
    reportApiError(httpError(500));
    expect(seen).toEqual([]);
    collect().off(); // (the next listener hears that one)
  });

  it('keeps a failure no one heard (the start-up calls run before the portal draws) for the first listener, once', () => {
    const failure = envelopeError(50009, '系统维护中');
    reportApiError(failure);
    const first = collect();
    const second = collect();
    reportApiError(httpError(503));
    first.off();
    second.off();
    expect(first.seen).toEqual([failure, httpError(503)]);
    expect(second.seen).toEqual([httpError(503)]);
  });

  it('keeps only the newest few unheard failures', () => {
    for (let code = 500; code < 530; code++) reportApiError(httpError(code));
    const { seen, off } = collect();
    off();
    expect(seen.length).toBeLessThanOrEqual(10);
    expect(seen.at(-1)).toEqual(httpError(529));
  });
});
