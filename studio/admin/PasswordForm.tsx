/** 重置密码: one account's new password, with the rule it must meet and the warning that saving signs it out. */
import { useId, useState } from 'react';
import { useStudioT } from '../i18n/use-studio-t';
import { passwordRuleText } from '../session/password-rule-text';
import { refusalCode, updateAccount } from './admin-client';
import { AccountForm, PasswordField, refusalText, SaveOrCancel, useOneFieldForm } from './AccountForm';

export function PasswordForm({
  name,
  onSaved,
  onCancel,
  onRefused,
}: {
  name: string;
  onSaved: () => void;
  onCancel: () => void;
  /** Handles the admin's own session ending (true), else false. */
  onRefused: (error: unknown) => boolean;
}) {
  const { t } = useStudioT();
  const id = useId();
  const [password, setPassword] = useState('');
  const { field, busy, problem, submit } = useOneFieldForm<HTMLInputElement>(async () => {
    try {
      await updateAccount(name, { password });
      setPassword('');
      onSaved();
      return '';
    } catch (e) {
      if (onRefused(e)) return '';
      // The rule the password missed (decision 078), in the reader's words.
      return passwordRuleText(t, e) ?? t(refusalCode(e) === 'weak-password' ? 'weakPassword' : refusalText(e));
    }
  });

  return (
    <AccountForm id={id} title={t('passwordFormTitle', { name })} note={t('passwordSignsOut', { name })}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <PasswordField
          id={`${id}-password`}
          label={t('newPassword')}
          note={`${id}-note`}
          problem={problem}
          value={password}
          onChange={setPassword}
          inputRef={field}
        />
        <SaveOrCancel busy={busy} disabled={!password} label={t('savePassword')} onCancel={onCancel} />
      </form>
    </AccountForm>
  );
}
