import type { components } from '../../../sdk/schema';
import { useArbitrationAdd } from '../../data/submissions';
import { useT, addTexts } from '../../i18n/i18n';
import { Field } from '../../widgets/form/Field';
import { PersonFields } from '../../widgets/form/PersonFields';
import { FormShell } from '../../widgets/form/FormShell';
import { DateInput, SelectInput, TextArea, TextInput } from '../../widgets/form/inputs';
import { sourceList } from '../../widgets/form/source-data';
import { useForm } from '../../widgets/form/use-form';
import { chosen, idCard, isoDateToEpoch, mobile, notPast, required, todayIso } from '../../widgets/form/validation';
import { ProgressLink } from '../MyAppointments/ProgressLink';
import type { SectionProps } from '../section-props';
import * as styles from './ArbitrationForm.css';
import { zh as formsTexts } from '../../i18n/messages/forms';

addTexts(formsTexts);

type Option = components['schemas']['IdNameOption'];
type Organization = components['schemas']['Organization'];

const INITIAL = {
  fullname: '',
  idcard: '',
  mobile: '',
  company_name: '',
  dispute_type_id: '',
  org_id: '',
  appointment_time: '',
  facts: '',
};
const RULES = {
  fullname: [required('forms.field.fullname')],
  idcard: [required('forms.field.idcard'), idCard],
  mobile: [required('forms.field.mobile'), mobile],
  company_name: [required('forms.field.employer')],
  dispute_type_id: [chosen('forms.field.disputeType')],
  org_id: [chosen('forms.field.court')],
  appointment_time: [chosen('forms.field.appointmentDate'), notPast],
  facts: [required('forms.field.arbitrationFacts')],
};

/** Labour arbitration appointment (/arbitration, arbitrationAdd). Data: { disputeTypes, organizations }. */
export function ArbitrationForm({ data }: SectionProps<'ArbitrationForm'>) {
  const { t } = useT();
  const add = useArbitrationAdd();
  const disputeTypes = sourceList<Option>(data, 'disputeTypes', 'items').map((o) => ({
    value: String(o.id),
    label: o.name,
  }));
  const courts = sourceList<Organization>(data, 'organizations', 'info');
  const form = useForm({
    initial: INITIAL,
    rules: RULES,
    send: (v) =>
      add.mutateAsync({
        fullname: v.fullname.trim(),
        idcard: v.idcard.trim().toUpperCase(),
        mobile: v.mobile.trim(),
        company_name: v.company_name.trim(),
        dispute_type_id: Number(v.dispute_type_id),
        org_id: Number(v.org_id),
        appointment_time: isoDateToEpoch(v.appointment_time),
        facts: v.facts.trim(),
      }),
  });
  const court = courts.find((c) => String(c.id) === form.values.org_id);
  return (
    <div className={styles.wrap}>
      <FormShell
        form={form}
        submitLabel={t('forms.arbitration.submit')}
        successText={t('forms.arbitration.success')}
        successLink={<ProgressLink kind="arbitration" />}
      >
        <PersonFields
          name={form.field('fullname')}
          idcard={form.field('idcard')}
          mobile={form.field('mobile')}
          nameLabel={t('forms.field.fullname')}
        />
        <Field field={form.field('company_name')} label={t('forms.field.employer')}>
          {(c) => <TextInput {...c} autoComplete="organization" />}
        </Field>
        <Field field={form.field('dispute_type_id')} label={t('forms.field.disputeType')}>
          {(c) => <SelectInput {...c} options={disputeTypes} />}
        </Field>
        <Field
          field={form.field('org_id')}
          label={t('forms.field.court')}
          hint={court ? t('forms.hint.address', { address: court.address }) : undefined}
        >
          {(c) => <SelectInput {...c} options={courts.map((o) => ({ value: String(o.id), label: o.org_name }))} />}
        </Field>
        <Field
          field={form.field('appointment_time')}
          label={t('forms.field.appointmentDate')}
          hint={t('forms.hint.appointmentDate')}
        >
          {(c) => <DateInput {...c} min={todayIso()} />}
        </Field>
        <Field field={form.field('facts')} label={t('forms.field.arbitrationFacts')} wide>
          {(c) => <TextArea {...c} />}
        </Field>
      </FormShell>
    </div>
  );
}
