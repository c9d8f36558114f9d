/**
 * The studio's publishing service inside the portal server. The portal never waits for it: when the store cannot
 * be reached at start, the portal serves its local copy of the published config, the studio's calls answer 503,
 * and the service is tried again every few seconds. A store another process owns (the embedded one) is a
 * configuration error: the server refuses to start and says to use DATABASE_URL.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { log } from '../observe/log';
import type { StudioSettings } from '../studio/settings';
import { StoreInUseError } from '../studio/store/folder-claim';
import { STORE_RETRY_AFTER_SECONDS } from '../studio/store/store-away';
import { studioReport } from '../studio/studio-status';
import { startStudioService, type StudioService } from '../studio/studio-service';

export async function mountStudio(settings: StudioSettings, retryMs = 5_000) {
  let service: StudioService | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  async function attempt(): Promise<void> {
    try {
      service = await startStudioService(settings);
    } catch (error) {
      if (error instanceof StoreInUseError) throw error;
      log.warn({ err: error }, 'studio: the publishing service is not available; trying again');
      if (!closed) timer = setTimeout(() => void attempt().catch(() => undefined), retryMs).unref();
    }
  }
  await attempt();

  return {
    handle(req: IncomingMessage, res: ServerResponse) {
      if (service) return service.api(req, res);
      res.writeHead(503, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        'retry-after': String(STORE_RETRY_AFTER_SECONDS),
      });
      res.end(JSON.stringify({ message: 'the studio service cannot reach its store; the portal keeps serving' }));
    },
    /** For the portal's /readyz: the studio's readiness never takes pages out of rotation (issue 31). */
    status: () => studioReport(service?.status),
    async close() {
      closed = true;
      clearTimeout(timer);
      await service?.close();
    },
  };
}
