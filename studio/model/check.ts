/**
 * The studio's check of a draft: `npm run config:check`'s checker (src/config/config-check.ts) with the schema
 * precompiled and the contract's operations and parameters (virtual:studio-checker): one code path, no copy.
 */
import validate, { contract } from 'virtual:studio-checker';
import { checkConfigDocument } from '../../src/config/config-check';
import type { ContractInfo } from '../../src/config/config-rules';
import { configWarnings } from '../../src/config/config-warnings';
import type { ConfigProblem, PortalConfig } from '../../src/config/portal-config';

export const studioContract: ContractInfo = contract;

export const checkDraft = (config: unknown): ConfigProblem[] =>
  checkConfigDocument(config, { file: 'portal.config.json', validate, contract }).problems;

/**
 * The draft's warnings (提醒, `level: 'warning'`): shown beside the problems, never blocking publishing or the
 * preview. Only a draft without problems is warned about: a broken one is told its problems first (pass them when
 * known, to check once).
 */
export function checkWarnings(
  config: unknown,
  problems: readonly ConfigProblem[] = checkDraft(config),
): ConfigProblem[] {
  if (!config || problems.length) return [];
  return configWarnings(config as PortalConfig);
}

/** The problems at `pointer` or inside it. */
export const problemsUnder = (problems: readonly ConfigProblem[], pointer: string) =>
  problems.filter((p) => p.pointer === pointer || p.pointer.startsWith(`${pointer}/`));
