/**
 * Page config in the build: a broken pages.config/portal.json fails the build with the checker's plain-words
 * messages; the build ships it as portal.config.json (read at start-up, so HR can change a deployed portal without
 * a rebuild) with a preload link in index.html; the dev server serves the live file; and the browser gets the
 * schema as a precompiled validator (virtual:portal-config-validator), never the Ajv compiler, and the checked
 * file's SHA-256 (virtual:portal-config-stamp), so an unedited deployed config is trusted without running it.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import {
  checkConfigFile,
  CONFIG_FILE,
  contractInfo,
  SPEC_FILE,
  explainingValidatorSource,
  standaloneValidatorSource,
} from '../server/config-check/portal-config-check';
import { formatProblem } from '../src/config/portal-config';

const VALIDATOR_ID = 'virtual:portal-config-validator';
const STAMP_ID = 'virtual:portal-config-stamp';
/** The studio's checker inputs: the explaining validator and the contract with its parameters (studio only). */
const STUDIO_CHECKER_ID = 'virtual:studio-checker';
export const CONFIG_ASSET = 'portal.config.json';
/**
 * Modules the portal imports dynamically as it starts (src/main.ts, src/start.ts). Not the config checker: an
 * unedited config is trusted by its stamp, so most visits never need it.
 */
export const STARTUP_MODULES = [/[\\/]src[\\/]start\.ts$/, /[\\/]src[\\/]boot\.tsx$/, /[\\/]react-dom[\\/]client\.js$/];

/** `ssr`: the server renderer's build, which needs the virtual modules but ships no portal.config.json of its own. */
export function portalConfigPlugin({ ssr = false } = {}): Plugin {
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
      return [VALIDATOR_ID, STAMP_ID, STUDIO_CHECKER_ID].includes(id) ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${VALIDATOR_ID}`) return standaloneValidatorSource();
      if (id === `\0${STUDIO_CHECKER_ID}`) {
        this.addWatchFile(SPEC_FILE);
        return `${explainingValidatorSource()}\nexport const contract = ${JSON.stringify(contractInfo())};`;
      }
      // The SHA-256 of the config this build checked: a served file with the same bytes needs no check in the browser.
      if (id === `\0${STAMP_ID}`)
        return `export const sha256 = ${JSON.stringify(createHash('sha256').update(readFileSync(CONFIG_FILE)).digest('hex'))};`;
      return undefined;
    },
    configureServer(server) {
      server.middlewares.use(`${base}${CONFIG_ASSET}`, (_req, res) => {
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.setHeader('cache-control', 'no-cache');
        res.end(readFileSync(CONFIG_FILE));
      });
    },
    generateBundle() {
      if (ssr) return;
      this.emitFile({ type: 'asset', fileName: CONFIG_ASSET, source: readFileSync(CONFIG_FILE, 'utf8') });
    },
    transformIndexHtml(html, ctx) {
      const tags: HtmlTagDescriptor[] = [
        {
          tag: 'link',
          attrs: { rel: 'preload', href: `${base}${CONFIG_ASSET}`, as: 'fetch', crossorigin: 'anonymous' },
          injectTo: 'head',
        },
      ];
      // What the portal imports as it starts (src/start.ts, React DOM, the portal): fetched with the entry, they are
      // there when it asks for them. Their own static imports too. (A page the server rendered has these links
      // moved into an inert <template>, for after its first paint: server/portal/html-document.ts.)
      const chunks = Object.values(ctx.bundle ?? {}).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const files = new Set<string>();
      const add = (chunk: Rolldown.OutputChunk | undefined) => {
        // (The entry and what Vite links for it already are left out.)
        if (!chunk || chunk.isEntry || html.includes(chunk.fileName) || files.has(chunk.fileName)) return;
        files.add(chunk.fileName);
        chunk.imports.forEach((f) => add(byFile.get(f)));
      };
      // By the modules a chunk holds, not its facade: the build's groups merge these into chunks of their own.
      for (const c of chunks) if (c.moduleIds.some((id) => STARTUP_MODULES.some((m) => m.test(id)))) add(c);
      for (const file of files)
        tags.push({
          tag: 'link',
          attrs: { rel: 'modulepreload', href: `${base}${file}`, crossorigin: '' },
          injectTo: 'head',
        });
      return tags;
    },
  };
}
