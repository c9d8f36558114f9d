/**
 * Whether an error means the store cannot be reached (the server down, restarting, refusing connections, a
 * connection cut or timed out) rather than a query that failed: such a call answers 503 with Retry-After and the
 * studio is reported not ready (issue 31 item 5); anything else stays a 500.
 */
const NETWORK = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);
// SQLSTATE: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections; class 08: connection exceptions.
const SQLSTATE = new Set(['57P01', '57P02', '57P03', '53300']);
const MESSAGE =
  /connection terminated|connection timeout|timeout exceeded when trying to connect|connect ECONNREFUSED|client has encountered a connection error|PGlite is closed/i;

export function storeAway(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; i++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (NETWORK.has(code) || SQLSTATE.has(code) || code.startsWith('08')) return true;
    if (typeof e.message === 'string' && MESSAGE.test(e.message)) return true;
    if (error instanceof AggregateError) return error.errors.some(storeAway);
    e = e.cause as typeof e;
  }
  return false;
}

/** Seconds a client should wait before trying a call again while the store is away. */
export const STORE_RETRY_AFTER_SECONDS = 5;
