/**
 * The editor's draft on the server (先审后发, issue 20): saved 1.5 s after the last change (POST /drafts the first
 * time, PUT /drafts/:id after), so it survives a change of browser; once more, outliving the page, as it closes.
 * One save at a time, each sending the newest draft. Until the server has it, the browser keeps a copy
 * (model/draft-storage.ts): a crash or an unreachable service loses nothing; a failed save is tried again.
 */
import { useEffect } from 'react';
import { proxy } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import type { PortalConfig } from '../../src/config/portal-config';
import { localeStore } from '../../src/i18n/i18n';
import { describeChanges } from '../model/change-list';
import { clearSavedDraft, saveDraft as keepInBrowser } from '../model/draft-storage';
import { isDirty, studio } from '../model/studio-store';
import { createDraft, deleteDraft, hashOfEtag, saveDraft, StudioApiError, type DraftMeta } from './studio-client';

export const SAVE_DELAY_MS = 1500;
const RETRY_MS = 10_000;

export type SyncState = 'idle' | 'waiting' | 'saving' | 'saved' | 'failed';
export type SyncFailure = 'network' | 'session' | 'refused';

export const draftSync = proxy({
  /** The account whose draft this is. */
  owner: '',
  /** The draft's id on the server, once it has been created there. */
  id: null as string | null,
  /** The hash of the published config the draft started from. */
  baseHash: '',
  state: 'idle' as SyncState,
  /** ISO time of the last save the server took. */
  savedAt: '',
  failure: null as SyncFailure | null,
  /** The submission the editor shows, just submitted for review (until the next edit). */
  submittedId: null as string | null,
});

let lastSaved: PortalConfig | null = null;
let lastError: StudioApiError | null = null;
let chain: Promise<void> = Promise.resolve();
let timer: ReturnType<typeof setTimeout> | undefined;

/** Whether the draft in the editor is not yet on the server (an untouched published config needs no draft). */
const needsSave = (config: PortalConfig | null): config is PortalConfig =>
  config !== null && config !== lastSaved && (draftSync.id !== null || isDirty());

/** The draft's title in lists: its first change, and how many more. */
function titleOf(config: PortalConfig): string {
  const locale = localeStore.locale === 'en' ? 'en' : 'zh-CN';
  const lines = studio.published ? describeChanges(studio.published, config, locale) : [];
  if (!lines.length) return '';
  const first = lines[0]!.length > 80 ? `${lines[0]!.slice(0, 79)}…` : lines[0]!;
  return lines.length > 1 ? `${first} (+${lines.length - 1})` : first;
}

async function saveNow(keepalive = false): Promise<void> {
  const config = studio.draft;
  if (!needsSave(config)) {
    if (draftSync.state !== 'idle') draftSync.state = draftSync.id ? 'saved' : 'idle';
    draftSync.failure = null;
    return;
  }
  const owner = draftSync.owner;
  draftSync.state = 'saving';
  const body = { title: titleOf(config), config };
  try {
    let meta: DraftMeta;
    try {
      meta = draftSync.id
        ? await saveDraft(draftSync.id, { ...body, baseHash: draftSync.baseHash }, keepalive)
        : await createDraft({ ...body, baseHash: hashOfEtag(studio.etag) }, keepalive);
    } catch (e) {
      // Gone on the server (discarded or submitted from another browser): the edits go on in a new draft.
      if (!(e instanceof StudioApiError && e.status === 404 && draftSync.id)) throw e;
      draftSync.id = null;
      meta = await createDraft({ ...body, baseHash: draftSync.baseHash || hashOfEtag(studio.etag) }, keepalive);
    }
    if (owner !== draftSync.owner) return;
    draftSync.id = meta.id;
    draftSync.baseHash = meta.baseHash || draftSync.baseHash;
    draftSync.savedAt = meta.updatedAt || new Date().toISOString();
    draftSync.failure = null;
    draftSync.state = studio.draft === config ? 'saved' : 'waiting';
    lastSaved = config;
    lastError = null;
    if (studio.draft === config) clearSavedDraft();
  } catch (e) {
    if (owner !== draftSync.owner) return;
    lastError = e instanceof StudioApiError ? e : new StudioApiError(0, 'network');
    draftSync.state = 'failed';
    draftSync.failure = lastError.status === 0 ? 'network' : lastError.status === 401 ? 'session' : 'refused';
    if (draftSync.failure === 'network') {
      clearTimeout(timer);
      timer = setTimeout(() => void queue(), RETRY_MS);
    }
  }
}

