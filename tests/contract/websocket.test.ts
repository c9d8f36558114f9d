// The QR-login websocket and the mock's control calls, against the mock started by the contract globalSetup.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { afterEach, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { parse } from 'yaml';

const base = inject('mockUrl');
const wsBase = base.replace(/^http/, 'ws');
const contract = parse(readFileSync(inject('mockSpec'), 'utf8'));

type Message = Record<string, unknown>;

/** Follows local `$ref`s of the contract. */
function deref(node: unknown): any {
  let at: any = node;
  while (at && typeof at.$ref === 'string')
    at = at.$ref
      .slice(2)
      .split('/')
      .reduce((o: any, k: string) => o?.[k], contract);
  return at;
}

/** Token of a named example of the password login: what a scan must deliver. */
function loginToken(example: string): string {
  const media = deref(contract.paths['/v1_0/member/login/password'].post.responses['200']).content['application/json'];
  const token = deref(media.examples[example])?.value?.data?.token;
  expect(typeof token, `example ${example} of the password login has a token`).toBe('string');
  return token;
}

const validateQrMessage = new Ajv2020({ strict: false }).compile(contract.components.schemas.QrLoginMessage);

/** Rejects after `ms` unless `promise` settles first; every wait in this file goes through it. */
function within<T>(promise: Promise<T>, what: string, ms = 5000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const opened: WebSocket[] = [];
afterEach(() => {
  for (const ws of opened.splice(0)) ws.terminate();
});

async function connect(query: string): Promise<WebSocket> {
  const ws = new WebSocket(`${wsBase}/n2024/websocket?${query}`);
  opened.push(ws);
  await within(new Promise((ok, fail) => ws.once('open', ok).once('error', fail)), `socket ?${query} to open`);
  return ws;
}

/** The next text message (JSON) matching `match`; call before triggering it. */
function nextMessage(ws: WebSocket, what: string, match: (m: Message) => boolean = () => true) {
  return within(
    new Promise<{ raw: string; message: Message }>((ok) => {
      const onMessage = (data: WebSocket.RawData) => {
        const raw = String(data);
        const message = JSON.parse(raw) as Message;
        if (!match(message)) return;
        ws.off('message', onMessage);
        ok({ raw, message });
      };
      ws.on('message', onMessage);
    }),
    what,
  );
}

async function call(method: string, path: string, init: RequestInit = {}) {
  const res = await fetch(`${base}${path}`, { method, ...init });
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type') ?? '', text, json: () => JSON.parse(text) };
}

const pong = (ws: WebSocket) => {
  const answer = nextMessage(ws, 'pong', (m) => m.type === 'pong');
  ws.send(JSON.stringify({ type: 'heartbeat' }));
  return answer;
};

describe('QR-login websocket /n2024/websocket?{uuid}', () => {
  it('answers a heartbeat with a pong', async () => {
    const ws = await connect(randomUUID());
    expect((await pong(ws)).message).toStrictEqual({ type: 'pong' });
  });

  it('delivers exactly {type:205, token} with the contract token on a scan, per account type', async () => {
    const uuid = randomUUID();
    const ws = await connect(uuid);
    for (const [utype, example] of [
      ['2', 'ok'],
      ['1', 'company'],
    ] as const) {
      const pushed = nextMessage(ws, `205 for utype ${utype}`);
      const res = await call('POST', `/__mock/qr/scan?uuid=${uuid}&utype=${utype}`);
      expect(res.status).toBe(200);
      expect(res.json()).toStrictEqual({ delivered: 1 });
      const { raw, message } = await pushed;
      expect(raw).toBe(JSON.stringify({ type: 205, token: loginToken(example) }));
      expect(validateQrMessage(message), JSON.stringify(validateQrMessage.errors)).toBe(true);
    }
  });

  it('accepts ?uuid= too and pushes a scan to every socket of that uuid', async () => {
    const uuid = randomUUID();
    const sockets = [await connect(uuid), await connect(`uuid=${uuid}`)];
    const pushed = sockets.map((ws, i) => nextMessage(ws, `205 on socket ${i}`));
    const res = await call('POST', `/__mock/qr/scan?uuid=${uuid}`);
    expect(res.json()).toStrictEqual({ delivered: 2 });
    for (const { message } of await Promise.all(pushed))
      expect(message).toStrictEqual({ type: 205, token: loginToken('ok') });
  });

  it('answers a scan for a uuid without a socket with a 404 JSON message', async () => {
    const res = await call('POST', `/__mock/qr/scan?uuid=${randomUUID()}&utype=2`);
    expect(res.status).toBe(404);
    expect(res.type).toMatch(/^application\/json/);
    expect(res.json().message).toMatch(/no open/i);
  });

  it('drop terminates the sockets of a uuid and sockets then reports 0', async () => {
    const uuid = randomUUID();
    const ws = await connect(uuid);
    expect((await call('GET', `/__mock/qr/sockets?uuid=${uuid}`)).json()).toStrictEqual({ open: 1 });
    const closed = within(new Promise((ok) => ws.once('close', ok)), 'the dropped socket to close');
    expect((await call('POST', `/__mock/qr/drop?uuid=${uuid}`)).json()).toStrictEqual({ dropped: 1 });
    await closed;
    expect((await call('GET', `/__mock/qr/sockets?uuid=${uuid}`)).json()).toStrictEqual({ open: 0 });
    // the client's reconnect gets a working socket again
    expect((await pong(await connect(uuid))).message).toStrictEqual({ type: 'pong' });
  });

  it('survives garbage and keeps answering heartbeats', async () => {
    const ws = await connect(randomUUID());
    for (const junk of ['not json', '{"type":', 'null', '42', '[]', '{"type":"heartbeat"', '{"type":205}', ''])
      ws.send(junk);
    ws.send(Buffer.from([0xff, 0x00, 0x13]), { binary: true });
    expect((await pong(ws)).message).toStrictEqual({ type: 'pong' });
    expect((await call('GET', '/__mock/health')).json()).toStrictEqual({ ok: true });
  });
});

describe('mock HTTP routes', () => {
  const qrUuid = (link: string) => {
    const query = new URL(link).search.slice(1);
    return new URLSearchParams(query).get('uuid') ?? query;
  };

  it('gives each QR link call a fresh uuid and keeps the other fields', async () => {
    const [a, b] = await Promise.all([1, 2].map(() => call('GET', '/n2024/api/V2/login/getQrCodeUrl?platform=web')));
    const [first, second] = [a!.json(), b!.json()];
    expect(first.code).toBe(200);
    const [u1, u2] = [qrUuid(first.data.url), qrUuid(second.data.url)];
    expect(u1).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(u1).not.toBe(u2);
    expect({ ...first, data: { ...first.data, url: first.data.url.replace(u1, 'U') } }).toStrictEqual({
      ...second,
      data: { ...second.data, url: second.data.url.replace(u2, 'U') },
    });
    // and the uuid of the link is one a scan can reach
    const ws = await connect(u1);
    const pushed = nextMessage(ws, '205 for the QR link uuid');
    expect((await call('POST', `/__mock/qr/scan?uuid=${u1}`)).status).toBe(200);
    expect((await pushed).message.type).toBe(205);
  });

  it('passes Prefer through to Prism for named examples', async () => {
    const res = await call('POST', '/n2024/v1_0/member/login/password', {
      headers: { 'content-type': 'application/json', prefer: 'example=company' },
      body: JSON.stringify({ username: '13800001111', password: 'secret', platform: 'web' }),
    });
    expect(res.status).toBe(200);
    expect(res.json().data.token).toBe(loginToken('company'));
  });

  it('serves a PNG for example raster images, as a file server would, and an SVG with the name otherwise', async () => {
    const res = await fetch(`${base}/n2024/static/mock/banner-1.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.subarray(0, 8)]).toStrictEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // IHDR: 640 x 400, as the examples' images are drawn
    const view = new DataView(bytes.buffer);
    expect([view.getUint32(16), view.getUint32(20)]).toStrictEqual([640, 400]);

    const other = await call('GET', '/n2024/static/mock/logo.svg');
    expect(other.type).toMatch(/^image\/svg\+xml/);
    expect(other.text).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(other.text).toContain('logo.svg');
  });

  it('answers other paths with a 404 JSON', async () => {
    const res = await call('GET', '/elsewhere');
    expect(res.status).toBe(404);
    expect(res.type).toMatch(/^application\/json/);
  });
});
