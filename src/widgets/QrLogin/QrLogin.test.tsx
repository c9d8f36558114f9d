import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as account from '../../data/account';
import * as flow from '../../session/account-flow';
import { requestFreshQr } from '../../session/qr-signal';
import { QrLogin } from './QrLogin';

vi.mock('../../data/account', () => ({ fetchQrLink: vi.fn() }));
vi.mock('../../session/account-flow', () => ({ logInWithToken: vi.fn() }));

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send() {}
  close() {
    this.closed = true;
    this.readyState = 3;
  }
}

let uuid = 0;
beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.mocked(account.fetchQrLink).mockImplementation(() =>
    Promise.resolve(`https://rc.example/m/qrlogin?uuid=u-${++uuid}`),
  );
  vi.mocked(flow.logInWithToken).mockResolvedValue(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

/** The image element of the newest link's code (there before it has loaded, not shown until then). */
const image = async () => {
  const src = () => imageOf(`https://rc.example/m/qrlogin?uuid=u-${uuid}`);
  await waitFor(() => expect(document.querySelector('img')?.getAttribute('src')).toBe(src()));
  return document.querySelector('img')!;
};
/** The image loads (jsdom fetches none): the code is shown. */
const code = async () => {
  fireEvent.load(await image());
  return screen.getByRole('img', { name: '登录二维码' });
};
function imageOf(link: string) {
  return `/n2024/web/qr-code.svg?text=${encodeURIComponent(link)}`;
}

describe('QrLogin', () => {
  it("shows the link as the server's 250 px QR image (spec s4: in a 350 x 250 frame) once it has loaded, on the same-origin socket", async () => {
    render(<QrLogin />);
    expect(screen.getByRole('status')).toHaveTextContent('正在获取二维码…');
    const img = await image();
    expect(img.getAttribute('src')).toBe(imageOf(`https://rc.example/m/qrlogin?uuid=u-${uuid}`));
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['250', '250']);
    // Until it has loaded: still "loading", busy, and the placeholder in the frame (never an empty frame).
    expect(screen.getByRole('status')).toHaveTextContent('正在获取二维码…');
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(document.querySelector('[aria-hidden="true"]')).toHaveTextContent('正在获取二维码…');
    expect((await code()).tagName.toLowerCase()).toBe('img');
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('请使用手机App扫描二维码登录');
    expect(FakeSocket.all.at(-1)!.url).toBe(`ws://${location.host}/n2024/websocket?u-${uuid}`);
  });

  it('asks for no link and opens no socket until the panel comes near the viewport (a phone scrolls to it)', async () => {
    const observers: { callback: IntersectionObserverCallback; margin?: string; gone: boolean }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        entry: (typeof observers)[number];
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          this.entry = { callback, margin: options?.rootMargin, gone: false };
          observers.push(this.entry);
        }
        observe() {}
        disconnect() {
          this.entry.gone = true;
        }
      },
    );
    render(<QrLogin />);
    expect(screen.getByRole('status')).toHaveTextContent('正在获取二维码…');
    expect(account.fetchQrLink).not.toHaveBeenCalled();
    expect(FakeSocket.all).toHaveLength(0);
    // Waiting to be seen is not loading: nothing is on its way.
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    const watching = observers.find((o) => !o.gone)!;
    expect(watching.margin).toBe('200px');
    act(() => watching.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(await code()).toBeVisible();
    expect(account.fetchQrLink).toHaveBeenCalledTimes(1);
    expect(FakeSocket.all).toHaveLength(1);
    expect(watching.gone).toBe(true);
  });

  it('logs in with the token of a scan and says so', async () => {
    vi.mocked(flow.logInWithToken).mockReturnValue(new Promise(() => {}));
    render(<QrLogin />);
    await code();
    act(() => FakeSocket.all.at(-1)!.onmessage?.({ data: '{"type":205,"token":"scanned-token"}' }));
    expect(flow.logInWithToken).toHaveBeenCalledWith('scanned-token');
    expect(screen.getByRole('status')).toHaveTextContent('扫码成功，正在登录…');
    expect(FakeSocket.all.at(-1)!.closed).toBe(true);
  });

  it('a token the status check does not accept: a fresh code is drawn at once, and the panel says why', async () => {
    vi.mocked(flow.logInWithToken).mockResolvedValue(false);
    render(<QrLogin />);
    await code();
    const first = FakeSocket.all.at(-1)!;
    act(() => first.onmessage?.({ data: '{"type":205,"token":"t"}' }));
    await waitFor(() => expect(account.fetchQrLink).toHaveBeenCalledTimes(2));
    expect(await code()).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('扫码登录未成功，请扫描新的二维码重试');
    expect(document.querySelector('img')!.getAttribute('src')).toBe(
      imageOf(`https://rc.example/m/qrlogin?uuid=u-${uuid}`),
    );
    expect(FakeSocket.all).toHaveLength(2);
    expect(first.closed).toBe(true);
    expect(FakeSocket.all[1]!.url).toContain(`?u-${uuid}`);
    expect(screen.queryByRole('button', { name: '刷新二维码' })).toBeNull();
  });

  it('a status check that fails outright is treated the same way', async () => {
    vi.mocked(flow.logInWithToken).mockRejectedValue(new Error('down'));
    render(<QrLogin />);
    await code();
    act(() => FakeSocket.all.at(-1)!.onmessage?.({ data: '{"type":205,"token":"t"}' }));
    await waitFor(() => expect(account.fetchQrLink).toHaveBeenCalledTimes(2));
    await code();
    expect(screen.getByRole('status')).toHaveTextContent('扫码登录未成功');
  });

  it('when the QR image fails to load the socket closes for good (spec s4); refresh starts over with a new link', async () => {
    render(<QrLogin />);
    fireEvent.error(await image());
    const refresh = await screen.findByRole('button', { name: '刷新二维码' });
    expect(screen.getByRole('status')).toHaveTextContent('二维码加载失败，请刷新重试');
    expect(screen.queryByRole('img')).toBeNull();
    expect(FakeSocket.all).toHaveLength(1);
    expect(FakeSocket.all[0]!.closed).toBe(true);
    // Closed for good: the socket's own close does not bring a new one.
    act(() => FakeSocket.all[0]!.onclose?.());
    expect(FakeSocket.all).toHaveLength(1);

    await userEvent.click(refresh);
    await code();
    expect(account.fetchQrLink).toHaveBeenCalledTimes(2);
    expect(FakeSocket.all).toHaveLength(2);
    expect(FakeSocket.all[1]!.url).toContain(`?u-${uuid}`);
  });

  it('a failed link request shows the failure with a refresh button, and opens no socket', async () => {
    vi.mocked(account.fetchQrLink).mockRejectedValue(new Error('down'));
    render(<QrLogin />);
    expect(await screen.findByRole('button', { name: '刷新二维码' })).toBeVisible();
    expect(FakeSocket.all).toHaveLength(0);
  });

  it('closes the socket when it goes away, and draws a fresh code when the session asks for one', async () => {
    const { unmount } = render(<QrLogin />);
    await code();
    act(() => requestFreshQr());
    await waitFor(() => expect(account.fetchQrLink).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(FakeSocket.all).toHaveLength(2));
    expect(FakeSocket.all[0]!.closed).toBe(true);
    unmount();
    expect(FakeSocket.all[1]!.closed).toBe(true);
  });
});
