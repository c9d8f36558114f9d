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

describe('the catalogue gathers a definition for every section folder (decisions 049, 089)', () => {
  it('names exactly the section folders', () => {
    expect(Object.keys(catalog).sort()).toEqual([...folders].sort());
    expect(Object.keys(catalogEditing).sort()).toEqual([...folders].sort());
  });

  it.each(folders)('%s keeps its definition.ts and editing.ts in its own folder', (name) => {
    expect(existsSync(join(SECTIONS, name, 'definition.ts'))).toBe(true);
    expect(existsSync(join(SECTIONS, name, 'editing.ts'))).toBe(true);
  });

  it('keeps no section folder under src/config/components (only the definitions’ shared types)', () => {
    const components = join(import.meta.dirname, 'components');
    expect(readdirSync(components, { withFileTypes: true }).filter((d) => d.isDirectory())).toEqual([]);
  });
});
