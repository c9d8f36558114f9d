/** The applicant's name, ID card and mobile: the same three fields, hints and autofill on every appointment form. */
import type { BoundField } from './use-form';
import { Field } from './Field';
import { TextInput } from './inputs';
import { useT, addTexts } from '../../i18n/i18n';
import { zh as formsTexts } from '../../i18n/messages/forms';

addTexts(formsTexts);

interface Props {
  name: BoundField;
  idcard: BoundField;
  mobile: BoundField;
  nameLabel: string;
}

export function PersonFields({ name, idcard, mobile, nameLabel }: Props) {
  const { t } = useT();
  return (
    <>
      <Field field={name} label={nameLabel}>
        {(c) => <TextInput {...c} autoComplete="name" />}
      </Field>
      <Field field={idcard} label={t('forms.field.idcard')} hint={t('forms.hint.idcard')}>
        {(c) => <TextInput {...c} autoComplete="off" />}
      </Field>
      <Field field={mobile} label={t('forms.field.mobile')} hint={t('forms.hint.mobile')}>
        {(c) => <TextInput {...c} type="tel" inputMode="numeric" autoComplete="tel" />}
      </Field>
    </>
  );
}
