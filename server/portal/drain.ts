/**
 * SIGTERM and SIGINT drain the server (decision 044): it stops accepting connections, closes its idle kept-alive
 * ones, lets the requests in flight finish (each answered with `Connection: close`), answers /readyz 503 meanwhile,
 * and exits once they are done, or after `timeoutMs` whatever is left. A second signal exits at once.
 */
import type { Server } from 'node:http';
import { log } from '../observe/log';

export interface DrainOptions {
  /** Called first (readiness goes to 503, responses close their connections). */
  onDrain(): void;
  /** Called last, before the exit (the embedded mock closed, say). */
  cleanup?(): Promise<unknown>;
  timeoutMs?: number;
  exit?: (code: number) => void;
}

export function drainOnSignals(server: Server, options: DrainOptions) {
  const { timeoutMs = 10_000, exit = (code) => process.exit(code) } = options;
  let draining = false;
  const drain = (signal: NodeJS.Signals) => {
    if (draining) {
      log.info({ signal }, 'portal: signal again: exiting now');
      return exit(1);
    }
    draining = true;
    log.info({ signal, timeoutMs }, 'portal: draining (the requests in flight may finish)');
    options.onDrain();
    let finished = false;
    const finish = (all: boolean) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      if (!all) {
        log.warn('portal: drain time over: closing the connections left');
        server.closeAllConnections();
      }
      void Promise.allSettled([options.cleanup?.()]).then(() => exit(0));
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    server.close(() => finish(true));
    server.closeIdleConnections();
  };
  process.on('SIGTERM', drain);
  process.on('SIGINT', drain);
}
