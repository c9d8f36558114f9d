/**
 * What the portal runs on every load, known once the module graph is complete (decision 093, amended): the entry's
 * static imports and those of the start-up it asks for with `import()` on every load (src/start.ts, src/boot.tsx).
 * Every module of that set is fetched on every page anyway, so they may share one chunk; lazy chunks (sections, parts,
 * English, the studio's editors) import from it and it reaches them only through `import()`, so no chunk cycle can
 * form. Read in `buildEnd`, before Rolldown splits chunks (a group's `test` runs while the bundle is generated).
 */
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Every module `from` reaches through `importsOf` (the starting modules included). */
export function staticClosure(from: readonly string[], importsOf: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...from];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...importsOf(id));
  }
  return seen;
}

/** Each names a module by its path from the project's root, e.g. 'index.html', 'src/start.ts'. */
type StartModules = {
  /** The page's HTML entry. */
  entry: string;
  /** What the entry asks for with `import()` on every load. */
  starts: readonly string[];
  /**
   * The entry's own script: it and all it imports statically are fetched before the first paint (decision 030), so
   * they stay out, small, in a chunk of their own; the set's chunk may import them, they never import it.
   */
  beforePaint: readonly string[];
  /** Modules left out, each a chunk of its own: those whose top level runs the start-up. */
  apart: readonly string[];
};

/**
 * The static closure of the entry and the start-up, without the HTML entry, what is fetched before the paint and
 * the modules kept `apart`.
 */
export function startSet(ids: StartModules, importsOf: (id: string) => readonly string[]): Set<string> {
  const left = new Set([ids.entry, ...staticClosure(ids.beforePaint, importsOf), ...ids.apart]);
  return new Set([...staticClosure([ids.entry, ...ids.starts], importsOf)].filter((id) => !left.has(id)));
}

/**
 * The plugin, with the set it fills in place in `buildEnd` (empty before, and in dev, where nothing is split): a
 * group's `test` written in the config reads the finished set.
 */
export function startClosurePlugin(ends: StartModules): { plugin: Plugin; modules: Set<string> } {
  const modules = new Set<string>();
  let root = '';
  const plugin: Plugin = {
    name: 'start-closure',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd(error) {
      if (error) return;
      const ids = new Set(this.getModuleIds());
      // By the whole path: by its end alone, '/index.html' also named studio/index.html, and which came first
      // depended on the checkout (a clean clone put the studio's start-up in the portal's chunk).
      const named = (path: string) => {
        const id = join(root, path);
        if (!ids.has(id)) throw new Error(`start-closure: no module ${id}`);
        return id;
      };
      const found = startSet(
        {
          entry: named(ends.entry),
          starts: ends.starts.map(named),
          beforePaint: ends.beforePaint.map(named),
          apart: ends.apart.map(named),
        },
        (id) => this.getModuleInfo(id)?.importedIds ?? [],
      );
      modules.clear();
      found.forEach((id) => modules.add(id));
    },
  };
  return { plugin, modules };
}
