import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exampleData } from '../../tests/support/contract-examples';
import { logInWithToken } from './account-flow';
import {
  HEARTBEAT_MS,
  loginToken,
  RECONNECT_MS,
  socketUrl,
  startQrLogin,
  uuidOf,
  type QrLoginOptions,
  type QrSocket,
} from './qr-login';
import { accountState, clearSession, COOKIE_NAME, session } from './session-store';

/** The portal's real SDK client (middleware and all) over a fetch the test answers; absolute, as jsdom needs. */
const backendFetch = vi.hoisted(() => ({
  answer: (_r: Request): Promise<Response> => Promise.reject(new Error('unset')),
}));
vi.mock('../data/api-client', async () => {
  const { createPortalClient } = await import('../../sdk/client');
  const store = await import('./session-store');
  return {
    api: createPortalClient({
      baseUrl: 'http://portal.test/n2024',
      getAuth: () => ({ token: store.session.token, companyId: store.session.companyId }),
      fetch: (r) => backendFetch.answer(r),
    }),
  };
});

const UUID = '6f1c2d7e-8a3b-4c5d-9e0f-1a2b3c4d5e6f';
const LINK = `https://rc.jiangcheng.gov.cn/m/qrlogin?uuid=${UUID}`;

/** A socket the test drives: open it, push messages, drop it; it records what the client sent and closed. */
class FakeSocket implements QrSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closedByClient = false;
  onopen: QrSocket['onopen'] = null;
  onmessage: QrSocket['onmessage'] = null;
  onclose: QrSocket['onclose'] = null;
  onerror: QrSocket['onerror'] = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    if (this.readyState !== 1) throw new Error('not open');
    this.sent.push(data);
  }
  close() {
    this.closedByClient = true;
    this.drop();
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  message(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
  /** The server or the network ends the connection. */
  drop() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onerror?.(new Event('error'));
    this.onclose?.(new CloseEvent('close'));
  }
}

const latest = () => FakeSocket.all.at(-1)!;

function start(overrides: Partial<QrLoginOptions> = {}) {
  const calls = { onLink: vi.fn(), onToken: vi.fn(), onError: vi.fn() };
  const session = startQrLogin({
    requestLink: () => Promise.resolve(LINK),
    createSocket: (url) => new FakeSocket(url),
    origin: { protocol: 'http:', host: 'portal.test:8080' },
    ...calls,
    ...overrides,
  });
  return { session, ...calls };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
});
afterEach(() => vi.useRealTimers());

describe('QR login helpers', () => {
  it('takes the uuid from the link query and builds the same-origin socket address', () => {
    expect(uuidOf(LINK)).toBe(UUID);
    expect(uuidOf('https://x.example/qr?id=1')).toBeNull();
    expect(uuidOf('::not a url')).toBeNull();
    expect(socketUrl(UUID, { protocol: 'https:', host: 'portal.gov.cn' })).toBe(
      `wss://portal.gov.cn/n2024/websocket?${UUID}`,
    );
    expect(socketUrl(UUID, { protocol: 'http:', host: '127.0.0.1:5173' })).toBe(
      `ws://127.0.0.1:5173/n2024/websocket?${UUID}`,
    );
  });

  it('reads a token only from a type-205 message carrying one', () => {
    expect(loginToken('{"type":205,"token":"abc"}')).toBe('abc');
    expect(loginToken('{"type":"205","token":"abc"}')).toBe('abc');
    for (const other of [
      '{"type":"pong"}',
      '{"type":205}',
      '{"type":205,"token":""}',
      '{"type":204,"token":"x"}',
      'garbage{',
      'null',
      '205',
      '[205]',
    ]) {
      expect(loginToken(other)).toBeNull();
    }
    expect(loginToken(new Blob(['{"type":205,"token":"x"}']))).toBeNull();
  });
});

