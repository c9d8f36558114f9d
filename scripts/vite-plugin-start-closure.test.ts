import { describe, expect, it } from 'vitest';
import { startClosurePlugin, startSet, staticClosure } from './vite-plugin-start-closure';

// A small portal: the HTML entry points at its script, which asks for the start-up with import() (not an edge here:
// only static imports are followed); the start-up reaches the frame; a section is reached only by import().
const graph: Record<string, string[]> = {
  'index.html': ['main.ts'],
  'main.ts': ['page-code.ts'],
  'page-code.ts': [],
  'start.ts': ['config.ts', 'react.js'],
  'boot.tsx': ['renderer.tsx', 'react.js'],
  'renderer.tsx': ['config.ts', 'page-code.ts'],
  'config.ts': [],
  'react.js': [],
  'Section.tsx': ['renderer.tsx', 'far-only.ts'],
  'far-only.ts': [],
};
const importsOf = (id: string) => graph[id] ?? [];

describe('the start-up closure', () => {
  it('follows static imports to the end, each module once, through cycles', () => {
    const cyclic = { a: ['b'], b: ['c', 'a'], c: [] } as Record<string, string[]>;
    expect(staticClosure(['a'], (id) => cyclic[id] ?? [])).toEqual(new Set(['a', 'b', 'c']));
  });

  it('holds what every load runs after the paint: not the entry page, nor what its script imports (fetched before the paint), the modules kept apart, or what only import() reaches', () => {
    const set = startSet(
      { entry: 'index.html', starts: ['start.ts', 'boot.tsx'], beforePaint: ['main.ts'], apart: ['start.ts'] },
      importsOf,
    );
    expect([...set].sort()).toEqual(['boot.tsx', 'config.ts', 'react.js', 'renderer.tsx']);
  });

  it('imports, statically, only itself and what came before the paint, which imports nothing of it: no chunk cycle', () => {
    const set = startSet(
      { entry: 'index.html', starts: ['start.ts', 'boot.tsx'], beforePaint: ['main.ts'], apart: ['start.ts'] },
      importsOf,
    );
    const early = staticClosure(['main.ts'], importsOf);
    for (const id of set)
      for (const dep of importsOf(id)) expect(set.has(dep) || early.has(dep), `${id} -> ${dep}`).toBe(true);
    // And what comes before the paint imports nothing of it.
    for (const id of early) for (const dep of importsOf(id)) expect(set.has(dep), `${id} -> ${dep}`).toBe(false);
  });
});

describe('the plugin', () => {
  it('names the entry by its whole path: studio/index.html, met first, is not the portal’s index.html', () => {
    const { plugin, modules } = startClosurePlugin({
      entry: 'index.html',
      starts: ['src/start.ts'],
      beforePaint: ['src/main.ts'],
      apart: ['src/start.ts'],
    });
    const studioGraph: Record<string, string[]> = {
      '/r/studio/index.html': ['/r/studio/main.tsx'],
      '/r/studio/main.tsx': [],
      '/r/index.html': ['/r/src/main.ts'],
      '/r/src/main.ts': [],
      '/r/src/start.ts': ['/r/src/frame.ts'],
      '/r/src/frame.ts': [],
    };
    const context = {
      getModuleIds: () => Object.keys(studioGraph)[Symbol.iterator](),
      getModuleInfo: (id: string) => ({ importedIds: studioGraph[id] ?? [] }),
    };
    (plugin.configResolved as (c: { root: string }) => void)({ root: '/r' });
    (plugin.buildEnd as (this: typeof context, e?: Error) => void).call(context);
    expect([...modules]).toEqual(['/r/src/frame.ts']);
  });
});
