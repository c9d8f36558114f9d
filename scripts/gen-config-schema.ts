#!/usr/bin/env -S npx tsx
/**
 * `npm run config:schema`: the catalogue (src/config/catalog.ts with catalog-editing.ts, gathering each section
 * folder's definition.ts and editing.ts; decisions 049, 089) is the one registry of section components; this writes
 * what follows from it: the schema's `component` enum and each component's
 * `options` schema (pages.config/schema.json), and the component table of docs/config.md. `-- --check` fails
 * when either file is not what the catalogue makes (CI runs it, like `sdk:check`; decision 018).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { catalog, isComponentName, type ComponentName } from '../src/config/catalog';
import { editingOf } from '../src/config/catalog-editing';
import { ROOT, SCHEMA_FILE } from '../server/config-check/portal-config-check';

const DOCS_FILE = join(ROOT, 'docs/config.md');
const START = '<!-- components:start (written by npm run config:schema) -->';
const END = '<!-- components:end -->';
const names = Object.keys(catalog).filter(isComponentName);

/** A component's options schema, described for editors; `false` (no options at all) when it takes none. */
function optionsSchema(name: ComponentName) {
  const { options, label } = editingOf(name);
  return options ? { description: `Settings of ${label.en} (${name}).`, ...options } : false;
}

/** The schema text with the section's component enum and per-component options from the catalogue. */
export function schemaFromCatalogue(text: string): string {
  const schema = JSON.parse(text);
  const section = schema.$defs.section;
  section.properties.component.enum = names;
  section.properties.options = {
    type: 'object',
    description:
      'Settings of this component: which ones each component takes is in docs/config.md (Components). A component that takes none refuses any.',
  };
  section.allOf = names.map((name) => ({
    if: { properties: { component: { const: name } }, required: ['component'] },
    then: { properties: { options: optionsSchema(name) } },
  }));
  return `${JSON.stringify(schema, null, 2)}\n`;
}

const cell = (text: string) => text.replace(/\|/g, '\\|');
const optionNames = (name: ComponentName) => Object.keys(editingOf(name).options?.properties ?? {});
/** What an editor sets in the studio's form: the section settings and the options that have words. */
const editorFields = (name: ComponentName) =>
  [...editingOf(name).settings, ...Object.keys(editingOf(name).optionWords ?? {}).map((o) => `options.${o}`)]
    .map((f) => `\`${f}\``)
    .join(', ');

/** docs/config.md with its component table made from the catalogue. */
export function docsFromCatalogue(text: string): string {
  const rows = names.map((name) => {
    const entry = catalog[name] as { kind: string; operations: readonly string[] };
    const { label } = editingOf(name);
    const ops = entry.operations.map((o) => `\`${o}\``).join(', ') || '—';
    const options =
      optionNames(name)
        .map((o) => `\`${o}\``)
        .join(', ') || '—';
    return `| ${name} | ${cell(label['zh-CN'])} (${cell(label.en)}) | ${entry.kind} | ${ops} | ${options} | ${editorFields(name)} |`;
  });
  const table = [
    START,
    '',
    "| component | label | kind | data it draws | options | the studio's form |",
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    END,
  ].join('\n');
  const from = text.indexOf(START);
  const to = text.indexOf(END);
  if (from < 0 || to < 0) throw new Error(`docs/config.md has no ${START} ... ${END} block`);
  return `${text.slice(0, from)}${table}${text.slice(to + END.length)}`;
}

/** The files the catalogue writes that differ from what it makes. */
export function staleFiles(): string[] {
  const stale: string[] = [];
  const schema = readFileSync(SCHEMA_FILE, 'utf8');
  if (schemaFromCatalogue(schema) !== schema) stale.push('pages.config/schema.json');
  const docs = readFileSync(DOCS_FILE, 'utf8');
  if (docsFromCatalogue(docs) !== docs) stale.push('docs/config.md');
  return stale;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--check')) {
    const stale = staleFiles();
    if (stale.length) {
      console.error(`✗ ${stale.join(' and ')} not in step with src/config/catalog*.ts: run npm run config:schema`);
      process.exitCode = 1;
    } else console.log('✓ pages.config/schema.json and docs/config.md follow the component catalogue');
  } else {
    writeFileSync(SCHEMA_FILE, schemaFromCatalogue(readFileSync(SCHEMA_FILE, 'utf8')));
    writeFileSync(DOCS_FILE, docsFromCatalogue(readFileSync(DOCS_FILE, 'utf8')));
    console.log('wrote pages.config/schema.json and docs/config.md from the component catalogue');
  }
}
