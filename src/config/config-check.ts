/**
 * The one check of a portal config, as text: JSON syntax (with line and column), the schema (every error explained)
 * and the contract cross-check (config-rules.ts). Each problem is said twice: for developers (`message`, `fix`, the
 * pointer) and for HR editors in both languages (`words`: schema-words.ts, rule-words.ts; decision 050). Pure: `npm run config:check`, the
 * build and the publishing service run it in Node with a validator Ajv compiles there, the studio in the browser with
 * the same schema precompiled (a strict CSP forbids compiling in the page). Only the validator differs.
 */
import type { ErrorObject } from 'ajv';
import { checkConfigRules, type ContractInfo } from './config-rules';
import type { ConfigProblem, PortalConfig } from './portal-config';
import { withPlaces } from './problem-words';
import { schemaWords, syntaxWords } from './schema-words';

/** A validator of pages.config/schema.json, compiled with allErrors and verbose (the explanations read the schema). */
export interface SchemaValidator {
  (doc: unknown): boolean;
  errors?: ErrorObject[] | null;
}

export interface ConfigChecker {
  /** The file name problems are told against. */
  file: string;
  validate: SchemaValidator;
  contract: ContractInfo;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'a text in quotes',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list [ ... ]',
  object: 'an object { ... }',
};

/** One Ajv error in a developer's words, and in the editor's (`words`, schema-words.ts). */
function explain(e: ErrorObject, file: string, doc: unknown): ConfigProblem {
  const problem = explainForDevelopers(e, file);
  return { ...problem, words: schemaWords(e, problem.pointer, doc) };
}

function explainForDevelopers(e: ErrorObject, file: string): ConfigProblem {
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
    case 'false schema':
      return {
        file,
        pointer: at(),
        message: 'is not a setting this component takes',
        fix: 'Remove it (docs/config.md, Components, lists the options of each component)',
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

/** Schema errors in plain words, without the noise of the oneOf branches that were not meant. */
function explainSchemaErrors(errors: readonly ErrorObject[], file: string, doc: unknown): ConfigProblem[] {
  const oneOfAt = new Set(errors.filter((e) => e.keyword === 'oneOf').map((e) => e.instancePath));
  const kept = errors.filter((e) => {
    if (e.keyword === 'if') return false;
    if (!e.schemaPath.includes('/oneOf/')) return true;
    return ![...oneOfAt].some((p) => e.instancePath === p || e.instancePath.startsWith(`${p}/`));
  });
  const seen = new Set<string>();
  return kept
    .map((e) => explain(e, file, doc))
    .filter((p) => !seen.has(p.pointer + p.message) && seen.add(p.pointer + p.message));
}

/** The schema's problems with a parsed document. */
export function schemaProblemsOf(doc: unknown, { file, validate }: Pick<ConfigChecker, 'file' | 'validate'>) {
  return validate(doc) ? [] : explainSchemaErrors(validate.errors ?? [], file, doc);
}

/** A parsed document checked against the schema and the contract. `config` is set only when nothing is wrong. */
export function checkConfigDocument(
  doc: unknown,
  checker: ConfigChecker,
): { config?: PortalConfig; problems: ConfigProblem[] } {
  const problems = schemaProblemsOf(doc, checker);
  try {
    problems.push(...checkConfigRules(doc as PortalConfig, checker.contract, checker.file));
  } catch {
    // The structure is too broken for the cross-check; the schema problems say why.
  }
  return problems.length ? { problems: withPlaces(problems, doc) } : { config: doc as PortalConfig, problems: [] };
}

/** A config file's text checked: JSON first (told with line and column), then schema and contract. */
export function checkConfigText(
  text: string,
  checker: ConfigChecker,
): { config?: PortalConfig; problems: ConfigProblem[] } {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    const pos = Number(/position (\d+)/.exec(String((e as Error).message))?.[1] ?? NaN);
    const before = Number.isFinite(pos) ? text.slice(0, pos).split('\n') : [];
    const line = before.length || undefined;
    const column = before.length ? before.at(-1)!.length + 1 : undefined;
    const where = line ? ` (line ${line}, column ${column})` : '';
    return {
      problems: [
        {
          file: checker.file,
          pointer: '',
          message: `the file is not valid JSON${where}`,
          fix: 'Look for a missing comma, quote or bracket just before that place',
          words: syntaxWords(line, column),
        },
      ],
    };
  }
  return checkConfigDocument(doc, checker);
}
