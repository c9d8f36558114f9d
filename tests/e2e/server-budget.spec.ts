/**
 * A slow backend never holds the page (decisions 025 and 044): with the notices' API answering the server only after
 * 3 s (and then with an error, so that no cache keeps it), the server sends the whole page well before that answer
 * (its render budget is 800 ms), the notices section in its loading state, as a 503 that no cache may keep
 * (`Cache-Control: no-store`, `X-Accel-Expires: 0`: nginx serves its last good copy instead); the browser reading
 * that page asks for the notices itself and shows them. A page whose data all answered is a 200.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { startBackendProxy } from '../../mock-server/backend-proxy.mjs';
import { loginAs } from '../support/e2e-session';
import { startPortalServer, type PortalServer } from '../support/portal-server';

const SLOW_MS = 3_000;
let backend: Awaited<ReturnType<typeof startBackendProxy>>;
let portal: PortalServer;

test.beforeAll(async () => {
  test.setTimeout(120_000); // a server of its own, started beside the unit tests (decision 079)
  // The e2e run's mock, with one operation made slow and then failing (so that no cache keeps it). The server's calls
  // only: the browser's own (passed through by the portal server) reach the mock at once.
  backend = await startBackendProxy({ target: `http://127.0.0.1:${process.env.E2E_MOCK_PORT}` });
  backend.mode({
    fail: (req) =>
      req.url?.includes('queryNoticeByPage') && !/Chrome/.test(req.headers['user-agent'] ?? '')
        ? { afterMs: SLOW_MS, status: 500 }
        : undefined,
  });
  portal = await startPortalServer({
    API_TARGET: backend.url,
    RENDER_BUDGET_MS: '800',
  });
  // (startPortalServer waits for /readyz: the server has warmed its render paths, which are not the budget's to hold.)
});
test.afterAll(async () => {
  await portal?.stop();
  await backend?.close();
});

test('a section whose API takes 3 s is sent loading, the page answered at once as a 503 not to keep, and completes in the browser', async ({
  page,
}) => {
  const started = Date.now();
  const response = await fetch(`${portal.origin}/n2024/web/home`);
  const html = await response.text();
  expect(Date.now() - started).toBeLessThan(SLOW_MS);
  expect(response.status).toBe(503);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('x-accel-expires')).toBe('0');
  expect(response.headers.get('retry-after')).toBe('30');
  // The notices are sent loading; the sections that answered in time are there.
  const notices = /<section[^>]*data-section="notices"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  expect(notices).toContain('aria-busy="true"');
  expect(html).toContain('data-section="jobs"');
  expect(html).not.toMatch(/"queryKey":\["source","queryNoticeByPage"/);

  await page.goto(`${portal.origin}/n2024/web/home`);
  await expect(page.getByRole('region', { name: '通知公告' }).getByRole('listitem')).toHaveCount(8, {
    timeout: 15_000,
  });
});

test("a member's login shows on a page whose section the server sent loading (decision 039's amendment)", async ({
  page,
  context,
}) => {
  // The late section mounts in the browser when its data arrives, after the page has hydrated: it once held the
  // page's hydration under an id React then discarded, and the login never showed.
  await loginAs(context, 'personal', `${portal.origin}/n2024/web/`);
  await page.goto(`${portal.origin}/n2024/web/home`);
  await expect(page.getByRole('region', { name: '通知公告' }).getByRole('listitem')).toHaveCount(8, {
    timeout: 15_000,
  });
  await expect(page.getByRole('banner')).toContainText('个人-');
});

test('a page whose data all answered in time is a 200 that caches may keep briefly', async () => {
  const response = await fetch(`${portal.origin}/n2024/web/jobSearch`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  expect(response.headers.get('x-accel-expires')).toBeNull();
});
