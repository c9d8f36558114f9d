// @vitest-environment node
/**
 * The one backend client (decision 064) against an https backend under a path prefix, with a throw-away CA: the
 * server's data calls, the API pass-through and the QR websocket reach it; hop-by-hop and client-sent forwarding
 * headers stop at the portal; a slow backend gives 504, a client who leaves takes its backend call with it, and a
 * certificate nobody vouched for is refused. The old pass-through (node:http, port || 80, the prefix dropped, no
 * timeout, no abort, headers as they came) fails each of these.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { backendAddress } from '../../sdk/backend-address';
import { createPortalClient } from '../../sdk/client';
import { log } from '../observe/log';
import { backendCalls } from '../observe/metrics';
import { raw } from '../../tests/support/raw-http';
import { createBackendClient, type BackendClient } from './backend-client';
import { tlsBackend } from './testing/tls-backend';

type Backend = Awaited<ReturnType<typeof tlsBackend>>;
let backend: Backend;
const fronts: { server: Server; client: BackendClient }[] = [];

/** A portal server's backend paths on a port of its own, on a client made with these options. */
async function front(options: { trustedProxies?: string[]; ca?: string | null; answerTimeoutMs?: number } = {}) {
  const client = createBackendClient({
    target: new URL(`${backend.origin}/gateway/`),
    connectTimeoutMs: 2_000,
    answerTimeoutMs: options.answerTimeoutMs ?? 10_000,
    trustedProxies: options.trustedProxies ?? ['10.9.9.9'],
    ...(options.ca === null ? {} : { ca: options.ca ?? backend.ca }),
  });
  const server = createServer((req, res) => void client.passThrough(req, res));
  server.on('upgrade', (req, socket, head) => client.websocket(req, socket, head));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fronts.push({ server, client });
  return { client, port: (server.address() as AddressInfo).port };
}

const count = async (operation: string, outcome: string) =>
  (await backendCalls.get()).values.find((v) => v.labels.operation === operation && v.labels.outcome === outcome)
    ?.value ?? 0;

beforeAll(async () => {
  backend = await tlsBackend();
});
afterAll(async () => {
  for (const { server, client } of fronts) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await client.close();
  }
  await backend.close();
});

describe('an https backend at a path prefix', () => {
  it('passes an API call through to prefix + /n2024, over verified TLS, counted by operation', async () => {
    const { port } = await front();
    const before = await count('queryJobListByPage', '2xx');
    const answer = await fetch(`http://127.0.0.1:${port}/n2024/api/web/queryJobListByPage?page=1&size=1`);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { code: number }).code).toBe(200);
    expect(backend.last().path).toBe('/gateway/n2024/api/web/queryJobListByPage?page=1&size=1');
    expect(await count('queryJobListByPage', '2xx')).toBe(before + 1);
  });

  it("serves the server's own data calls (the SDK on the client's fetch) at the same prefix", async () => {
    const { client } = await front();
    const api = createPortalClient({
      baseUrl: backendAddress(`${backend.origin}/gateway/`, '/n2024').href,
      fetch: client.fetch,
    });
    expect(await api.call('queryJobListByPage', { query: { page: 1, size: 1 } })).toMatchObject({
      records: [{ id: 7 }],
    });
    expect(backend.last().path).toMatch(/^\/gateway\/n2024\/api\/web\/queryJobListByPage\?/);
  });

  it('sends a POST body on as it came, with its length or chunked', async () => {
    const { port } = await front();
    const body = JSON.stringify({ username: 'jc_zhangwei', password: 'x' });
    const sized = await fetch(`http://127.0.0.1:${port}/n2024/v1_0/member/login/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(sized.status).toBe(200);
    expect(backend.last()).toMatchObject({ method: 'POST', body });
    const chunked = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(body));
        controller.close();
      },
    });
    const streamed = await fetch(`http://127.0.0.1:${port}/n2024/v1_0/home/ad/index`, {
      method: 'POST',
      body: chunked,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(200);
    expect(backend.last()).toMatchObject({ method: 'POST', path: '/gateway/n2024/v1_0/home/ad/index', body });
  });

  it('hands the QR websocket through over TLS (wss) at the prefix', async () => {
    const { port } = await front();
    const ws = new WebSocket(`ws://127.0.0.1:${port}/n2024/websocket?3f2c`);
    const reply = new Promise<string>((resolve, reject) => {
      ws.once('message', (m) => resolve(String(m)));
      ws.once('error', reject);
    });
    await new Promise((resolve) => ws.once('open', resolve));
    ws.send('hello');
    expect(await reply).toBe('echo hello');
    expect(backend.last().path).toBe('/gateway/n2024/websocket?3f2c');
    ws.close();
  });

  it('answers a websocket 502 when the backend hangs up on its handshake', async () => {
    const { port } = await front();
    const ws = new WebSocket(`ws://127.0.0.1:${port}/n2024/hangup`);
    const status = await new Promise((resolve) => ws.once('unexpected-response', (_q, r) => resolve(r.statusCode)));
    expect(status).toBe(502);
  });

  it('refuses a backend whose certificate no trusted CA signed (502), the websocket too', async () => {
    const { port } = await front({ ca: null });
    const warn = vi.spyOn(log, 'warn');
    const seen = backend.seen.length;
    const answer = await fetch(`http://127.0.0.1:${port}/n2024/api/web/queryJobListByPage`);
    expect(answer.status).toBe(502);
    const ws = new WebSocket(`ws://127.0.0.1:${port}/n2024/websocket?x`);
    const status = await new Promise((resolve) => ws.once('unexpected-response', (_q, r) => resolve(r.statusCode)));
    expect(status).toBe(502);
    expect(backend.seen.length).toBe(seen);
    // The log says why, for whoever has to set NODE_EXTRA_CA_CERTS.
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({
        event: 'backend-failure',
        operation: 'queryJobListByPage',
        code: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
      }),
      expect.any(String),
    );
    warn.mockRestore();
  });
});

