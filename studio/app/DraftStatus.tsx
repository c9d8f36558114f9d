/**
 * Where the draft stands on the server, in the bar: quietly "已保存草稿 14:05" (a polite status), and a clear alert
 * when a save failed, with what to do (try again, sign in again, export).
 */
import { useSnapshot } from 'valtio';
import { useStudioT } from '../i18n/use-studio-t';
import { draftSync, retryDraftSave } from '../service/draft-sync';
import * as s from '../shared/studio.css';

export function DraftStatus({ onSignIn }: { onSignIn: () => void }) {
  const { t, locale } = useStudioT();
  const sync = useSnapshot(draftSync);
  const time = sync.savedAt
    ? new Date(sync.savedAt).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })
    : '';
  const quiet =
    sync.state === 'saving' || sync.state === 'waiting'
      ? t('draftSaving')
      : sync.state === 'saved' && time
        ? t('draftSaved', { time })
        : '';
  return (
    <>
      <span className={s.saveState} role="status">
        {quiet}
      </span>
      <span role="alert">
        {sync.state === 'failed' && (
          <span className={s.barAlert}>
            {sync.failure === 'session'
              ? t('draftSaveSession')
              : sync.failure === 'refused'
                ? t('draftSaveRefused')
                : t('draftSaveNetwork')}
            {sync.failure === 'session' ? (
              <button type="button" className={s.button} onClick={onSignIn}>
                {t('signInAgain')}
              </button>
            ) : (
              <button type="button" className={s.button} onClick={retryDraftSave}>
                {t('retrySave')}
              </button>
            )}
          </span>
        )}
      </span>
    </>
  );
}
