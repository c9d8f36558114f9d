/**
 * Filter controls above a list (page config `filters`). Applying them writes the values into the page address
 * (so they survive reloads, back and keep-alive) and starts again from page 1.
 */
import { useState, type FormEvent } from 'react';
import type { components } from '../../../sdk/schema';
import type { FilterConfig } from '../../config/portal-config';
import { useT } from '../../i18n/i18n';
import * as styles from './FilterBar.css';

type AreaNode = components['schemas']['AreaNode'];

interface Props {
  sectionId: string;
  filters: readonly FilterConfig[];
  search: URLSearchParams;
  /** The city's districts, for district controls (may still be loading). */
  areas?: readonly AreaNode[];
  onApply: (values: Record<string, string>) => void;
}

/** Districts as options: the city's districts, then their towns indented. */
function areaOptions(areas: readonly AreaNode[]): { value: string; label: string }[] {
  return areas.flatMap((a) => [
    { value: a.value, label: a.label },
    ...(a.children ?? []).map((c) => ({ value: c.value, label: `\u3000${c.label}` })),
  ]);
}

export function FilterBar({ sectionId, filters, search, areas, onApply }: Props) {
  const { t, text } = useT();
  const key = (f: FilterConfig) => f.query ?? f.param;
  const [values, setValues] = useState(() =>
    Object.fromEntries(filters.map((f) => [key(f), search.get(key(f)) ?? ''])),
  );
  const set = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])));
  };
  return (
    <form className={styles.bar} role="search" aria-label={t('filter.label')} onSubmit={submit}>
      {filters.map((f) => {
        const name = key(f);
        const id = `${sectionId}-filter-${name}`;
        const label = text(f.label);
        return (
          <label key={name} className={styles.field} htmlFor={id}>
            <span className={styles.label}>{label}</span>
            {f.control === 'keywords' ? (
              <input
                id={id}
                className={styles.input}
                type="search"
                value={values[name]}
                onChange={(e) => set(name, e.target.value)}
              />
            ) : (
              <select id={id} className={styles.input} value={values[name]} onChange={(e) => set(name, e.target.value)}>
                {f.control === 'district' && <option value="">{t('filter.all')}</option>}
                {(f.control === 'district'
                  ? areaOptions(areas ?? [])
                  : (f.options ?? []).map((o) => ({ value: o.value, label: text(o.label) }))
                ).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            )}
          </label>
        );
      })}
      <button className={styles.apply} type="submit">
        {t('filter.apply')}
      </button>
    </form>
  );
}
