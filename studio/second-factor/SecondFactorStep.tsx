/**
 * 两步验证 (decision 077): after a right password, the account's second factor: the 6-digit code of the
 * authenticator app, or one of the recovery codes. A wrong or already used code is refused (and counted with the
 * passwords); an expired step sends the person back to the password.
 */
import { useState, type FormEvent } from 'react';
import { useStudioT } from '../i18n/use-studio-t';
import { signInWithCode, StudioApiError, type Session } from '../service/studio-client';
import * as s from '../shared/studio.css';

export function SecondFactorStep({
  pending,
  onSignedIn,
  onBack,
}: {
  pending: string;
  onSignedIn: (session: Session) => void;
  /** Back to the password (the step expired, or the person asks). */
  onBack: (notice?: string) => void;
}) {
  const { t } = useStudioT();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      onSignedIn(await signInWithCode(pending, code.trim()));
    } catch (e) {
      const failure = e instanceof StudioApiError ? e : new StudioApiError(0, 'network');
      if (failure.status === 401 && failure.body.code === 'pending') return onBack(t('secondFactorExpired'));
      setCode('');
      if (failure.status === 429) setError(t('tooManyAttempts', { seconds: failure.body.retryAfter ?? 60 }));
      else if (failure.status === 401 || failure.status === 400) setError(t('secondFactorWrong'));
      else setError(t('serviceDown'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className={s.centreMessage}>
      <h1>{t('secondFactorTitle')}</h1>
      <p id="second-factor-help">{t('secondFactorHelp')}</p>
      <form onSubmit={submit} noValidate>
        <div className={s.field}>
          <label htmlFor="studio-second-factor">{t('secondFactorCode')}</label>
          <input
            id="studio-second-factor"
            className={s.input}
            autoComplete="one-time-code"
            aria-describedby="second-factor-help"
            spellCheck={false}
            autoFocus
            required
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </div>
        <p role="alert" className={s.error}>
          {error}
        </p>
        <button type="submit" className={s.primary} disabled={busy || !code.trim()}>
          {busy ? t('secondFactorVerifying') : t('secondFactorVerify')}
        </button>{' '}
        <button type="button" className={s.button} onClick={() => onBack()}>
          {t('secondFactorBack')}
        </button>
      </form>
    </main>
  );
}
