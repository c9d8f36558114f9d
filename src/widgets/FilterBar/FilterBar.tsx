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
  /** The list's address without its query: the form's action, for a submission without JavaScript. */
  action: string;
  filters: readonly FilterConfig[];
  search: URLSearchParams;
  /** The city's districts, for district controls (may still be loading). */
  areas?: readonly AreaNode[];
  onApply: (values: Record<string, string>) => void;
}

export function FilterBar({ sectionId, action, filters, search, areas, onApply }: Props) {
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
  const names = new Set(filters.map(key));
  // The rest of the address (a list's `type`, say) goes along; the page number does not: a new filter starts at 1.
  const kept = [...search.entries()].filter(([k]) => !names.has(k) && k !== 'page');
  return (
    // A GET form with the address names: without JavaScript the browser submits the same address the portal
    // navigates to with it.
    <form
      className={styles.bar}
      role="search"
      aria-label={t('filter.label')}
      method="get"
      action={action}
      onSubmit={submit}
    >
      {kept.map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      {filters.map((f) => {
        const name = key(f);
        const id = `${sectionId}-filter-${name}`;
        const label = text(f.label);
        if (f.control === 'district')
          return (
            <AreaPicker
              key={name}
              id={id}
              name={name}
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
                name={name}
                className={styles.input}
                type="search"
                value={values[name]}
                onChange={(e) => set(name, e.target.value)}
              />
            ) : (
              <select
                id={id}
                name={name}
                className={styles.input}
                value={values[name]}
                onChange={(e) => set(name, e.target.value)}
              >
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
