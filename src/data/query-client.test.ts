import { describe, expect, it } from 'vitest';
import { retryDelay, shouldRetry } from './query-client';
import { envelopeError, httpError, networkError, timeoutError } from '../../sdk/errors';

describe('query retry policy', () => {
  it('retries network errors, timeouts and 5xx, at most twice', () => {
    for (const e of [networkError(), timeoutError(), httpError(503)]) {
      expect(shouldRetry(0, e)).toBe(true);
      expect(shouldRetry(1, e)).toBe(true);
      expect(shouldRetry(2, e)).toBe(false);
    }
  });

  it('never retries 4xx, business errors, expired sessions or unknown errors', () => {
    for (const e of [httpError(404), httpError(403), envelopeError(50009, 'x'), envelopeError(401, ''), new Error('boom')])
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
