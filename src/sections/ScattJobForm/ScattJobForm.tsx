import { useScattJobAdd } from '../../data/submissions';
import { useT, addTexts } from '../../i18n/i18n';
import { AreaPicker } from '../../widgets/form/AreaPicker';
import { Field } from '../../widgets/form/Field';
import { FormShell } from '../../widgets/form/FormShell';
import { TextArea, TextInput } from '../../widgets/form/inputs';
import { areaTree } from '../../widgets/form/source-data';
import { useForm } from '../../widgets/form/use-form';
import { chosen, mobile, required } from '../../widgets/form/validation';
import type { SectionProps } from '../section-props';
import * as styles from './ScattJobForm.css';
import { zh as formsTexts } from '../../i18n/messages/forms';

addTexts(formsTexts);

const INITIAL = { name: '', contact: '', mobile: '', district: '', content: '' };
const RULES = {
  name: [required('forms.field.jobName')],
  contact: [required('forms.field.contact')],
  mobile: [required('forms.field.contactMobile'), mobile],
  district: [chosen('forms.field.jobDistrict')],
  content: [required('forms.field.jobContent')],
};

/** Publish a casual job (/odJobs, scattJobAdd). Data: { areas } (the citycategory tree). */
export function ScattJobForm({ data }: SectionProps<'ScattJobForm'>) {
  const { t } = useT();
  const add = useScattJobAdd();
  const form = useForm({
    initial: INITIAL,
    rules: RULES,
    send: (v) =>
      add.mutateAsync({
        name: v.name.trim(),
        contact: v.contact.trim(),
        mobile: v.mobile.trim(),
        district: v.district,
        content: v.content.trim(),
      }),
  });
  return (
    <div className={styles.wrap}>
      <FormShell form={form} submitLabel={t('forms.scattJob.submit')} successText={t('forms.scattJob.success')}>
        <Field field={form.field('name')} label={t('forms.field.jobName')}>
          {(c) => <TextInput {...c} />}
        </Field>
        <Field field={form.field('contact')} label={t('forms.field.contact')}>
          {(c) => <TextInput {...c} autoComplete="name" />}
        </Field>
        <Field field={form.field('mobile')} label={t('forms.field.contactMobile')} hint={t('forms.hint.mobile')}>
          {(c) => <TextInput {...c} type="tel" inputMode="numeric" autoComplete="tel" />}
        </Field>
        <Field
          field={form.field('district')}
          label={t('forms.field.jobDistrict')}
          hint={t('forms.hint.district')}
          group
          wide
        >
          {(c) => <AreaPicker {...c} tree={areaTree(data)} />}
        </Field>
        <Field field={form.field('content')} label={t('forms.field.jobContent')} wide>
          {(c) => <TextArea {...c} />}
        </Field>
      </FormShell>
    </div>
  );
}
