/**
 * Start-up: the portal reads portal.config.json (preloaded by index.html), checks it with config-problems.ts
 * (the precompiled schema validator and the contract rules the browser can check, fetched beside the file) and
 * runs on it. A config that is missing, not JSON or wrong keeps the portal running on the config it was built
 * with, and the console says which field was wrong.
 */
import { formatProblem, type ConfigProblem, type PortalConfig } from './portal-config';

export const CONFIG_URL = `${import.meta.env.BASE_URL}portal.config.json`;
const FILE = 'portal.config.json';

export interface LoadedConfig {
  config: PortalConfig;
  source: 'served' | 'built-in';
  problems: ConfigProblem[];
}

async function builtIn(): Promise<PortalConfig> {
  return (await import('../../pages.config/portal.json')).default as unknown as PortalConfig;
}

export async function loadPortalConfig(fetchImpl: typeof fetch = (...a) => fetch(...a)): Promise<LoadedConfig> {
  // The validator's chunk downloads while the config does (it is only needed once the file is here).
  const checker = import('./config-problems');
  checker.catch(() => undefined); // when the fetch fails first, nobody awaits it
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
    problems = (await checker).configProblems(doc, FILE);
    if (!problems.length) return { config: doc as PortalConfig, source: 'served', problems };
  } catch (e) {
    problems = [{ file: FILE, pointer: '', message: e instanceof SyntaxError ? e.message : `could not be loaded (${(e as Error).message})`, fix: 'Check that it is deployed beside index.html' }];
  }
  for (const p of problems) console.warn(`[portal config] ${formatProblem(p)} Running on the built-in config.`);
  return { config: await builtIn(), source: 'built-in', problems };
}