const queue = (keepalive = false) => (chain = chain.then(() => saveNow(keepalive)));

const keepCopy = (config: PortalConfig) =>
  keepInBrowser(config, studio.etag, undefined, {
    owner: draftSync.owner,
    ...(draftSync.id ? { draftId: draftSync.id } : {}),
  });

/** After a change: a copy in the browser at once; the save waits for a pause in the editing. */
function schedule() {
  clearTimeout(timer);
  if (studio.draft !== lastSaved) draftSync.submittedId = null;
  if (!needsSave(studio.draft)) return;
  keepCopy(studio.draft);
  if (draftSync.state !== 'saving') draftSync.state = 'waiting';
  timer = setTimeout(() => void queue(), SAVE_DELAY_MS);
}

/** Saves the draft now (before it is submitted); its id on the server, or the refusal that stopped the save. */
export async function flushDraft(): Promise<string> {
  clearTimeout(timer);
  await queue();
  if (draftSync.state === 'failed') throw lastError ?? new StudioApiError(0, 'network');
  if (!draftSync.id) throw new StudioApiError(0, 'nothing to save');
  return draftSync.id;
}

/** Tries a failed save again at once. */
export const retryDraftSave = () => void flushDraft().catch(() => undefined);

/**
 * A draft loaded from the server (continued, or reopened from a submission): edits go on saving into it. `config`
 * is what the server holds of it (null: unknown, the next save sends the editor's draft).
 */
export function adoptDraft(meta: DraftMeta, config: PortalConfig | null) {
  clearTimeout(timer);
  draftSync.id = meta.id;
  draftSync.baseHash = meta.baseHash;
  draftSync.savedAt = meta.updatedAt;
  draftSync.state = 'saved';
  draftSync.failure = null;
  lastSaved = config;
}

/**
 * The editor is done with the draft (submitted, published, or thrown away for the latest version): the next edit
 * starts a new one. `remove` deletes it on the server too.
 */
export async function forgetDraft(remove = false) {
  clearTimeout(timer);
  await chain;
  const id = draftSync.id;
  draftSync.id = null;
  draftSync.baseHash = '';
  draftSync.state = 'idle';
  draftSync.savedAt = '';
  draftSync.failure = null;
  draftSync.submittedId = null;
  lastSaved = null;
  lastError = null;
  clearSavedDraft();
  if (remove && id) await deleteDraft(id).catch(() => undefined);
}

/**
 * Submitted for review (issue 32 item 5): the draft became submission `id` on the server; the editor goes on
 * showing it (not the published config, as if the changes were gone), and the next edit starts a new draft.
 */
export async function keepSubmitted(id: string) {
  await forgetDraft();
  lastSaved = studio.draft;
  draftSync.submittedId = id;
}

/** At sign-in: another account's draft state is not carried over. */
export function startDraftSync(owner: string) {
  if (draftSync.owner === owner) return;
  clearTimeout(timer);
  Object.assign(draftSync, { owner, id: null, baseHash: '', state: 'idle', savedAt: '', failure: null });
  lastSaved = null;
  lastError = null;
}

/** Saves the draft on the server as it is edited, and once more (outliving the page) as the page closes. */
export function useDraftAutosave(owner: string | null) {
  useEffect(() => {
    if (!owner) return;
    startDraftSync(owner);
    const unsubscribe = subscribeKey(studio, 'draft', schedule);
    const onHide = () => {
      if (!needsSave(studio.draft)) return;
      clearTimeout(timer);
      void queue(true);
    };
    window.addEventListener('pagehide', onHide);
    // A draft edited while signed out (kept in the page) is saved now.
    schedule();
    return () => {
      clearTimeout(timer);
      unsubscribe();
      window.removeEventListener('pagehide', onHide);
    };
  }, [owner]);
}
