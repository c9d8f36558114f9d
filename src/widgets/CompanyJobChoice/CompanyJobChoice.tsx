/**
 * Which of its own jobs a company brings to a fair: checkboxes in a form that needs at least one (CompanyJobsStatus
 * says what there is to say while there are none to pick).
 */
import { useT, addTexts } from '../../i18n/i18n';
import { CompanyJobsStatus, useCompanyJobs } from '../CompanyJobsStatus/CompanyJobsStatus';
import { Field } from '../form/Field';
import { FormShell } from '../form/FormShell';
import { plainText } from '../plain-text';
import { chosenIds, type JobChoiceForm } from './use-job-choice';
import * as styles from './CompanyJobChoice.css';
import { zh as signupTexts } from '../../i18n/messages/signup';

addTexts(signupTexts);

interface Props {
  form: JobChoiceForm;
  submitLabel: string;
  successText: string;
}

export function CompanyJobChoice({ form, submitLabel, successText }: Props) {
  const { t } = useT();
  const jobs = useCompanyJobs();
  if (!jobs.isSuccess || jobs.data.length === 0)
    return <CompanyJobsStatus jobs={jobs} emptyText={t('signup.jobs.empty')} />;

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
