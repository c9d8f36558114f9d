/**
 * The published portal config and every version of it. The published file is what the portal reads at start-up;
 * beside it, `<file>.history/` keeps each version as `<id>.json` (the config, byte for byte) and `<id>.meta.json`
 * (who, when, comment, hash). A version is written before the published file is swapped, so a crash between the
 * two leaves a version too many, never a published file without its version. Writers in this process queue up;
 * the publishing rule (If-Match against the current hash) makes writers in other processes safe on one filesystem.
 */
import { createHash, randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import type { VersionMeta } from '../../src/config/config-version.ts';
import { writeFileAtomic, type AtomicFs } from './atomic-file.ts';

export interface Published {
  text: string;
  hash: string;
  /** The version that published it ('' for the file the build shipped, before any publication). */
  version: string;
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A publication refused because someone else published after the editor loaded the config (HTTP 412). */
export class StaleVersionError extends Error {
  constructor(readonly current: VersionMeta | undefined) {
    super('the published config changed since it was loaded');
  }
}

export interface ConfigHistoryOptions {
  /** The file the portal reads (portal.config.json beside index.html). */
  file: string;
  /** Served while `file` does not exist yet (the config the portal was built with). */
  seed?: string;
  io?: AtomicFs;
}

export function configHistory({ file, seed, io }: ConfigHistoryOptions) {
  const dir = `${file}.history`;
  let queue: Promise<unknown> = Promise.resolve();
  /** Runs writers one after another (a failed one does not stop the next). */
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };

  async function versions(): Promise<VersionMeta[]> {
    let names: string[];
    try {
      names = await fs.readdir(dir);
    } catch {
      return [];
    }
    const metas = await Promise.all(
      names
        .filter((n) => n.endsWith('.meta.json'))
        .map(async (n) => JSON.parse(await fs.readFile(join(dir, n), 'utf8')) as VersionMeta),
    );
    return metas.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id.localeCompare(a.id));
  }

  async function published(): Promise<Published> {
    let text: string;
    try {
      text = await fs.readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || !seed) throw error;
      text = await fs.readFile(seed, 'utf8');
    }
    const hash = sha256(text);
    const latest = (await versions()).find((v) => v.hash === hash);
    return { text, hash, version: latest?.id ?? '' };
  }

  async function version(id: string): Promise<{ meta: VersionMeta; text: string } | undefined> {
    if (!/^[A-Za-z0-9-]+$/.test(id)) return undefined; // ids are ours: nothing else reaches the file system
    try {
      const [meta, text] = await Promise.all([
        fs.readFile(join(dir, `${id}.meta.json`), 'utf8'),
        fs.readFile(join(dir, `${id}.json`), 'utf8'),
      ]);
      return { meta: JSON.parse(meta) as VersionMeta, text };
    } catch {
      return undefined;
    }
  }

  /** Writes a version (before the published file is swapped: it never exists without the version naming who). */
  async function record(
    text: string,
    who: { editor: string; comment?: string; restoredFrom?: string; initial?: boolean },
  ): Promise<VersionMeta> {
    const now = new Date(who.initial ? Date.now() - 1 : Date.now());
    const stamp = now.toISOString().replace(/[-:.]/g, '').replace('T', '-').slice(0, 18);
    const meta: VersionMeta = {
      id: `${stamp}-${randomBytes(3).toString('hex')}`,
      publishedAt: now.toISOString(),
      editor: who.editor,
      comment: who.comment ?? '',
      hash: sha256(text),
      ...(who.restoredFrom ? { restoredFrom: who.restoredFrom } : {}),
      ...(who.initial ? { initial: true } : {}),
    };
    await writeFileAtomic(join(dir, `${meta.id}.json`), text, io);
    await writeFileAtomic(join(dir, `${meta.id}.meta.json`), `${JSON.stringify(meta, null, 2)}\n`, io);
    return meta;
  }

  /** Publishes `text` if the published config still has the hash the editor loaded (`ifMatch`). */
  function publish(
    text: string,
    ifMatch: string,
    who: { editor: string; comment?: string; restoredFrom?: string },
  ): Promise<VersionMeta> {
    return serial(async () => {
      const current = await published();
      if (current.hash !== ifMatch) {
        const all = await versions();
        throw new StaleVersionError(all.find((v) => v.hash === current.hash) ?? all[0]);
      }
      // What was live before the first publication (the deployed file) becomes a version too: nothing is lost.
      if (!current.version) await record(current.text, { editor: '', comment: '', initial: true });
      const meta = await record(text, who);
      await writeFileAtomic(file, text, io);
      return meta;
    });
  }

  return { published, versions, version, publish };
}
