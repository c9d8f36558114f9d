/**
 * Page config in the build: a broken pages.config/portal.json fails the build with the checker's plain-words
 * messages; the build ships it as portal.config.json (read at start-up, so HR can change a deployed portal without
 * a rebuild) with a preload link in index.html; the dev server serves the live file; and the browser gets the
 * schema as a precompiled validator (virtual:portal-config-validator), never the Ajv compiler.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { checkConfigFile, CONFIG_FILE, standaloneValidatorSource } from './portal-config-check.ts';
import { formatProblem } from '../src/config/portal-config.ts';

const VALIDATOR_ID = 'virtual:portal-config-validator';
export const CONFIG_ASSET = 'portal.config.json';

export function portalConfigPlugin(): Plugin {
  let base = '/';
  let command: 'build' | 'serve' = 'serve';
  return {
    name: 'portal-config',
    configResolved(config) {
      base = config.base;
      command = config.command;
    },
    buildStart() {
      this.addWatchFile(CONFIG_FILE);
      const { problems } = checkConfigFile(CONFIG_FILE);
      if (!problems.length) return;
      const report = `Page config has ${problems.length} problem(s):\n${problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`;
      // A broken config must never ship; in dev the portal still starts and shows the same problems in the console.
      if (command === 'build') this.error(report);
      else this.warn(report);
    },
    resolveId(id) {
      return id === VALIDATOR_ID ? `\0${VALIDATOR_ID}` : undefined;
    },
    load(id) {
      return id === `\0${VALIDATOR_ID}` ? standaloneValidatorSource() : undefined;
    },
    configureServer(server) {
      server.middlewares.use(`${base}${CONFIG_ASSET}`, (_req, res) => {
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.setHeader('cache-control', 'no-cache');
        res.end(readFileSync(CONFIG_FILE));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: CONFIG_ASSET, source: readFileSync(CONFIG_FILE, 'utf8') });
    },
    transformIndexHtml() {
      return [{ tag: 'link', attrs: { rel: 'preload', href: `${base}${CONFIG_ASSET}`, as: 'fetch', crossorigin: 'anonymous' }, injectTo: 'head' }];
    },
  };
}
