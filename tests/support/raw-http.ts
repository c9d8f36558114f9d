/**
 * One HTTP request sent as written, for what fetch and Playwright's `request` cannot send: a forged `Host`, a request
 * line naming another host than its Host header, a malformed escape in the path, a chosen loopback source address
 * (nginx's limit_req counts per client address), a TLS name (SNI) of its choice. On a connection of its own.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface RawRequest {
  /** The loopback port to connect to. */
  port: number;
  /** The request target as written on the request line: a path, or an absolute URL (absolute-form). */
  target: string;
  method?: string;
  /** Sent as given: `host` included (none is added). */
  headers: Record<string, string>;
  body?: string;
  /** The loopback source address (127.x.y.z). */
  from?: string;
  /** TLS with this name (SNI; '' for none), certificate not checked. */
  tls?: { servername: string };
}

/**
 * Resolves undefined when the server closed the connection without an answer (nginx's 444) or refused the TLS
 * handshake; rejects on any other failure (a refused connection, say).
 */
export function raw(options: RawRequest): Promise<RawAnswer | undefined> {
  const { target, method = 'GET', headers, body, from, tls } = options;
  const common = {
    host: '127.0.0.1',
    port: options.port,
    method,
    path: target,
    headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
    setHost: false,
    agent: false as const,
    ...(from ? { localAddress: from } : {}),
  };
  return new Promise((resolve, reject) => {
    const req = tls
      ? httpsRequest({ ...common, servername: tls.servername, rejectUnauthorized: false })
      : httpRequest(common);
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer in 30 s to ${method} ${target}`)));
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      // 444: the connection closed before any answer; TLS: the handshake refused (ssl_reject_handshake).
      if (error.code === 'ECONNRESET' || /socket hang up|alert|handshake/i.test(error.message)) resolve(undefined);
      else reject(error);
    });
    req.end(body);
  });
}

/** A request to a server on loopback with any headers (`host` defaults to the origin's), and its whole answer. */
export async function httpGet(
  origin: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawAnswer> {
  const { host, port } = new URL(origin);
  const answer = await raw({ port: Number(port), target: path, method, headers: { host, ...headers } });
  if (!answer) throw new Error(`${origin} closed the connection without an answer to ${method} ${path}`);
  return answer;
}
