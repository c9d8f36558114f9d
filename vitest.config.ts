import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { portalConfigPlugin } from './scripts/vite-plugin-portal-config';

/**
 * The unit tests in three projects (decision 094): what a test file costs is mostly its set-up (a fresh module graph,
 * a jsdom window, Testing Library and React DOM), not its tests.
 * - `unit`: the browser code's tests (src, studio) in jsdom, sharing one module graph per worker (`isolate: false`):
 *   each file still gets Testing Library's cleanup, and a set-up of its own resets what the modules keep between
 *   files (tests/support/shared-modules-setup.ts).
 * - `unit-isolated`: the browser code's tests that replace a module (`vi.mock`, `vi.doMock`, `vi.resetModules`): a
 *   replaced module must be fresh for them and must not leak into the others, so each gets its own module graph.
 * - `unit-node`: the server's, the scripts', the SDK's, the mock's and the page config's tests in Node, without the
 *   DOM set-up, each file isolated (they start processes, servers and databases, and keep module state such as
 *   metrics).
 * Two workers: vitest's default on two cores is one (available parallelism minus one).
 */
const plugins = [react(), vanillaExtractPlugin(), portalConfigPlugin()];
/** The browser code's tests that replace modules (see above); a test adding `vi.mock` must be listed here. */
const REPLACES_MODULES = [
  'src/config/load-config.test.ts',
  'src/data/api-client.test.ts',
  'src/main.test.ts',
  'src/renderer/Layout/PartBoundary.test.tsx',
  'src/renderer/PageView/PageView.test.tsx',
  'src/renderer/SectionView/SectionView.test.tsx',
  'src/renderer/prefetch.test.ts',
  'src/sections/ArticleTabs/ArticleTabs.test.tsx',
  'src/sections/LoginPanel/LoginPanel.test.tsx',
  'src/sections/LoginPanel/company-auth-check.test.ts',
  'src/session/account-flow.test.ts',
  'src/session/qr-login.test.ts',
  'src/widgets/AccountMenu/log-out.test.ts',
  'src/widgets/QrLogin/QrLogin.test.tsx',
  'studio/pickers/PickerField.test.tsx',
];
const browserCode = ['src/**/*.test.{ts,tsx}', 'studio/**/*.test.{ts,tsx}'];
// A hang detector, not a speed limit (speed is the bench's): form tests type with user-event, and the store's tests
// start PGlite, PostgreSQL and service processes (decision 079).
const timeouts = { testTimeout: 60_000, hookTimeout: 60_000 };
// Every vi.stubGlobal is undone before the next test (unstubGlobals): in `unit` a stub left in place reached the next
// file of the worker.
const dom = { environment: 'jsdom', setupFiles: ['tests/support/unit-setup.ts'], unstubGlobals: true, ...timeouts };

const projects: TestProjectInlineConfiguration[] = [
  {
    plugins,
    test: {
      name: 'unit',
      ...dom,
      setupFiles: [...dom.setupFiles, 'tests/support/shared-modules-setup.ts'],
      include: browserCode,
      exclude: REPLACES_MODULES,
      isolate: false,
    },
  },
  { plugins, test: { name: 'unit-isolated', ...dom, include: REPLACES_MODULES } },
  {
    plugins,
    test: {
      name: 'unit-node',
      environment: 'node',
      // New embedded stores start from an empty cluster made once, not from initdb (decision 103).
      globalSetup: ['tests/support/empty-cluster.ts'],
      include: [
        'sdk/**/*.test.ts',
        'mock-server/**/*.test.ts',
        'scripts/**/*.test.ts',
        'pages.config/**/*.test.ts',
        'server/**/*.test.ts',
        'tests/support/**/*.test.ts',
      ],
      ...timeouts,
    },
  },
  {
    test: {
      name: 'contract',
      environment: 'node',
      include: ['tests/contract/**/*.test.ts'],
      // Coverage first: teardowns run in reverse, so the mock closes even when the coverage gate throws.
      globalSetup: ['tests/support/coverage-global-setup.ts', 'tests/support/mock-global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
];

export default defineConfig({ test: { maxWorkers: 2, projects } });
