/** One field of a generated form, by kind, with its help text and its problems beside it (spec'd in form-model). */
import type { ReactNode } from 'react';
import type { ConfigProblem, Text } from '../../src/config/portal-config';
import type { Words } from '../../src/config/components/section-editing';
import { fieldHelp, fieldLabel, optionLabel, type StudioLocale } from '../model/field-labels';
import type { Field } from '../model/form-model';
import { fieldId } from './field-id';
import { studioText } from '../i18n/use-studio-t';
import { ProblemText } from './ProblemText';
import * as s from './editor.css';
import * as f from './field.css';

/** A choice of a select: its value and what the editor reads. */
export interface FieldChoice {
  value: string;
  label: string;
}

interface Props {
  field: Field;
  /** Pointer of the field in the whole config (ids, problems). */
  pointer: string;
  value: unknown;
  onChange: (value: unknown) => void;
  problems: readonly ConfigProblem[];
  locale: StudioLocale;
  /** Choices of route, tab and data fields, by name (from the config and the definition). */
  choices?: readonly FieldChoice[];
  /** A picker draws its own control (PickerField), a rich text its editor (RichTextField). */
  children?: ReactNode;
}

const LANGS = { 'zh-CN': '中文', en: '英文' } as const;
const said = (words: Words | undefined, locale: StudioLocale) => words?.[locale];

export function FieldInput(props: Props) {
  const { field, pointer, value, onChange, problems, locale, choices, children } = props;
  const id = fieldId(pointer);
  const key = field.key.replace(/^options\./, '');
  const label = said(field.label, locale) ?? fieldLabel(key, locale);
  const help = said(field.helpWords, locale) ?? fieldHelp(key, field.help, locale);
  const described = [help && `${id}-help`, problems.length && `${id}-problem`].filter(Boolean).join(' ');
  const invalid = problems.length > 0 || undefined;
  const common = { id, 'aria-describedby': described || undefined, 'aria-invalid': invalid, className: s.input };

  let control: ReactNode;
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
    case 'tab':
    case 'memberPage':
    case 'data': {
      const listed: readonly FieldChoice[] =
        field.kind === 'enum'
          ? (field.options ?? []).map((o) => ({
              value: o,
              label: said(field.optionWords?.[o], locale) ?? optionLabel(field.key, o, locale),
            }))
          : (choices ?? []);
      const current = value === undefined || value === null ? '' : String(value);
      // A value none of the choices names (written by hand, say) is shown as it is, so nothing changes unseen.
      const shown = current && !listed.some((c) => c.value === current) ? [{ value: current, label: current }] : [];
      control = (
        <select {...common} value={current} onChange={(e) => onChange(e.target.value || undefined)}>
          {field.kind !== 'data' && <option value="">{studioText(locale, 'none')}</option>}
          {[...shown, ...listed].map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
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
          // An emptied number is left out where that has a plain meaning; elsewhere it stays empty (null) and the
          // checker asks for it, instead of the portal silently falling back to a default.
          onChange={(e) =>
            onChange(e.target.value === '' ? (field.clearable ? undefined : null) : Number(e.target.value))
          }
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
        <div className={f.pair}>
          {(['zh-CN', 'en'] as const).map((lang) => {
            const own = lang === 'zh-CN' ? id : `${id}-en`;
            return (
              <label key={lang} className={f.pairItem}>
                <span className={f.pairLang}>{LANGS[lang]}</span>
                <input
                  {...common}
                  // A problem of the Chinese text outlines the Chinese box only; the English one only its own.
                  aria-invalid={problems.some((p) => (lang === 'en') === p.pointer.endsWith('/en')) || undefined}
                  id={own}
                  lang={lang}
                  aria-label={`${label}（${LANGS[lang]}）`}
                  value={text[lang] ?? ''}
                  onChange={(e) => set(lang, e.target.value)}
                />
              </label>
            );
          })}
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
      {field.kind === 'boolean' || field.kind === 'localText' || field.kind === 'richText' ? (
        <span id={`${id}-label`}>{label}</span>
      ) : (
        <label id={`${id}-label`} htmlFor={id}>
          {label}
        </label>
      )}
      {field.kind === 'picker' || field.kind === 'richText' ? children : control}
      {help && (
        <span id={`${id}-help`} className={s.help}>
          {help}
        </span>
      )}
      <ProblemText id={`${id}-problem`} problems={problems} locale={locale} />
    </div>
  );
}
