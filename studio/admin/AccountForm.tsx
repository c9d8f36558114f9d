/**
 * What the account forms share (账号管理): the section each stands in, with the warning that saving signs the account
 * out; the role choice; a new password; 保存 and 取消; a one-field form's sending; the service's refusals in words.
 */
import { useEffect, useRef, useState, type ComponentProps, type FormEvent, type ReactNode, type Ref } from 'react';
import type { StudioKey } from '../i18n/messages';
import { StudioApiError } from '../service/studio-client';
import { useStudioT } from '../i18n/use-studio-t';
import * as s from '../shared/studio.css';
import { refusalCode, ROLES, type Role } from './admin-client';
import { Field } from './Field';
import { roleWord } from './words';
import * as a from './admin.css';

/** The words for a refusal that is not about one field (401 is handled before: it signs the admin out). */
export function refusalText(error: unknown): StudioKey {
  if (refusalCode(error) === 'last-admin') return 'lastAdmin';
  if (refusalCode(error) === 'own-account') return 'ownAccount';
  if (error instanceof StudioApiError && error.status === 403) return 'adminForbidden';
  if (error instanceof StudioApiError && error.status === 404) return 'accountGone';
  return 'adminFailed';
}

/** A form's section, titled; `note` (its id `${id}-note`) warns before the form what saving does. */
export function AccountForm({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <section className={a.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={a.sectionTitle}>
        {title}
      </h3>
      {note && (
        <p className={a.warning} id={`${id}-note`}>
          {note}
        </p>
      )}
      {children}
    </section>
  );
}

/** The form's submit button (保存… while it is sent) and 取消. */
export function SaveOrCancel({
  busy,
  disabled,
  label,
  onCancel,
}: {
  busy: boolean;
  disabled: boolean;
  label: string;
  onCancel: () => void;
}) {
  const { t } = useStudioT();
  return (
    <div className={s.barGroup}>
      <button type="submit" className={s.primary} disabled={busy || disabled}>
        {busy ? t('saving') : label}
      </button>
      <button type="button" className={s.button} onClick={onCancel}>
        {t('cancel')}
      </button>
    </div>
  );
}

export function RoleSelect({
  value,
  onChange,
  ...rest
}: { value: Role; onChange: (role: Role) => void } & Omit<ComponentProps<'select'>, 'onChange' | 'value'>) {
  const { locale } = useStudioT();
  return (
    <select {...rest} className={s.input} value={value} onChange={(e) => onChange(e.target.value as Role)}>
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {roleWord(locale, role)}
        </option>
      ))}
    </select>
  );
}

/** A new password, with the rule it must meet (and the note of its form, when it has one). */
export function PasswordField({
  id,
  label,
  note,
  problem,
  value,
  onChange,
  inputRef,
}: {
  id: string;
  label: string;
  note?: string;
  problem?: string;
  value: string;
  onChange: (value: string) => void;
  inputRef: Ref<HTMLInputElement>;
}) {
  const { t } = useStudioT();
  return (
    <Field id={id} label={label} rule={t('passwordRule')} note={note} problem={problem}>
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          className={s.input}
          type="password"
          autoComplete="new-password"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

/**
 * A one-field form that changes one account: its field has the focus when it opens; busy while `save` runs; the
 * refusal `save` answers in words ('' when done) stands beside the field, which has the focus again.
 */
export function useOneFieldForm<E extends HTMLElement>(save: () => Promise<string>) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const field = useRef<E>(null);
  useEffect(() => field.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem('');
    const refusal = await save();
    setBusy(false);
    setProblem(refusal);
    if (refusal) field.current?.focus();
  }

  return { field, busy, problem, submit };
}
