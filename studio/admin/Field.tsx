/**
 * A labelled field of the admin's forms: the control (given its id and what describes it), the rule it must meet
 * under it, and the service's refusal about it (an alert) when there is one. The control is described by the rule,
 * a note elsewhere in the form (its id), and the refusal, in that order.
 */
import type { ReactNode } from 'react';
import * as s from '../shared/studio.css';
import * as a from './admin.css';

interface Described {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export function Field({
  id,
  label,
  rule,
  note,
  problem,
  children,
}: {
  id: string;
  label: string;
  rule?: string;
  note?: string;
  problem?: string;
  children: (control: Described) => ReactNode;
}) {
  const describedBy = [rule && `${id}-rule`, note, problem && `${id}-problem`].filter(Boolean).join(' ');
  return (
    <div className={s.field}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': problem ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {rule && (
        <p id={`${id}-rule`} className={a.hint}>
          {rule}
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} className={a.fieldError} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
