/**
 * The backend's /n2024 paths (API and the QR-login websocket) passed through to API_TARGET when the portal server
 * stands alone (`npm run serve`); behind nginx these never reach it (deploy/nginx/portal.conf). node:http's own
 * request and upgrade piping: a proxy library would add more than these few lines do (decision 025).
 */
import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import type { Duplex } from 'node:stream';

export function proxyRequest(target: URL, req: IncomingMessage, res: ServerResponse) {
  const upstream = request(
    {
      host: target.hostname,
      port: target.port || 80,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, host: target.host },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('backend unreachable');
  });
  req.pipe(upstream);
}

/** A websocket upgrade handed through as raw bytes both ways. */
export function proxyUpgrade(target: URL, req: IncomingMessage, socket: Duplex, head: Buffer) {
  const upstream = connect(Number(target.port || 80), target.hostname, () => {
    const lines = [`${req.method} ${req.url} HTTP/1.1`];
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      const name = req.rawHeaders[i]!;
      lines.push(`${name}: ${name.toLowerCase() === 'host' ? target.host : req.rawHeaders[i + 1]}`);
    }
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length) upstream.write(head);
    upstream.pipe(socket).pipe(upstream);
  });
  const close = () => {
    upstream.destroy();
    socket.destroy();
  };
  upstream.on('error', close);
  socket.on('error', close);
}
