/**
 * The split of decision 093: a job card draws its apply button from JobApply, ActionButton, ActionResult and
 * useMemberAction; the checks of a press (member-action-flow.ts, with the memberInfo query) are asked for only
 * through `import()`, so they are a chunk of their own and not on /home's first screen. Follows the card's static
 * imports through the widgets' own folders (not `import type`, not `import()`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const here = import.meta.dirname;

/** Static value imports of a module (`import type` left out, `import()` is not matched). */
function staticImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const specs: string[] = [];
  for (const m of code.matchAll(/^\s*(import|export)\s+(type\s+)?([^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm))
    if (!m[2]) specs.push(m[4]!);
  return specs;
}

function resolve(from: string, spec: string): string | undefined {
  const base = join(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`].find((f) => existsSync(f) && /\.tsx?$/.test(f));
}

/** Every module of src/ the card reaches by static imports from `entry`. */
function reached(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of staticImports(file)) {
      const target = spec.startsWith('.') ? resolve(file, spec) : undefined;
      if (target) visit(target);
    }
  };
  visit(entry);
  return seen;
}

describe("the apply button's first chunk (decision 093)", () => {
  const card = reached(join(here, '../JobApply/JobApply.tsx'));

  it('holds the button, its state and the hook', () => {
    for (const f of ['ActionButton.tsx', 'ActionResult.tsx', 'use-member-action.ts'])
      expect(card).toContain(join(here, f));
  });

  it('leaves the checks of a press and the memberInfo query to a chunk loaded on the first press', () => {
    expect(card).not.toContain(join(here, 'member-action-flow.ts'));
    expect(card).not.toContain(join(here, '../../data/member.ts'));
    expect(readFileSync(join(here, 'use-member-action.ts'), 'utf8')).toContain("import('./member-action-flow')");
  });
});
