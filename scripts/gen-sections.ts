#!/usr/bin/env -S npx tsx
/**
 * `npm run sections`: the section folders are the one list of section components (issue 33 item 1, decision 089).
 * A folder of src/sections/ holding `<Name>.tsx` is the section `<Name>`; beside it `definition.ts` (its kind and
 * operations) and `editing.ts` (its studio form). This writes the three indexes that gather them, since server code
 * and the command-line tools run in plain Node and tsx, where Vite's import.meta.glob does not exist:
 *
 * - src/config/section-definitions.gen.ts: every definition, read by src/config/catalog.ts;
 * - src/config/section-editing.gen.ts: every editing definition, read by src/config/catalog-editing.ts;
 * - src/renderer/section-loaders.gen.ts: every component's code, loaded on first use (component-loaders.ts).
 *
 * `-- --check` fails when a written index is not what the folders make; a unit test runs the same check, so `npm test`
 * fails on a stale index. `--root DIR` works on another checkout (the "add a section" test's throw-away copy).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const HEAD =
  '// Written by `npm run sections` (scripts/gen-sections.ts) from the folders of src/sections/: do not edit.';

const INDEX_FILES = [
  'src/config/section-definitions.gen.ts',
  'src/config/section-editing.gen.ts',
  'src/renderer/section-loaders.gen.ts',
] as const;

/** The section folders' names, sorted; a folder with its component but without both definition files is refused. */
function sectionNames(root = ROOT): string[] {
  const sections = join(root, 'src/sections');
  const names = readdirSync(sections, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(sections, entry.name, `${entry.name}.tsx`)))
    .map((entry) => entry.name)
    .sort();
  const missing = names.flatMap((name) =>
    ['definition.ts', 'editing.ts']
      .filter((file) => !existsSync(join(sections, name, file)))
      .map((file) => `src/sections/${name}/${file}`),
  );
  if (missing.length) throw new Error(`A section folder needs its definition and editing files: ${missing.join(', ')}`);
  return names;
}

function sources(names: string[]): Record<(typeof INDEX_FILES)[number], string> {
  const gathered = (kind: string) =>
    [
      HEAD,
      ...names.map((name) => `import { ${kind} as ${name} } from '../sections/${name}/${kind}';`),
      '',
      `export const ${kind}s = { ${names.join(', ')} } as const;`,
    ].join('\n');
  return {
    'src/config/section-definitions.gen.ts': gathered('definition'),
    'src/config/section-editing.gen.ts': gathered('editing'),
    'src/renderer/section-loaders.gen.ts': [
      HEAD,
      "import type { ComponentType } from 'react';",
      "import type { ComponentName } from '../config/catalog';",
      "import type { SectionProps } from '../sections/section-props';",
      '',
      "/** Each name's loader returns the component typed for the data its catalogue entry allows (tsc holds them). */",
      'export const loaders: { [C in ComponentName]: () => Promise<ComponentType<SectionProps<C>>> } = {',
      ...names.map((name) => `  ${name}: () => import('../sections/${name}/${name}').then((m) => m.${name}),`),
      '};',
    ].join('\n'),
  };
}

/** What each index should hold, formatted as the repository's prettier writes it. */
async function sectionIndexes(root = ROOT): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [file, text] of Object.entries(sources(sectionNames(root)))) {
    const options = (await resolveConfig(join(root, file))) ?? {};
    out[file] = await format(text, { ...options, filepath: join(root, file) });
  }
  return out;
}

/** The indexes that differ from what the folders make. */
export async function staleIndexes(root = ROOT): Promise<string[]> {
  const wanted = await sectionIndexes(root);
  const read = (file: string) => (existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : '');
  return Object.keys(wanted).filter((file) => read(file) !== wanted[file]);
}

async function writeIndexes(root = ROOT): Promise<void> {
  for (const [file, text] of Object.entries(await sectionIndexes(root))) writeFileSync(join(root, file), text);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const at = process.argv.indexOf('--root');
  const root = at > 0 ? resolve(process.argv[at + 1]!) : ROOT;
  if (process.argv.includes('--check')) {
    const stale = await staleIndexes(root);
    if (stale.length) {
      console.error(`✗ ${stale.join(', ')} not in step with the folders of src/sections/: run npm run sections`);
      process.exitCode = 1;
    } else console.log('✓ the section indexes follow the folders of src/sections/');
  } else {
    await writeIndexes(root);
    console.log(`wrote ${INDEX_FILES.join(', ')} from the folders of src/sections/`);
  }
}
