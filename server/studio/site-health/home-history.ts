/**
 * When the home page's config last changed (decision 051): from the publication history, newest first, the time the
 * home page as it is now was first published (the run of versions with the same home page ends there). The first
 * version is the file as deployed: its time is when the store was set up. At most `limit` versions are read; past that
 * the home page is at least as old as the oldest one read.
 */
import type { VersionMeta } from '../../../src/config/config-version';
import { homePage } from './home-data';

/** The part of the desk's publications this reads. */
export interface History {
  versions(): Promise<VersionMeta[]>;
  version(id: string): Promise<{ meta: VersionMeta; text: string } | undefined>;
}

const homeText = (config: unknown) => JSON.stringify(homePage(config) ?? null);

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export interface HomeChange {
  /** When the published home page was first published. */
  at: Date;
  /** Whether the config being checked changes the home page (publishing it updates the home page now). */
  changedByDraft: boolean;
}

export async function homeLastChange(history: History, draft: unknown, limit = 100): Promise<HomeChange | undefined> {
  const versions = await history.versions();
  if (!versions.length) return undefined;
  const homes = new Map<string, string>(); // by the version's body hash
  const homeOf = async (meta: VersionMeta) => {
    let home = homes.get(meta.hash);
    if (home === undefined) {
      const found = await history.version(meta.id);
      home = homeText(found ? parsed(found.text) : undefined);
      homes.set(meta.hash, home);
    }
    return home;
  };
  const live = await homeOf(versions[0]!);
  let at = versions[0]!.publishedAt;
  for (const meta of versions.slice(1, limit)) {
    if ((await homeOf(meta)) !== live) break;
    at = meta.publishedAt;
  }
  return { at: new Date(at), changedByDraft: homeText(draft) !== live };
}
