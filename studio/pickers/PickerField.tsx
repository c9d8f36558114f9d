/**
 * A source parameter chosen by name (an article category, a district): the names come from the portal's API
 * (picker-choices.ts). While they load the select says so; when they fail it says why and keeps the value set.
 */
import { errorText } from '../../src/i18n/error-text';
import type { PickerKind } from '../../src/config/components/section-editing';
import type { StudioLocale } from '../model/field-labels';
import { studioText } from '../i18n/use-studio-t';
import { usePickerChoices } from './picker-choices';

interface Props {
  id: string;
  kind: PickerKind;
  value: unknown;
  onChange: (value: string | undefined) => void;
  locale: StudioLocale;
  className: string;
  describedBy?: string;
  invalid?: boolean;
}

export function PickerField({ id, kind, value, onChange, locale, className, describedBy, invalid }: Props) {
  const result = usePickerChoices(kind);
  const current = value === undefined || value === null ? '' : String(value);
  const choices = result.state === 'ready' ? result.choices : [];
  const known = !current || choices.some((c) => c.value === current);
  const failure =
    result.state === 'failed' ? studioText(locale, 'pickerFailed', { reason: errorText(result.error, locale) }) : '';
  return (
    <>
      <select
        id={id}
        className={className}
        value={current}
        aria-describedby={[describedBy, failure && `${id}-failed`].filter(Boolean).join(' ') || undefined}
        aria-invalid={invalid}
        aria-busy={result.state === 'loading' || undefined}
        onChange={(e) => onChange(e.target.value || undefined)}
      >
        <option value="">
          {result.state === 'loading' ? studioText(locale, 'pickerLoading') : studioText(locale, 'pickerAll')}
        </option>
        {!known && <option value={current}>{current}</option>}
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label[locale]}
          </option>
        ))}
      </select>
      {failure && (
        <span id={`${id}-failed`} role="alert">
          {failure}
        </span>
      )}
    </>
  );
}
