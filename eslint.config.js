// Flat config. Besides the recommended rules it holds the house's import direction (README, the layout table):
// renderer -> sections/widgets -> data -> sdk; nothing reaches back up, and only src/data calls the SDK client.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';

const ROOMS = ['**/studio/**', '**/server/**'];
const ROOMS_MESSAGE = 'The portal must not import the studio or the server (README, the layout table).';
/** An import rule for `files`. Files under src/ also never import the new rooms (a later rule replaces an earlier). */
const layer = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...forbidden.map((group) => ({ group: [group], message })),
          ...(files.every((f) => f.startsWith('src/')) ? [{ group: ROOMS, message: ROOMS_MESSAGE }] : []),
        ],
      },
    ],
  },
});

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
  layer(['sdk/**'], ['**/src/**'], 'The SDK is the bottom layer: it must not import from src/.'),
  layer(
    ['src/data/**'],
    ['**/renderer/**', '**/sections/**', '**/widgets/**'],
    'src/data sits below the UI: it must not import components.',
  ),
  layer(
    ['src/care/**'],
    ['**/renderer/**', '**/sections/**', '**/widgets/**', '**/data/**'],
    "Care mode's state and look sit below the UI: components read them, never the other way round.",
  ),
  layer(
    ['src/sections/**', 'src/widgets/**'],
    ['**/renderer/**', '**/sdk/client', '**/sdk/transport', '**/sdk/middleware'],
    'Components render; data comes through src/data (and types from sdk/schema).',
  ),
  // The new rooms: the portal never reaches into the studio or the server; the studio uses the portal's
  // config, texts and renderer (its preview), never the portal's entry; the server may use src/, never the studio.
  layer(['src/**'], [], ''),
  layer(
    ['studio/**'],
    ['**/src/main', '**/src/start', '**/src/boot', '**/server/**', '**/sdk/client', '**/sdk/transport'],
    "The studio draws with src/config, src/i18n and the renderer; it never runs the portal's entry or the server.",
  ),
  // (The top-level studio/ only: server/studio/ is the server's own publishing service.)
  layer(
    ['server/**'],
    ['../../studio/**', '../../../studio/**'],
    'The server must not import the studio (the browser side).',
  ),
  layer(
    ['src/renderer/**'],
    ['**/sdk/client', '**/sdk/transport', '**/sdk/middleware'],
    'The renderer resolves data through src/data, never the SDK client directly.',
  ),
);
