/**
 * One backend call counted (server/observe/metrics.ts): by operation (the contract's id, or 'pass-through' /
 * 'websocket' / 'other') and outcome (status class, 'timeout' or 'error'), with its time to an answer. A call the
 * caller gave up on (the client left, a render stopped waiting) is not the backend's failure and is not counted.
 */
import { backendCalls, backendDuration, outcomeOf } from '../observe/metrics.ts';

const TIMEOUTS = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT']);

/** What went wrong: the backend too slow, the caller gone, or anything else (refused, TLS, reset). */
export function failureOf(error: unknown): 'timeout' | 'aborted' | 'error' {
  for (let e = error as { name?: string; code?: string; cause?: unknown } | undefined, i = 0; e && i < 5; i++) {
    if (e.name === 'TimeoutError' || (e.code && TIMEOUTS.has(e.code))) return 'timeout';
    if (e.name === 'AbortError' || e.code === 'UND_ERR_ABORTED') return 'aborted';
    e = e.cause as typeof e;
  }
  return 'error';
}

export function countCall(operation: string, result: number | 'timeout' | 'aborted' | 'error', startedMs: number) {
  if (result === 'aborted') return;
  backendCalls.inc({ operation, outcome: outcomeOf(result) });
  backendDuration.observe({ operation }, (performance.now() - startedMs) / 1000);
}
