/**
 * Start-up: the portal reads portal.config.json (preloaded by index.html) and runs on it: as it is when it is the
 * very file the build checked (same SHA-256), else once config-problems.ts (the precompiled schema validator and
 * the contract rules the browser can check) has found nothing wrong. A config that is missing, not JSON or wrong
 * keeps the portal running on the config it was built with, and the console says which field was wrong.
 */
import { sha256 as builtStamp } from 'virtual:portal-config-stamp';
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

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/** Whether the served text is byte for byte the config the build checked (no Web Crypto: assume not). */
async function sameAsBuilt(text: string): Promise<boolean> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return false;
  try {
    return hex(await subtle.digest('SHA-256', new TextEncoder().encode(text))) === builtStamp;
  } catch {
    return false;
  }
}

export async function loadPortalConfig(fetchImpl: typeof fetch = (...a) => fetch(...a)): Promise<LoadedConfig> {
  let problems: ConfigProblem[];
  try {
    const response = await fetchImpl(CONFIG_URL, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const text = await response.text();
    let doc: unknown;
    try {
      doc = JSON.parse(text);
    } catch {
      throw new SyntaxError('the file is not valid JSON');
    }
    // The file the build checked, unedited since: trusted as it is. An edited one runs through the checker, whose
    // chunk is fetched only then.
    if (await sameAsBuilt(text)) return { config: doc as PortalConfig, source: 'served', problems: [] };
    problems = (await import('./config-problems')).configProblems(doc, FILE);
    if (!problems.length) return { config: doc as PortalConfig, source: 'served', problems };
  } catch (e) {
    problems = [
      {
        file: FILE,
        pointer: '',
        message: e instanceof SyntaxError ? e.message : `could not be loaded (${(e as Error).message})`,
        fix: 'Check that it is deployed beside index.html',
      },
    ];
  }
  for (const p of problems) console.warn(`[portal config] ${formatProblem(p)} Running on the built-in config.`);
  return { config: await builtIn(), source: 'built-in', problems };
}
