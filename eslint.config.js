// Flat config. Besides the recommended rules it holds the house's import direction (README, the layout table):
// renderer -> sections/widgets -> data -> sdk; nothing reaches back up, and only src/data calls the SDK client.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import { house } from './scripts/lint/import-rules.mjs';

/**
 * The import direction, one entry per folder (a path from the repository's root): what files there must not import
 * (folders, and anything under them; modules, with any extension), and why. The rule (scripts/lint/import-rules.mjs)
 * resolves each relative specifier to where it leads, so `'../sections/X/X'`, `'../sections/X/X.tsx'`, `import()` and
 * `import.meta.glob('../sections/*')` are one import; every entry whose folder holds the file applies to it (a section
 * obeys the components' entry and the portal's), except in the folders an entry names in `except`.
 */
/** The UI: what draws. Every folder below it must not import it. */
const UI = ['src/renderer', 'src/sections', 'src/widgets'];
/** The SDK's client and what it is made of: in the portal only src/data calls the backend (README, the layout). */
const SDK_CLIENT = ['sdk/client', 'sdk/transport', 'sdk/middleware'];
/** A section's config side, kept in its folder: plain data the catalogue gathers (decision 089; `*` = one folder). */
const SECTION_CONFIG = ['src/sections/*/definition', 'src/sections/*/editing'];

const LAYERS = [
  { dir: 'sdk', forbidden: ['src'], message: 'The SDK is the bottom layer: it must not import from src/.' },
  {
    dir: 'src',
    forbidden: ['studio', 'server'],
    message: 'The portal must not import the studio or the server (README, the layout table).',
  },
  {
    dir: 'src',
    except: ['src/data'],
    forbidden: SDK_CLIENT,
    message: "Only src/data calls the SDK client: the portal's data comes through it (types from sdk/schema).",
  },
  {
    dir: 'src/data',
    forbidden: [...UI, 'src/session'],
    message: 'src/data sits below the UI and the session: it must not import components or the login.',
  },
  {
    dir: 'src/browser-state',
    forbidden: [...UI, 'src/data', 'src/session', 'src/care', 'src/i18n', 'src/config', 'sdk'],
    message:
      'The browser-state hook sits below everything it serves (session, texts, care mode): it imports only React.',
  },
  {
    dir: 'src/care',
    forbidden: [...UI, 'src/data', 'src/session'],
    message: "Care mode's state and look sit below the UI: components read them, never the other way round.",
  },
  {
    dir: 'src/session',
    forbidden: [...UI, 'src/i18n', 'src/care'],
    message: 'Who is logged in sits below the UI: components read the session, never the other way round.',
  },
  {
    dir: 'src/i18n',
    forbidden: [...UI, 'src/data', 'src/care', 'src/session'],
    message: 'The UI texts sit below the UI: components read them, never the other way round.',
  },
  {
    dir: 'src/config',
    forbidden: [...UI, 'src/data', 'src/session', 'src/care', 'src/i18n'],
    allow: SECTION_CONFIG,
    message:
      'The config, its types, its catalogue and its checker sit below the UI and its texts: the components read them.',
  },
  // The catalogue and what it gathers are read in Node by the config checker and the schema's generator.
  ...[
    ...SECTION_CONFIG,
    'src/config/components',
    'src/config/catalog',
    'src/config/catalog-editing',
    'src/config/section-definitions.gen',
    'src/config/section-editing.gen',
  ].map((dir) => ({
    dir,
    forbidden: [...UI, 'src/data', 'src/session', 'src/care', 'src/i18n'],
    allow: SECTION_CONFIG,
    packages: ['react', 'react-dom'],
    message:
      "A section's definition and editing files are config-side data: no React, no component code (decision 089).",
  })),
  ...['src/sections', 'src/widgets'].map((dir) => ({
    dir,
    forbidden: ['src/renderer'],
    message: 'Components render; the renderer places them.',
  })),
  // The studio uses the portal's config, texts and renderer (its preview), never the portal's entry or the server.
  {
    dir: 'studio',
    forbidden: ['src/main', 'src/start', 'src/boot', 'server', ...SDK_CLIENT],
    message:
      "The studio draws with src/config, src/i18n and the renderer; it never runs the portal's entry or the server.",
  },
  // Nothing that ships imports the command-line tools: scripts/ holds only wrappers (decision 061).
  ...['src', 'server', 'studio', 'sdk'].map((dir) => ({
    dir,
    forbidden: ['scripts'],
    message:
      'scripts/ holds command-line wrappers only: code the portal, the server or the studio runs lives elsewhere.',
  })),
  // (The top-level studio/ only: server/studio/ is the server's own publishing service.)
  { dir: 'server', forbidden: ['studio'], message: 'The server must not import the studio (the browser side).' },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'sdk/schema.d.ts',
      'sdk/operations.gen.ts',
      'bench/out',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.mjs', 'mock-server/**', 'scripts/**'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        Buffer: 'readonly',
        fetch: 'readonly',
        AbortController: 'readonly',
        AbortSignal: 'readonly',
      },
    },
  },
  prettier,
  {
    plugins: { house },
    // The direction binds the code that ships; a test may reach up to set the stage.
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'house/import-direction': ['error', LAYERS] },
  },
  {
    // One style for relative imports of TypeScript: without `.ts`/`.tsx` (decision 070); `eslint --fix` drops them.
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { house },
    rules: { 'house/no-import-extension': 'error' },
  },
);
