// Flat config. Besides the recommended rules it holds the house's import direction (README, the layout table):
// renderer -> sections/widgets -> data -> sdk; nothing reaches back up, and only src/data calls the SDK client.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';

const ROOMS = ['**/studio/**', '**/server/**'];
const ROOMS_MESSAGE = 'The portal must not import the studio or the server (README, the layout table).';

/**
 * The import direction, one entry per folder: what files there must not import, and why. ESLint's flat config gives
 * each file one `no-restricted-imports` (a later object replaces an earlier one's rule, it does not add to it), so
 * each folder's rule is built here with the entries of every folder that contains it: a section obeys both the
 * components' rule and the portal's (src/).
 */
/** The UI: what draws. Every folder below it must not import it. */
const UI = ['**/renderer/**', '**/sections/**', '**/widgets/**'];

const LAYERS = [
  { dir: 'sdk', forbidden: ['**/src/**'], message: 'The SDK is the bottom layer: it must not import from src/.' },
  { dir: 'src', forbidden: ROOMS, message: ROOMS_MESSAGE },
  {
    dir: 'src/data',
    forbidden: [...UI, '**/session/**'],
    message: 'src/data sits below the UI and the session: it must not import components or the login.',
  },
  {
    dir: 'src/browser-state',
    forbidden: [...UI, '**/data/**', '**/session/**', '**/care/**', '**/i18n/**', '**/config/**', '**/sdk/**'],
    message:
      'The browser-state hook sits below everything it serves (session, texts, care mode): it imports only React.',
  },
  {
    dir: 'src/care',
    forbidden: [...UI, '**/data/**', '**/session/**'],
    message: "Care mode's state and look sit below the UI: components read them, never the other way round.",
  },
  {
    dir: 'src/session',
    forbidden: [...UI, '**/i18n/**', '**/care/**'],
    message: 'Who is logged in sits below the UI: components read the session, never the other way round.',
  },
  {
    dir: 'src/i18n',
    forbidden: [...UI, '**/data/**', '**/care/**', '**/session/**'],
    message: 'The UI texts sit below the UI: components read them, never the other way round.',
  },
  {
    dir: 'src/config',
    forbidden: [...UI, '**/data/**', '**/session/**', '**/care/**', '**/i18n/**'],
    message:
      'The config, its types, its catalogue and its checker sit below the UI and its texts: the components read them.',
  },
  ...['src/sections', 'src/widgets'].map((dir) => ({
    dir,
    forbidden: ['**/renderer/**', '**/sdk/client', '**/sdk/transport', '**/sdk/middleware'],
    message: 'Components render; data comes through src/data (and types from sdk/schema).',
  })),
  {
    dir: 'src/renderer',
    forbidden: ['**/sdk/client', '**/sdk/transport', '**/sdk/middleware'],
    message: 'The renderer resolves data through src/data, never the SDK client directly.',
  },
  // The studio uses the portal's config, texts and renderer (its preview), never the portal's entry or the server.
  {
    dir: 'studio',
    forbidden: ['**/src/main', '**/src/start', '**/src/boot', '**/server/**', '**/sdk/client', '**/sdk/transport'],
    message:
      "The studio draws with src/config, src/i18n and the renderer; it never runs the portal's entry or the server.",
  },
  // Nothing that ships imports the command-line tools: scripts/ holds only wrappers (decision 061).
  ...['src', 'server', 'studio', 'sdk'].map((dir) => ({
    dir,
    forbidden: ['**/scripts/**'],
    message:
      'scripts/ holds command-line wrappers only: code the portal, the server or the studio runs lives elsewhere.',
  })),
  // (The top-level studio/ only: server/studio/ is the server's own publishing service.)
  {
    dir: 'server',
    forbidden: ['../../studio/**', '../../../studio/**'],
    message: 'The server must not import the studio (the browser side).',
  },
];

const within = (dir, outer) => dir === outer || dir.startsWith(`${outer}/`);
const depth = (dir) => dir.split('/').length;
/**
 * One rule per folder: its own entries and those of every folder containing it. A folder named twice in LAYERS
 * still gets one rule, and an outer folder's rule comes before its inner folders' (a later one wins for a file).
 */
const layers = () =>
  [...new Set(LAYERS.map(({ dir }) => dir))]
    .sort((a, b) => depth(a) - depth(b))
    .map((dir) => ({
      files: [`${dir}/**`],
      // The direction binds the code that ships; a test may reach up to set the stage.
      ignores: ['**/*.test.ts', '**/*.test.tsx'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: LAYERS.filter((outer) => within(dir, outer.dir)).flatMap(({ forbidden, message }) =>
              forbidden.map((group) => ({ group: [group], message })),
            ),
          },
        ],
      },
    }));

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
  ...layers(),
);
