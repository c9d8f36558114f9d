/**
 * A call that failed, said in the visitor's language (the one errorText, spec s8) with its retry button: the same
 * note for a section, a tab's list, a dialog's choices and a gate's account check. The button is disabled while the
 * retry runs, so a double press asks once.
 */
import { errorText } from '../../i18n/error-text';
import { useT } from '../../i18n/i18n';
import * as styles from './FailureNote.css';

interface Props {
  error: unknown;
  retry: () => unknown;
  /** A retry is under way. */
  busy: boolean;
  /** Puts the reason into the note's sentence (e.g. "{title}加载失败：{reason}"); the bare reason otherwise. */
  say?: (reason: string) => string;
}

export function FailureNote({ error, retry, busy, say }: Props) {
  const { t, locale } = useT();
  const reason = errorText(error, locale);
  return (
    <div className={styles.failure} role="alert">
      <span>{say ? say(reason) : reason}</span>
      <button type="button" className={styles.retry} onClick={() => void retry()} disabled={busy}>
        {t('state.retry')}
      </button>
    </div>
  );
}
