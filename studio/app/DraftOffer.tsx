import type { SavedDraft } from '../model/draft-storage';
import { clearSavedDraft } from '../model/draft-storage';
import { replaceDraft } from '../model/studio-store';
import { useStudioT } from '../i18n/use-studio-t';
import * as s from './studio.css';

/** After a reload or a crash: the draft this browser kept, offered back (restore is one undoable step). */
export function DraftOffer({ saved, onDone }: { saved: SavedDraft; onDone: () => void }) {
  const { t, locale } = useStudioT();
  return (
    <section className={s.notice} role="region" aria-labelledby="draft-offer-title">
      <strong id="draft-offer-title">{t('draftOfferTitle')}</strong>{' '}
      {t('draftOfferText', { time: saved.savedAt ? new Date(saved.savedAt).toLocaleString(locale) : '?' })}{' '}
      <button
        type="button"
        className={s.button}
        onClick={() => {
          replaceDraft(saved.draft);
          onDone();
        }}
      >
        {t('restoreDraft')}
      </button>{' '}
      <button
        type="button"
        className={s.button}
        onClick={() => {
          clearSavedDraft();
          onDone();
        }}
      >
        {t('discardDraft')}
      </button>
    </section>
  );
}
