/**
 * A contract break in words an operations team can act on and that carry nothing of a person (decision 065): where
 * (a JSON pointer), which rule of the schema (the keyword), and what the value is (its JSON type and length), never
 * the value itself: a backend answer holds people's names and phone numbers.
 */
import type { ErrorObject } from 'ajv/dist/2020.js';

export interface Problem {
  /** Where in the answer, as a JSON pointer (array positions as they came). */
  pointer: string;
  /** The rule broken: a JSON Schema keyword (type, required, enum, oneOf, ...), or `content-type` / `json`. */
  keyword: string;
  /** What the value there is: a JSON type, `missing`, or (for `content-type`) the media type sent. */
  type: string;
  /** A string's length, an array's items or an object's keys; a body's bytes for `json`. */
  length?: number;
  /** What the schema wants, where that is the schema's own word (a type, a format). */
  expected?: string;
}

/** At most this many problems are kept of one answer: the first ones say what broke. */
const MOST = 5;

/** The problem's identity for "logged once": its rule and where, any array position taken for every position. */
export const problemKey = (p: Problem) => `${p.keyword} ${p.pointer.replace(/\/\d+(?=\/|$)/g, '/*')}`;

/** The JSON type of a value, as a schema names it. */
function jsonType(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function lengthOf(value: unknown): number | undefined {
  if (typeof value === 'string' || Array.isArray(value)) return value.length;
  if (value && typeof value === 'object') return Object.keys(value).length;
  return undefined;
}

const unescape = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~');
const escape = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

/** The value at a JSON pointer of the answer (undefined when absent). */
function at(value: unknown, pointer: string): unknown {
  if (!pointer) return value;
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[unescape(key)] : undefined),
      value,
    );
}

/** A property name from the answer goes into a pointer only if it looks like a field's name, not a person's data. */
const fieldName = (name: unknown) => (typeof name === 'string' && /^[A-Za-z_][\w@-]{0,40}$/.test(name) ? name : '-');

/** The pointer with each step that is not an array position or a field name (a map key: an id, a phone) as `-`. */
function safePointer(answer: unknown, pointer: string): string {
  let node = answer;
  const steps = [''];
  for (const part of pointer.split('/').slice(1)) {
    const key = unescape(part);
    steps.push(Array.isArray(node) && /^\d+$/.test(key) ? key : fieldName(key));
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  }
  return steps.join('/');
}

function problemOf(error: ErrorObject, answer: unknown): Problem {
  const { keyword, params } = error;
  let pointer = error.instancePath;
  if (keyword === 'required') pointer += `/${escape(String(params.missingProperty))}`;
  if (keyword === 'additionalProperties' || keyword === 'unevaluatedProperties')
    pointer += `/${escape(fieldName(params.additionalProperty ?? params.unevaluatedProperty))}`;
  const value = at(answer, pointer);
  const problem: Problem = { pointer: safePointer(answer, pointer), keyword, type: jsonType(value) };
  const length = lengthOf(value);
  if (length !== undefined) problem.length = length;
  if (keyword === 'type') problem.expected = [params.type].flat().join('|');
  if (keyword === 'format') problem.expected = String(params.format);
  return problem;
}

/**
 * An answer's problems from the validator's errors: one per rule and place (array positions alike), without the
 * errors a `oneOf`/`anyOf` at the same place already stands for, the first few only.
 */
export function problemsOf(errors: readonly ErrorObject[], answer: unknown): Problem[] {
  const choices = new Set(
    errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf').map((e) => e.instancePath),
  );
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const error of errors) {
    if (choices.has(error.instancePath) && error.keyword !== 'oneOf' && error.keyword !== 'anyOf') continue;
    const problem = problemOf(error, answer);
    const key = problemKey(problem);
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
    if (problems.length === MOST) break;
  }
  return problems;
}
