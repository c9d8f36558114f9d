/**
 * 操作日志 (issue 20): who did what, when and from which address, newest first, each action and its details in
 * words; filtered by person, action and a range of days, and exported as CSV with the same filter (a plain link:
 * the browser downloads it with the session's cookie). The log only grows: there is nothing here to change.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useEffectEvent, useId, useState, type FormEvent } from 'react';
import type { StudioKey } from '../i18n/messages';
import { StudioApiError } from '../service/studio-client';
import { useStudioT } from '../i18n/use-studio-t';
import * as s from '../app/studio.css';
import {
  AUDIT_ACTIONS,
  auditCsvHref,
  listAudit,
  localDay,
  type AuditAction,
  type AuditEntry,
  type AuditFilter,
} from './admin-client';
import { actionWord, actorWord, detailWords, localTime } from './words';
import * as a from './admin.css';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The admin's own session ended (401): the studio asks to sign in again. */
  onSignedOut: () => void;
}

interface Form {
  actor: string;
  action: AuditAction | '';
  from: string;
  to: string;
}

const NO_FILTER: Form = { actor: '', action: '', from: '', to: '' };

/** The form as the service's filter: the days as the first and last moment of each in the browser's time zone. */
const filterOf = (form: Form): AuditFilter => ({
  actor: form.actor.trim() || undefined,
  action: form.action || undefined,
  from: localDay(form.from, 'start'),
  to: localDay(form.to, 'end'),
});

/** The log as read for one filter (the filter object itself: a new one, even with the same fields, reads again). */
interface Answer {
  filter: AuditFilter;
  entries?: AuditEntry[];
  failed?: StudioKey;
}

export function AuditPanel({ open, onOpenChange, onSignedOut }: Props) {
  const { t, locale } = useStudioT();
  const id = useId();
  const [form, setForm] = useState<Form>(NO_FILTER);
  const [filter, setFilter] = useState<AuditFilter>({});
  const [answer, setAnswer] = useState<Answer | null>(null);

  const refused = useEffectEvent((error: unknown, asked: AuditFilter) => {
    if (error instanceof StudioApiError && error.status === 401) {
      onOpenChange(false);
      onSignedOut();
    } else
      setAnswer({
        filter: asked,
        failed: error instanceof StudioApiError && error.status === 403 ? 'adminForbidden' : 'adminLoadFailed',
      });
  });
  // Read on opening and for each filter; an answer for an earlier filter that comes late is dropped.
  useEffect(() => {
    if (!open) return;
    let live = true;
    listAudit(filter).then(
      (entries) => live && setAnswer({ filter, entries }),
      (error: unknown) => live && refused(error, filter),
    );
    return () => {
      live = false;
    };
  }, [open, filter]);

  const loading = open && answer?.filter !== filter;
  // While a new filter is read, the entries of the last one stay (the table marked busy).
  const entries = answer?.entries ?? null;
  const failed = loading ? undefined : answer?.failed;

  /** Closing forgets the entries (the next opening reads the log again); the filter stays. */
  const change = (next: boolean) => {
    if (!next) setAnswer(null);
    onOpenChange(next);
  };

  function apply(event: FormEvent) {
    event.preventDefault();
    setFilter(filterOf(form));
  }

  function clear() {
    setForm(NO_FILTER);
    setFilter({});
  }

  const set = (key: keyof Form) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className={s.overlay} />
        <Dialog.Content className={a.wideDialog}>
          <Dialog.Title>{t('adminAudit')}</Dialog.Title>
          <Dialog.Description>{t('auditHelp')}</Dialog.Description>
          <form role="search" aria-label={t('auditFilters')} className={a.filters} onSubmit={apply}>
            <div className={s.field}>
              <label htmlFor={`${id}-actor`}>{t('auditActor')}</label>
              <input
                id={`${id}-actor`}
                className={s.input}
                autoComplete="off"
                spellCheck={false}
                value={form.actor}
                onChange={set('actor')}
              />
            </div>
            <div className={s.field}>
              <label htmlFor={`${id}-action`}>{t('auditAction')}</label>
              <select id={`${id}-action`} className={s.input} value={form.action} onChange={set('action')}>
                <option value="">{t('auditAllActions')}</option>
                {AUDIT_ACTIONS.map((action) => (
                  <option key={action} value={action}>
                    {actionWord(t, action)}
                  </option>
                ))}
              </select>
            </div>
            <div className={s.field}>
              <label htmlFor={`${id}-from`}>{t('auditFrom')}</label>
              <input
                id={`${id}-from`}
                className={s.input}
                type="date"
                value={form.from}
                max={form.to || undefined}
                onChange={set('from')}
              />
            </div>
            <div className={s.field}>
              <label htmlFor={`${id}-to`}>{t('auditTo')}</label>
              <input
                id={`${id}-to`}
                className={s.input}
                type="date"
                value={form.to}
                min={form.from || undefined}
                onChange={set('to')}
              />
            </div>
            <div className={a.filterButtons}>
              <button type="submit" className={s.primary}>
                {t('auditApply')}
              </button>
              <button type="button" className={s.button} onClick={clear}>
                {t('auditClear')}
              </button>
              <a className={a.link} href={auditCsvHref(filter)} download>
                {t('auditExport')}
              </a>
            </div>
          </form>
          <div role="status">
            {loading ? t('auditLoading') : entries ? t('auditCount', { count: entries.length }) : ''}
          </div>
          <div role="alert" className={s.error}>
            {failed && t(failed)}
          </div>
          {failed && (
            <button type="button" className={s.button} onClick={() => setFilter({ ...filter })}>
              {t('adminRetry')}
            </button>
          )}
          {!loading && entries && !entries.length && <p>{t('auditEmpty')}</p>}
          {entries && entries.length > 0 && (
            <table className={a.table} aria-busy={loading}>
              <caption className={s.visuallyHidden}>{t('adminAudit')}</caption>
              <thead>
                <tr>
                  {(['auditTime', 'auditActor', 'auditAction', 'auditAddress', 'auditDetail'] as const).map((key) => (
                    <th key={key} scope="col" className={a.headCell}>
                      {t(key)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className={a.cell}>
                      <time dateTime={entry.time}>{localTime(entry.time, locale)}</time>
                    </td>
                    <td className={a.cell}>{actorWord(t, entry.actor)}</td>
                    <td className={a.cell}>{actionWord(t, entry.action)}</td>
                    <td className={a.cell}>{entry.address || t('auditNoAddress')}</td>
                    <td className={a.cell}>
                      {detailWords(t, locale, entry).map((line, i) => (
                        <div key={i}>{line}</div>
                      ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
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
