/**
 * What the server renderer links for a page (decision 025): for each section component of the catalogue, the
 * chunk its code ended up in (home sections share one, see vite-plugin-portal-config.ts) with the chunks it imports
 * and their CSS, written to `.vite/section-assets.json` in the build. The server puts the CSS of a page's sections
 * in its <head> (server HTML arrives styled, no shift when the code comes) and modulepreloads their code, so the
 * browser can hydrate without waiting for a chunk it could have fetched with the page. `startup`: the same for the
 * portal's start-up (src/start.ts, React DOM, boot.tsx), which every page needs.
 */
import type { Plugin, Rolldown } from 'vite';
import { STARTUP_MODULES } from './vite-plugin-portal-config';

export const SECTION_ASSETS = '.vite/section-assets.json';
const SECTION_MODULE = /[\\/]src[\\/]sections[\\/](\w+)[\\/]\1\.tsx$/;
/** The parts only some pages draw (src/renderer/part-loaders.ts, decision 091), listed by name beside the sections. */
const PART_MODULE = /[\\/]src[\\/](?:widgets[\\/](FilterBar|Pagination)[\\/]\1|renderer[\\/](Gate)[\\/]\2)\.tsx$/;

export interface ChunkAssets {
  js: string[];
  css: string[];
}

export function sectionAssetsPlugin(): Plugin {
  return {
    name: 'section-assets',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const assetsOf = (chunk: Rolldown.OutputChunk): ChunkAssets => {
        const js = new Set<string>();
        const css = new Set<string>();
        const add = (c: Rolldown.OutputChunk | undefined) => {
          if (!c || js.has(c.fileName)) return;
          js.add(c.fileName);
          c.viteMetadata?.importedCss.forEach((f) => css.add(f));
          c.imports.forEach((f) => add(byFile.get(f)));
        };
        add(chunk);
        return { js: [...js], css: [...css] };
      };
      const sections: Record<string, ChunkAssets> = {};
      for (const chunk of chunks)
        for (const id of chunk.moduleIds) {
          const part = PART_MODULE.exec(id);
          const name = SECTION_MODULE.exec(id)?.[1] ?? part?.[1] ?? part?.[2];
          if (name) sections[name] = assetsOf(chunk);
        }
      const startup = { js: new Set<string>(), css: new Set<string>() };
      for (const chunk of chunks)
        if (chunk.moduleIds.some((id) => STARTUP_MODULES.some((m) => m.test(id)))) {
          const a = assetsOf(chunk);
          a.js.forEach((f) => startup.js.add(f));
          a.css.forEach((f) => startup.css.add(f));
        }
      const source = JSON.stringify({ startup: { js: [...startup.js], css: [...startup.css] }, sections }, null, 1);
      this.emitFile({ type: 'asset', fileName: SECTION_ASSETS, source });
    },
  };
}
