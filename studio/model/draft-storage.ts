/**
 * The draft kept in the browser on every change, so a reload or a crash loses nothing; offered back at start when
 * it differs from what is published (and tells from which published version it started).
 */
import type { PortalConfig } from '../../src/config/portal-config';

const KEY = 'n2024.studio.draft';

export interface SavedDraft {
  draft: PortalConfig;
  /** ETag of the published config the draft was made from. */
  etag: string | null;
  savedAt: string;
}

export function saveDraft(draft: PortalConfig, etag: string | null, storage: Storage = localStorage) {
  try {
    storage.setItem(KEY, JSON.stringify({ draft, etag, savedAt: new Date().toISOString() } satisfies SavedDraft));
  } catch {
    // Storage full or blocked: the draft still lives in the page; export keeps a copy.
  }
}

/** The saved draft, if there is one that differs from `published`. A corrupt entry counts as none. */
export function savedDraft(published: PortalConfig | null, storage: Storage = localStorage): SavedDraft | null {
  let saved: Partial<SavedDraft>;
  try {
    saved = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<SavedDraft>;
  } catch {
    return null;
  }
  if (!saved || typeof saved !== 'object' || !saved.draft || typeof saved.draft !== 'object') return null;
  if (published && JSON.stringify(saved.draft) === JSON.stringify(published)) return null;
  return { draft: saved.draft, etag: saved.etag ?? null, savedAt: String(saved.savedAt ?? '') };
}

export function clearSavedDraft(storage: Storage = localStorage) {
  try {
    storage.removeItem(KEY);
  } catch {
    // nothing kept, nothing to clear
  }
}
