/**
 * The check of a portal config in Node, for `npm run config:check`, the build and the publishing service: the one
 * checker (src/config/config-check.ts) with the schema compiled here and the contract read from openapi/portal.yaml.
 * Also makes the standalone validators for the browser. Under server/ (decision 061): it reads files and compiles
 * with Ajv, which only Node does, and the production server uses it; scripts/ keeps only the command-line wrappers.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import Ajv2020 from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import {
  checkConfigText as checkConfigTextWith,
  schemaProblemsOf,
  type SchemaValidator,
} from '../../src/config/config-check';
import type { ContractInfo, ContractParam } from '../../src/config/config-rules';
import type { ConfigProblem, PortalConfig } from '../../src/config/portal-config';
import { pageAddressProblems } from './page-addresses';
import { textBlockProblems } from './text-block-check';
import { log } from '../observe/log';

export const ROOT = join(import.meta.dirname, '..', '..');
export const CONFIG_FILE = join(ROOT, 'pages.config/portal.json');
export const SCHEMA_FILE = join(ROOT, 'pages.config/schema.json');
export const SPEC_FILE = join(ROOT, 'openapi/portal.yaml');

const loadSchema = () => JSON.parse(readFileSync(SCHEMA_FILE, 'utf8'));

/** Operations of the contract with their query parameters (GET) or body fields (otherwise), and size limits. */
export function contractInfo(specFile = SPEC_FILE): ContractInfo {
  const doc = parse(readFileSync(specFile, 'utf8'));
  const deref = (node: any): any =>
    node?.$ref
      ? deref(
          String(node.$ref)
            .split('/')
            .slice(1)
            .reduce((n: any, k: string) => n[k], doc),
        )
      : node;
  const describe = (schema: any, extra: { description?: string; required?: boolean } = {}): ContractParam => {
    const s = deref(schema) ?? {};
    const type = typeof s.type === 'string' ? s.type : undefined;
    return {
      ...(s.maximum !== undefined ? { max: s.maximum } : {}),
      ...(s.minimum !== undefined ? { min: s.minimum } : {}),
      ...(type ? { type } : {}),
      ...(Array.isArray(s.enum) ? { enum: s.enum } : {}),
      ...((extra.description ?? s.description) ? { description: extra.description ?? s.description } : {}),
      ...(extra.required ? { required: true } : {}),
    };
  };
  const fieldsOf = (schema: any, out: Record<string, ContractParam> = {}) => {
    const s = deref(schema);
    for (const part of [...(s?.allOf ?? []), ...(s?.oneOf ?? []), ...(s?.anyOf ?? [])]) fieldsOf(part, out);
    const required = new Set<string>(s?.required ?? []);
    for (const [k, v] of Object.entries<any>(s?.properties ?? {})) out[k] = describe(v, { required: required.has(k) });
    return out;
  };
  const operations: ContractInfo['operations'] = {};
  for (const [, item] of Object.entries<any>(doc.paths))
    for (const method of ['get', 'post', 'put', 'delete', 'patch']) {
      const op = item[method];
      if (!op) continue;
      const params: Record<string, ContractParam> = {};
      for (const p of (op.parameters ?? []).map(deref))
        if (p.in === 'query') params[p.name] = describe(p.schema, { description: p.description, required: p.required });
      if (method !== 'get') Object.assign(params, fieldsOf(op.requestBody?.content?.['application/json']?.schema));
      operations[op.operationId] = {
        method: method.toUpperCase(),
        params,
        ...(op.summary ? { summary: op.summary } : {}),
      };
    }
  return { operations };
}

let compiled: SchemaValidator | undefined;
/** The schema compiled for explanations (allErrors, verbose), once per process. */
export function schemaValidator(): SchemaValidator {
  compiled ??= new Ajv2020({ allErrors: true, verbose: true, strict: false }).compile(loadSchema());
  return compiled;
}

/** The schema's problems with a parsed document, in plain words. */
export const schemaProblems = (doc: unknown, file: string) =>
  schemaProblemsOf(doc, { file, validate: schemaValidator() });

/**
 * A config's JSON text, judged exactly as `npm run config:check` judges a file: the shared checker, then the page
 * addresses the servers hold to (page-addresses.ts: without case, none of the reserved ones) and the text blocks'
 * allow-list (text-block-check.ts: refused, not cleaned).
 */
export function checkConfigText(
  text: string,
  file: string,
  contract = contractInfo(),
): { config?: PortalConfig; problems: ConfigProblem[] } {
  const checked = checkConfigTextWith(text, { file, validate: schemaValidator(), contract });
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return checked; // the shared checker has said where
  }
  const addresses = [...pageAddressProblems(doc, file), ...textBlockProblems(doc, file)];
  return addresses.length ? { problems: [...checked.problems, ...addresses] } : checked;
}

/** Parses and checks a config file. `config` is set only when the file has no problem at all. */
export function checkConfigFile(
  path = CONFIG_FILE,
  contract = contractInfo(),
): { config?: PortalConfig; problems: ConfigProblem[] } {
  const file = path.startsWith(ROOT) ? relative(ROOT, path) : path;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return { problems: [{ file, pointer: '', message: 'the file cannot be read', fix: 'Check that it exists' }] };
  }
  return checkConfigText(text, file, contract);
}

/** The schema without what only people read (descriptions, titles): the validator embeds what it compiles. */
function forMachines(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forMachines);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([k, v]) => !(['description', 'title', '$comment'].includes(k) && typeof v === 'string'))
      .map(([k, v]) => [k, forMachines(v)]),
  );
}

/**
 * Ajv's logger without its notice that `unicode: false` is deprecated: the option is chosen on purpose (below), and
 * the notice was printed on every `npm start`. Every other warning still shows.
 */
const quietAboutUnicode = {
  log: (...args: unknown[]) => log.info(args.map(String).join(' ')),
  warn: (...args: unknown[]) => {
    if (!String(args[0]).startsWith('DEPRECATED: option unicode')) log.warn(args.map(String).join(' '));
  },
  error: (...args: unknown[]) => log.error(args.map(String).join(' ')),
};

/**
 * ESM source of the schema validator the studio explains errors with: the full one (all errors, verbose, the
 * descriptions kept), precompiled like the portal's, so the studio runs the checker of `npm run config:check`
 * under a CSP that forbids compiling code in the page.
 */
export function explainingValidatorSource(): string {
  const ajv = new Ajv2020({
    allErrors: true,
    verbose: true,
    strict: false,
    unicode: false,
    code: { source: true, esm: true },
    logger: quietAboutUnicode,
  });
  return standaloneCode(ajv, ajv.compile(loadSchema()));
}

/** ESM source of the precompiled schema validator: the browser gets this, never the Ajv compiler. */
export function standaloneValidatorSource(): string {
  // unicode: false counts string length in code units, so the code needs no Ajv runtime helper (no require()).
  const ajv = new Ajv2020({
    allErrors: false,
    strict: false,
    unicode: false,
    code: { source: true, esm: true },
    logger: quietAboutUnicode,
  });
  const validate = ajv.compile(forMachines(loadSchema()) as object);
  return standaloneCode(ajv, validate);
}
