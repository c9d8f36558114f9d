import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalog } from './catalog';
import { catalogEditing } from './catalog-editing';

const SECTIONS = join(import.meta.dirname, '../sections');
const COMPONENTS = join(import.meta.dirname, 'components');
// A section component's folder is the one holding a component file of its own name.
const folders = readdirSync(SECTIONS, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(SECTIONS, d.name, `${d.name}.tsx`)))
  .map((d) => d.name);

describe('the catalogue gathers a definition for every section folder (decisions 049, 061)', () => {
  it('names exactly the section folders', () => {
    expect(Object.keys(catalog).sort()).toEqual([...folders].sort());
    expect(Object.keys(catalogEditing).sort()).toEqual([...folders].sort());
  });

  it.each(folders)('%s has its definition.ts and editing.ts under src/config/components', (name) => {
    expect(existsSync(join(COMPONENTS, name, 'definition.ts'))).toBe(true);
    expect(existsSync(join(COMPONENTS, name, 'editing.ts'))).toBe(true);
  });

  it('keeps no definition in a section folder (src/config would import src/sections: a folder cycle)', () => {
    expect(folders.filter((name) => existsSync(join(SECTIONS, name, 'definition.ts')))).toEqual([]);
    expect(folders.filter((name) => existsSync(join(SECTIONS, name, 'editing.ts')))).toEqual([]);
  });
});
