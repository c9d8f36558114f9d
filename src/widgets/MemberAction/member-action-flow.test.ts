/**
 * The split of decision 093: a job card draws its apply button from JobApply, ActionButton, ActionResult and
 * useMemberAction; the checks of a press (member-action-flow.ts, with the memberInfo query) are asked for only
 * through `import()`, so they are a chunk of their own and not on /home's first screen. Follows the card's static
 * imports through the widgets' own folders (not `import type`, not `import()`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph } from '../../../tests/support/static-imports';

const here = import.meta.dirname;

describe("the apply button's first chunk (decision 093)", () => {
  const card = importGraph(join(here, '../JobApply/JobApply.tsx')).modules;

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
