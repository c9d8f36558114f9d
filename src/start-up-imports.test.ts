/**
 * What src/start.ts loads before React (docs/decisions/008): the opened page's calls start once this code has
 * arrived, so React, its bindings and the router must stay out of it. Follows start.ts's static imports (not
 * `import type`, not `import()`) through the repo's own modules. And the entry before it, src/main.ts, which a
 * page the server rendered runs before its first paint (decision 030): it must import next to nothing.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph as staticGraph } from '../tests/support/static-imports';

const root = join(import.meta.dirname, '..');
const REACT_SIDE = /^(react|react-dom|react-router|react-router-dom|@tanstack\/react-query|valtio)(\/|$)/;
const ALLOWED = new Set(['valtio/vanilla']);

/** The graph of `entry` (from the root), its modules and the files importing each package from the root. */
function importGraph(entry: string) {
  const graph = staticGraph(join(root, entry));
  return {
    modules: [...graph.modules].map((f) => relative(root, f)),
    packages: new Map([...graph.packages].map(([spec, file]) => [spec, relative(root, file)])),
  };
}

describe('the entry (src/main.ts)', () => {
  it('imports only the page code list and the side panel’s closed mark: the start-up is a dynamic import', () => {
    const { modules, packages } = importGraph('src/main.ts');
    // The closed mark hides a side panel closed earlier in the visit from the first paint (decision 098).
    expect(modules.sort()).toEqual([
      'src/main.ts',
      'src/renderer/page-code.ts',
      'src/sections/SidePanel/closed-mark.ts',
      'src/widgets/closed-for-visit.ts',
    ]);
    expect([...packages.keys()]).toEqual([]);
  });
});

describe('the start-up chunk (src/start.ts and what it imports)', () => {
  const { modules, packages } = importGraph('src/start.ts');

  it('follows the imports it is meant to (config loader, prefetch, SDK, query client)', () => {
    expect(modules).toEqual(
      expect.arrayContaining([
        'src/config/load-config.ts',
        'src/renderer/prefetch.ts',
        'src/data/query-client.ts',
        'sdk/client.ts',
      ]),
    );
  });

  it('asks for boot.tsx alone, which brings React DOM: no task of its own between them (decision 030, amended)', () => {
    const code = readFileSync(join(root, 'src/start.ts'), 'utf8');
    expect([...code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1])).toEqual(['./boot']);
  });

  it("imports neither React, its bindings nor the router: the page's calls must not wait for them", () => {
    const offending = [...packages]
      .filter(([spec]) => REACT_SIDE.test(spec) && !ALLOWED.has(spec))
      .map(([spec, file]) => `${spec} (in ${file})`);
    expect(offending).toEqual([]);
  });
});
