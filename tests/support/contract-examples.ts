/** The contract's examples, so tests compare the screen with what the mock serves. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const spec = parse(readFileSync(join(import.meta.dirname, '../../openapi/portal.yaml'), 'utf8'));

/** The `data` of a named 200 example of an operation (the first, default one when no name is given). */
export function exampleData<T = any>(method: 'get' | 'post', path: string, name?: string): T {
  const examples = spec.paths[path][method].responses['200'].content['application/json'].examples;
  const example: any = name ? examples[name] : Object.values(examples)[0];
  if (!example) throw new Error(`${method.toUpperCase()} ${path} has no example ${name}`);
  return example.value.data as T;
}

/** The `data` of an operation's first (default) 200 example. */
export const defaultExampleData = <T = any>(method: 'get' | 'post', path: string): T => exampleData<T>(method, path);

/**
 * A list operation's answer around `rows` (under `key`: records, items, info...), with the page fields every list
 * answer of the contract carries: for section tests that hand a component rows of their own choosing.
 */
export const answerWithRows = (key: string, rows: readonly unknown[]): any => ({
  total: rows.length,
  size: rows.length,
  current: 1,
  pages: 1,
  current_page: 1,
  pagesize: rows.length,
  [key]: [...rows],
});
