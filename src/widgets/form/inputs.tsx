/** The plain controls of the forms, each taking its field's ControlProps (value in, value out as a string). */
import { useT, addTexts } from '../../i18n/i18n';
import type { ControlProps } from './Field';
import * as styles from './form.css';
import { zh as formsTexts } from '../../i18n/messages/forms';

addTexts(formsTexts);

export function TextInput({
  onChange,
  ...rest
}: ControlProps & { type?: 'text' | 'tel'; autoComplete?: string; inputMode?: 'text' | 'numeric' }) {
  return <input type="text" {...rest} className={styles.control} onChange={(e) => onChange(e.target.value)} />;
}

export function TextArea({ onChange, ...rest }: ControlProps & { rows?: number }) {
  return <textarea rows={5} {...rest} className={styles.textarea} onChange={(e) => onChange(e.target.value)} />;
}

export interface Option {
  value: string;
  label: string;
}

export function SelectInput({ onChange, options, ...rest }: ControlProps & { options: readonly Option[] }) {
  const { t } = useT();
  return (
    <select {...rest} className={styles.control} onChange={(e) => onChange(e.target.value)}>
      <option value="">{t('forms.select.placeholder')}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/** A calendar date (YYYY-MM-DD); `min` keeps earlier days out of the picker. */
export function DateInput({ onChange, ...rest }: ControlProps & { min?: string }) {
  return <input type="date" {...rest} className={styles.control} onChange={(e) => onChange(e.target.value)} />;
}
