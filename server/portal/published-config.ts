/**
 * The page config the server renders with, read as the browser reads it (src/config/load-config.ts): the file the
 * studio publishes when there is one, else the build's portal.config.json; checked by the one checker, and on any
 * problem the config the server was built with (the console says what was wrong). Read again when the file's
 * modification time changes, so a publication shows on the next request without a restart.
 */
import { readFileSync, statSync } from 'node:fs';
import { checkConfigText } from '../config-check/portal-config-check';
import { log } from '../observe/log';
import { formatProblem, type PortalConfig } from '../../src/config/portal-config';
import builtIn from '../../pages.config/portal.json' with { type: 'json' };

export interface ConfigSource {
  current(): PortalConfig;
}

/** `files` in order of preference: the first that exists is the one read. */
export function publishedConfig(files: readonly string[]): ConfigSource {
  let seen: { file: string; mtimeMs: number; size: number } | undefined;
  let config = builtIn as unknown as PortalConfig;
  return {
    current() {
      const file = files.find((f) => {
        try {
          return statSync(f).isFile();
        } catch {
          return false;
        }
      });
      if (!file) return (config = builtIn as unknown as PortalConfig);
      const { mtimeMs, size } = statSync(file);
      if (seen && seen.file === file && seen.mtimeMs === mtimeMs && seen.size === size) return config;
      seen = { file, mtimeMs, size };
      const text = readFileSync(file, 'utf8');
      const { config: checked, problems } = checkConfigText(text, 'portal.config.json');
      for (const p of problems)
        log.warn({ file }, `portal config: ${formatProblem(p)} Rendering with the built-in config.`);
      return (config = checked ?? (builtIn as unknown as PortalConfig));
    },
  };
}
