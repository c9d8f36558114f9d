/**
 * A slow backend never holds the page (decision 025): with the notices' API answering after 3 s, the server sends
 * the page's first bytes and then the whole page before that answer (its render budget is 800 ms), the notices
 * section in its loading state; the browser then asks for the notices itself and shows them.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startPortalServer, type PortalServer } from '../support/portal-server';

const SLOW_MS = 3_000;
let backend: Server;
let portal: PortalServer;

test.beforeAll(async () => {
  // The e2e run's mock, with one operation made slow.
  const mock = Number(process.env.E2E_MOCK_PORT);
  backend = createServer((req, res) => {
    const forward = () => {
      const upstream = request(
        { port: mock, host: '127.0.0.1', method: req.method, path: req.url, headers: req.headers },
        (a) => {
          res.writeHead(a.statusCode ?? 502, a.headers);
          a.pipe(res);
        },
      );
      // The portal server gives up on the slow call (its budget) and closes the connection: not an error here.
      upstream.on('error', () => res.destroy());
      res.on('close', () => upstream.destroy());
      req.pipe(upstream);
    };
    if (req.url?.includes('queryNoticeByPage')) setTimeout(forward, SLOW_MS);
    else forward();
  });
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  portal = await startPortalServer({
    API_TARGET: `http://127.0.0.1:${(backend.address() as AddressInfo).port}`,
    RENDER_BUDGET_MS: '800',
  });
  // Warm: a fresh server's first render also loads the sections' code and its DOM; that is not the budget's to hold.
  await fetch(`${portal.origin}/n2024/web/jobSearch`).then((r) => r.text());
});
test.afterAll(async () => {
  await portal?.stop();
  backend?.close();
});

test('a section whose API takes 3 s is sent loading, without delaying the page, and completes in the browser', async ({
  page,
}) => {
  const started = Date.now();
  const response = await fetch(`${portal.origin}/n2024/web/home`);
  const reader = response.body!.getReader();
  const first = await reader.read();
  const firstByteMs = Date.now() - started;
  let html = new TextDecoder().decode(first.value);
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
    html += new TextDecoder().decode(chunk.value);
  const wholeMs = Date.now() - started;
  expect(firstByteMs).toBeLessThan(SLOW_MS);
  expect(wholeMs).toBeLessThan(SLOW_MS);
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
