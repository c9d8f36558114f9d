// @vitest-environment node
/**
 * The section folders are the one list of sections (decision 089): the committed indexes are what the folders make
 * (so `npm test` fails on a stale one), and adding a section is one new folder plus the page config, as the docs'
 * walk-through says (docs/config.md, "Adding a section"). That walk-through is followed here on a throw-away copy
 * of the parts it touches: a folder is added, `npm run sections` and `npm run config:schema` are run there, and the
 * catalogue, the loaders, the schema, the docs' table and the config check all know the new section.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { staleIndexes } from './gen-sections';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..');

describe('the section indexes', () => {
  it('are what the folders of src/sections make', async () => {
    expect(await staleIndexes()).toEqual([]);
  });
});

describe('adding a section: one folder and the page config', () => {
  const copy = mkdtempSync(join(tmpdir(), 'add-section-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it(
    'reaches the catalogue, the loaders, the schema, the docs and the config check',
    { timeout: 120_000 },
    async () => {
      for (const part of [
        'src',
        'sdk',
        'openapi',
        'pages.config',
        'server/config-check',
        'server/observe',
        'docs/config.md',
      ])
        cpSync(join(ROOT, part), join(copy, part), { recursive: true });
      for (const file of ['gen-sections.ts', 'gen-config-schema.ts'])
        cpSync(join(ROOT, 'scripts', file), join(copy, 'scripts', file));
      for (const file of ['package.json', '.prettierrc.json', 'tsconfig.json'])
        cpSync(join(ROOT, file), join(copy, file));
      symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));

      // The walk-through: the folder (component, definition, editing) ...
      const folder = join(copy, 'src/sections/ProbeNote');
      mkdirSync(folder);
      writeFileSync(join(folder, 'ProbeNote.tsx'), 'export function ProbeNote() {\n  return <p>probe</p>;\n}\n');
      writeFileSync(
        join(folder, 'definition.ts'),
        "import type { SectionDefinition } from '../../config/components/section-definition';\n\n" +
          "export const definition = { kind: 'widget', operations: [] } as const satisfies SectionDefinition;\n",
      );
      writeFileSync(
        join(folder, 'editing.ts'),
        "import type { EditingDefinition } from '../../config/components/section-editing';\n\n" +
          "export const editing = {\n  label: { 'zh-CN': '试验', en: 'Probe note' },\n  settings: ['title', 'hidden'],\n" +
          '  data: [],\n  defaults: {},\n} satisfies EditingDefinition;\n',
      );
      // ... the two generators ...
      const tsx = join(ROOT, 'node_modules/.bin/tsx');
      await run(tsx, ['scripts/gen-sections.ts'], { cwd: copy });
      await run(tsx, ['scripts/gen-config-schema.ts'], { cwd: copy });
      // ... and the page config: the home page gains the section, and the checker takes it.
      writeFileSync(
        join(copy, 'probe.ts'),
        [
          "import { readFileSync } from 'node:fs';",
          "import { catalog } from './src/config/catalog.ts';",
          "import { catalogEditing } from './src/config/catalog-editing.ts';",
          "import { checkConfigText, CONFIG_FILE } from './server/config-check/portal-config-check.ts';",
          "const config = JSON.parse(readFileSync(CONFIG_FILE, 'utf8'));",
          "config.pages.home.sections.push({ id: 'probe', component: 'ProbeNote', title: { 'zh-CN': '试验' } });",
          'const { problems } = checkConfigText(JSON.stringify(config), "portal.json");',
          'console.log(JSON.stringify({ kind: catalog.ProbeNote.kind, label: catalogEditing.ProbeNote.label.en, problems }));',
        ].join('\n'),
      );
      const { stdout } = await run(tsx, ['probe.ts'], { cwd: copy });
      expect(JSON.parse(stdout.trim().split('\n').at(-1)!)).toEqual({
        kind: 'widget',
        label: 'Probe note',
        problems: [],
      });

      const loaders = readFileSync(join(copy, 'src/renderer/section-loaders.gen.ts'), 'utf8');
      expect(loaders).toContain("ProbeNote: () => import('../sections/ProbeNote/ProbeNote').then((m) => m.ProbeNote)");
      const schema = JSON.parse(readFileSync(join(copy, 'pages.config/schema.json'), 'utf8'));
      expect(schema.$defs.section.properties.component.enum).toContain('ProbeNote');
      expect(readFileSync(join(copy, 'docs/config.md'), 'utf8')).toContain('| ProbeNote |');
      // The real tree is untouched.
      expect(await staleIndexes()).toEqual([]);
    },
  );

  it('refuses a folder with its component but without its definition files, naming them', async () => {
    const bare = mkdtempSync(join(tmpdir(), 'bare-section-'));
    try {
      mkdirSync(join(bare, 'src/sections/Lonely'), { recursive: true });
      writeFileSync(join(bare, 'src/sections/Lonely/Lonely.tsx'), 'export const Lonely = () => null;\n');
      await expect(staleIndexes(bare)).rejects.toThrow(
        'src/sections/Lonely/definition.ts, src/sections/Lonely/editing.ts',
      );
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
