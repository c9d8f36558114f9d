/**
 * At start: the editor's own drafts on the server (from any browser), newest first, and a copy this browser kept
 * of edits the server never got; each can be continued (one undoable step) or discarded.
 */
import { useState } from 'react';
import type { PortalConfig } from '../../src/config/portal-config';
import { clearSavedDraft, savedDraft, type SavedDraft } from '../model/draft-storage';
import { replaceDraft } from '../model/studio-store';
import { deleteDraft, fetchDraft, listDrafts, type DraftMeta } from '../service/studio-client';
import { useStudioT } from '../i18n/use-studio-t';
import { adoptDraft } from '../service/draft-sync';
import * as s from '../shared/studio.css';

export interface DraftChoices {
  drafts: DraftMeta[];
  local: SavedDraft | null;
}

/**
 * What to offer `owner` at start. The browser's copy is left out when the server holds the same draft (it was saved
 * as the page closed, after the copy was written).
 */
export async function draftChoices(owner: string, published: PortalConfig): Promise<DraftChoices | null> {
  const drafts = await listDrafts().catch(() => [] as DraftMeta[]);
  let local = savedDraft(published, localStorage, owner);
  const twin = local && (local.draftId ? drafts.find((d) => d.id === local!.draftId) : drafts[0]);
  if (local && twin) {
    const held = await fetchDraft(twin.id).catch(() => null);
    if (held && JSON.stringify(held.config) === JSON.stringify(local.draft)) {
      clearSavedDraft();
      local = null;
    }
  }
  return drafts.length || local ? { drafts, local } : null;
}

export function DraftOffer({ choices, onDone }: { choices: DraftChoices; onDone: () => void }) {
  const { t, locale } = useStudioT();
  const [drafts, setDrafts] = useState(choices.drafts);
  const [local, setLocal] = useState(choices.local);
  const [failure, setFailure] = useState('');
  const time = (iso: string) => (iso ? new Date(iso).toLocaleString(locale) : '?');

  async function restore(id: string) {
    try {
      const { draft, config } = await fetchDraft(id);
      adoptDraft(draft, config);
      replaceDraft(config);
      onDone();
    } catch {
      setFailure(t('draftLoadFailed'));
    }
  }

  async function discard(id: string) {
    if (!window.confirm(t('confirmDiscardDraft'))) return;
    try {
      await deleteDraft(id);
      const left = drafts.filter((d) => d.id !== id);
      setDrafts(left);
      if (!left.length && !local) onDone();
    } catch {
      setFailure(t('networkFailed'));
    }
  }

  // Newest first. This browser's copy of a listed draft holds edits its twin never got (a reload while the last save
  // was on its way): it comes before the server's list, so the first 恢复草稿 loses nothing.
  const localFirst =
    local !== null && (drafts.some((d) => d.id === local.draftId) || local.savedAt >= (drafts[0]?.updatedAt ?? ''));
  const localChoice = local && (
    <div className={s.listItem}>
      <span id="draft-local">{t('draftOfferLocal', { time: time(local.savedAt) })}</span>
      <div className={s.barGroup}>
        <button
          type="button"
          className={s.button}
          aria-describedby="draft-local"
          onClick={() => {
            // Saved on the server at once (into the draft it is a copy of, when that one is still there).
            const twin = drafts.find((d) => d.id === local.draftId);
            if (twin) adoptDraft(twin, null);
            replaceDraft(local.draft);
            onDone();
          }}
        >
          {t('restoreDraft')}
        </button>
        <button
          type="button"
          className={s.button}
          aria-describedby="draft-local"
          onClick={() => {
            clearSavedDraft();
            setLocal(null);
            if (!drafts.length) onDone();
          }}
        >
          {t('discardDraft')}
        </button>
      </div>
    </div>
  );

  return (
    <section className={s.notice} role="region" aria-labelledby="draft-offer-title">
      <strong id="draft-offer-title">{t('draftOfferTitle')}</strong>
      {localFirst && localChoice}
      {drafts.length > 0 && (
        <>
          <p>{t('draftOfferServer')}</p>
          <ul className={s.plainList}>
            {drafts.map((d) => (
              <li key={d.id} className={s.listItem}>
                <span id={`draft-${d.id}`}>
                  {d.title || t('draftUntitled')} · {t('draftSavedAt', { time: time(d.updatedAt) })}
                  {d.stale && (
                    <>
                      {' '}
                      <span className={s.stateBadge}>{t('needsUpdate')}</span>{' '}
                      <span className={s.meta}>{t('draftStale')}</span>
                    </>
                  )}
                </span>
                <div className={s.barGroup}>
                  <button
                    type="button"
                    className={s.button}
                    aria-describedby={`draft-${d.id}`}
                    onClick={() => void restore(d.id)}
                  >
                    {t('restoreDraft')}
                  </button>
                  <button
                    type="button"
                    className={s.button}
                    aria-describedby={`draft-${d.id}`}
                    onClick={() => void discard(d.id)}
                  >
                    {t('discardDraft')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      {!localFirst && localChoice}
      <p role="alert" className={s.error}>
        {failure}
      </p>
      <button type="button" className={s.button} onClick={onDone}>
        {t('notNow')}
      </button>
    </section>
  );
}
