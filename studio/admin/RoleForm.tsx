/** 更改角色: one account's new role, with the warning that saving signs the account out. */
import { useId, useState } from 'react';
import { useStudioT } from '../i18n/use-studio-t';
import type { AccountInfo, Role } from './admin-client';
import { AccountForm, RoleSelect, SaveOrCancel, useOneFieldForm } from './AccountForm';
import { Field } from './Field';

export function RoleForm({
  account,
  onSave,
  onCancel,
}: {
  account: AccountInfo;
  /** Saves the role; answers the refusal in words ('' when done). */
  onSave: (role: Role) => Promise<string>;
  onCancel: () => void;
}) {
  const { t } = useStudioT();
  const id = useId();
  const [role, setRole] = useState<Role>(account.role);
  const { field, busy, problem, submit } = useOneFieldForm<HTMLSelectElement>(() => onSave(role));

  return (
    <AccountForm
      id={id}
      title={t('roleFormTitle', { name: account.name })}
      note={t('roleSignsOut', { name: account.name })}
    >
      <form onSubmit={(e) => void submit(e)}>
        <Field id={`${id}-role`} label={t('accountRole')} note={`${id}-note`} problem={problem}>
          {(control) => <RoleSelect {...control} ref={field} value={role} onChange={setRole} />}
        </Field>
        <SaveOrCancel busy={busy} disabled={role === account.role} label={t('saveRole')} onCancel={onCancel} />
      </form>
    </AccountForm>
  );
}
