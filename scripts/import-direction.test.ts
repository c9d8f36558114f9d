// @vitest-environment node
/**
 * The import direction (README, the layout table) is enforced by the lint, not only written down: a file that
 * imports against it fails `eslint` (eslint.config.js). Each case lints a forbidden import as a file at that place
 * would be linted (ESLint picks the rules by the path; nothing is written into the tree).
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function lint(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
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
    ['care mode importing a section', 'src/care/probe.ts', "import { JobList } from '../sections/JobList/JobList';"],
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
  ])('lets %s through', async (_name, path, code) => {
    expect(await lint(path, code)).toEqual([]);
  });
});
