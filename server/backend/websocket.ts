/**
 * The QR-login websocket (spec s4) handed through to the backend as raw bytes both ways, once its handshake is sent
 * on (decision 064): over TLS when API_TARGET is https (the host's name checked against its certificate, Node's
 * trusted CAs and NODE_EXTRA_CA_CERTS), at API_TARGET's path prefix, with the same header rules as every other call
 * and the one connect timeout. A backend that does not answer the handshake in time gives 504.
 */
import type { IncomingMessage } from 'node:http';
import { connect as tcp, isIP, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { connect as tls, type SecureContextOptions } from 'node:tls';
import { countCall, failureOf } from './call-outcome';
import { requestHeaders } from './forward-headers';
import { upstreamAddress, type Upstream } from './pass-through';

export interface Tunnel extends Upstream {
  connectTimeoutMs: number;
  answerTimeoutMs: number;
  /** Tests only: a CA instead of the process's trust store (production uses NODE_EXTRA_CA_CERTS). */
  ca?: SecureContextOptions['ca'];
}

const refuse = (socket: Duplex, status: string) =>
  socket.end(`HTTP/1.1 ${status}\r\ncontent-type: text/plain; charset=utf-8\r\nconnection: close\r\n\r\n${status}\n`);

export function tunnelWebsocket(up: Tunnel, req: IncomingMessage, socket: Duplex, head: Buffer) {
  const url = upstreamAddress(up.target, req.url);
  if (!url || String(req.headers.upgrade).toLowerCase() !== 'websocket') return refuse(socket, '400 Bad Request');
  const secure = url.protocol === 'https:';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = Number(url.port || (secure ? 443 : 80));
  const upstream: Socket = secure
    ? tls({ host, port, servername: isIP(host) ? undefined : host, ALPNProtocols: ['http/1.1'], ca: up.ca })
    : tcp({ host, port });
  const started = performance.now();
  let answered = false;
  // Until the handshake's answer: the connect timeout, then the answer timeout; after it, an idle socket is fine.
  upstream.setTimeout(up.connectTimeoutMs, () =>
    upstream.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })),
  );
  upstream.once(secure ? 'secureConnect' : 'connect', () => {
    upstream.setTimeout(up.answerTimeoutMs);
    const headers = requestHeaders(req, { host: url.host, trustedProxies: up.trustedProxies, websocket: true });
    const lines = [`GET ${url.pathname}${url.search} HTTP/1.1`];
    for (const [name, value] of Object.entries(headers)) for (const v of [value].flat()) lines.push(`${name}: ${v}`);
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length) upstream.write(head);
  });
  upstream.once('data', (first: Buffer) => {
    answered = true;
    upstream.setTimeout(0);
    countCall('websocket', Number(/^HTTP\/1\.[01] (\d{3})/.exec(first.toString('latin1'))?.[1] ?? 502), started);
    socket.write(first);
    upstream.pipe(socket).pipe(upstream);
  });
  let failed = false;
  let clientGone = false;
  // No answer to the handshake: an error, a timeout, or the backend closing the connection; or the client left.
  const fail = (error: unknown) => {
    if (answered || failed) return;
    failed = true;
    const failure = clientGone ? 'aborted' : failureOf(error);
    countCall('websocket', failure, started, error);
    if (!clientGone) refuse(socket, failure === 'timeout' ? '504 Gateway Timeout' : '502 Bad Gateway');
  };
  const closedEarly = () => Object.assign(new Error('the backend closed the connection'), { code: 'ECONNRESET' });
  upstream.on('error', (error) => (answered ? socket.destroy() : fail(error)));
  upstream.on('close', () => (answered ? socket.destroy() : fail(closedEarly())));
  socket.on('error', () => upstream.destroy());
  socket.on('close', () => {
    clientGone = true;
    upstream.destroy();
  });
}
