/**
 * The full check of a portal config file, for `npm run config:check` and the build: JSON syntax, the schema (Ajv2020,
 * every error put in plain words) and the contract cross-check. Also makes the standalone validator for the browser.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { checkConfigRules, type ContractInfo } from '../src/config/config-rules.ts';
import type { ConfigProblem, PortalConfig } from '../src/config/portal-config.ts';

export const ROOT = join(import.meta.dirname, '..');
export const CONFIG_FILE = join(ROOT, 'pages.config/portal.json');
export const SCHEMA_FILE = join(ROOT, 'pages.config/schema.json');
const SPEC_FILE = join(ROOT, 'openapi/portal.yaml');

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
  const fieldsOf = (schema: any, out: Record<string, { max?: number }> = {}) => {
    const s = deref(schema);
    for (const part of [...(s?.allOf ?? []), ...(s?.oneOf ?? []), ...(s?.anyOf ?? [])]) fieldsOf(part, out);
    for (const [k, v] of Object.entries<any>(s?.properties ?? {})) out[k] = { max: deref(v)?.maximum };
    return out;
  };
  const operations: ContractInfo['operations'] = {};
  for (const [, item] of Object.entries<any>(doc.paths))
    for (const method of ['get', 'post', 'put', 'delete', 'patch']) {
      const op = item[method];
      if (!op) continue;
      const params: Record<string, { max?: number }> = {};
      for (const p of (op.parameters ?? []).map(deref))
        if (p.in === 'query') params[p.name] = { max: deref(p.schema)?.maximum };
      if (method !== 'get') Object.assign(params, fieldsOf(op.requestBody?.content?.['application/json']?.schema));
      operations[op.operationId] = { method: method.toUpperCase(), params };
    }
  return { operations };
}

const TYPE_WORDS: Record<string, string> = {
  string: 'a text in quotes',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list [ ... ]',
  object: 'an object { ... }',
};

/** One Ajv error in words an HR editor can act on. */
function explain(e: ErrorObject, file: string): ConfigProblem {
  const parent: any = e.parentSchema ?? {};
  const at = (extra?: string) => (extra ? `${e.instancePath}/${extra}` : e.instancePath);
  const p = e.params as any;
  switch (e.keyword) {
    case 'required': {
      const what = parent.properties?.[p.missingProperty]?.description;
      return {
        file,
        pointer: at(),
        message: `"${p.missingProperty}" is missing`,
        fix: `Add "${p.missingProperty}"${what ? ` (${what})` : ''}`,
      };
    }
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const name = p.additionalProperty ?? p.unevaluatedProperty;
      const known = Object.keys(parent.properties ?? {});
      const near =
        known.find((k) => k.toLowerCase() === String(name).toLowerCase()) ??
        known.find((k) => k.startsWith(String(name).slice(0, 3)));
      return {
        file,
        pointer: at(name),
        message: `"${name}" is not a setting here`,
        fix: near ? `Did you mean "${near}"?` : `Remove it, or use one of: ${known.join(', ')}`,
      };
    }
    case 'enum':
      return {
        file,
        pointer: at(),
        message: `${JSON.stringify(e.data)} is not one of the allowed values`,
        fix: `Use one of: ${p.allowedValues.join(', ')}`,
      };
    case 'const':
      return {
        file,
        pointer: at(),
        message: `must be ${JSON.stringify(p.allowedValue)}`,
        fix: `Set it to ${JSON.stringify(p.allowedValue)}`,
      };
    case 'type':
      return {
        file,
        pointer: at(),
        message: `must be ${TYPE_WORDS[p.type] ?? p.type}`,
        fix: parent.description ?? 'Correct the value',
      };
    case 'pattern':
      return {
        file,
        pointer: at(),
        message: `${JSON.stringify(e.data)} is not written the right way`,
        fix: parent.description ?? `It must match ${p.pattern}`,
      };
    case 'minimum':
    case 'maximum':
      return {
        file,
        pointer: at(),
        message: `must be ${e.keyword === 'minimum' ? 'at least' : 'at most'} ${p.limit}`,
        fix: parent.description ?? 'Correct the number',
      };
    case 'minItems':
    case 'maxItems':
    case 'minLength':
      return {
        file,
        pointer: at(),
        message: `is ${e.keyword === 'maxItems' ? 'too long' : 'too short or empty'}`,
        fix: parent.description ?? 'Correct it',
      };
    case 'propertyNames':
      return {
        file,
        pointer: at(),
        message: `${JSON.stringify(p.propertyName)} is not a valid id`,
        fix: 'Ids are letters and digits, starting with a letter',
      };
    case 'not':
      return {
        file,
        pointer: at(),
        message: 'has both "source" and "sources"',
        fix: 'Keep one: source for one data source, sources for several named ones',
      };
    case 'oneOf':
      return {
        file,
        pointer: at(),
        message: 'is not written in any of the accepted forms',
        fix: parent.description ?? 'See the schema description of this field',
      };
    default:
      return { file, pointer: at(), message: e.message ?? 'is not valid', fix: parent.description ?? 'Correct it' };
  }
}

/** Schema errors without the noise of the oneOf branches that were not meant. */
export function schemaProblems(doc: unknown, file: string): ConfigProblem[] {
  const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: false });
  const validate = ajv.compile(loadSchema());
  if (validate(doc)) return [];
  const errors = validate.errors ?? [];
  const oneOfAt = new Set(errors.filter((e) => e.keyword === 'oneOf').map((e) => e.instancePath));
  const kept = errors.filter((e) => {
    if (e.keyword === 'if') return false;
    if (!e.schemaPath.includes('/oneOf/')) return true;
    return ![...oneOfAt].some((p) => e.instancePath === p || e.instancePath.startsWith(`${p}/`));
  });
  const seen = new Set<string>();
  return kept
    .map((e) => explain(e, file))
    .filter((p) => !seen.has(p.pointer + p.message) && seen.add(p.pointer + p.message));
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
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    const pos = Number(/position (\d+)/.exec(String((e as Error).message))?.[1] ?? NaN);
    const before = Number.isFinite(pos) ? text.slice(0, pos).split('\n') : [];
    const where = before.length ? ` (line ${before.length}, column ${before.at(-1)!.length + 1})` : '';
    return {
      problems: [
        {
          file,
          pointer: '',
          message: `the file is not valid JSON${where}`,
          fix: 'Look for a missing comma, quote or bracket just before that place',
        },
      ],
    };
  }
  const problems = schemaProblems(doc, file);
  let rules: ConfigProblem[] = [];
  try {
    rules = checkConfigRules(doc as PortalConfig, contract, file);
  } catch {
    // The structure is too broken for the cross-check; the schema problems say why.
  }
  problems.push(...rules);
  return problems.length ? { problems } : { config: doc as PortalConfig, problems: [] };
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

/** ESM source of the precompiled schema validator: the browser gets this, never the Ajv compiler. */
export function standaloneValidatorSource(): string {
  // unicode: false counts string length in code units, so the code needs no Ajv runtime helper (no require()).
  const ajv = new Ajv2020({ allErrors: false, strict: false, unicode: false, code: { source: true, esm: true } });
  const validate = ajv.compile(forMachines(loadSchema()) as object);
  return standaloneCode(ajv, validate);
}
