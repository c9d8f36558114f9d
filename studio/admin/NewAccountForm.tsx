/** 新建账号: a name, a role and a password; each refusal of the service stands beside the field it is about. */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useStudioT } from '../i18n/use-studio-t';
import { passwordRuleText } from '../session/password-rule-text';
import * as s from '../shared/studio.css';
import { createAccount, refusalCode, type AccountInfo, type Role } from './admin-client';
import { AccountForm, PasswordField, refusalText, RoleSelect } from './AccountForm';
import { Field } from './Field';
import * as a from './admin.css';

type FieldProblems = { name?: string; password?: string; form?: string };

export function NewAccountForm({
  onCreated,
  onRefused,
}: {
  onCreated: (account: AccountInfo) => void;
  /** Handles the admin's own session ending (true), else false. */
  onRefused: (error: unknown) => boolean;
}) {
  const { t } = useStudioT();
  const id = useId();
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('editor');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<FieldProblems>({});
  const [busy, setBusy] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblems({});
    try {
      const account = await createAccount({ name: name.trim(), role, password });
      setName('');
      setPassword('');
      setRole('editor');
      onCreated(account);
    } catch (e) {
      if (onRefused(e)) return;
      const code = refusalCode(e);
      if (code === 'bad-name' || code === 'exists') {
        setProblems({ name: t(code === 'exists' ? 'nameExists' : 'badName') });
        nameInput.current?.focus();
      } else if (code === 'weak-password') {
        setProblems({ password: passwordRuleText(t, e) ?? t('weakPassword') });
        passwordInput.current?.focus();
      } else setProblems({ form: t(refusalText(e)) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountForm id={id} title={t('newAccount')}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <div className={a.formRow}>
          <Field id={`${id}-name`} label={t('accountName')} rule={t('nameRule')} problem={problems.name}>
            {(control) => (
              <input
                {...control}
                ref={nameInput}
                className={s.input}
                autoComplete="off"
                spellCheck={false}
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
            )}
          </Field>
          <Field id={`${id}-role`} label={t('accountRole')}>
            {(control) => <RoleSelect {...control} value={role} onChange={setRole} />}
          </Field>
          <PasswordField
            id={`${id}-password`}
            label={t('password')}
            problem={problems.password}
            value={password}
            onChange={setPassword}
            inputRef={passwordInput}
          />
        </div>
        {problems.form && (
          <p role="alert" className={s.error}>
            {problems.form}
          </p>
        )}
        <button type="submit" className={s.primary} disabled={busy || !name.trim() || !password}>
          {busy ? t('creatingAccount') : t('createAccount')}
        </button>
      </form>
    </AccountForm>
  );
}
