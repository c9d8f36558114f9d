/**
 * The frame of every form: the required-fields note (and, for a visitor, where to log in), the problem summary
 * after a failed submit, the fields, the submit button (showing progress, disabled while in flight) and the
 * answer: success in role=status, failure in role=alert (the values stay for another try).
 */
import { useSession } from '../../session/use-session';
import type { ReactNode } from 'react';
import { isApiError } from '../../../sdk/errors';
import { memberCentreUrl, usePortalConfig } from '../../config/config-context';
import { useT, addTexts } from '../../i18n/i18n';
import { safeExternalUrl } from '../external-url';
import { errorText } from '../../i18n/error-text';
import type { FormShellState } from './use-form';
import * as styles from './form.css';
import { zh as formsTexts } from '../../i18n/messages/forms';

addTexts(formsTexts);

interface Props {
  form: FormShellState;
  submitLabel: string;
  successText: string;
  /** Where to go next after success (e.g. the progress of an appointment), shown after the success text. */
  successLink?: ReactNode;
  children: ReactNode;
}

export function FormShell({ form, submitLabel, successText, successLink, children }: Props) {
  const { t, locale } = useT();
  const config = usePortalConfig();
  const { token } = useSession();
  const { formRef, resultRef, onSubmit, pending, outcome, problemCount } = form;
  const expired = outcome.kind === 'error' && isApiError(outcome.error) && outcome.error.kind === 'sessionExpired';
  // A new window, so what the visitor typed here survives the trip to the member centre.
  const loginHref = safeExternalUrl(memberCentreUrl(config, 'personalLogin'));
  const loginLink = loginHref && (
    <a href={loginHref} target="_blank" rel="noopener noreferrer">
      {t('forms.login')}
      <span className={styles.visuallyHidden}>{t('header.externalHint')}</span>
    </a>
  );
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-busy={pending || undefined}
    >
      <p className={styles.note}>{t('forms.requiredNote')}</p>
      {!token && (
        <p className={styles.login}>
          {t('forms.loginFirst')} {loginLink}
        </p>
      )}
      {problemCount > 0 && (
        <p className={styles.summary} role="alert">
          {problemCount === 1 ? t('forms.summaryOne') : t('forms.summary', { count: problemCount })}
        </p>
      )}
      <div className={styles.fields}>{children}</div>
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={pending}>
          {pending ? t('forms.submitting') : submitLabel}
        </button>
        <div ref={resultRef} tabIndex={-1} className={styles.result}>
          <div role="status">{outcome.kind === 'success' && <p className={styles.success}>{successText}</p>}</div>
          {outcome.kind === 'success' && successLink && <p className={styles.note}>{successLink}</p>}
          <div role="alert">
            {outcome.kind === 'error' && (
              <p className={styles.failure}>
                {t('forms.failed', { reason: errorText(outcome.error, locale) })} {expired && token && loginLink}
              </p>
            )}
          </div>
        </div>
      </div>
    </form>
  );
}
