/**
 * The studio's check of a draft: `npm run config:check`'s checker (src/config/config-check.ts) with the schema
 * precompiled and the contract's operations and parameters (virtual:studio-checker): one code path, no copy.
 */
import validate, { contract } from 'virtual:studio-checker';
import { checkConfigDocument } from '../../src/config/config-check';
import type { ContractInfo } from '../../src/config/config-rules';
import type { ConfigProblem } from '../../src/config/portal-config';

export const studioContract: ContractInfo = contract;

export const checkDraft = (config: unknown): ConfigProblem[] =>
  checkConfigDocument(config, { file: 'portal.config.json', validate, contract }).problems;

/** The problems at `pointer` or inside it. */
export const problemsUnder = (problems: readonly ConfigProblem[], pointer: string) =>
  problems.filter((p) => p.pointer === pointer || p.pointer.startsWith(`${pointer}/`));
