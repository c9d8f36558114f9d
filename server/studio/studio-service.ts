/**
 * The studio's publishing service in a process (`npm run studio:server`, the portal server, Vite's servers): the
 * desk opened on its store, its HTTP handler, the schedule runner and the local copy of the published config.
 */
import type { ContractInfo } from '../../src/config/config-rules';
import { log } from '../observe/log';
import { serveControlSocket } from './control-socket';
import { openDesk, type Desk } from './desk';
import { keepPublishedCopy } from './published-copy';
import { scheduleRunner } from './schedules';
import type { StudioSettings } from './settings';
import { storeAway } from './store/store-away';
import type { StudioStatus } from './studio-status';
import { createStudioApi } from './studio-api';

export async function startStudioService(
  settings: StudioSettings,
  options: { contract?: ContractInfo; scheduleEveryMs?: number; deployedFileEveryMs?: number; now?: () => Date } = {},
) {
  const desk = await openDesk({
    store: settings.store,
    seedFile: settings.seedFile,
    review: settings.review,
    ...(options.now ? { now: options.now } : {}),
    ...(settings.ownerUrl ? { ownerUrl: settings.ownerUrl } : {}),
    ...(settings.auditOwnerCheck ? { auditOwnerCheck: settings.auditOwnerCheck } : {}),
    ...(settings.sessionLimits ? { sessionLimits: settings.sessionLimits } : {}),
  });
  // The embedded store's owner takes `npm run studio:user`'s commands on its control socket (control-socket.ts).
  const control =
    'dataDir' in settings.store
      ? await serveControlSocket(settings.store.dataDir, desk.accounts, desk.twoFactor).catch((error: Error) => {
          log.warn({ err: error }, 'studio: npm run studio:user cannot reach this service');
          return undefined;
        })
      : undefined;
  const copy = keepPublishedCopy(desk.publications, settings.configFile);
  await copy.ready;
  const stopWatching = watchDeployedFile(desk, copy.now, options.deployedFileEveryMs ?? 2000);
  const status: StudioStatus = { storeUp: true };
  const stopSchedules = scheduleRunner(async () => {
    let ran;
    try {
      ran = await desk.schedules.runDue();
      status.storeUp = true;
    } catch (error) {
      if (storeAway(error)) status.storeUp = false;
      throw error;
    }
    if (ran) await copy.now();
    return ran;
  }, options.scheduleEveryMs ?? 1000);
  const api = createStudioApi({
    desk,
    trustedProxies: settings.trustedProxies,
    contract: options.contract,
    afterPublish: copy.now,
    status,
  });
  return {
    api,
    desk,
    status,
    async close() {
      stopSchedules();
      stopWatching();
      copy.stop();
      await control?.close();
      await desk.close();
    },
  };
}

/** Looks at the deployed config file every `everyMs` (decision 069); a change taken in updates the local copy. */
function watchDeployedFile(desk: Desk, afterTakeIn: () => Promise<void>, everyMs: number) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    if (await desk.deployedFile?.look().catch(() => false)) await afterTakeIn();
    if (!stopped) timer = setTimeout(() => void tick(), everyMs).unref();
  };
  void tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

export type StudioService = Awaited<ReturnType<typeof startStudioService>>;
