/**
 * One backend call counted (server/observe/metrics.ts): by operation (the contract's id, or 'pass-through' /
 * 'websocket' / 'other') and outcome (status class, 'timeout' or 'error'), with its time to an answer. A call the
 * caller gave up on (the client left, a render stopped waiting) is not the backend's failure and is not counted.
 * A failure is also logged, once a minute per operation and outcome, with its error code: a certificate nobody
 * vouched for (UNABLE_TO_VERIFY_LEAF_SIGNATURE: NODE_EXTRA_CA_CERTS), a refused or timed-out connection. No URL, no
 * query, no body: the operation names the call.
 */
import { log } from '../observe/log';
import { backendCalls, backendDuration, outcomeOf } from '../observe/metrics';

const TIMEOUTS = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT']);
const LOG_EVERY_MS = 60_000;

type Failure = { name?: string; code?: string; cause?: unknown };

/** The error and its causes (undici's fetch wraps the real one in a TypeError). */
function* chain(error: unknown) {
  for (let e = error as Failure | undefined, i = 0; e && i < 5; i++, e = e.cause as Failure | undefined) yield e;
}

/** What went wrong: the backend too slow, the caller gone, or anything else (refused, TLS, reset). */
export function failureOf(error: unknown): 'timeout' | 'aborted' | 'error' {
  for (const e of chain(error)) {
    if (e.name === 'TimeoutError' || (e.code && TIMEOUTS.has(e.code))) return 'timeout';
    if (e.name === 'AbortError' || e.code === 'UND_ERR_ABORTED') return 'aborted';
  }
  return 'error';
}

const lastLogged = new Map<string, number>();

export function countCall(
  operation: string,
  result: number | 'timeout' | 'aborted' | 'error',
  startedMs: number,
  error?: unknown,
) {
  if (result === 'aborted') return;
  const outcome = outcomeOf(result);
  backendCalls.inc({ operation, outcome });
  backendDuration.observe({ operation }, (performance.now() - startedMs) / 1000);
  if (typeof result === 'number' && result < 500) return;
  const key = `${operation} ${outcome}`;
  const now = performance.now();
  if (now - (lastLogged.get(key) ?? -Infinity) < LOG_EVERY_MS) return;
  lastLogged.set(key, now);
  const code = [...chain(error)].find((e) => e.code)?.code;
  log.warn({ event: 'backend-failure', operation, outcome, code }, `backend call failed: ${operation} ${outcome}`);
}
