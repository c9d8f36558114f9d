/**
 * Start-up: the portal reads portal.config.json (preloaded by index.html), checks it with the precompiled schema
 * validator and the contract rules the browser can check, and runs on it. A config that is missing, not JSON or
 * wrong keeps the portal running on the config it was built with, and the console says which field was wrong.
 */
import validateSchema from 'virtual:portal-config-validator';
import { operations } from '../../sdk/operations.gen';
import { checkConfigRules, type ContractInfo } from './config-rules';
import { formatProblem, type ConfigProblem, type PortalConfig } from './portal-config';

export const CONFIG_URL = `${import.meta.env.BASE_URL}portal.config.json`;
const FILE = 'portal.config.json';

/** What the browser knows of the contract: which operations exist (parameters are checked at build). */
const browserContract: ContractInfo = {
  operations: Object.fromEntries(Object.entries(operations).map(([id, op]) => [id, { method: op.method }])),
};

export interface LoadedConfig {
  config: PortalConfig;
  source: 'served' | 'built-in';
  problems: ConfigProblem[];
}

/** The problems of a config document, or none. */
export function configProblems(doc: unknown, file = FILE): ConfigProblem[] {
  if (!validateSchema(doc)) {
    return (validateSchema.errors ?? []).map((e) => ({
      file,
      pointer: e.instancePath,
      message: e.message ?? 'is not valid',
      fix: 'Run `npm run config:check <file>` on it for the full explanation',
    }));
  }
  return checkConfigRules(doc as PortalConfig, browserContract, file);
}

async function builtIn(): Promise<PortalConfig> {
  return (await import('../../pages.config/portal.json')).default as unknown as PortalConfig;
}

export async function loadPortalConfig(fetchImpl: typeof fetch = (...a) => fetch(...a)): Promise<LoadedConfig> {
  let problems: ConfigProblem[];
  try {
    const response = await fetchImpl(CONFIG_URL, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    let doc: unknown;
    try {
      doc = await response.json();
    } catch {
      throw new SyntaxError('the file is not valid JSON');
    }
    problems = configProblems(doc);
    if (!problems.length) return { config: doc as PortalConfig, source: 'served', problems };
  } catch (e) {
    problems = [{ file: FILE, pointer: '', message: e instanceof SyntaxError ? e.message : `could not be loaded (${(e as Error).message})`, fix: 'Check that it is deployed beside index.html' }];
  }
  for (const p of problems) console.warn(`[portal config] ${formatProblem(p)} Running on the built-in config.`);
  return { config: await builtIn(), source: 'built-in', problems };
}
