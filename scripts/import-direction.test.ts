// @vitest-environment node
/**
 * The import direction (README, the layout table) is enforced by the lint, not only written down: a file that
 * imports against it fails `eslint` (eslint.config.js). Each case lints a forbidden import as a file at that place
 * would be linted (ESLint picks the rules by the path; nothing is written into the tree). And no two rooms (folders)
 * import each other, however far round: scripts/lint/folder-cycles.ts fails the lint on a cycle (decision 061).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { importEdges, report } from './lint/folder-cycles';

const eslint = new ESLint();

async function lint(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path });
  return result!.messages.filter((m) => m.ruleId === 'house/import-direction').map((m) => m.message);
}

describe('the lint guards the import direction', () => {
  it.each([
    [
      'a section importing the renderer',
      'src/sections/Probe/Probe.tsx',
      "import { PortalApp } from '../../renderer/PortalApp';",
    ],
    [
      'a section importing the SDK client',
      'src/sections/Probe/Probe.tsx',
      "import { createPortalClient } from '../../../sdk/client';",
    ],
    [
      'a widget importing the renderer',
      'src/widgets/Probe/Probe.tsx',
      "import { Footer } from '../../renderer/Footer/Footer';",
    ],
    ['src/data importing a widget', 'src/data/probe.ts', "import { Toast } from '../widgets/Toast/Toast';"],
    ['src/data importing the session', 'src/data/probe.ts', "import { session } from '../session/session-store';"],
    ['the session importing a widget', 'src/session/probe.ts', "import { confirm } from '../widgets/Dialog/dialogs';"],
    ['the texts importing the data layer', 'src/i18n/probe.ts', "import { api } from '../data/api-client';"],
    ['the config importing the renderer', 'src/config/probe.ts', "import { PortalApp } from '../renderer/PortalApp';"],
    ['the config importing the texts', 'src/config/probe.ts', "import type { Locale } from '../i18n/i18n.ts';"],
    [
      'the config importing a section',
      'src/config/probe.ts',
      "import type { JobListProps } from '../sections/JobList/JobList.tsx';",
    ],
    ['care mode importing a section', 'src/care/probe.ts', "import { JobList } from '../sections/JobList/JobList';"],
    ['care mode importing the session', 'src/care/probe.ts', "import { session } from '../session/session-store';"],
    ['the texts importing the session', 'src/i18n/probe.ts', "import { useSession } from '../session/use-session';"],
    [
      'the browser-state hook importing the session',
      'src/browser-state/probe.ts',
      "import { session } from '../session/session-store';",
    ],
    [
      'the portal importing the server',
      'src/renderer/probe.ts',
      "import { render } from '../../server/render/entry-server';",
    ],
    ['the portal importing the studio', 'src/renderer/probe.ts', "import { main } from '../../studio/main';"],
    ['the SDK importing src/', 'sdk/probe.ts', "import { api } from '../src/data/api-client';"],
    ['the studio importing the portal entry', 'studio/editor/probe.ts', "import '../../src/main';"],
    ['the server importing the studio', 'server/render/probe.ts', "import { main } from '../../studio/main';"],
    [
      'the server importing a script',
      'server/studio/api/probe.ts',
      "import { checkConfigText } from '../../../scripts/portal-config-check.ts';",
    ],
    ['the portal importing a script', 'src/config/probe.ts', "import { ROOT } from '../../scripts/config-check';"],
    ['the studio importing a script', 'studio/editor/probe.ts', "import { pull } from '../../scripts/config-pull';"],
    ['the SDK importing a script', 'sdk/probe.ts', "import { generate } from '../scripts/gen-sdk.mjs';"],
    // Issue 33: where a specifier leads counts, however it is written.
    [
      'a section importing the SDK client with its extension',
      'src/sections/Probe/Probe.tsx',
      "import { createPortalClient } from '../../../sdk/client.ts';",
    ],
    [
      'a section importing the renderer with its extension',
      'src/sections/Probe/Probe.tsx',
      "import { PortalApp } from '../../renderer/PortalApp.tsx';",
    ],
    ['a section importing the renderer folder itself', 'src/sections/Probe/Probe.tsx', "import '../../renderer';"],
    [
      'a section loading the renderer with import()',
      'src/sections/Probe/Probe.tsx',
      "export const load = () => import('../../renderer/PortalApp');",
    ],
    [
      'a widget loading the SDK client with import() and its extension',
      'src/widgets/Probe/Probe.tsx',
      "export const load = () => import('../../../sdk/client.ts');",
    ],
    [
      'the config loading a section by a template',
      'src/config/probe.ts',
      'export const load = (name: string) => import(`../sections/${name}/${name}.tsx`);',
    ],
    [
      'the config gathering sections with import.meta.glob',
      'src/config/probe.ts',
      "export const all = import.meta.glob('../sections/*/*.tsx');",
    ],
    [
      'a section re-exporting the renderer',
      'src/sections/Probe/Probe.tsx',
      "export { PortalApp } from '../../renderer/PortalApp';",
    ],
    [
      "a section naming the renderer's type through import()",
      'src/sections/Probe/Probe.tsx',
      "export type App = import('../../renderer/PortalApp').PortalAppProps;",
    ],
    [
      'the session importing the SDK client',
      'src/session/probe.ts',
      "import { createPortalClient } from '../../sdk/client';",
    ],
    ['the config importing the SDK client', 'src/config/probe.ts', "import { silent } from '../../sdk/client.ts';"],
    ['the texts importing the SDK transport', 'src/i18n/probe.ts', "import { transport } from '../../sdk/transport';"],
    [
      'care mode importing the SDK middleware',
      'src/care/probe.ts',
      "import type { Auth } from '../../sdk/middleware';",
    ],
    ['the portal entry importing the SDK client', 'src/start.ts', "import { silent } from '../sdk/client';"],
    ['the renderer importing the SDK client', 'src/renderer/probe.ts', "import { silent } from '../../sdk/client.ts';"],
    [
      'the studio importing the portal entry with its extension',
      'studio/editor/probe.ts',
      "import '../../src/main.ts';",
    ],
    [
      'the server importing the studio with its extension',
      'server/render/probe.ts',
      "import { main } from '../../studio/main.tsx';",
    ],
  ])('fails %s', async (_name, path, code) => {
    expect(await lint(path, code)).not.toEqual([]);
  });

  it.each([
    [
      'a section importing the data layer and a widget',
      'src/sections/Probe/Probe.tsx',
      "import { api } from '../../data/api-client';\nimport { Toast } from '../../widgets/Toast/Toast';",
    ],
    [
      'the renderer importing a section',
      'src/renderer/probe.ts',
      "import { JobList } from '../sections/JobList/JobList';",
    ],
    [
      'the session importing the data layer',
      'src/session/probe.ts',
      "import { fetchLoginStatus } from '../data/account';",
    ],
    ['the server importing src/', 'server/render/probe.ts', "import { api } from '../../src/data/api-client';"],
    [
      'the server importing the config check',
      'server/studio/api/probe.ts',
      "import { checkConfigText } from '../../config-check/portal-config-check.ts';",
    ],
    [
      'a script importing the server',
      'scripts/probe.ts',
      "import { checkConfigFile } from '../server/config-check/portal-config-check.ts';",
    ],
    [
      'src/data importing the SDK client, with or without its extension',
      'src/data/probe.ts',
      "import { silent } from '../../sdk/client.ts';\nimport type { Auth } from '../../sdk/middleware';",
    ],
    [
      "a section taking the contract's types from sdk/schema",
      'src/sections/Probe/Probe.tsx',
      "import type { components } from '../../../sdk/schema';",
    ],
    [
      'the renderer loading a section with import()',
      'src/renderer/probe.ts',
      "export const load = () => import('../sections/JobList/JobList.tsx');",
    ],
    [
      "the server's own backend client",
      'server/portal/probe.ts',
      "import { createPortalClient } from '../../sdk/client.ts';",
    ],
    [
      'the studio server importing its store (server/studio is not the studio)',
      'server/studio/api/probe.ts',
      "import { openStore } from '../store/store';",
    ],
  ])('lets %s through', async (_name, path, code) => {
    expect(await lint(path, code)).toEqual([]);
  });
});

