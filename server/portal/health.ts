/**
 * Liveness and readiness for load balancers (decision 044). `GET /healthz` answers 200 while the process runs.
 * `GET /readyz` answers 200 once the config is loaded, the backend has answered a cheap public call and the render
 * paths are warm (the server has rendered the home page and one detail page: a new process's first renders load
 * code and DOM, which would otherwise take a visitor's budget and send a page without its data), and 503 before
 * that and while the process drains (SIGTERM). The backend is asked at start only: a backend outage later must not
 * take every portal process out of rotation (nginx then serves its last good pages).
 */
import type { ServerResponse } from 'node:http';
import { log } from '../observe/log';

export interface Readiness {
  config: boolean;
  backend: boolean;
  warmed: boolean;
  draining: boolean;
}

export const isReady = (r: Readiness) => r.config && r.backend && r.warmed && !r.draining;

/**
 * Answers /healthz and /readyz; false for any other path. /readyz also says how the studio's service is (`studio`:
 * ready, warnings such as an untrusted X-Real-IP), which never changes the answer's status: pages go on while the
 * studio's store is away (issue 31).
 */
export function serveHealth(path: string, res: ServerResponse, readiness: Readiness, studio?: () => object): boolean {
  if (path !== '/healthz' && path !== '/readyz') return false;
  const ok = path === '/healthz' || isReady(readiness);
  res.writeHead(ok ? 200 : 503, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  const ready = { ready: ok, ...readiness, ...(studio ? { studio: studio() } : {}) };
  res.end(JSON.stringify(path === '/healthz' ? { live: true } : ready));
  return true;
}

export interface WarmUpSteps {
  /** Whether a config with pages is loaded. */
  config(): boolean;
  /** A cheap public call to the backend; resolves with a detail page's address to warm (or undefined). */
  probe(): Promise<{ path: string; search: string } | undefined>;
  /** Renders a page (with a generous budget) and resolves when done. */
  render(path: string, search: string): Promise<unknown>;
  /** Between failed attempts (ms). */
  retryMs?: number;
  /** True once the server is closing: warming stops. */
  stopped(): boolean;
}

/** Runs the start-up checks until they pass, marking `readiness` as each does. */
export async function warmUp(readiness: Readiness, steps: WarmUpSteps): Promise<void> {
  let said = '';
  while (!steps.stopped()) {
    try {
      readiness.config = steps.config();
      if (!readiness.config) throw new Error('no page config');
      const detail = await steps.probe();
      readiness.backend = true;
      await steps.render('/home', '');
      if (detail) await steps.render(detail.path, detail.search);
      readiness.warmed = true;
      log.info('portal: ready: config loaded, backend answered, render paths warm');
      return;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // Once per different reason: a long outage at start must not fill the log.
      if (message !== said) log.warn({ reason: message }, 'portal: not ready yet; trying again');
      said = message;
      await new Promise((resolve) => setTimeout(resolve, steps.retryMs ?? 2_000).unref());
    }
  }
}