describe('headers across the portal (RFC 9110 §7.6.1)', () => {
  const forged = {
    host: 'portal.example',
    connection: 'keep-alive, x-hop-secret',
    'x-hop-secret': 'for this hop only',
    'keep-alive': 'timeout=5',
    te: 'trailers',
    'proxy-authorization': 'Basic cHJveHk6c2VjcmV0',
    'x-forwarded-for': '6.6.6.6',
    'x-real-ip': '6.6.6.6',
    forwarded: 'for=6.6.6.6',
    'x-forwarded-host': 'evil.example',
    'x-request-id': 'abc123',
  };

  it('drops hop-by-hop and forged forwarding headers; X-Forwarded-For is the connection', async () => {
    const { port } = await front();
    const answer = await raw({ port, target: '/n2024/api/web/queryNoticeByPage', headers: forged });
    expect(answer?.status).toBe(200);
    const { headers } = backend.last();
    for (const name of ['x-hop-secret', 'keep-alive', 'te', 'proxy-authorization', 'x-real-ip', 'forwarded'])
      expect(headers[name], name).toBeUndefined();
    expect(headers['x-forwarded-host']).toBeUndefined();
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers.host).toBe(new URL(backend.origin).host);
    expect(headers['x-request-id']).toBe('abc123');
    expect(answer?.headers['proxy-authenticate']).toBeUndefined();
    expect(answer?.headers['x-backend']).toBe('kept');
  });

  it("takes the client's address from X-Real-IP only when the trusted proxy sends it", async () => {
    const { port } = await front({ trustedProxies: ['127.0.0.1'] });
    await raw({ port, target: '/n2024/api/web/queryNoticeByPage', headers: { ...forged, 'x-real-ip': '203.0.113.5' } });
    expect(backend.last().headers['x-forwarded-for']).toBe('203.0.113.5');
  });
});

describe('a slow backend, a client who leaves', () => {
  it('answers 504 with a plain reason when the backend does not answer in time', async () => {
    const { port } = await front({ answerTimeoutMs: 300 });
    const before = await count('pass-through', 'timeout');
    const answer = await fetch(`http://127.0.0.1:${port}/n2024/slow/answer`);
    expect(answer.status).toBe(504);
    expect(await answer.text()).toMatch(/backend did not answer in time/);
    expect(await count('pass-through', 'timeout')).toBe(before + 1);
  });

  it("closes the backend's connection of every call whose client left", async () => {
    const { port } = await front();
    await vi.waitFor(() => expect(backend.openConnections()).toBe(0), { timeout: 10_000 });
    const calls = backend.seen.length;
    const clients = Array.from({ length: 20 }, (_, i) =>
      request({ port, host: '127.0.0.1', path: `/n2024/slow/${i}`, agent: false }).on('error', () => {}),
    );
    clients.forEach((c) => c.end());
    await vi.waitFor(() => expect(backend.seen.length).toBe(calls + 20), { timeout: 10_000 });
    expect(backend.openConnections()).toBe(20);
    clients.forEach((c) => c.destroy());
    await vi.waitFor(() => expect(backend.openConnections()).toBe(0), { timeout: 10_000 });
  });
});
