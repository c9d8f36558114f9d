/**
 * 操作日志 (issue 20): who did what, when and from which address, newest first, in Beijing time with its offset,
 * each action, what it was done to, its result and its details in words (the CSV's words: src/config/audit-sentence.ts,
 * decision 088); filtered by person, action and a range of days, and exported as CSV with the same filter (a plain link:
 * the browser downloads it with the session's cookie). The log only grows: there is nothing here to change.
 */
import { useId, useState, type FormEvent } from 'react';
import type { StudioKey } from '../i18n/messages';
import { useStudioT } from '../i18n/use-studio-t';
import { DialogState, StudioDialog } from '../shared/StudioDialog';
import { useReadWhileOpen } from '../shared/use-read-while-open';
import * as s from '../shared/studio.css';
import { auditCsvHref, listAudit, localDay, type AuditAction, type AuditEntry, type AuditFilter } from './admin-client';
import { AdminTable, endedSession, loadFailure, type AdminPanelProps } from './admin-panel';
import { Field } from './Field';
import { AUDIT_ACTIONS, AUDIT_COLUMN_WORDS, AUDIT_COLUMNS } from '../../src/config/audit-words';
import { auditCells } from '../../src/config/audit-sentence';
import { actionWord } from './words';
import * as a from './admin.css';

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

export function AuditPanel(props: AdminPanelProps) {
  const { open, onOpenChange } = props;
  const { t, locale } = useStudioT();
  const id = useId();
  const [form, setForm] = useState<Form>(NO_FILTER);
  const [filter, setFilter] = useState<AuditFilter>({});
  const [answer, setAnswer] = useState<Answer | null>(null);

  // Read on opening and for each filter; an answer for an earlier filter that comes late is dropped.
  useReadWhileOpen(
    open,
    filter,
    (asked) => listAudit(asked),
    (entries, asked) => setAnswer({ filter: asked, entries }),
    (error, asked) => {
      if (!endedSession(error, props)) setAnswer({ filter: asked, failed: loadFailure(error) });
    },
  );

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

  /** One end of the range of days, bounded by the other. */
  const day = (key: 'from' | 'to', label: StudioKey, bound: { min?: string; max?: string }) => (
    <Field id={`${id}-${key}`} label={t(label)}>
      {(control) => (
        <input {...control} className={s.input} type="date" value={form[key]} {...bound} onChange={set(key)} />
      )}
    </Field>
  );

  return (
    <StudioDialog
      open={open}
      onOpenChange={change}
      title={t('adminAudit')}
      description={t('auditHelp')}
      className={a.wideDialog}
    >
      <form role="search" aria-label={t('auditFilters')} className={a.filters} onSubmit={apply}>
        <Field id={`${id}-actor`} label={t('auditActor')}>
          {(control) => (
            <input
              {...control}
              className={s.input}
              autoComplete="off"
              spellCheck={false}
              value={form.actor}
              onChange={set('actor')}
            />
          )}
        </Field>
        <Field id={`${id}-action`} label={t('auditAction')}>
          {(control) => (
            <select {...control} className={s.input} value={form.action} onChange={set('action')}>
              <option value="">{t('auditAllActions')}</option>
              {AUDIT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {actionWord(locale, action)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {day('from', 'auditFrom', { max: form.to || undefined })}
        {day('to', 'auditTo', { min: form.from || undefined })}
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
      <DialogState
        status={loading ? t('auditLoading') : entries ? t('auditCount', { count: entries.length }) : ''}
        failure={failed && t(failed)}
        onRetry={failed ? () => setFilter({ ...filter }) : undefined}
        note={!loading && entries?.length === 0 && t('auditEmpty')}
      />
      {entries && entries.length > 0 && (
        <AdminTable
          caption={t('adminAudit')}
          columns={AUDIT_COLUMNS.map((column) => AUDIT_COLUMN_WORDS[column][locale])}
          busy={loading}
        >
          {entries.map((entry) => {
            const cells = auditCells(entry, locale);
            return (
              <tr key={entry.id}>
                <td className={a.cell}>
                  <time dateTime={entry.time}>{cells.time}</time>
                </td>
                <td className={a.cell}>{cells.actor}</td>
                <td className={a.cell}>{cells.address || t('auditNoAddress')}</td>
                <td className={a.cell}>{cells.action}</td>
                <td className={a.cell}>{cells.object}</td>
                <td className={a.cell}>{cells.result}</td>
                <td className={a.cell}>{cells.detail}</td>
              </tr>
            );
          })}
        </AdminTable>
      )}
    </StudioDialog>
  );
}
