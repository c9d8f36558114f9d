/**
 * Account and password login of the home panel (spec s4, s5). Both fields are required, with the spec's exact
 * messages shown by each field and announced; the first missing one takes focus. A business error (wrong password)
 * shows the server's words and keeps what was typed. An answer holding a token logs in.
 */
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { usePasswordLogin } from '../../data/account';
import { useT, type MessageKey } from '../../i18n/i18n';
import { completeLogin } from '../../session/account-flow';
import { errorText } from '../../i18n/error-text';
import * as styles from './LoginPanel.css';

type Name = 'username' | 'password';
const REQUIRED: Record<Name, MessageKey> = {
  username: 'account.login.usernameRequired',
  password: 'account.login.passwordRequired',
};

export function PasswordLogin() {
  const { t, locale } = useT();
  const id = useId();
  const login = usePasswordLogin();
  const [values, setValues] = useState<Record<Name, string>>({ username: '', password: '' });
  const [problems, setProblems] = useState<Partial<Record<Name, MessageKey>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const username = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const refs = { username, password };
  // What was typed into the server's form before this code hydrated it (it comes after the page's, decision 098): the
  // browser kept the text (React leaves a hydrated input's value alone), so the form starts from it, not from empty.
  useLayoutEffect(() => {
    const typed = { username: username.current?.value ?? '', password: password.current?.value ?? '' };
    if (typed.username || typed.password) setValues(typed);
  }, [username, password]);
  const pending = login.isPending;

  const missing = (v: Record<Name, string>) => {
    const found: Partial<Record<Name, MessageKey>> = {};
    if (!v.username.trim()) found.username = REQUIRED.username;
    if (!v.password) found.password = REQUIRED.password;
    return found;
  };

  const change = (name: Name, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // A shown problem goes as soon as the field is filled; none appears while typing.
    if (problems[name] && !missing(next)[name]) setProblems({ ...problems, [name]: undefined });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const found = missing(values);
    setProblems(found);
    setFailure(null);
    const first = (['username', 'password'] as const).find((n) => found[n]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    try {
      const result = await login.mutateAsync({ username: values.username.trim(), password: values.password });
      if (!result?.token) {
        setFailure(t('account.login.noToken'));
        return;
      }
      await completeLogin(result);
    } catch (error) {
      setFailure(errorText(error, locale));
    }
  }

  const field = (name: Name, label: MessageKey, type: string, autoComplete: string) => {
    const problem = problems[name];
    return (
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-${name}`}>
          {t(label)}
        </label>
        <input
          ref={refs[name]}
          id={`${id}-${name}`}
          className={styles.input}
          type={type}
          name={name}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(e) => change(name, e.target.value)}
          aria-required="true"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-${name}-error` : undefined}
        />
        {problem && (
          <p id={`${id}-${name}-error`} className={styles.error} role="alert">
            {t(problem)}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className={styles.form} noValidate onSubmit={(e) => void submit(e)} aria-busy={pending || undefined}>
      {field('username', 'account.login.username', 'text', 'username')}
      {field('password', 'account.login.password', 'password', 'current-password')}
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
      {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus to the page. */}
      <button type="submit" className={styles.submit} aria-disabled={pending || undefined}>
        {pending ? t('account.login.submitting') : t('account.login.submit')}
      </button>
    </form>
  );
}
