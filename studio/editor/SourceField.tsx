/**
 * A section's data source: the operation, chosen only among those the component can draw that the contract has
 * (a wrong choice cannot be made), and that operation's parameters from the contract.
 */
import type { SourceConfig } from '../../src/config/portal-config';
import { operationsFor, paramsOf, summaryOf } from '../model/operations';
import type { StudioLocale } from '../model/field-labels';
import { fieldId } from './field-id';
import { studioText } from '../i18n/use-studio-t';
import * as s from './editor.css';

interface Props {
  id: string;
  pointer: string;
  component: string;
  slot: string;
  source: SourceConfig | undefined;
  onChange: (source: SourceConfig | undefined) => void;
  locale: StudioLocale;
}

export function SourceField({ id, pointer, component, slot, source, onChange, locale }: Props) {
  const operations = operationsFor(component, slot);
  const current = source?.operation ?? '';
  // An operation the component cannot draw (from an import, say) is shown as it is, so the problem beside it makes sense.
  const listed = current && !operations.includes(current) ? [current, ...operations] : operations;
  const params = current ? paramsOf(current) : [];
  const setParam = (name: string, value: unknown) => {
    const next = { ...(source?.params ?? {}) } as Record<string, unknown>;
    if (value === undefined || value === '') delete next[name];
    else next[name] = value;
    const { params: _old, ...rest } = source ?? { operation: current };
    onChange(Object.keys(next).length ? { ...rest, params: next as SourceConfig['params'] } : rest);
  };
  return (
    <>
      <select
        id={id}
        className={s.input}
        value={current}
        onChange={(e) => {
          const operation = e.target.value;
          if (!operation) return onChange(undefined);
          // Parameters the new operation does not take are dropped; an address binding (detail pages) is kept.
          const taken = new Set(paramsOf(operation).map((p) => p.name));
          const kept = Object.entries(source?.params ?? {}).filter(([k]) => taken.has(k));
          onChange({
            operation,
            ...(kept.length ? { params: Object.fromEntries(kept) as SourceConfig['params'] } : {}),
            ...(source?.bind ? { bind: source.bind } : {}),
          });
        }}
      >
        {!operations.length && <option value="">{studioText(locale, 'none')}</option>}
        {listed.map((op) => (
          <option key={op} value={op}>
            {summaryOf(op)} ({op})
          </option>
        ))}
      </select>
      {params.map((p) => {
        const value = source?.params?.[p.name];
        const pid = fieldId(`${pointer}/params/${p.name}`);
        if (Array.isArray(value) || p.type === 'array' || p.type === 'object')
          return (
            <p key={p.name} className={s.help}>
              {p.name}: {value === undefined ? '—' : JSON.stringify(value)}
            </p>
          );
        return (
          <div key={p.name} className={s.field}>
            <label htmlFor={pid}>{p.name}</label>
            {p.enum ? (
              <select
                id={pid}
                className={s.input}
                value={String(value ?? '')}
                onChange={(e) => setParam(p.name, e.target.value)}
              >
                <option value="">—</option>
                {p.enum.map((v) => (
                  <option key={String(v)} value={String(v)}>
                    {String(v)}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={pid}
                className={s.input}
                type={p.type === 'integer' || p.type === 'number' ? 'number' : 'text'}
                min={p.min}
                max={p.max}
                value={value === undefined ? '' : String(value)}
                aria-describedby={p.description ? `${pid}-help` : undefined}
                onChange={(e) =>
                  setParam(
                    p.name,
                    p.type === 'integer' || p.type === 'number'
                      ? e.target.value === ''
                        ? undefined
                        : Number(e.target.value)
                      : e.target.value,
                  )
                }
              />
            )}
            {p.description && (
              <span id={`${pid}-help`} className={s.help}>
                {p.description}
              </span>
            )}
          </div>
        );
      })}
    </>
  );
}
