/**
 * The dev and preview servers' logger: Vite's own, except that a websocket the browser cut (a closed tab, a reload,
 * a phone going to sleep: ECONNRESET or EPIPE on the proxied QR-login socket) is not reported as an error with a
 * stack trace. Nothing failed; every other error is printed as before.
 */
import { createLogger, type Logger } from 'vite';

const CUT = new Set(['ECONNRESET', 'EPIPE']);

export function isCutSocket(message: string, error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return /ws proxy (socket )?error/.test(message) && typeof code === 'string' && CUT.has(code);
}

export function portalLogger(base: Logger = createLogger()): Logger {
  return {
    ...base,
    error: (message, options) => {
      if (isCutSocket(message, options?.error)) return;
      base.error(message, options);
    },
  };
}
