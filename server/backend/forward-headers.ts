/**
 * The headers a request and its answer carry across the portal server to and from the backend (RFC 9110 §7.6.1,
 * decision 064). Hop-by-hop fields belong to one connection and stop here: Connection and every field it lists,
 * Keep-Alive, TE, Trailer, Transfer-Encoding, Upgrade (but for a websocket's own handshake), Proxy-Connection,
 * Proxy-Authorization and Proxy-Authenticate. The client's own forwarding headers (Forwarded, X-Forwarded-*,
 * X-Real-IP) are dropped, so a client cannot name an address for itself; X-Forwarded-For is set to the address this
 * server trusts: the client's as the trusted proxy saw it (X-Real-IP from a STUDIO_TRUSTED_PROXIES address, as the
 * studio takes it), else the connection's own.
 */
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { clientAddress } from '../studio/api/call';

const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'proxy-authorization',
  'proxy-authenticate',
];
const FORWARDING = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-server',
  'x-real-ip',
];

type Headers = Record<string, string | string[] | undefined>;

/** The fields Connection names (they are this hop's too). */
const listedIn = (connection: string | string[] | undefined) =>
  [connection ?? []]
    .flat()
    .flatMap((value) => value.split(','))
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);

function without(headers: Headers, dropped: Iterable<string>): Record<string, string | string[]> {
  const drop = new Set(dropped);
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (value !== undefined && !drop.has(lower)) kept[lower] = value;
  }
  return kept;
}

export interface Onward {
  /** The backend's host (and port), for the Host header. */
  host: string;
  trustedProxies: readonly string[];
  /** A websocket handshake: Connection: Upgrade and Upgrade: websocket go on. */
  websocket?: boolean;
}

/** What the backend gets of a client's request headers. */
export function requestHeaders(req: IncomingMessage, onward: Onward): Record<string, string | string[]> {
  const headers: IncomingHttpHeaders = req.headers;
  // Expect (100-continue) was answered by this server already; `host` is the backend's own.
  const kept = without(headers, [...HOP_BY_HOP, ...FORWARDING, ...listedIn(headers.connection), 'host', 'expect']);
  kept.host = onward.host;
  kept['x-forwarded-for'] = clientAddress(req, onward.trustedProxies);
  if (onward.websocket) {
    kept.connection = 'Upgrade';
    kept.upgrade = 'websocket';
  }
  return kept;
}

/** What the client gets of the backend's answer headers. */
export function answerHeaders(headers: Headers): Record<string, string | string[]> {
  return without(headers, [...HOP_BY_HOP, ...listedIn(headers.connection)]);
}
