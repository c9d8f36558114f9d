/**
 * The TLS-and-prefix drill (issue 30, decision 064): the portal server against a backend behind Debian's nginx with
 * TLS (a throw-away CA the portal trusts through NODE_EXTRA_CA_CERTS) at a path prefix (/gateway), with a delay proxy
 * adding latency to every API call (tests/e2e-drill/drill-stack.mjs). The portal's route sweep
 * (tests/e2e/routes.spec.ts, its data checks) and the drill's own tests (QR login, the pass-through) run through it.
 * E2E_DRILL_PREBUILT=1 serves the build as it is (OUT_DIR) instead of building first. No retries: a drill that
 * passes only on a second try has failed.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './tests/support/chromium';
import { freePort } from './mock-server/free-port.mjs';
import { prepareEmptyCluster } from './tests/support/empty-cluster';

// The servers' new embedded stores start from an empty cluster made once, not from initdb (decision 103).
await prepareEmptyCluster();
process.env.E2E_DRILL_PORT ??= String(await freePort());
process.env.E2E_MOCK_PORT ??= String(await freePort());
process.env.E2E_DRILL_TLS_PORT ??= String(await freePort());
// Where nginx's log of the gateway's requests is (read by tests/e2e-drill/drill.spec.ts).
process.env.E2E_DRILL_DIR ??= mkdtempSync(join(tmpdir(), 'n2024-drill-'));
// The route sweep's data checks only (decision 097): its axe and hydration checks are the main run's.
process.env.E2E_ROUTE_CHECKS ??= 'data';
const port = Number(process.env.E2E_DRILL_PORT);

export default defineConfig({
  testDir: 'tests',
  testMatch: [/e2e\/routes\.spec\.ts$/, /e2e-drill\/.*\.spec\.ts$/],
  fullyParallel: true,
  // Two at a time on every machine, not only where CI is set: CI's own two cores are what its time is measured on
  // (decision 079), and a run on a laptop then tells the same story.
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}/n2024/web/`,
    locale: 'zh-CN',
    launchOptions: chromiumLaunch,
  },
  projects: [{ name: 'chromium-drill', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `${process.env.E2E_DRILL_PREBUILT === '1' ? '' : 'npm run build --silent >/dev/null && '}node tests/e2e-drill/drill-stack.mjs`,
    // Ready, not only listening: warm, having read its data through the gateway.
    url: `http://127.0.0.1:${port}/readyz`,
    env: {
      PORT: String(port),
      MOCK_PORT: process.env.E2E_MOCK_PORT,
      TLS_PORT: process.env.E2E_DRILL_TLS_PORT,
      DRILL_DIR: process.env.E2E_DRILL_DIR,
      DIST_DIR: process.env.OUT_DIR ?? 'dist',
      RENDER_BUDGET_MS: '5000',
      ACCESS_LOG: 'off',
    },
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
