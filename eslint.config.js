// Flat config. Besides the recommended rules it holds the house's import direction (DESIGN s1-2):
// renderer -> sections/widgets -> data -> sdk; nothing reaches back up, and only src/data calls the SDK client.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';

const layer = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: forbidden.map((group) => ({ group: [group], message })) }],
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
    ['src/sections/**', 'src/widgets/**'],
    ['**/renderer/**', '**/sdk/client', '**/sdk/transport', '**/sdk/middleware'],
    'Components render; data comes through src/data (and types from sdk/schema).',
  ),
  layer(
    ['src/renderer/**'],
    ['**/sdk/client', '**/sdk/transport', '**/sdk/middleware'],
    'The renderer resolves data through src/data, never the SDK client directly.',
  ),
);
