/**
 * 账号管理 (issue 20): the accounts with their role, status, creation and last sign-in; creating one, changing a
 * role, disabling and enabling, resetting a password. Each change signs that account out at once (the service ends
 * its sessions), and the panel says so before it is made. The service's refusals are said in words beside the field
 * they are about; the last admin cannot be disabled or demoted.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useEffectEvent, useId, useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { StudioApiError } from '../service/studio-client';
import { useStudioT } from '../i18n/use-studio-t';
import type { StudioKey } from '../i18n/messages';
import * as s from '../app/studio.css';
import {
  createAccount,
  listAccounts,
  refusalCode,
  ROLES,
  updateAccount,
  type AccountInfo,
  type Role,
} from './admin-client';
import { localTime, roleWord } from './words';
import * as a from './admin.css';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The admin's own session ended (401): the studio asks to sign in again. */
  onSignedOut: () => void;
}

type Editing = { kind: 'role' | 'password'; name: string } | null;

/** The words for a refusal that is not about one field (401 is handled before: it signs the admin out). */
function refusalText(error: unknown): StudioKey {
  if (refusalCode(error) === 'last-admin') return 'lastAdmin';
  if (error instanceof StudioApiError && error.status === 403) return 'adminForbidden';
  if (error instanceof StudioApiError && error.status === 404) return 'accountGone';
  return 'adminFailed';
}

const signedOut = (error: unknown) => error instanceof StudioApiError && error.status === 401;

/** The id of a row's button, so the keyboard focus goes back to it when its form closes. */
const buttonId = (base: string, kind: string, name: string) => `${base}-${kind}-${encodeURIComponent(name)}`;

