/**
 * The browser's copy of a draft, the fallback of the drafts on the server (studio/service/draft-sync.ts): written on
 * every change, at once (a crash right after an edit loses nothing), cleared as soon as the server has that draft,
 * so it only outlives a moment when the service could not take it; offered back only to the account that wrote it.
 */
import type { PortalConfig } from '../../src/config/portal-config';

const KEY = 'n2024.studio.draft';

export interface SavedDraft {
  draft: PortalConfig;
  /** ETag of the published config the draft was made from. */
  etag: string | null;
  savedAt: string;
  /** The account whose draft it is (empty for a copy written before accounts were recorded). */
  owner?: string;
  /** The draft on the server this copy is of, when it has been created there. */
  draftId?: string;
}

export function saveDraft(
  draft: PortalConfig,
  etag: string | null,
  storage: Storage = localStorage,
  about: Pick<SavedDraft, 'owner' | 'draftId'> = {},
) {
  try {
    const saved: SavedDraft = { draft, etag, savedAt: new Date().toISOString(), ...about };
    storage.setItem(KEY, JSON.stringify(saved));
  } catch {
    // Storage full or blocked: the draft still lives in the page; export keeps a copy.
  }
}

/**
 * The saved draft, if there is one that differs from `published` (and, given an `owner`, is that account's). A
 * corrupt entry counts as none.
 */
export function savedDraft(
  published: PortalConfig | null,
  storage: Storage = localStorage,
  owner?: string,
): SavedDraft | null {
  let saved: Partial<SavedDraft>;
  try {
    saved = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<SavedDraft>;
  } catch {
    return null;
  }
  if (!saved || typeof saved !== 'object' || !saved.draft || typeof saved.draft !== 'object') return null;
  if (owner !== undefined && saved.owner !== owner) return null;
  if (published && JSON.stringify(saved.draft) === JSON.stringify(published)) return null;
  const { owner: writer, draftId } = saved;
  return { draft: saved.draft, etag: saved.etag ?? null, savedAt: String(saved.savedAt ?? ''), owner: writer, draftId };
}

export function clearSavedDraft(storage: Storage = localStorage) {
  try {
    storage.removeItem(KEY);
  } catch {
    // nothing kept, nothing to clear
  }
}
