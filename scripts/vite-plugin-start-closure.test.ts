import { describe, expect, it } from 'vitest';
import { startSet, staticClosure } from './vite-plugin-start-closure';

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

  it('holds what every load runs, not the entry page, the modules kept apart, nor what only import() reaches', () => {
    const set = startSet(
      { entry: 'index.html', starts: ['start.ts', 'boot.tsx'], apart: ['main.ts', 'start.ts'] },
      importsOf,
    );
    expect([...set].sort()).toEqual(['boot.tsx', 'config.ts', 'page-code.ts', 'react.js', 'renderer.tsx']);
  });

  it('is closed under static imports apart from the modules kept apart, so a chunk of it imports no other chunk', () => {
    const set = startSet(
      { entry: 'index.html', starts: ['start.ts', 'boot.tsx'], apart: ['main.ts', 'start.ts'] },
      importsOf,
    );
    for (const id of set) for (const dep of importsOf(id)) expect(set.has(dep), `${id} -> ${dep}`).toBe(true);
  });
});
