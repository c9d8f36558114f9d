/**
 * The contract's response schemas as validators (decision 065): openapi/portal.yaml (OpenAPI 3.1, its schemas JSON
 * Schema 2020-12) read once and compiled once with Ajv2020, one validator per operation and status, as the contract
 * tests validate the mock's answers (tests/support/contract.ts). The compiled server reads the file from its checkout,
 * where the config checker reads it too (server/config-check, decision 044).
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { SPEC_FILE } from '../config-check/portal-config-check';

const SPEC_ID = 'https://portal.invalid/openapi/portal.json';
const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** An answer's schema: its JSON one, and the other media types the contract allows at that status (a file). */
export interface ResponseSchema {
  /** Where the schema sits in the contract (a JSON pointer), for the diagnosis of a break. */
  pointer: string;
  validate: ValidateFunction;
  otherMedia: string[];
}

export interface ContractSchemas {
  /** The answer's schema of an operation at an HTTP status ("200"), or undefined: the contract says nothing there. */
  response(operationId: string, status: number): ResponseSchema | undefined;
  /**
   * Why a value breaks a schema: the errors of the one branch of a `oneOf`/`anyOf` the value was meant for (the
   * success envelope or the error envelope, by its `code`), not the noise of every branch. Compiled on first use.
   */
  explain(schema: ResponseSchema, value: unknown): ErrorObject[];
  /** The parsed contract. */
  doc: any;
}

const escape = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

const compiled = new Map<string, ContractSchemas>();

/**
 * The contract read and compiled, every operation's JSON answer schemas: now, on the first call for the file; later
 * calls (a second server in the same process, a test) get the same validators.
 */
export function compileContract(file = SPEC_FILE): ContractSchemas {
  let schemas = compiled.get(file);
  if (!schemas) compiled.set(file, (schemas = compile(file)));
  return schemas;
}

function compile(file: string): ContractSchemas {
  const doc = parse(readFileSync(file, 'utf8'));
  // strict: false lets the OpenAPI keywords (example, discriminator, x-...) stand beside JSON Schema's.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  ajv.addFormat('binary', true).addFormat('password', true);
  ajv.addSchema(doc, SPEC_ID);
  const validator = (pointer: string) => {
    const validate = ajv.getSchema(`${SPEC_ID}#${pointer}`);
    if (!validate) throw new Error(`the contract has no schema at ${pointer}`);
    return validate;
  };

  const byOperation = new Map<string, Map<string, ResponseSchema>>();
  for (const [path, item] of Object.entries<any>(doc.paths ?? {}))
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op?.operationId) continue;
      const statuses = new Map<string, ResponseSchema>();
      for (const [status, response] of Object.entries<any>(op.responses ?? {})) {
        const content = resolve(doc, response)?.content ?? {};
        if (!content['application/json']?.schema) continue;
        const pointer = ['', 'paths', path, method, 'responses', status, 'content', 'application/json', 'schema']
          .map(escape)
          .join('/');
        const otherMedia = Object.keys(content).filter((m) => m !== 'application/json');
        statuses.set(status, { pointer, validate: validator(pointer), otherMedia });
      }
      byOperation.set(op.operationId, statuses);
    }

  function explain(schema: ResponseSchema, value: unknown): ErrorObject[] {
    const errors = schema.validate.errors ?? [];
    const { node, pointer } = follow(doc, schema.pointer);
    const key = node?.oneOf ? 'oneOf' : node?.anyOf ? 'anyOf' : undefined;
    if (!key) return errors;
    const code = (value as { code?: unknown } | null)?.code;
    const branches = (node[key] as unknown[]).map((branch, i) => {
      const validate = validator(`${pointer}/${key}/${i}`);
      const ok = validate(value) as boolean;
      return { ok, errors: validate.errors ?? [], meant: codeFits(resolve(doc, branch), code) };
    });
    // Matching several branches of a oneOf is the break itself: say so, not what a branch would want.
    if (branches.some((b) => b.ok)) return errors.filter((e) => e.keyword === key && e.instancePath === '');
    const rank = (b: (typeof branches)[number]) => (b.meant ? 0 : 1_000_000) + b.errors.length;
    return [...branches].sort((a, b) => rank(a) - rank(b))[0]?.errors ?? errors;
  }

  return {
    response: (operationId, status) => {
      const statuses = byOperation.get(operationId);
      return (
        statuses?.get(String(status)) ?? statuses?.get(`${Math.floor(status / 100)}XX`) ?? statuses?.get('default')
      );
    },
    explain,
    doc,
  };
}

/** Follows `$ref`s from a node of the contract. */
function resolve(doc: any, node: any): any {
  return node?.$ref ? follow(doc, String(node.$ref).slice(1)).node : node;
}

/** The node at a JSON pointer of the contract, through any `$ref`, and the pointer where it was found. */
function follow(doc: any, pointer: string): { node: any; pointer: string } {
  const node = pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((n: any, key) => n?.[key], doc);
  return node?.$ref ? follow(doc, String(node.$ref).slice(1)) : { node, pointer };
}

/** Whether an envelope branch is the one for this `code` (its `const` or `enum`). */
function codeFits(branch: any, code: unknown): boolean {
  const schema = branch?.properties?.code;
  if (!schema || code === undefined) return false;
  if ('const' in schema) return schema.const === code;
  return Array.isArray(schema.enum) && schema.enum.includes(code);
}
