import { useState, type FormEvent } from 'react';
import { signIn, StudioApiError, type Session } from '../service/studio-client';
import { SecondFactorStep } from '../second-factor/SecondFactorStep';
import { useStudioT } from '../i18n/use-studio-t';
import * as s from '../shared/studio.css';

/** The sign-in form: shown whenever the service says there is no session (401). */
export function SignIn({ onSignedIn, notice }: { onSignedIn: (session: Session) => void; notice?: string }) {
  const { t } = useStudioT();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  // The right password of an account with a second factor: its code next (decision 077).
  const [pending, setPending] = useState<string | null>(null);
  const [stepNotice, setStepNotice] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const answer = await signIn(name.trim(), password);
      if ('pending' in answer) {
        setPassword('');
        return setPending(answer.pending);
      }
      onSignedIn(answer);
    } catch (e) {
      const failure = e instanceof StudioApiError ? e : new StudioApiError(0, 'network');
      if (failure.status === 429) setError(t('tooManyAttempts', { seconds: failure.body.retryAfter ?? 60 }));
      else if (failure.status === 401 || failure.status === 400) setError(t('wrongPassword'));
      else setError(t('serviceDown'));
    } finally {
      setBusy(false);
    }
  }

  if (pending)
    return (
      <SecondFactorStep
        pending={pending}
        onSignedIn={onSignedIn}
        onBack={(said) => {
          setPending(null);
          setStepNotice(said);
        }}
      />
    );

  return (
    <main className={s.centreMessage}>
      <h1>{t('signInTitle')}</h1>
      <p>{stepNotice ?? notice ?? t('signInHelp')}</p>
      <form onSubmit={submit} noValidate>
        <div className={s.field}>
          <label htmlFor="studio-name">{t('name')}</label>
          <input
            id="studio-name"
            className={s.input}
            autoComplete="username"
            required
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className={s.field}>
          <label htmlFor="studio-password">{t('password')}</label>
          <input
            id="studio-password"
            className={s.input}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <p role="alert" className={s.error}>
          {error}
        </p>
        <button type="submit" className={s.primary} disabled={busy || !name || !password}>
          {busy ? t('signingIn') : t('signIn')}
        </button>
      </form>
    </main>
  );
}
