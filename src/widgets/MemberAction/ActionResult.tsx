/**
 * What a member action's last press came to: success in role=status, failure in role=alert, the failure said
 * through the one errorText (spec s8). The status region is always in the DOM, so a success is announced; an alert
 * is announced when it appears, so it is drawn only with a failure (a list of job cards holds no empty alerts).
 */
import { errorText } from '../../i18n/error-text';
import { useT } from '../../i18n/i18n';
import type { ActionOutcome } from './use-member-action';
import * as styles from './MemberAction.css';

interface Props {
  outcome: ActionOutcome;
  /** Said on success when the server gave no words of its own. */
  successText: string;
  /** What failed, before the reason (e.g. "投递失败"). */
  failedText: string;
}

export function ActionResult({ outcome, successText, failedText }: Props) {
  const { locale } = useT();
  return (
    <div className={styles.result}>
      <div role="status">
        {outcome.kind === 'success' && <p className={styles.success}>{outcome.message || successText}</p>}
      </div>
      {outcome.kind === 'error' && (
        <p role="alert" className={styles.failure}>
          {failedText}
          {locale === 'en' ? ': ' : '：'}
          {errorText(outcome.error, locale)}
        </p>
      )}
    </div>
  );
}
