/**
 * The production build behind Debian's nginx with deploy/nginx/ (CSP, caching, history fallback, proxy), in front
 * of the mock: the main routes and the login flows must run with no CSP violation and no console error.
 */
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './tests/support/chromium';
import { freePort } from './tests/support/free-port';

process.env.E2E_NGINX_PORT ??= String(await freePort());
process.env.E2E_MOCK_PORT ??= String(await freePort());
const port = Number(process.env.E2E_NGINX_PORT);

export default defineConfig({
  testDir: 'tests/e2e-nginx',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}/n2024/web/`,
    trace: 'on-first-retry',
    locale: 'zh-CN',
    launchOptions: chromiumLaunch,
  },
  projects: [{ name: 'chromium-nginx', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command:
      'npx vite build --logLevel warn && npx vite build --ssr server/render/entry-server.tsx --logLevel warn && node scripts/serve-nginx.mjs',
    url: `http://127.0.0.1:${port}/n2024/web/`,
    env: { PORT: String(port), MOCK_PORT: process.env.E2E_MOCK_PORT },
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'pipe',
    // SIGTERM, not the default SIGKILL: scripts/serve-nginx.mjs then prints nginx's upstream errors and cleans up.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