describe('startQrLogin', () => {
  it('requests the link, draws it and opens ws://<host>/n2024/websocket?<uuid>', async () => {
    const { onLink, onError } = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(onLink).toHaveBeenCalledWith(LINK);
    expect(onError).not.toHaveBeenCalled();
    expect(FakeSocket.all.map((s) => s.url)).toEqual([`ws://portal.test:8080/n2024/websocket?${UUID}`]);
  });

  it('sends a heartbeat every 30 s while the socket is open, and none after it closes', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    latest().open();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS - 1);
    expect(latest().sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(latest().sent).toEqual(['{"type":"heartbeat"}']);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS * 2);
    expect(latest().sent).toHaveLength(3);
    const first = latest();
    first.drop();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS * 2);
    expect(first.sent).toHaveLength(3);
  });

  it('reconnects 5 s after the socket drops, to the same uuid, again and again', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    latest().open();
    latest().drop();
    await vi.advanceTimersByTimeAsync(RECONNECT_MS - 1);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(2);
    expect(latest().url).toBe(FakeSocket.all[0]!.url);
    latest().drop(); // never opened: the server is down
    await vi.advanceTimersByTimeAsync(RECONNECT_MS);
    expect(FakeSocket.all).toHaveLength(3);
    latest().open();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(latest().sent).toEqual(['{"type":"heartbeat"}']);
  });

  it('logs in once on a 205 message, closes the socket and never reconnects', async () => {
    const { onToken, session } = start();
    await vi.advanceTimersByTimeAsync(0);
    latest().open();
    latest().message('{"type":"pong"}');
    latest().message('not json at all');
    latest().message('{"type":205}');
    expect(onToken).not.toHaveBeenCalled();
    latest().message('{"type":205,"token":"7d41e6b0"}');
    latest().message('{"type":205,"token":"again"}');
    expect(onToken).toHaveBeenCalledTimes(1);
    expect(onToken).toHaveBeenCalledWith('7d41e6b0');
    expect(session.closed).toBe(true);
    expect(latest().closedByClient).toBe(true);
    await vi.advanceTimersByTimeAsync(RECONNECT_MS + HEARTBEAT_MS);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('closes for good when told to (the panel went away or the QR image failed): no reconnect, no heartbeat', async () => {
    const { session } = start();
    await vi.advanceTimersByTimeAsync(0);
    latest().open();
    session.close();
    session.close();
    expect(latest().closedByClient).toBe(true);
    await vi.advanceTimersByTimeAsync(RECONNECT_MS + HEARTBEAT_MS);
    expect(FakeSocket.all).toHaveLength(1);
    expect(latest().sent).toEqual([]);
  });

  it('closed while a reconnect is pending: the pending reconnect is cancelled', async () => {
    const { session } = start();
    await vi.advanceTimersByTimeAsync(0);
    latest().drop();
    session.close();
    await vi.advanceTimersByTimeAsync(RECONNECT_MS * 3);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('closed before the link arrives: nothing is drawn and no socket opens', async () => {
    let resolve!: (link: string) => void;
    const { session, onLink } = start({ requestLink: () => new Promise((r) => (resolve = r)) });
    session.close();
    resolve(LINK);
    await vi.advanceTimersByTimeAsync(0);
    expect(onLink).not.toHaveBeenCalled();
    expect(FakeSocket.all).toHaveLength(0);
  });

  it('reports a failed link request, or a link without uuid, and opens no socket', async () => {
    const failed = start({ requestLink: () => Promise.reject(new Error('down')) });
    const noUuid = start({ requestLink: () => Promise.resolve('https://x.example/qr') });
    await vi.advanceTimersByTimeAsync(RECONNECT_MS);
    expect(failed.onError).toHaveBeenCalledWith(new Error('down'));
    expect(noUuid.onError).toHaveBeenCalledTimes(1);
    expect(noUuid.onLink).not.toHaveBeenCalled();
    expect(FakeSocket.all).toHaveLength(0);
  });

  it('retries 5 s later when the socket cannot even be created', async () => {
    let attempts = 0;
    start({
      createSocket: (url) => {
        attempts += 1;
        if (attempts === 1) throw new DOMException('blocked', 'SecurityError');
        return new FakeSocket(url);
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.all).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(RECONNECT_MS);
    expect(FakeSocket.all).toHaveLength(1);
  });
});

describe('a scan, through the status check, to the session (spec s4, s7)', () => {
  const envelope = (data: unknown) =>
    new Response(JSON.stringify({ code: 200, message: 'success', data }), {
      headers: { 'content-type': 'application/json' },
    });
  /** The backend answers with the contract's examples; the status check with `status`. */
  function backend(status: unknown) {
    const seen: Request[] = [];
    backendFetch.answer = async (request: Request) => {
      seen.push(request.clone());
      const path = new URL(request.url).pathname.replace(/^\/n2024/, '');
      if (path === '/v1_0/home/config/userinfo') return envelope(status);
      if (path === '/v1_0/company/profile/index') return envelope(exampleData('get', path));
      return envelope(exampleData('get', '/api/V2/account/queryDbRoleByMemberIdAndCompany'));
    };
    return seen;
  }

  beforeEach(() => {
    vi.useRealTimers();
    clearSession();
  });
  afterEach(() => {
    document.cookie = `${COOKIE_NAME}=; max-age=0; path=/`;
  });

  it("a 205 token is confirmed with the spec's userinfo call, carrying that token, then becomes the session", async () => {
    const seen = backend(exampleData('get', '/v1_0/home/config/userinfo'));
    const tokens: Promise<boolean>[] = [];
    start({ onToken: (token) => tokens.push(logInWithToken(token)) });
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    latest().open();
    latest().message(JSON.stringify({ type: 205, token: 'scanned-token' }));
    await expect(tokens[0]).resolves.toBe(true);

    const check = seen[0]!;
    const url = new URL(check.url);
    expect(url.pathname).toBe('/n2024/v1_0/home/config/userinfo');
    expect(check.headers.get('authorization')).toBe('scanned-token');
    expect(check.headers.get('user-token')).toBe('scanned-token');
    expect(url.searchParams.get('user-token')).toBe('scanned-token');
    expect(session.token).toBe('scanned-token');
    expect(accountState(session)).toBe('company');
  });

  it('a token the check calls logged out is not stored', async () => {
    const seen = backend(exampleData('get', '/v1_0/home/config/userinfo', 'loggedOut'));
    await expect(logInWithToken('stale-token')).resolves.toBe(false);
    expect(seen).toHaveLength(1);
    expect(accountState(session)).toBe('loggedOut');
    expect(document.cookie).not.toContain(COOKIE_NAME);
  });
});
