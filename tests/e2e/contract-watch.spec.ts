/**
 * The contract watch in the compiled portal server (issue 30 item 2, decision 065): behind it a backend whose job
 * list sends its times as date strings, not the contract's Unix seconds. The server finds the contract in its
 * deployment and reads it at start; the home page is served with its other sections; GET /metrics counts the break
 * for that operation; the log names it once, with where and what, never the value sent.
 */
import { createServer, type Server } from 'node:http';
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { freePort } from '../../mock-server/free-port.mjs';
import { startPortalServer, type PortalServer } from '../support/portal-server';

const SENT = '2026-11-02 09:30:00';
let backend: Server;
let portal: PortalServer;

test.beforeAll(async () => {
  // A second portal server starting beside the run's own: on a busy machine that takes longer than a test.
  test.setTimeout(120_000);
  const mock = `http://127.0.0.1:${process.env.E2E_MOCK_PORT}`;
  backend = createServer(async (req, res) => {
    const body = req.method === 'POST' ? Buffer.concat(await req.toArray()) : undefined;
    const answer = await fetch(`${mock}${req.url}`, {
      method: req.method,
      headers: { 'content-type': req.headers['content-type'] ?? 'application/json' },
      body,
    });
    let bytes = Buffer.from(await answer.arrayBuffer());
    if (req.url?.includes('/queryJobListByPage?')) {
      const list = JSON.parse(bytes.toString('utf8'));
      for (const job of list.data.records) job.refreshtime = SENT;
      bytes = Buffer.from(JSON.stringify(list));
    }
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
    res.end(bytes);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => backend.listen(port, '127.0.0.1', resolve));
  portal = await startPortalServer({ API_TARGET: `http://127.0.0.1:${port}` });
});
test.afterAll(async () => {
  await portal?.stop();
  await new Promise((resolve) => backend?.close(resolve));
});

test('a backend answer that breaks the contract is counted in /metrics and logged once, and the page shows the rest', async () => {
  const home = await fetch(`${portal.origin}/n2024/web/home`);
  const html = await home.text();
  expect(home.status).toBe(200);
  const notices = /<section[^>]*data-section="notices"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  expect(notices).toContain('noticeDetail?id=');

  const metrics = await (await fetch(`${portal.origin}/metrics`)).text();
  const counted = /^portal_contract_breaks_total\{operation="queryJobListByPage"\} (\d+)$/m.exec(metrics);
  expect(Number(counted?.[1])).toBeGreaterThanOrEqual(1);
  expect(metrics).not.toMatch(/^portal_contract_breaks_total\{operation="queryNoticeByPage"\}/m);

  const breaks = portal
    .output()
    .split('\n')
    .filter((line) => line.includes('"event":"contract-break"'))
    .map((line) => JSON.parse(line));
  expect(breaks).toEqual([
    expect.objectContaining({
      operation: 'queryJobListByPage',
      keyword: 'type',
      pointer: '/data/records/0/refreshtime',
      type: 'string',
      length: SENT.length,
      expected: 'integer',
    }),
  ]);
  expect(portal.output()).not.toContain(SENT);
});
