/**
 * Keeps the published config on local disk (issue 20): every process that serves the portal asks the store what is
 * live twice a second (one small row) and, when it changed, writes the new config over its local copy atomically.
 * The portal reads that file (server/portal/published-config.ts), so a publication in any process shows everywhere
 * within a second, and when the store is away the last published config keeps being served.
 */
import { readFile } from 'node:fs/promises';
import { log } from '../observe/log';
import { writeFileAtomic } from './atomic-file';
import { sha256, type Publications } from './publications';

export function keepPublishedCopy(publications: Publications, file: string, everyMs = 500) {
  let written: string | undefined;
  let away = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function sync() {
    const head = await publications.head();
    if (!head || head.hash === written) return;
    const onDisk = await readFile(file, 'utf8').then(sha256, () => undefined);
    if (onDisk !== head.hash) await writeFileAtomic(file, (await publications.published()).text);
    written = head.hash;
  }

  async function tick() {
    try {
      await sync();
      if (away) log.warn('studio: the store answers again: following publications');
      away = false;
    } catch (error) {
      if (!away) log.warn({ err: error }, 'studio: the store is away: serving the local copy');
      away = true;
    }
    if (!stopped) timer = setTimeout(() => void tick(), everyMs).unref();
  }

  const first = tick();
  return {
    /** Settles after the first look at the store (the copy is current, or the store was away). */
    ready: first,
    /**
     * Brings the copy up to date now: the process that publishes writes its copy before it answers, so its own
     * next page is the new one (the others follow within a second).
     */
    now: () => sync().catch((error: Error) => log.warn({ err: error }, 'studio: the local copy is behind')),
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
