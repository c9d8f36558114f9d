// MOCK_QR_AUTOSCAN_MS demo mode: every QR socket is logged in without a scan call, as the member the token names.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { readScanTokens, startMock } from '../../mock-server/server.mjs';

let mock: Awaited<ReturnType<typeof startMock>>;
beforeAll(async () => {
  mock = await startMock({ spec: inject('mockSpec'), autoScanMs: 300 });
});
afterAll(() => mock?.close());

it('pushes the personal 205 unprompted autoScanMs after the socket opens', async () => {
  const ws = new WebSocket(`${mock.url.replace(/^http/, 'ws')}/n2024/websocket?${randomUUID()}`);
  let timer: NodeJS.Timeout | undefined;
  try {
    const opened = new Promise<number>((ok, fail) => ws.once('open', () => ok(Date.now())).once('error', fail));
    const pushed = new Promise<{ at: number; text: string }>((ok) =>
      ws.once('message', (data) => ok({ at: Date.now(), text: String(data) })),
    );
    const timeout = new Promise<never>((_, fail) => {
      timer = setTimeout(() => fail(new Error('no 205 within 5 s of connecting')), 5000);
    });
    const [openedAt, message] = await Promise.race([Promise.all([opened, pushed]), timeout]);
    expect(JSON.parse(message.text)).toStrictEqual({ type: 205, token: readScanTokens(inject('mockSpec'))['2'] });
    expect(message.at - openedAt).toBeGreaterThanOrEqual(250); // timer granularity slack
  } finally {
    clearTimeout(timer);
    ws.terminate();
  }
});

it("answers the status check of a scanned personal token with the personal member, a company token's with the company", async () => {
  const tokens = readScanTokens(inject('mockSpec'));
  const check = async (token: string) => {
    const answer = await fetch(`${mock.url}/n2024/v1_0/home/config/userinfo`, {
      headers: { Authorization: token, 'user-token': token },
    });
    return (await answer.json()).data.userData.userinfo.utype;
  };
  expect(await check(tokens['2']!)).toBe(2);
  expect(await check(tokens['1']!)).toBe(1);
});
