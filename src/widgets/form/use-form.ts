/**
 * State of one form: what the visitor typed, each field's problem, and the submission. Fields are checked on
 * blur and all together on submit; a failed submit moves focus to the first invalid field. A submission runs
 * once at a time (a double click sends once); success clears the form, an error keeps every value.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useT } from '../../i18n/i18n';
import { firstProblem, type Problem, type Rule } from './validation';

export type Values<K extends string> = Record<K, string>;
export type Outcome = { kind: 'idle' } | { kind: 'success' } | { kind: 'error'; error: unknown };

/** What a field needs from the form: its id, value, translated problem and handlers. */
export interface BoundField {
  id: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

export interface FormOptions<K extends string> {
  initial: Values<K>;
  /** Rules per field; fields without rules are never checked. */
  rules: Partial<Record<K, readonly Rule[]>>;
  /** Sends the values (already checked); rejects with the failure to show. */
  send: (values: Values<K>) => Promise<unknown>;
}

export function useForm<K extends string>({ initial, rules, send }: FormOptions<K>) {
  const { t } = useT();
  const prefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  // The newest values, readable in the same event that changed them (a blur right after a normalising change).
  const latest = useRef(initial);
  const inFlight = useRef(false);
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Partial<Record<K, Problem>>>({});
  const [attempted, setAttempted] = useState(false);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const check = (name: K, all: Values<K>) => firstProblem(rules[name] ?? [], all[name], all);
  const describe = (p: Problem | undefined) => p && t(p.key, p.label ? { label: t(p.label) } : undefined);

  function field(name: K): BoundField {
    return {
      id: `${prefix}-${name}`,
      value: values[name],
      error: describe(problems[name]),
      onChange: (value) => {
        latest.current = { ...latest.current, [name]: value };
        setValues(latest.current);
        // A shown problem goes away as soon as the value is right; new problems wait for blur or submit.
        setProblems((prev) => (prev[name] ? { ...prev, [name]: check(name, latest.current) } : prev));
      },
      onBlur: () => setProblems((prev) => ({ ...prev, [name]: check(name, latest.current) })),
    };
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    const all = latest.current;
    const found: Partial<Record<K, Problem>> = {};
    for (const name of Object.keys(rules) as K[]) {
      const problem = check(name, all);
      if (problem) found[name] = problem;
    }
    flushSync(() => {
      setProblems(found);
      setAttempted(true);
      setOutcome({ kind: 'idle' });
    });
    if (Object.keys(found).length > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    inFlight.current = true;
    setPending(true);
    let next: Outcome;
    try {
      await send(all);
      next = { kind: 'success' };
    } catch (error) {
      next = { kind: 'error', error };
    }
    inFlight.current = false;
    flushSync(() => {
      if (next.kind === 'success') {
        latest.current = initial;
        setValues(initial);
        setProblems({});
        setAttempted(false);
      }
      setOutcome(next);
      setPending(false);
    });
    // The button was disabled under the visitor's focus: hand focus to the answer so it is not lost.
    resultRef.current?.focus();
  }

  const problemCount = Object.values(problems).filter(Boolean).length;
  return { values, field, onSubmit, formRef, resultRef, pending, outcome, problemCount: attempted ? problemCount : 0 };
}

/** The parts of a form the shell renders (they do not depend on the field names). */
export type FormShellState = Pick<
  ReturnType<typeof useForm>,
  'formRef' | 'resultRef' | 'onSubmit' | 'pending' | 'outcome' | 'problemCount'
>;
