import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './tests/support/chromium';
import { freePort } from './mock-server/free-port.mjs';
import { prepareEmptyCluster } from './tests/support/empty-cluster';

// The servers' new embedded stores start from an empty cluster made once, not from initdb (decision 103).
await prepareEmptyCluster();
// Free loopback ports, chosen once in the runner; workers inherit them through the environment.
process.env.E2E_APP_PORT ??= String(await freePort());
process.env.E2E_MOCK_PORT ??= String(await freePort());
const appPort = Number(process.env.E2E_APP_PORT);
const mockPort = Number(process.env.E2E_MOCK_PORT);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two at a time on every machine, not only where CI is set: CI's own two cores are what its time is measured on
  // (decision 079), and a run on a laptop then tells the same story.
  workers: 2,
  // No retries, in CI either: a test that passes only on a second try has failed (issue 33, decision 071).
  retries: 0,
  reporter: [['list']],
  // One folder per build folder: Playwright empties its output folder as it starts, so two runs in one checkout
  // (OUT_DIR=dist-x, decision 071) would delete each other's artifacts.
  outputDir: `test-results/e2e-${process.env.OUT_DIR ?? 'dist'}`,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${appPort}/n2024/web/`,
    // No trace by default (it was taken on a retry, and there are none): `--trace retain-on-failure` takes one.
    trace: 'off',
    locale: 'zh-CN',
    launchOptions: chromiumLaunch,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // Build first: testing a stale dist/ would prove nothing (E2E_PREBUILT=1: `npm test` has just built OUT_DIR, once
    // for every suite, decision 071). Then the production server (`npm run serve`, compiled and run with plain node,
    // decision 044): every page rendered on the server and hydrated, as deployed (025).
    command: `${process.env.E2E_PREBUILT === '1' ? '' : 'npm run build --silent >/dev/null && '}npm run serve --silent`,
    // Ready, not only listening: the tests begin on a warm server (decision 044).
    url: `http://127.0.0.1:${appPort}/readyz`,
    // The studio service of this server keeps its embedded store in a folder of its own, never in a checkout's
    // .studio/ nor a DATABASE_URL's server (a config published there while developing must not change what these
    // tests see).
    env: {
      DIST_DIR: process.env.OUT_DIR ?? 'dist',
      // Generous on a loaded test machine: these tests read what the pages show; server-budget.spec.ts tests the
      // budget itself on a server of its own.
      RENDER_BUDGET_MS: '5000',
      // (Its access log would print a line per request into the run's output; server/portal tests it.)
      ACCESS_LOG: 'off',
      PORT: String(appPort),
      MOCK_PORT: String(mockPort),
      STUDIO_CONFIG_FILE: join(tmpdir(), `n2024-e2e-${appPort}`, 'portal.config.json'),
      STUDIO_DATA_DIR: join(tmpdir(), `n2024-e2e-${appPort}`, 'store'),
      DATABASE_URL: '',
    },
    reuseExistingServer: false,
    // The build (when not prebuilt) and a warm start; 60 s ran out at load 20-30 (helpers' runs beside each other),
    // and a server that is up sooner is used sooner: the limit costs nothing when all is well.
    timeout: 180_000,
    stdout: 'pipe',
  },
});
