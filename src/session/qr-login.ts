/**
 * The QR-login client (spec s4), free of any framework: asks for the QR link, takes the uuid from its `uuid` query
 * parameter, and listens on the same origin's websocket /n2024/websocket?{uuid}. It sends {"type":"heartbeat"}
 * every 30 s while the socket is open and reconnects 5 s after any close it did not cause. A {"type":205,"token"}
 * message hands the token over once and ends the session; anything else (pongs, garbage) is ignored.
 */
export const HEARTBEAT_MS = 30_000;
export const RECONNECT_MS = 5_000;
export const LOGIN_MESSAGE_TYPE = 205;
export const SOCKET_PATH = '/n2024/websocket';

/** The part of the browser's WebSocket this client uses. */
export interface QrSocket {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export interface QrLoginOptions {
  /** Fetches the link to draw (its `uuid` query parameter names the socket). */
  requestLink: () => Promise<string>;
  /** The link is ready to draw. */
  onLink: (link: string) => void;
  /** A phone scanned the code: log in with this token. Called at most once. */
  onToken: (token: string) => void;
  /** The link could not be fetched or holds no uuid. */
  onError: (error: unknown) => void;
  createSocket?: (url: string) => QrSocket;
  /** Where the page is served from (the socket lives on the same origin). */
  origin?: Pick<Location, 'protocol' | 'host'>;
}

export interface QrLoginSession {
  /** Ends the session for good: no more sockets, timers or callbacks. Safe to call twice. */
  close(): void;
  readonly closed: boolean;
}

const OPEN = 1;

/** The uuid of a QR link, or null when it has none. */
export function uuidOf(link: string): string | null {
  try {
    return new URL(link, 'http://localhost/').searchParams.get('uuid') || null;
  } catch {
    return null;
  }
}

/** ws(s)://<host>/n2024/websocket?<uuid> on the page's own origin. */
export function socketUrl(uuid: string, origin: Pick<Location, 'protocol' | 'host'>): string {
  return `${origin.protocol === 'https:' ? 'wss' : 'ws'}://${origin.host}${SOCKET_PATH}?${encodeURIComponent(uuid)}`;
}

/** The token of a login message, or null for any other message (heartbeat answers, unknown types, garbage). */
export function loginToken(data: unknown): string | null {
  if (typeof data !== 'string') return null;
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return null;
  }
  if (!message || typeof message !== 'object') return null;
  const { type, token } = message as { type?: unknown; token?: unknown };
  if (type !== LOGIN_MESSAGE_TYPE && type !== String(LOGIN_MESSAGE_TYPE)) return null;
  return typeof token === 'string' && token ? token : null;
}

export function startQrLogin(options: QrLoginOptions): QrLoginSession {
  const create = options.createSocket ?? ((url: string) => new WebSocket(url) as QrSocket);
  const origin = options.origin ?? window.location;
  let closed = false;
  let socket: QrSocket | null = null;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let reconnect: ReturnType<typeof setTimeout> | undefined;

  const stopTimers = () => {
    clearInterval(heartbeat);
    clearTimeout(reconnect);
    heartbeat = reconnect = undefined;
  };

  function close() {
    if (closed) return;
    closed = true;
    stopTimers();
    const last = socket;
    socket = null;
    if (last) {
      last.onopen = last.onmessage = last.onclose = last.onerror = null;
      last.close();
    }
  }

  function scheduleReconnect(uuid: string) {
    if (closed || reconnect !== undefined) return;
    reconnect = setTimeout(() => {
      reconnect = undefined;
      connect(uuid);
    }, RECONNECT_MS);
  }

  function connect(uuid: string) {
    if (closed) return;
    let ws: QrSocket;
    try {
      ws = create(socketUrl(uuid, origin));
    } catch {
      scheduleReconnect(uuid);
      return;
    }
    socket = ws;
    ws.onopen = () => {
      clearInterval(heartbeat);
      heartbeat = setInterval(() => {
        if (ws.readyState === OPEN) ws.send(JSON.stringify({ type: 'heartbeat' }));
      }, HEARTBEAT_MS);
    };
    ws.onmessage = (event) => {
      const token = loginToken(event.data);
      if (!token || closed) return;
      close();
      options.onToken(token);
    };
    ws.onerror = () => undefined; // a close event always follows; reconnecting happens there
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      clearInterval(heartbeat);
      heartbeat = undefined;
      scheduleReconnect(uuid);
    };
  }

  options
    .requestLink()
    .then((link) => {
      if (closed) return;
      const uuid = uuidOf(link);
      if (!uuid) throw new Error('The QR login link has no uuid');
      options.onLink(link);
      connect(uuid);
    })
    .catch((error: unknown) => {
      if (!closed) options.onError(error);
    });

  return {
    close,
    get closed() {
      return closed;
    },
  };
}
