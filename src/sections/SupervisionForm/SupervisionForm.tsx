import { Link } from 'react-router-dom';
import type { components } from '../../../sdk/schema';
import { useSupervisionAdd, type SupervisionBody } from '../../data/submissions';
import { useT, addTexts } from '../../i18n/i18n';
import { Field } from '../../widgets/form/Field';
import { PersonFields } from '../../widgets/form/PersonFields';
import { FormShell } from '../../widgets/form/FormShell';
import { SelectInput, TextArea, TextInput } from '../../widgets/form/inputs';
import { sourceList } from '../../widgets/form/source-data';
import { useForm, type Values } from '../../widgets/form/use-form';
import { chosen, idCard, mobile, positive, required, type Rule } from '../../widgets/form/validation';
import { NumericInput } from '../../widgets/NumericInput/NumericInput';
import { ProgressLink } from '../MyAppointments/ProgressLink';
import type { SectionProps } from '../section-props';
import * as styles from './SupervisionForm.css';
import { zh as formsTexts } from '../../i18n/messages/forms';

addTexts(formsTexts);

type Option = components['schemas']['IdNameOption'];
type Kind = 1 | 2;
type Name =
  | 'fullname'
  | 'idcard'
  | 'mobile'
  | 'company_name'
  | 'project_name'
  | 'project_address'
  | 'business_scope_id'
  | 'amount'
  | 'worker_num'
  | 'facts';

const INITIAL: Values<Name> = {
  fullname: '',
  idcard: '',
  mobile: '',
  company_name: '',
  project_name: '',
  project_address: '',
  business_scope_id: '',
  amount: '',
  worker_num: '',
  facts: '',
};
const COMMON: Partial<Record<Name, readonly Rule[]>> = {
  fullname: [required('forms.field.fullname')],
  idcard: [required('forms.field.idcard'), idCard],
  mobile: [required('forms.field.mobile'), mobile],
  company_name: [required('forms.field.owingEmployer')],
  amount: [required('forms.field.amountOwed'), positive('forms.field.amountOwed')],
  worker_num: [required('forms.field.workerNum'), positive('forms.field.workerNum')],
  facts: [required('forms.field.arrearsFacts')],
};
const RULES: Record<Kind, Partial<Record<Name, readonly Rule[]>>> = {
  1: {
    ...COMMON,
    project_name: [required('forms.field.projectName')],
    project_address: [required('forms.field.projectAddress')],
  },
  2: { ...COMMON, business_scope_id: [chosen('forms.field.businessScope')] },
};

/** The request of each type: type 1 names the construction project, type 2 the employer's business scope. */
function toBody(type: Kind, v: Values<Name>): SupervisionBody {
  const common = {
    fullname: v.fullname.trim(),
    idcard: v.idcard.trim().toUpperCase(),
    mobile: v.mobile.trim(),
    company_name: v.company_name.trim(),
    amount: Number(v.amount),
    worker_num: Number(v.worker_num),
    facts: v.facts.trim(),
  };
  return type === 1
    ? { type: 1, ...common, project_name: v.project_name.trim(), project_address: v.project_address.trim() }
    : { type: 2, ...common, business_scope_id: Number(v.business_scope_id) };
}

/** Wage-arrears supervision appointment (/supervision?type=1|2, supervisionAdd). Data: { businessScopes }. */
export function SupervisionForm({ data, search }: SectionProps<'SupervisionForm'>) {
  const { t } = useT();
  const type: Kind = search.get('type') === '2' ? 2 : 1;
  return (
    <div className={styles.wrap}>
      <nav aria-label={t('forms.supervision.types')}>
        <ul className={styles.types}>
          {([1, 2] as const).map((kind) => (
            <li key={kind}>
              <Link to={`?type=${kind}`} className={styles.type} aria-current={kind === type ? 'page' : undefined}>
                {t(kind === 1 ? 'forms.supervision.type1' : 'forms.supervision.type2')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h3 className={styles.heading}>{t(type === 1 ? 'forms.supervision.heading1' : 'forms.supervision.heading2')}</h3>
      <SupervisionFields key={type} type={type} data={data} />
    </div>
  );
}

function SupervisionFields({ type, data }: { type: Kind; data: unknown }) {
  const { t } = useT();
  const add = useSupervisionAdd();
  const scopes = sourceList<Option>(data, 'businessScopes', 'items').map((o) => ({
    value: String(o.id),
    label: o.name,
  }));
  const form = useForm({ initial: INITIAL, rules: RULES[type], send: (v) => add.mutateAsync(toBody(type, v)) });
  return (
    <FormShell
      form={form}
      submitLabel={t('forms.supervision.submit')}
      successText={t('forms.supervision.success')}
      successLink={<ProgressLink kind="supervision" />}
    >
      <PersonFields
        name={form.field('fullname')}
        idcard={form.field('idcard')}
        mobile={form.field('mobile')}
        nameLabel={t('forms.field.fullname')}
      />
      <Field field={form.field('company_name')} label={t('forms.field.owingEmployer')}>
        {(c) => <TextInput {...c} />}
      </Field>
      {type === 1 ? (
        <>
          <Field field={form.field('project_name')} label={t('forms.field.projectName')}>
            {(c) => <TextInput {...c} />}
          </Field>
          <Field field={form.field('project_address')} label={t('forms.field.projectAddress')}>
            {(c) => <TextInput {...c} />}
          </Field>
        </>
      ) : (
        <Field field={form.field('business_scope_id')} label={t('forms.field.businessScope')}>
          {(c) => <SelectInput {...c} options={scopes} />}
        </Field>
      )}
      <Field field={form.field('amount')} label={t('forms.field.amountOwed')} hint={t('forms.hint.amount')}>
        {(c) => <NumericInput {...c} min={0} maxDecimal={2} canEmpty />}
      </Field>
      <Field field={form.field('worker_num')} label={t('forms.field.workerNum')}>
        {(c) => <NumericInput {...c} min={0} maxDecimal={0} canEmpty />}
      </Field>
      <Field field={form.field('facts')} label={t('forms.field.arrearsFacts')} wide>
        {(c) => <TextArea {...c} />}
      </Field>
    </FormShell>
  );
}
