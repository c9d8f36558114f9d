/** One field of a generated form, by kind, with its help text and its problems beside it (spec'd in form-model). */
import type { ConfigProblem, Text } from '../../src/config/portal-config';
import { fieldHelp, fieldLabel, optionLabel, type StudioLocale } from '../model/field-labels';
import type { Field } from '../model/form-model';
import { fieldId } from './field-id';
import { studioText } from '../i18n/use-studio-t';
import * as s from './editor.css';

interface Props {
  field: Field;
  /** Pointer of the field in the whole config (ids, problems). */
  pointer: string;
  value: unknown;
  onChange: (value: unknown) => void;
  problems: readonly ConfigProblem[];
  locale: StudioLocale;
  /** Choices for route and tab fields (from the config itself). */
  choices?: readonly string[];
  /** A data-source field draws itself (SourceField). */
  children?: React.ReactNode;
}

const EMPTY = { 'zh-CN': '中文', en: 'English' } as const;

export function FieldInput({ field, pointer, value, onChange, problems, locale, choices, children }: Props) {
  const id = fieldId(pointer);
  const key = field.key.replace(/^options\./, '');
  const label = fieldLabel(key, locale);
  const help = fieldHelp(key, field.help, locale);
  const described = [help && `${id}-help`, problems.length && `${id}-problem`].filter(Boolean).join(' ');
  const invalid = problems.length > 0 || undefined;
  const common = { id, 'aria-describedby': described || undefined, 'aria-invalid': invalid, className: s.input };

  let control: React.ReactNode;
  switch (field.kind) {
    case 'boolean': {
      // Left out, a setting has the schema's default; switching back to the default leaves it out again.
      const on = value === undefined ? field.default === true : value === true;
      control = (
        <button
          type="button"
          role="switch"
          id={id}
          aria-checked={on}
          aria-labelledby={`${id}-label`}
          aria-describedby={described || undefined}
          className={s.switchButton}
          onClick={() => onChange(!on === (field.default === true) ? undefined : !on)}
        />
      );
      break;
    }
    case 'enum':
    case 'route':
    case 'tab': {
      const options = field.kind === 'enum' ? (field.options ?? []) : (choices ?? []);
      control = (
        <select {...common} value={String(value ?? '')} onChange={(e) => onChange(e.target.value || undefined)}>
          <option value="">{studioText(locale, 'none')}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {field.kind === 'enum' ? optionLabel(field.key, o, locale) : o}
            </option>
          ))}
        </select>
      );
      break;
    }
    case 'number':
      control = (
        <input
          {...common}
          type="number"
          inputMode="numeric"
          min={field.min}
          max={field.max}
          value={typeof value === 'number' ? value : ''}
          onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
        />
      );
      break;
    case 'localText': {
      const text: Partial<Record<StudioLocale, string>> =
        typeof value === 'string' ? { 'zh-CN': value } : { ...(value as Exclude<Text, string> | undefined) };
      const set = (lang: StudioLocale, next: string) => {
        const merged = { ...text, [lang]: next };
        if (!merged.en) delete merged.en;
        onChange(merged['zh-CN'] === undefined && !merged.en ? undefined : merged);
      };
      control = (
        <div className={s.pair}>
          {(['zh-CN', 'en'] as const).map((lang) => (
            <input
              key={lang}
              {...common}
              id={lang === 'zh-CN' ? id : `${id}-en`}
              aria-label={`${label} (${EMPTY[lang]})`}
              placeholder={EMPTY[lang]}
              value={text[lang] ?? ''}
              onChange={(e) => set(lang, e.target.value)}
            />
          ))}
        </div>
      );
      break;
    }
    case 'text':
      control = (
        <input {...common} value={String(value ?? '')} onChange={(e) => onChange(e.target.value || undefined)} />
      );
      break;
    default:
      control = children ?? <code className={s.help}>{value === undefined ? '—' : JSON.stringify(value)}</code>;
  }

  return (
    <div
      className={s.field}
      role={field.kind === 'localText' ? 'group' : undefined}
      aria-labelledby={field.kind === 'localText' ? `${id}-label` : undefined}
    >
      {field.kind === 'boolean' || field.kind === 'localText' ? (
        <span id={`${id}-label`}>{label}</span>
      ) : (
        <label id={`${id}-label`} htmlFor={id}>
          {label}
        </label>
      )}
      {field.kind === 'source' ? children : control}
      {help && (
        <span id={`${id}-help`} className={s.help}>
          {help}
        </span>
      )}
      {problems.length > 0 && (
        <span id={`${id}-problem`} className={s.problem}>
          {problems.map((p) => `${p.message}. ${p.fix}`).join(' ')}
        </span>
      )}
    </div>
  );
}