export function AccountsPanel({ open, onOpenChange, onSignedOut }: Props) {
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
  function refused(error: unknown) {
    if (!signedOut(error)) return false;
    onOpenChange(false);
    onSignedOut();
    return true;
  }

  const loadRefused = useEffectEvent((error: unknown) => {
    if (!refused(error)) setLoadFailed(refusalText(error) === 'adminForbidden' ? 'adminForbidden' : 'adminLoadFailed');
  });
  useEffect(() => {
    if (!open) return;
    let live = true;
    listAccounts().then(
      (found) => {
        if (!live) return;
        setAccounts(found);
        setLoadFailed('');
      },
      (error: unknown) => live && loadRefused(error),
    );
    return () => {
      live = false;
    };
  }, [open, reloads]);

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
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className={s.overlay} />
        <Dialog.Content className={a.wideDialog}>
          <Dialog.Title>{t('adminAccounts')}</Dialog.Title>
          <Dialog.Description className={a.warning}>{t('accountsHelp')}</Dialog.Description>
          <div role="status">{accounts === null && !loadFailed ? t('accountsLoading') : message}</div>
          <div role="alert" className={s.error}>
            {failure || (loadFailed && t(loadFailed))}
          </div>
          {loadFailed && (
            <button
              type="button"
              className={s.button}
              onClick={() => {
                setLoadFailed('');
                reload();
              }}
            >
              {t('adminRetry')}
            </button>
          )}
          {accounts && !accounts.length && <p>{t('accountsEmpty')}</p>}
          {accounts && accounts.length > 0 && (
            <table className={a.table}>
              <caption className={s.visuallyHidden}>{t('adminAccounts')}</caption>
              <thead>
                <tr>
                  {(
                    [
                      'accountName',
                      'accountRole',
                      'accountStatus',
                      'accountCreated',
                      'accountLastSignIn',
                      'accountActions',
                    ] as const
                  ).map((key) => (
                    <th key={key} scope="col" className={a.headCell}>
                      {t(key)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {accounts.map((account) => (
                  <tr key={account.name}>
                    <th scope="row" className={a.cell}>
                      {account.name}
                    </th>
                    <td className={a.cell}>{roleWord(t, account.role)}</td>
                    <td className={a.cell}>
                      {account.disabled ? (
                        <span className={a.disabledMark}>{t('accountDisabled')}</span>
                      ) : (
                        t('accountActive')
                      )}
                    </td>
                    <td className={a.cell}>
                      <time dateTime={account.createdAt}>{localTime(account.createdAt, locale)}</time>
                    </td>
                    <td className={a.cell}>
                      {account.lastSignInAt ? (
                        <time dateTime={account.lastSignInAt}>{localTime(account.lastSignInAt, locale)}</time>
                      ) : (
                        t('neverSignedIn')
                      )}
                    </td>
                    <td className={a.cell}>
                      <div className={a.rowActions}>
                        <button
                          type="button"
                          id={buttonId(base, 'role', account.name)}
                          className={s.button}
                          aria-label={t('changeRoleOf', { name: account.name })}
                          aria-expanded={editing?.kind === 'role' && editing.name === account.name}
                          onClick={() => setEditing({ kind: 'role', name: account.name })}
                        >
                          {t('changeRole')}
                        </button>
                        <button
                          type="button"
                          className={s.button}
                          aria-label={t(account.disabled ? 'enableAccount' : 'disableAccount', { name: account.name })}
                          onClick={() => void toggle(account)}
                        >
                          {t(account.disabled ? 'enable' : 'disable')}
                        </button>
                        <button
                          type="button"
                          id={buttonId(base, 'password', account.name)}
                          className={s.button}
                          aria-label={t('resetPasswordOf', { name: account.name })}
                          aria-expanded={editing?.kind === 'password' && editing.name === account.name}
                          onClick={() => setEditing({ kind: 'password', name: account.name })}
                        >
                          {t('resetPassword')}
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {editing?.kind === 'role' && editedAccount && (
            <RoleForm
              key={editedAccount.name}
              account={editedAccount}
              onCancel={closeForm}
              onSave={async (role) => {
                const name = editedAccount.name;
                const problem = await update(name, { role }, t('roleChanged', { name, role: roleWord(t, role) }));
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
                setMessage(t('accountCreatedDone', { name: account.name, role: roleWord(t, account.role) }));
                setFailure('');
                reload();
              }}
            />
          )}
          <div className={s.actions}>
            <Dialog.Close asChild>
              <button type="button" className={s.button}>
                {t('close')}
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function RoleSelect({
  id,
  value,
  onChange,
  ...rest
}: { id: string; value: Role; onChange: (role: Role) => void } & Omit<ComponentProps<'select'>, 'onChange' | 'value'>) {
  const { t } = useStudioT();
  return (
    <select {...rest} id={id} className={s.input} value={value} onChange={(e) => onChange(e.target.value as Role)}>
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {roleWord(t, role)}
        </option>
      ))}
    </select>
  );
}

function RoleForm({
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
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => select.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem('');
    const refusal = await onSave(role);
    setBusy(false);
    setProblem(refusal);
    if (refusal) select.current?.focus();
  }

  return (
    <section className={a.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={a.sectionTitle}>
        {t('roleFormTitle', { name: account.name })}
      </h3>
      <p className={a.warning} id={`${id}-note`}>
        {t('roleSignsOut', { name: account.name })}
      </p>
      <form onSubmit={(e) => void submit(e)}>
        <div className={s.field}>
          <label htmlFor={`${id}-role`}>{t('accountRole')}</label>
          <RoleSelect
            ref={select}
            id={`${id}-role`}
            value={role}
            onChange={setRole}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-note${problem ? ` ${id}-problem` : ''}`}
          />
          {problem && (
            <p id={`${id}-problem`} className={a.fieldError} role="alert">
              {problem}
            </p>
          )}
        </div>
        <div className={s.barGroup}>
          <button type="submit" className={s.primary} disabled={busy || role === account.role}>
            {busy ? t('saving') : t('saveRole')}
          </button>
          <button type="button" className={s.button} onClick={onCancel}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}

function PasswordForm({
  name,
  onSaved,
  onCancel,
  onRefused,
}: {
  name: string;
  onSaved: () => void;
  onCancel: () => void;
  onRefused: (error: unknown) => boolean;
}) {
  const { t } = useStudioT();
  const id = useId();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem('');
    try {
      await updateAccount(name, { password });
      setPassword('');
      onSaved();
    } catch (e) {
      if (onRefused(e)) return;
      setProblem(t(refusalCode(e) === 'weak-password' ? 'weakPassword' : refusalText(e)));
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={a.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={a.sectionTitle}>
        {t('passwordFormTitle', { name })}
      </h3>
      <p className={a.warning} id={`${id}-note`}>
        {t('passwordSignsOut', { name })}
      </p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <div className={s.field}>
          <label htmlFor={`${id}-password`}>{t('newPassword')}</label>
          <input
            ref={input}
            id={`${id}-password`}
            className={s.input}
            type="password"
            autoComplete="new-password"
            value={password}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-rule ${id}-note${problem ? ` ${id}-problem` : ''}`}
            onChange={(e) => setPassword(e.target.value)}
          />
          <p id={`${id}-rule`} className={a.hint}>
            {t('passwordRule')}
          </p>
          {problem && (
            <p id={`${id}-problem`} className={a.fieldError} role="alert">
              {problem}
            </p>
          )}
        </div>
        <div className={s.barGroup}>
          <button type="submit" className={s.primary} disabled={busy || !password}>
            {busy ? t('saving') : t('savePassword')}
          </button>
          <button type="button" className={s.button} onClick={onCancel}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}

type FieldProblems = { name?: string; password?: string; form?: string };

function NewAccountForm({
  onCreated,
  onRefused,
}: {
  onCreated: (account: AccountInfo) => void;
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
        setProblems({ password: t('weakPassword') });
        passwordInput.current?.focus();
      } else setProblems({ form: t(refusalText(e)) });
    } finally {
      setBusy(false);
    }
  }

  const describedBy = (field: 'name' | 'password') =>
    `${id}-${field}-rule${problems[field] ? ` ${id}-${field}-problem` : ''}`;

  return (
    <section className={a.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={a.sectionTitle}>
        {t('newAccount')}
      </h3>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <div className={a.formRow}>
          <div className={s.field}>
            <label htmlFor={`${id}-name`}>{t('accountName')}</label>
            <input
              ref={nameInput}
              id={`${id}-name`}
              className={s.input}
              autoComplete="off"
              spellCheck={false}
              value={name}
              aria-invalid={problems.name ? true : undefined}
              aria-describedby={describedBy('name')}
              onChange={(e) => setName(e.target.value)}
            />
            <p id={`${id}-name-rule`} className={a.hint}>
              {t('nameRule')}
            </p>
            {problems.name && (
              <p id={`${id}-name-problem`} className={a.fieldError} role="alert">
                {problems.name}
              </p>
            )}
          </div>
          <div className={s.field}>
            <label htmlFor={`${id}-role`}>{t('accountRole')}</label>
            <RoleSelect id={`${id}-role`} value={role} onChange={setRole} />
          </div>
          <div className={s.field}>
            <label htmlFor={`${id}-password`}>{t('password')}</label>
            <input
              ref={passwordInput}
              id={`${id}-password`}
              className={s.input}
              type="password"
              autoComplete="new-password"
              value={password}
              aria-invalid={problems.password ? true : undefined}
              aria-describedby={describedBy('password')}
              onChange={(e) => setPassword(e.target.value)}
            />
            <p id={`${id}-password-rule`} className={a.hint}>
              {t('passwordRule')}
            </p>
            {problems.password && (
              <p id={`${id}-password-problem`} className={a.fieldError} role="alert">
                {problems.password}
              </p>
            )}
          </div>
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
    </section>
  );
}
