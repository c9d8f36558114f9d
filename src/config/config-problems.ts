/**
 * The check the browser runs on a served portal.config.json: the precompiled schema validator and the contract
 * rules it can check. Its own chunk (81 kB of generated validator code), which load-config.ts imports only for a
 * config that differs from the one the build checked.
 */
import validateSchema from 'virtual:portal-config-validator';
import { operations } from '../../sdk/operations.gen';
import { checkConfigRules, type ContractInfo } from './config-rules';
import type { ConfigProblem, PortalConfig } from './portal-config';
import { withPlaces } from './problem-words';
import { schemaWords } from './schema-words';

/** What the browser knows of the contract: which operations exist (parameters are checked at build). */
const browserContract: ContractInfo = {
  operations: Object.fromEntries(Object.entries(operations).map(([id, op]) => [id, { method: op.method }])),
};

/** The problems of a config document, or none. */
export function configProblems(doc: unknown, file = 'portal.config.json'): ConfigProblem[] {
  if (!validateSchema(doc)) {
    const problems = (validateSchema.errors ?? []).map((e) => ({
      file,
      pointer: e.instancePath,
      message: e.message ?? 'is not valid',
      fix: 'Run `npm run config:check <file>` on it for the full explanation',
      words: schemaWords(e, e.instancePath, doc),
    }));
    return withPlaces(problems, doc);
  }
  return withPlaces(checkConfigRules(doc as PortalConfig, browserContract, file), doc);
}
