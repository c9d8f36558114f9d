import type { components } from '../../../sdk/schema';
import { usePolicyApply, type PolicyApplyBody } from '../../data/submissions';
import { useT, addTexts } from '../../i18n/i18n';
import { Field } from '../../widgets/form/Field';
import { PersonFields } from '../../widgets/form/PersonFields';
import { FormShell } from '../../widgets/form/FormShell';
import { SelectInput, TextArea, TextInput } from '../../widgets/form/inputs';
import { sourceList } from '../../widgets/form/source-data';
import { useForm, type Values } from '../../widgets/form/use-form';
import { bankAccount, chosen, idCard, mobile, positive, required } from '../../widgets/form/validation';
import { NumericInput } from '../../widgets/NumericInput/NumericInput';
import { plainText } from '../../widgets/plain-text';
import type { SectionProps } from '../section-props';
import * as styles from './PolicyApplyForm.css';
import { zh as formsTexts } from '../../i18n/messages/forms';

addTexts(formsTexts);

type Policy = components['schemas']['Policy'];
type Name = 'policyId' | 'applicantName' | 'idcard' | 'mobile' | 'companyName' | 'bankAccount' | 'amount' | 'reason';

const RULES = {
  policyId: [chosen('forms.field.policy')],
  applicantName: [required('forms.field.applicant')],
  idcard: [required('forms.field.idcard'), idCard],
  mobile: [required('forms.field.mobile'), mobile],
  bankAccount: [bankAccount],
  amount: [required('forms.field.amountApplied'), positive('forms.field.amountApplied')],
  reason: [required('forms.field.reason')],
};

function toBody(v: Values<Name>): PolicyApplyBody {
  const companyName = v.companyName.trim();
  const account = v.bankAccount.trim();
  return {
    policyId: Number(v.policyId),
    applicantName: v.applicantName.trim(),
    idcard: v.idcard.trim().toUpperCase(),
    mobile: v.mobile.trim(),
    ...(companyName ? { companyName } : {}),
    ...(account ? { bankAccount: account } : {}),
    amount: Number(v.amount),
    reason: v.reason.trim(),
  };
}

/** Policy subsidy application (/pclicyForm?id=, savePolicyApplyForSubsidy). Data: { policies } (a page of policies). */
export function PolicyApplyForm({ data, search }: SectionProps<'PolicyApplyForm'>) {
  const { t } = useT();
  const apply = usePolicyApply();
  const policies = sourceList<Policy>(data, 'policies', 'records').map((p) => ({
    value: String(p.id),
    label: plainText(p.title),
  }));
  const wanted = search.get('policyId') ?? search.get('id') ?? '';
  const initial: Values<Name> = {
    policyId: policies.some((p) => p.value === wanted) ? wanted : '',
    applicantName: '',
    idcard: '',
    mobile: '',
    companyName: '',
    bankAccount: '',
    amount: '',
    reason: '',
  };
  const form = useForm({ initial, rules: RULES, send: (v) => apply.mutateAsync(toBody(v)) });
  return (
    <div className={styles.wrap}>
      <FormShell form={form} submitLabel={t('forms.policy.submit')} successText={t('forms.policy.success')}>
        <Field field={form.field('policyId')} label={t('forms.field.policy')} wide>
          {(c) => <SelectInput {...c} options={policies} />}
        </Field>
        <PersonFields
          name={form.field('applicantName')}
          idcard={form.field('idcard')}
          mobile={form.field('mobile')}
          nameLabel={t('forms.field.applicant')}
        />
        <Field field={form.field('companyName')} label={t('forms.field.companyName')} optional>
          {(c) => <TextInput {...c} autoComplete="organization" />}
        </Field>
        <Field
          field={form.field('bankAccount')}
          label={t('forms.field.bankAccount')}
          hint={t('forms.hint.bankAccount')}
          optional
        >
          {(c) => <TextInput {...c} inputMode="numeric" autoComplete="off" />}
        </Field>
        <Field field={form.field('amount')} label={t('forms.field.amountApplied')} hint={t('forms.hint.amount')}>
          {(c) => <NumericInput {...c} min={0} maxDecimal={2} canEmpty />}
        </Field>
        <Field field={form.field('reason')} label={t('forms.field.reason')} wide>
          {(c) => <TextArea {...c} />}
        </Field>
      </FormShell>
    </div>
  );
}
