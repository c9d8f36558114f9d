/**
 * The TLS-and-prefix drill (decision 064; playwright.drill.config.ts): the portal server reaches its backend only
 * through Debian's nginx over TLS at /gateway, with latency added (tests/e2e-drill/drill-stack.mjs). Beside the route
 * sweep (tests/e2e/routes.spec.ts, in the same run), these show the QR login's websocket and the browser's API calls
 * going through that gateway, and the server's own data calls too: every request the gateway logged came over TLS,
 * at the prefix.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { exampleData } from '../support/contract-examples';

const mock = (path: string) => `http://127.0.0.1:${process.env.E2E_MOCK_PORT}${path}`;
const companyName: string = exampleData('post', '/v1_0/member/login/password', 'company').comList[0].companyname;

/** What nginx passed on: one "METHOD URI STATUS TLS-VERSION" line per request. */
const gatewayLog = () =>
  readFileSync(join(process.env.E2E_DRILL_DIR!, 'gateway.log'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [method, uri, status, tls] = line.split(' ');
      return { method, uri: uri!, status: Number(status), tls };
    });

async function openSockets(request: APIRequestContext, uuid: string): Promise<number> {
  const response = await request.get(mock(`/__mock/qr/sockets?uuid=${encodeURIComponent(uuid)}`));
  return ((await response.json()) as { open: number }).open;
}

async function homeWithQr(page: Page): Promise<string> {
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/n2024/websocket?'));
  await page.goto('./home');
  const uuid = new URL((await socket).url()).search.slice(1);
  await expect(page.getByRole('img', { name: '登录二维码' })).toBeVisible();
  return uuid;
}

test('QR login: the websocket goes through the TLS gateway at /gateway, and the scan logs the company in', async ({
  page,
  request,
}) => {
  const uuid = await homeWithQr(page);
  await expect.poll(() => openSockets(request, uuid)).toBe(1);
  const scan = await request.post(mock(`/__mock/qr/scan?uuid=${encodeURIComponent(uuid)}&utype=1`));
  expect(await scan.json()).toEqual({ delivered: 1 });
  await expect(page.getByRole('banner').getByRole('button', { name: `企业-${companyName}` })).toBeVisible();
  await expect.poll(() => openSockets(request, uuid)).toBe(0);
  expect(gatewayLog()).toContainEqual({
    method: 'GET',
    uri: `/gateway/n2024/websocket?${uuid}`,
    status: 101,
    tls: expect.stringMatching(/^TLSv1\.[23]$/),
  });
});

test("the browser's API calls pass through the portal to the gateway, and so do the server's data calls", async ({
  page,
}) => {
  const answer = await page.request.get('/n2024/api/web/queryJobListByPage?page=1&size=3&keyWord=drill');
  expect(answer.status()).toBe(200);
  expect(((await answer.json()) as { code: number }).code).toBe(200);
  const log = gatewayLog();
  expect(log).toContainEqual(
    expect.objectContaining({
      uri: '/gateway/n2024/api/web/queryJobListByPage?page=1&size=3&keyWord=drill',
      status: 200,
    }),
  );
  // The server warmed up and rendered from the gateway alone: every call it made is there, over TLS, at the prefix.
  expect(log.filter((l) => l.uri.includes('/api/web/queryJobById')).length).toBeGreaterThan(0);
  for (const line of log) {
    expect(line.uri).toMatch(/^\/gateway\/n2024\//);
    expect(line.tls).toMatch(/^TLSv1\.[23]$/);
  }
});
