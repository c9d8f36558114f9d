/**
 * 账号管理 (issue 20): the accounts with their role, status, creation and last sign-in; creating one, changing a
 * role, disabling and enabling, resetting a password. Each change signs that account out at once (the service ends
 * its sessions), and the panel says so before it is made. The service's refusals are said in words beside the field
 * they are about; the last admin cannot be disabled or demoted.
 */
import { useId, useState } from 'react';
import { StudioApiError } from '../service/studio-client';
import { useStudioT } from '../i18n/use-studio-t';
import type { StudioKey } from '../i18n/messages';
import { DialogState, StudioDialog } from '../shared/StudioDialog';
import { useReadWhileOpen } from '../shared/use-read-while-open';
import { listAccounts, updateAccount, type AccountInfo } from './admin-client';
import { endedSession, loadFailure, type AdminPanelProps } from './admin-panel';
import { refusalText } from './AccountForm';
import { AccountsTable, buttonId, type Editing } from './AccountsTable';
import { NewAccountForm } from './NewAccountForm';
import { PasswordForm } from './PasswordForm';
import { RoleForm } from './RoleForm';
import { roleWord } from './words';
import * as a from './admin.css';

export function AccountsPanel(props: AdminPanelProps) {
  const { open, onOpenChange } = props;
  const { t, locale } = useStudioT();
  const base = useId();
  const [accounts, setAccounts] = useState<AccountInfo[] | null>(null);
  const [loadFailed, setLoadFailed] = useState<StudioKey | ''>('');
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  // Each reload asks for the list again (after a change, or on 重试).
  const [reloads, setReloads] = useState(0);
  const reload = () => setReloads((n) => n + 1);

  /** The admin's own session ended: the panel closes and the studio asks to sign in again. */
  const refused = (error: unknown) => endedSession(error, props);

  useReadWhileOpen(
    open,
    reloads,
    () => listAccounts(),
    (found) => {
      setAccounts(found);
      setLoadFailed('');
    },
    (error) => {
      if (!refused(error)) setLoadFailed(loadFailure(error));
    },
  );

  /** Closing forgets what the panel said, so the next opening starts clean. */
  const change = (next: boolean) => {
    if (!next) {
      setAccounts(null);
      setLoadFailed('');
      setMessage('');
      setFailure('');
      setEditing(null);
    }
    onOpenChange(next);
  };

  /** One change to an account: said when done, the list reloaded; a refusal comes back in words ('' when done). */
  async function update(name: string, patch: Parameters<typeof updateAccount>[1], done: string) {
    setMessage(t('saving'));
    setFailure('');
    try {
      await updateAccount(name, patch);
      setMessage(done);
      reload();
      return '';
    } catch (e) {
      setMessage('');
      if (refused(e)) return '';
      if (e instanceof StudioApiError && e.status === 404) reload();
      return t(refusalText(e));
    }
  }

  function closeForm() {
    const was = editing;
    setEditing(null);
    if (was) setTimeout(() => document.getElementById(buttonId(base, was.kind, was.name))?.focus(), 0);
  }

  async function toggle(account: AccountInfo) {
    const name = account.name;
    if (!account.disabled && !window.confirm(t('confirmDisable', { name }))) return;
    setFailure(
      await update(
        name,
        { disabled: !account.disabled },
        t(account.disabled ? 'accountEnabledDone' : 'accountDisabledDone', { name }),
      ),
    );
  }

  const editedAccount = editing && accounts?.find((x) => x.name === editing.name);

  return (
    <StudioDialog
      open={open}
      onOpenChange={change}
      title={t('adminAccounts')}
      description={t('accountsHelp')}
      descriptionClassName={a.warning}
      className={a.wideDialog}
    >
      <DialogState
        status={accounts === null && !loadFailed ? t('accountsLoading') : message}
        failure={failure || (loadFailed && t(loadFailed))}
        onRetry={
          loadFailed
            ? () => {
                setLoadFailed('');
                reload();
              }
            : undefined
        }
        note={accounts?.length === 0 && t('accountsEmpty')}
      />
      {accounts && accounts.length > 0 && (
        <AccountsTable
          accounts={accounts}
          base={base}
          editing={editing}
          onEdit={setEditing}
          onToggle={(account) => void toggle(account)}
        />
      )}
      {editing?.kind === 'role' && editedAccount && (
        <RoleForm
          key={editedAccount.name}
          account={editedAccount}
          onCancel={closeForm}
          onSave={async (role) => {
            const name = editedAccount.name;
            const problem = await update(name, { role }, t('roleChanged', { name, role: roleWord(locale, role) }));
            if (!problem) closeForm();
            return problem;
          }}
        />
      )}
      {editing?.kind === 'password' && editedAccount && (
        <PasswordForm
          key={editedAccount.name}
          name={editedAccount.name}
          onCancel={closeForm}
          onRefused={refused}
          onSaved={() => {
            setMessage(t('passwordResetDone', { name: editedAccount.name }));
            setFailure('');
            closeForm();
            reload();
          }}
        />
      )}
      {accounts && (
        <NewAccountForm
          onRefused={refused}
          onCreated={(account) => {
            setMessage(t('accountCreatedDone', { name: account.name, role: roleWord(locale, account.role) }));
            setFailure('');
            reload();
          }}
        />
      )}
    </StudioDialog>
  );
}
