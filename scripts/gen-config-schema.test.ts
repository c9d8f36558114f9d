// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalog, type ComponentName } from '../src/config/catalog';
import { catalogEditing } from '../src/config/catalog-editing';
import { docsFromCatalogue, schemaFromCatalogue, staleFiles } from './gen-config-schema';
import { checkConfigText, CONFIG_FILE, SCHEMA_FILE } from '../server/config-check/portal-config-check';

describe('the component catalogue is the one registry', () => {
  it('pages.config/schema.json and docs/config.md are what it makes', () => {
    expect(staleFiles()).toEqual([]);
  });

  it('a component added to the catalogue reaches the schema enum and the docs table', () => {
    const schema = JSON.parse(schemaFromCatalogue(readFileSync(SCHEMA_FILE, 'utf8')));
    expect(schema.$defs.section.properties.component.enum).toEqual(Object.keys(catalog));
    const docs = docsFromCatalogue(readFileSync('docs/config.md', 'utf8'));
    for (const name of Object.keys(catalog)) expect(docs).toContain(`| ${name} |`);
  });

  it('every component added with its defaults passes the full check', () => {
    const config = JSON.parse(readFileSync(CONFIG_FILE, 'utf8'));
    // On a page of their own that no link opens: a detail needs its record number, which the home page never has.
    config.pages.every = {
      route: '/every',
      sections: (Object.keys(catalog) as ComponentName[]).map((name, i) => ({
        id: `s${i}`,
        component: name,
        ...catalogEditing[name].defaults,
      })),
    };
    expect(checkConfigText(JSON.stringify(config), 'portal.config.json').problems).toEqual([]);
  });

  it('options a component does not take are refused in plain words', () => {
    const config = JSON.parse(readFileSync(CONFIG_FILE, 'utf8'));
    const jobs = config.pages.home.sections.findIndex((s: { id: string }) => s.id === 'jobs');
    config.pages.home.sections[jobs].options = { layout: 'compact' };
    const { problems } = checkConfigText(JSON.stringify(config), 'portal.config.json');
    expect(problems).toContainEqual(
      expect.objectContaining({
        pointer: `/pages/home/sections/${jobs}/options`,
        message: 'is not a setting this component takes',
      }),
    );
  });
});
