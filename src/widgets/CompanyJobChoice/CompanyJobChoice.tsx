/**
 * Which of its own jobs a company brings to a fair (companyJobsQuery): while they load, when there are none (with
 * the way to post one in the member centre, where config names that page), when they failed (with a retry), and
 * otherwise as checkboxes in a form that needs at least one.
 */
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { memberCentreUrl, usePortalConfig } from '../../config/config-context';
import { companyJobsQuery } from '../../data/company-jobs';
import { errorText } from '../../i18n/error-text';
import { useT } from '../../i18n/i18n';
import { session } from '../../session/session-store';
import { safeExternalUrl } from '../external-url';
import { Field } from '../form/Field';
import { FormShell } from '../form/FormShell';
import { plainText } from '../plain-text';
import { chosenIds, type JobChoiceForm } from './use-job-choice';
import * as styles from './CompanyJobChoice.css';

interface Props {
  form: JobChoiceForm;
  submitLabel: string;
  successText: string;
}

export function CompanyJobChoice({ form, submitLabel, successText }: Props) {
  const { t, locale } = useT();
  const config = usePortalConfig();
  const { companyId } = useSnapshot(session);
  const jobs = useQuery(companyJobsQuery(companyId));

  if (jobs.isError) {
    return (
      <div className={styles.failed} role="alert">
        <p className={styles.failure}>{t('signup.jobs.failed', { reason: errorText(jobs.error, locale) })}</p>
        <button type="button" className={styles.retry} onClick={() => void jobs.refetch()} disabled={jobs.isFetching}>
          {t('signup.jobs.retry')}
        </button>
      </div>
    );
  }
  if (jobs.isPending) {
    return (
      <p className={styles.state} role="status">
        {t('signup.jobs.loading')}
      </p>
    );
  }
  if (jobs.data.length === 0) {
    const post = config.site.memberCentre.paths.postJob && safeExternalUrl(memberCentreUrl(config, 'postJob'));
    return (
      <p className={styles.state}>
        {t('signup.jobs.empty')}
        {post && (
          <>
            {locale === 'en' ? '. ' : '，'}
            <a href={post} target="_blank" rel="noopener noreferrer">
              {t('signup.jobs.post')}
              {t('header.externalHint')}
            </a>
          </>
        )}
      </p>
    );
  }

  const field = form.field('jobIds');
  const chosen = new Set(chosenIds(field.value));
  const toggle = (id: number) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    field.onChange(
      jobs.data
        .filter((j) => next.has(j.id))
        .map((j) => j.id)
        .join(','),
    );
  };
  return (
    <FormShell form={form} submitLabel={submitLabel} successText={successText}>
      <Field field={field} label={t('signup.jobs.legend')} group wide>
        {({ id, onBlur, 'aria-invalid': invalid, 'aria-describedby': describedBy }) => (
          // Checked when focus leaves the list, not when it moves from one job to the next.
          <ul className={styles.list} onBlur={(e) => e.currentTarget.contains(e.relatedTarget) || onBlur()}>
            {jobs.data.map((job) => (
              <li key={job.id} className={styles.option}>
                <input
                  type="checkbox"
                  className={styles.box}
                  id={`${id}-${job.id}`}
                  checked={chosen.has(job.id)}
                  onChange={() => toggle(job.id)}
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                />
                <label htmlFor={`${id}-${job.id}`}>
                  {plainText(job.jobName)} <span className={styles.money}>{job.money}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </Field>
    </FormShell>
  );
}
