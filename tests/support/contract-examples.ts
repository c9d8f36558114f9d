/** The contract's default examples, so browser tests compare the screen with what the mock serves. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const spec = parse(readFileSync(join(import.meta.dirname, '../../openapi/portal.yaml'), 'utf8'));

/** The `data` of an operation's first (default) 200 example. */
export function defaultExampleData<T = any>(method: 'get' | 'post', path: string): T {
  const examples = spec.paths[path][method].responses['200'].content['application/json'].examples;
  const first: any = Object.values(examples)[0];
  return first.value.data as T;
}
