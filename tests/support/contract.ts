/**
 * Contract-test support: the parsed contract, Ajv2020 validators for its response schemas, and an SDK client whose
 * requests are recorded as they leave it (for wire assertions) and counted towards operation coverage.
 */
import { readFileSync, appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { inject } from 'vitest';
import { createPortalClient } from '../../sdk/client';
import type { Auth } from '../../sdk/middleware';

export const SPEC_PATH = join(import.meta.dirname, '../../openapi/portal.yaml');
export const spec = parse(readFileSync(SPEC_PATH, 'utf8'));
const SPEC_ID = 'https://portal.test/openapi/portal.json';
const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

export interface ContractOperation {
  id: string;
  method: string;
  path: string;
  op: any;
}

export const contractOperations: ContractOperation[] = Object.entries<any>(spec.paths).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((m) => ({
    id: item[m].operationId as string,
    method: m.toUpperCase(),
    path,
    op: item[m],
  })),
);

const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
ajv.addFormat('binary', true);
ajv.addSchema(spec, SPEC_ID);

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function validateAt(parts: string[], value: unknown, label: string) {
  const ref = `${SPEC_ID}#/${pointer(...parts)}`;
  const validate = ajv.getSchema(ref);
  if (!validate) throw new Error(`no schema at ${ref}`);
  const ok = validate(value) as boolean;
  return { ok, errors: ok ? '' : ajv.errorsText(validate.errors, { dataVar: label }) };
}

/** Validates a response body against the schema the contract gives for that operation, status and media type. */
export function validateResponse(o: ContractOperation, body: unknown, status = '200', media = 'application/json') {
  return validateAt(
    ['paths', o.path, o.method.toLowerCase(), 'responses', status, 'content', media, 'schema'],
    body,
    `${o.id} response`,
  );
}

/** Validates a JSON request body against the operation's request schema. */
export function validateRequestBody(o: ContractOperation, body: unknown) {
  return validateAt(
    ['paths', o.path, o.method.toLowerCase(), 'requestBody', 'content', 'application/json', 'schema'],
    body,
    `${o.id} body`,
  );
}

/** The example a contract example object holds, following a `$ref` into components.examples. */
export function exampleValue(example: any): unknown {
  if (example?.$ref) {
    const name = String(example.$ref).split('/').pop()!;
    return spec.components.examples[name].value;
  }
  return example?.value;
}

/** Tokens from the contract's login examples: a personal and a company account. */
export const tokens = {
  personal: exampleValue(
    spec.paths['/v1_0/member/login/password'].post.responses['200'].content['application/json'].examples.ok,
  ) as { data: { token: string } },
  company: exampleValue(
    spec.paths['/v1_0/member/login/password'].post.responses['200'].content['application/json'].examples.company,
  ) as { data: { token: string; company?: number } },
};

export interface Sent {
  request: Request;
  body: string;
  response?: Response;
}

/** An SDK client against the mock. `coverage: true` counts its successful calls towards operation coverage. */
export function contractClient(auth: Auth = {}, options: { coverage?: boolean } = { coverage: true }) {
  const base = inject('mockUrl');
  const coverageFile = options.coverage
    ? join(inject('coverageDir'), `${process.pid}-${Math.random().toString(36).slice(2)}.log`)
    : null;
  const sent: Sent[] = [];
  const client = createPortalClient({
    baseUrl: `${base}/n2024`,
    getAuth: () => auth,
    fetch: async (request) => {
      const entry: Sent = { request: request.clone(), body: request.body ? await request.clone().text() : '' };
      sent.push(entry);
      const response = await fetch(request);
      entry.response = response.clone();
      if (coverageFile && response.ok) {
        const path = new URL(request.url).pathname.replace(/^\/n2024/, '');
        appendFileSync(coverageFile, `${request.method} ${path}\n`);
      }
      return response;
    },
  });
  return { client, sent };
}

/** The Prefer header that selects a named example of the mock. */
export const prefer = (example: string) => ({ Prefer: `example=${example}` });
