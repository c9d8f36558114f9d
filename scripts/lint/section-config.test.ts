// @vitest-environment node
/**
 * A section's definition.ts and editing.ts live in its folder but are config-side data (decision 089): the lint
 * refuses React, component code, the texts and the data layer there, and lets the catalogue in src/config import
 * them (and nothing else of a section). Each case lints code as a file at that place would be linted.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function lint(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path });
  return result!.messages.filter((m) => m.ruleId === 'house/import-direction').map((m) => m.message);
}

describe("the lint keeps a section's config side free of React and components", () => {
  it.each([
    ['a definition importing React', 'src/sections/Probe/definition.ts', "import { useState } from 'react';"],
    ['an editing file importing react-dom', 'src/sections/Probe/editing.ts', "import { flushSync } from 'react-dom';"],
    ['an editing file importing JSX', 'src/sections/Probe/editing.ts', "import { jsx } from 'react/jsx-runtime';"],
    ['a definition importing its component', 'src/sections/Probe/definition.ts', "import { Probe } from './Probe';"],
    [
      'an editing file importing a widget',
      'src/sections/Probe/editing.ts',
      "import { Toast } from '../../widgets/Toast/Toast.tsx';",
    ],
    ['a definition importing the texts', 'src/sections/Probe/definition.ts', "const t = import('../../i18n/i18n');"],
    ['the catalogue importing React', 'src/config/catalog.ts', "import type { ReactNode } from 'react';"],
    [
      'the config importing a component',
      'src/config/probe.ts',
      "import { JobList } from '../sections/JobList/JobList';",
    ],
  ])('refuses %s', async (_, path, code) => {
    expect(await lint(path, code)).toHaveLength(1);
  });

  it.each([
    [
      'the catalogue gathering a definition',
      'src/config/probe.ts',
      "import { definition } from '../sections/X/definition';",
    ],
    [
      'an editing file using the shared parts',
      'src/sections/Probe/editing.ts',
      "import { districtPicker } from '../../config/components/editing-parts';",
    ],
    ['a definition importing typebox', 'src/sections/Probe/definition.ts', "import Type from 'typebox';"],
    ['a component importing React', 'src/sections/Probe/Probe.tsx', "import { useState } from 'react';"],
  ])('allows %s', async (_, path, code) => {
    expect(await lint(path, code)).toEqual([]);
  });
});
