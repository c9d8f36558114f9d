/**
 * What src/start.ts loads before React (docs/decisions/008): the opened page's calls start once this code has
 * arrived, so React, its bindings and the router must stay out of it. Follows start.ts's static imports (not
 * `import type`, not `import()`) through the repo's own modules. And the entry before it, src/main.ts, which a
 * page the server rendered runs before its first paint (decision 030): it must import next to nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const REACT_SIDE = /^(react|react-dom|react-router|react-router-dom|@tanstack\/react-query|valtio)(\/|$)/;
const ALLOWED = new Set(['valtio/vanilla']);

function resolve(from: string, spec: string): string | undefined {
  const base = join(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((f) => existsSync(f) && !f.endsWith('/'));
}

/** Static value imports of a module: `import x from`, `import {..} from`, `import '...'`, `export .. from`. */
function staticImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const specs: string[] = [];
  for (const m of code.matchAll(/^\s*(import|export)\s+(type\s+)?([^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm))
    if (!m[2]) specs.push(m[4]!);
  return specs;
}

function importGraph(entry: string) {
  const seen = new Set<string>();
  const packages = new Map<string, string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of staticImports(file)) {
      if (spec.startsWith('.')) {
        const target = resolve(file, spec);
        if (target && /\.tsx?$/.test(target)) visit(target);
      } else if (!packages.has(spec)) packages.set(spec, relative(root, file));
    }
  };
  visit(join(root, entry));
  return { modules: [...seen].map((f) => relative(root, f)), packages };
}

describe('the entry (src/main.ts)', () => {
  it('imports only the id of the page code list: the start-up is a dynamic import', () => {
    const { modules, packages } = importGraph('src/main.ts');
    expect(modules.sort()).toEqual(['src/main.ts', 'src/renderer/page-code.ts']);
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
