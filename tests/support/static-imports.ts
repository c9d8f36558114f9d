/**
 * The static import graph of a module as its source reads (for tests that hold what a chunk may contain):
 * `import x from`, `import {..} from`, `import '...'`, `export .. from`; not `import type` nor `import()`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The specifiers of a module's static value imports. */
function staticImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const specs: string[] = [];
  for (const m of code.matchAll(/^\s*(import|export)\s+(type\s+)?([^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm))
    if (!m[2]) specs.push(m[4]!);
  return specs;
}

function resolve(from: string, spec: string): string | undefined {
  const base = join(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((f) => existsSync(f) && /\.tsx?$/.test(f));
}

/**
 * Every repo module `entry` (an absolute path) reaches by static imports, and each package it imports with the first
 * module that imports it.
 */
export function importGraph(entry: string) {
  const modules = new Set<string>();
  const packages = new Map<string, string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    for (const spec of staticImports(file)) {
      if (spec.startsWith('.')) {
        const target = resolve(file, spec);
        if (target) visit(target);
      } else if (!packages.has(spec)) packages.set(spec, file);
    }
  };
  visit(entry);
  return { modules, packages };
}
