/**
 * Filter controls above a list (page config `filters`). Applying them writes the values into the page address
 * (so they survive reloads, back and keep-alive) and starts again from page 1. A district is picked down the area
 * tree, up to 3 levels, and sent as the comma-separated path of codes, e.g. "2,21,211" (spec s3).
 */
import { useState, type FormEvent } from 'react';
import type { FilterConfig } from '../../config/portal-config';
import { useT } from '../../i18n/i18n';
import { AreaPicker, type AreaNode } from '../form/AreaPicker';
import * as styles from './FilterBar.css';

interface Props {
  sectionId: string;
  filters: readonly FilterConfig[];
  search: URLSearchParams;
  /** The city's districts, for district controls (may still be loading). */
  areas?: readonly AreaNode[];
  onApply: (values: Record<string, string>) => void;
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
        if (f.control === 'district')
          return (
            <AreaPicker
              key={name}
              id={id}
              tree={areas ?? []}
              firstLabel={label}
              emptyLabel={t('filter.all')}
              className={styles.area}
              value={values[name] ?? ''}
              onChange={(v) => set(name, v)}
              onBlur={() => {}}
            />
          );
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
                {(f.options ?? []).map((o) => (
                  <option key={o.value} value={o.value}>
                    {text(o.label)}
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
