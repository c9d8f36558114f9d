/**
 * One of the logged-in company's own jobs (companyJobsQuery) as a select, for a form that needs a single job (the
 * interview invitation; CompanyJobChoice is the multiple choice of fair registration). While there is none to pick,
 * CompanyJobsStatus says why, still under the field's legend, so a submit's "请选择…" has a place to show.
 */
import { useT, addTexts } from '../../i18n/i18n';
import { CompanyJobsStatus, useCompanyJobs } from '../CompanyJobsStatus/CompanyJobsStatus';
import { Field } from '../form/Field';
import { SelectInput } from '../form/inputs';
import type { BoundField } from '../form/use-form';
import { plainText } from '../plain-text';
import { zh as talentTexts } from '../../i18n/messages/talent';

addTexts(talentTexts);

interface Props {
  field: BoundField;
  label: string;
}

export function CompanyJobSelect({ field, label }: Props) {
  const { t } = useT();
  const jobs = useCompanyJobs();
  if (jobs.isSuccess && jobs.data.length > 0) {
    const options = jobs.data.map((j) => ({ value: String(j.id), label: plainText(j.jobName) }));
    return (
      <Field field={field} label={label}>
        {(control) => <SelectInput {...control} options={options} />}
      </Field>
    );
  }
  return (
    <Field field={field} label={label} group>
      {() => <CompanyJobsStatus jobs={jobs} emptyText={t('talent.jobs.empty')} />}
    </Field>
  );
}
