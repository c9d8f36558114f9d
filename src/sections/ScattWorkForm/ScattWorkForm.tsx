import type { components } from '../../../sdk/schema';
import { useScattWorkAdd } from '../../data/submissions';
import { useT, addTexts } from '../../i18n/i18n';
import { AreaPicker } from '../../widgets/form/AreaPicker';
import { Field } from '../../widgets/form/Field';
import { FormShell } from '../../widgets/form/FormShell';
import { SelectInput, TextArea, TextInput } from '../../widgets/form/inputs';
import { areaTree, sourceList } from '../../widgets/form/source-data';
import { useForm } from '../../widgets/form/use-form';
import { chosen, mobile, required } from '../../widgets/form/validation';
import type { SectionProps } from '../section-props';
import * as styles from './ScattWorkForm.css';
import { zh as formsTexts } from '../../i18n/messages/forms';

addTexts(formsTexts);

type Category = components['schemas']['ScattCategory'];

const INITIAL = { name: '', category_id: '', mobile: '', district: '', content: '' };
const RULES = {
  name: [required('forms.field.fullname')],
  category_id: [chosen('forms.field.category')],
  mobile: [required('forms.field.mobile'), mobile],
  district: [chosen('forms.field.workDistrict')],
  content: [required('forms.field.workContent')],
};

/** Publish worker-seeking info (/signInWork, scattWorkAdd). Data: { categories, areas }. */
export function ScattWorkForm({ data }: SectionProps<'ScattWorkForm'>) {
  const { t } = useT();
  const add = useScattWorkAdd();
  const categories = sourceList<Category>(data, 'categories', 'items').map((c) => ({
    value: String(c.id),
    label: c.catname,
  }));
  const form = useForm({
    initial: INITIAL,
    rules: RULES,
    send: (v) =>
      add.mutateAsync({
        name: v.name.trim(),
        category_id: Number(v.category_id),
        mobile: v.mobile.trim(),
        district: v.district,
        content: v.content.trim(),
      }),
  });
  return (
    <div className={styles.wrap}>
      <FormShell form={form} submitLabel={t('forms.scattWork.submit')} successText={t('forms.scattWork.success')}>
        <Field field={form.field('name')} label={t('forms.field.fullname')}>
          {(c) => <TextInput {...c} autoComplete="name" />}
        </Field>
        <Field field={form.field('category_id')} label={t('forms.field.category')}>
          {(c) => <SelectInput {...c} options={categories} />}
        </Field>
        <Field field={form.field('mobile')} label={t('forms.field.mobile')} hint={t('forms.hint.mobile')}>
          {(c) => <TextInput {...c} type="tel" inputMode="numeric" autoComplete="tel" />}
        </Field>
        <Field
          field={form.field('district')}
          label={t('forms.field.workDistrict')}
          hint={t('forms.hint.district')}
          group
          wide
        >
          {(c) => <AreaPicker {...c} tree={areaTree(data)} />}
        </Field>
        <Field field={form.field('content')} label={t('forms.field.workContent')} wide>
          {(c) => <TextArea {...c} />}
        </Field>
      </FormShell>
    </div>
  );
}
