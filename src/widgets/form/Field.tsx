/**
 * A labelled form field: label (or legend, for a group of controls), optional hint and the field's problem, wired
 * to the control through aria-describedby and aria-invalid. The control comes from the render function.
 */
import type { ReactNode } from 'react';
import { useT, addTexts } from '../../i18n/i18n';
import type { BoundField } from './use-form';
import * as styles from './form.css';
import { zh as formsTexts } from '../../i18n/messages/forms';

addTexts(formsTexts);

/** Everything a control element takes from its field. */
export interface ControlProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  'aria-invalid'?: true;
  'aria-required'?: true;
  'aria-describedby'?: string;
}

interface Props {
  field: BoundField;
  label: string;
  hint?: string;
  optional?: boolean;
  /** Spans the whole row (long text). */
  wide?: boolean;
  /** Several controls under one legend (the area picker): a fieldset instead of a label. */
  group?: boolean;
  children: (control: ControlProps) => ReactNode;
}

export function Field({ field, label, hint, optional, wide, group, children }: Props) {
  const { t } = useT();
  const { id, value, error, onChange, onBlur } = field;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const caption = (
    <>
      {label}
      {optional && <span className={styles.optional}>{t('forms.optional')}</span>}
    </>
  );
  const body = (
    <>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {children({
        id,
        value,
        onChange,
        onBlur,
        'aria-invalid': error ? true : undefined,
        'aria-required': optional ? undefined : true,
        'aria-describedby': describedBy,
      })}
    </>
  );
  const className = wide ? `${styles.field} ${styles.wide}` : styles.field;
  if (group) {
    return (
      <fieldset className={className}>
        <legend className={styles.label}>{caption}</legend>
        {body}
      </fieldset>
    );
  }
  return (
    <div className={className}>
      <label htmlFor={id} className={styles.label}>
        {caption}
      </label>
      {body}
    </div>
  );
}
