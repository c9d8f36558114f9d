/**
 * 请先修改密码 (decision 078): after signing in with a password an administrator set (a new account, a reset) or one
 * that has expired, the session may do nothing else until the person chooses their own. The service checks the
 * security administrator's rules; a refusal names the rule missed.
 */
import { useState, type FormEvent } from 'react';
import type { StudioKey } from '../i18n/messages';
import { useStudioT } from '../i18n/use-studio-t';
import { changePassword, StudioApiError, type Session } from '../service/studio-client';
import * as s from '../shared/studio.css';
import { passwordRuleText } from './password-rule-text';
import * as css from './session.css';

const REASONS: Record<NonNullable<Session['passwordChange']>, StudioKey> = {
  first: 'passwordChangeFirst',
  reset: 'passwordChangeReset',
  expired: 'passwordChangeExpired',
};

export function PasswordChangeStep({
  session,
  onChanged,
  onSignedOut,
}: {
  session: Session;
  onChanged: (session: Session) => void;
  onSignedOut: () => void;
}) {
  const { t } = useStudioT();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password !== repeat) return setError(t('passwordsDiffer'));
    setBusy(true);
    setError('');
    try {
      onChanged(await changePassword(current, password));
    } catch (e) {
      const failure = e instanceof StudioApiError ? e : new StudioApiError(0, 'network');
      const rule = passwordRuleText(t, failure);
      if (failure.status === 401) onSignedOut();
      else if (rule) setError(rule);
      else setError(failure.status === 400 ? failure.message : t('serviceDown'));
    } finally {
      setBusy(false);
    }
  }

  const field = (id: string, label: StudioKey, value: string, set: (v: string) => void, auto: string) => (
    <div className={s.field}>
      <label htmlFor={id}>{t(label)}</label>
      <input
        id={id}
        className={s.input}
        type="password"
        autoComplete={auto}
        required
        value={value}
        onChange={(e) => set(e.target.value)}
      />
    </div>
  );
  return (
    <main className={s.centreMessage}>
      <h1>{t('passwordChangeTitle')}</h1>
      <p>{t(REASONS[session.passwordChange ?? 'first'])}</p>
      <form className={css.stepForm} onSubmit={(e) => void submit(e)} noValidate>
        {field('studio-current-password', 'currentPassword', current, setCurrent, 'current-password')}
        {field('studio-new-password', 'newPassword', password, setPassword, 'new-password')}
        {field('studio-repeat-password', 'repeatPassword', repeat, setRepeat, 'new-password')}
        <p role="alert" className={s.error}>
          {error}
        </p>
        <button type="submit" className={s.primary} disabled={busy || !current || !password || !repeat}>
          {t('changePassword')}
        </button>
      </form>
    </main>
  );
}
