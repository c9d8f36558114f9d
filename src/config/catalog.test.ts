import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalog } from './catalog';
import { catalogEditing } from './catalog-editing';

const SECTIONS = join(import.meta.dirname, '../sections');
// A section component's folder is the one holding a component file of its own name.
const folders = readdirSync(SECTIONS, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(SECTIONS, d.name, `${d.name}.tsx`)))
  .map((d) => d.name);

describe('the catalogue gathers every section folder’s definitions (decision 049)', () => {
  it('names exactly the section folders', () => {
    expect(Object.keys(catalog).sort()).toEqual([...folders].sort());
    expect(Object.keys(catalogEditing).sort()).toEqual([...folders].sort());
  });

  it.each(folders)('%s has its definition.ts and editing.ts', (name) => {
    expect(existsSync(join(SECTIONS, name, 'definition.ts'))).toBe(true);
    expect(existsSync(join(SECTIONS, name, 'editing.ts'))).toBe(true);
  });
});