describe('one style for relative imports of TypeScript: without the extension (decision 070)', () => {
  const fixer = new ESLint({ fix: true, ruleFilter: ({ ruleId }) => ruleId === 'house/no-import-extension' });

  it.each([
    ['a section', 'src/sections/Probe/Probe.tsx', "import { api } from '../../data/api-client.ts';"],
    ['the server, re-exporting', 'server/portal/probe.ts', "export { Probe } from './Probe.tsx';"],
    [
      'an e2e spec, with import()',
      'tests/e2e/probe.spec.ts',
      "export const load = () => import('../support/chromium.ts');",
    ],
    ['a unit test, a type', 'src/data/probe.test.ts', "import type { Probe } from './probe.ts';"],
  ])('refuses an extension in %s, and --fix drops it', async (_name, path, code) => {
    const [result] = await eslint.lintText(code, { filePath: path });
    expect(result!.messages.map((m) => m.ruleId)).toContain('house/no-import-extension');
    const [fixed] = await fixer.lintText(code, { filePath: path });
    expect(fixed!.output).toBe(code.replace(/\.tsx?'/, "'"));
  });

  it.each([
    [
      'a stylesheet, JSON and a sibling',
      'src/sections/Probe/Probe.tsx',
      "import * as styles from './Probe.css';\nimport data from './data.json';\nimport { x } from './x';",
    ],
    [
      'a JavaScript module (Node needs its extension)',
      'tests/contract/probe.test.ts',
      "import { startMock } from '../../mock-server/server.mjs';",
    ],
    ['a glob of files', 'src/renderer/probe.ts', "export const all = import.meta.glob('../sections/*/*.tsx');"],
    ['a package', 'src/data/probe.ts', "import { QueryClient } from '@tanstack/query-core';"],
  ])('lets %s through', async (_name, path, code) => {
    const [result] = await eslint.lintText(code, { filePath: path });
    expect(result!.messages.filter((m) => m.ruleId === 'house/no-import-extension')).toEqual([]);
  });
});

describe('the lint refuses an import cycle between rooms', () => {
  const edges = importEdges();

  it('finds none in the tree, and prints the room graph', () => {
    const { ok, text } = report(edges);
    expect(text).toMatch(/^folder-cycles: no cycle among \d+ rooms/);
    expect(text).toContain('\n  src/sections -> ');
    expect(ok).toBe(true);
  });

  it('fails on one more import that closes a cycle, and names the imports that make it', () => {
    const { ok, text } = report([...edges, { from: 'src/config/probe.ts', to: 'src/sections/JobList/JobList.tsx' }]);
    expect(ok).toBe(false);
    // Every room on a way back joins the cycle (src/widgets, src/data, ... import the config too).
    expect(text).toMatch(/\ncycle: src\/config, (\S+, )*src\/sections(,|\n)/);
    expect(text).toContain('  src/config -> src/sections\n    src/config/probe.ts -> src/sections/JobList/JobList.tsx');
    // The way back, from the tree's own imports.
    expect(text).toMatch(/ {2}src\/sections -> src\/config\n {4}src\/sections\/\S+ -> src\/config\//);
  });

  describe('as `npm run lint` runs it, on a project with a file that closes a cycle', () => {
    const root = mkdtempSync(join(tmpdir(), 'folder-cycles-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    write('tsconfig.json', JSON.stringify({ compilerOptions: { allowImportingTsExtensions: true, noEmit: true } }));
    write('src/config/config.ts', "export const config = { title: 'x' };\n");
    write('src/sections/List.ts', "import { config } from '../config/config.ts';\nexport const list = config.title;\n");
    // A test may reach anywhere: its import does not count.
    write('src/config/config.test.ts', "import { list } from '../sections/List.ts';\nexport const seen = list;\n");
    const run = () =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/lint/folder-cycles.ts', '--root', root]);

    it('passes while the imports go one way', async () => {
      const { stdout } = await run();
      expect(stdout).toContain('folder-cycles: no cycle among 2 rooms');
      expect(stdout).toContain('  src/sections -> src/config');
    });

    it('fails (exit code 1) once a file imports back', async () => {
      write(
        'src/config/catalog.ts',
        "import type { list } from '../sections/List.ts';\nexport type Entry = typeof list;\n",
      );
      const failed = await run().then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failed?.code).toBe(1);
      expect(failed?.stderr).toContain('cycle: src/config, src/sections');
      expect(failed?.stderr).toContain('    src/config/catalog.ts -> src/sections/List.ts');
      expect(failed?.stderr).toContain('    src/sections/List.ts -> src/config/config.ts');
    });
  });
});
