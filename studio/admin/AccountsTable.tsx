/**
 * The accounts, one row each: name, role, status, creation, last sign-in, and the row's buttons (更改角色 and 重置密码
 * open a form under the table and say so; 停用 or 启用 acts at once).
 */
import { useStudioT } from '../i18n/use-studio-t';
import * as s from '../shared/studio.css';
import type { AccountInfo } from './admin-client';
import { AdminTable } from './admin-panel';
import { localTime, roleWord } from './words';
import * as a from './admin.css';

/** The form open under the table (its kind, for which account), if any. */
export type Editing = { kind: 'role' | 'password'; name: string } | null;

const COLUMNS = [
  'accountName',
  'accountRole',
  'accountStatus',
  'accountCreated',
  'accountLastSignIn',
  'accountActions',
] as const;

/** The words of the buttons that open a row's form. */
const FORM_BUTTONS = {
  role: { label: 'changeRoleOf', text: 'changeRole' },
  password: { label: 'resetPasswordOf', text: 'resetPassword' },
} as const;

/** The id of a row's button, so the keyboard focus goes back to it when its form closes. */
export const buttonId = (base: string, kind: string, name: string) => `${base}-${kind}-${encodeURIComponent(name)}`;

export function AccountsTable({
  accounts,
  base,
  editing,
  onEdit,
  onToggle,
}: {
  accounts: AccountInfo[];
  /** The panel's id, which the buttons' ids start with. */
  base: string;
  editing: Editing;
  onEdit: (editing: Editing) => void;
  onToggle: (account: AccountInfo) => void;
}) {
  const { t, locale } = useStudioT();

  const formButton = (kind: 'role' | 'password', name: string) => (
    <button
      type="button"
      id={buttonId(base, kind, name)}
      className={s.button}
      aria-label={t(FORM_BUTTONS[kind].label, { name })}
      aria-expanded={editing?.kind === kind && editing.name === name}
      onClick={() => onEdit({ kind, name })}
    >
      {t(FORM_BUTTONS[kind].text)}
    </button>
  );

  return (
    <AdminTable caption={t('adminAccounts')} columns={COLUMNS.map((key) => t(key))}>
      {accounts.map((account) => (
        <tr key={account.name}>
          <th scope="row" className={a.cell}>
            {account.name}
          </th>
          <td className={a.cell}>{roleWord(locale, account.role)}</td>
          <td className={a.cell}>
            {account.disabled ? <span className={a.disabledMark}>{t('accountDisabled')}</span> : t('accountActive')}
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
              {formButton('role', account.name)}
              <button
                type="button"
                className={s.button}
                aria-label={t(account.disabled ? 'enableAccount' : 'disableAccount', { name: account.name })}
                onClick={() => onToggle(account)}
              >
                {t(account.disabled ? 'enable' : 'disable')}
              </button>
              {formButton('password', account.name)}
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
