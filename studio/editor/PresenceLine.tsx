/**
 * The presence line (issue 32 item 2): who else has this page open (名字 正在编辑, or also viewing), the same account
 * in another browser, and, when someone else holds the page, that it is read-only here with 接手编辑 (which tells
 * them). A take-over from this tab is announced as an alert.
 */
import { useStudioT } from '../i18n/use-studio-t';
import * as s from '../shared/studio.css';
import type { usePresence } from './use-presence';

export function PresenceLine({ state }: { state: ReturnType<typeof usePresence> }) {
  const { t } = useStudioT();
  const { presence, readOnly, takenBy, takeOver } = state;
  const holder = presence?.others.find((o) => o.holds);
  const viewers = [...new Set(presence?.others.filter((o) => !o.holds && !o.sameAccount).map((o) => o.name))];
  const who = (o: { name: string; sameAccount: boolean }) => (o.sameAccount ? t('presenceYouElsewhere') : o.name);
  return (
    <>
      <div role="alert">{takenBy && <p className={s.error}>{t('presenceTakenFrom', { name: takenBy })}</p>}</div>
      <div role="status" className={holder || viewers.length ? s.notice : undefined}>
        {holder && (
          <p>
            {t('presenceEditing', { name: who(holder) })}
            {holder && (
              <>
                {' '}
                {readOnly ? t('presenceReadOnly') : t('presenceOffer')}{' '}
                <button type="button" className={s.button} onClick={takeOver}>
                  {t('presenceTakeOver')}
                </button>
              </>
            )}
          </p>
        )}
        {viewers.length > 0 && <p>{t('presenceViewing', { names: viewers.join('、') })}</p>}
      </div>
    </>
  );
}
