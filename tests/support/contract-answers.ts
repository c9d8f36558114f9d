/**
 * The contract read by operation id, as the mock answers it: an operation's path and method, and the envelope of
 * its first 200 example (what the mock serves by default) or of a named one (`Prefer: example=<name>`), `$ref`s
 * followed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const spec = parse(readFileSync(join(import.meta.dirname, '../../openapi/portal.yaml'), 'utf8'));

/** Follows a local `$ref` of the contract ("#/components/examples/x"). */
const resolve = (node: any): any =>
  node?.$ref
    ? resolve(
        (node.$ref as string)
          .slice(2)
          .split('/')
          .reduce((n: any, key) => n[key], spec),
      )
    : node;

/** An operation of the contract: its path (below /n2024), method and definition. */
export function operation(operationId: string): { path: string; method: string; op: any } {
  for (const [path, item] of Object.entries<any>(spec.paths))
    for (const [method, op] of Object.entries<any>(item))
      if (op?.operationId === operationId) return { path, method: method.toUpperCase(), op };
  throw new Error(`the contract has no operation ${operationId}`);
}

/** The envelope of a 200 example of an operation: the first (the mock's default) or a named one. */
export function answer(operationId: string, name?: string): { code: number; message: string; data: any } {
  const examples = operation(operationId).op.responses['200'].content['application/json'].examples;
  const example = resolve(name ? examples[name] : Object.values(examples)[0]);
  if (!example) throw new Error(`${operationId} has no example ${name}`);
  return example.value;
}
