/**
 * The production build behind Debian's nginx with deploy/nginx/ (CSP, caching, history fallback, proxy), in front
 * of the mock: the main routes and the login flows must run with no CSP violation and no console error, and the
 * attacks of issue 19 must fail (tests/e2e-nginx/attacks.spec.ts).
 *
 * tests/e2e-nginx/backend.spec.ts counts the portal server's backend calls and takes its backend down (the backend
 * switch of scripts/serve-nginx.mjs): it runs alone, after every other test (project nginx-backend, the teardown of
 * chromium-nginx). Running one other file with a filter runs it too: add --no-deps to skip it.
 * E2E_NGINX_PREBUILT=1 serves the build as it is (OUT_DIR) instead of building first.
 */
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './tests/support/chromium';
import { freePort } from './mock-server/free-port.mjs';
import { prepareEmptyCluster } from './tests/support/empty-cluster';

// The servers' new embedded stores start from an empty cluster made once, not from initdb (decision 103).
await prepareEmptyCluster();
process.env.E2E_NGINX_PORT ??= String(await freePort());
process.env.E2E_MOCK_PORT ??= String(await freePort());
// Read by the tests: the portal server straight (no nginx), the backend switch's control, the site over TLS.
process.env.E2E_PORTAL_PORT ??= String(await freePort());
process.env.E2E_SWITCH_PORT ??= String(await freePort());
process.env.E2E_NGINX_TLS_PORT ??= String(await freePort());
const port = Number(process.env.E2E_NGINX_PORT);

export default defineConfig({
  testDir: 'tests/e2e-nginx',
  fullyParallel: true,
  // Two at a time on every machine, not only where CI is set: CI's own two cores are what its time is measured on
  // (decision 079), and a run on a laptop then tells the same story.
  workers: 2,
  // No retries, in CI either: a test that passes only on a second try has failed (issue 33, decision 071).
  retries: 0,
  reporter: [['list']],
  // One folder per build folder: Playwright empties its output folder as it starts, so two runs in one checkout
  // (OUT_DIR=dist-x, decision 071) would delete each other's artifacts.
  outputDir: `test-results/e2e-nginx-${process.env.OUT_DIR ?? 'dist'}`,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}/n2024/web/`,
    // No trace by default (it was taken on a retry, and there are none): `--trace retain-on-failure` takes one.
    trace: 'off',
    locale: 'zh-CN',
    launchOptions: chromiumLaunch,
  },
  projects: [
    {
      name: 'chromium-nginx',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: /backend\.spec\.ts$/,
      teardown: 'nginx-backend',
    },
    { name: 'nginx-backend', use: { ...devices['Desktop Chrome'] }, testMatch: /backend\.spec\.ts$/ },
  ],
  webServer: {
    // The whole production build (browser, server renderer, compiled portal server), as `npm run build` makes it.
    command: `${process.env.E2E_NGINX_PREBUILT === '1' ? '' : 'npm run build --silent >/dev/null && '}node scripts/serve-nginx.mjs`,
    url: `http://127.0.0.1:${port}/n2024/web/`,
    env: {
      PORT: String(port),
      MOCK_PORT: process.env.E2E_MOCK_PORT,
      PORTAL_PORT: process.env.E2E_PORTAL_PORT,
      SWITCH_PORT: process.env.E2E_SWITCH_PORT,
      TLS_PORT: process.env.E2E_NGINX_TLS_PORT,
      // The portal server's line per request would fill the run's output (the attack tests send thousands).
      ACCESS_LOG: process.env.ACCESS_LOG ?? 'off',
      // Pages kept 10 s instead of 30: backend.spec.ts's outage test waits twice for a kept page to run out (it took
      // a minute of the run; decision 102). Every other test asks again at once.
      MICRO_CACHE_SECONDS: '10',
    },
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    // SIGTERM, not the default SIGKILL: scripts/serve-nginx.mjs then prints nginx's upstream errors and cleans up.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
