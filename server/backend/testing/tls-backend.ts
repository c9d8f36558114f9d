/**
 * A backend for the backend client's tests: https with a throw-away CA (tests/support/throwaway-ca.mjs), under a
 * path prefix. It records what each request carried, counts its open connections, echoes websocket messages, never
 * answers anything under /slow (for the timeout and the client who leaves) and hangs up on a websocket at /hangup.
 */
import { createServer, type Server } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { WebSocketServer } from 'ws';
import { throwawayCa } from '../../../tests/support/throwaway-ca.mjs';

export interface Seen {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body?: string;
}

export async function tlsBackend() {
  const ca = throwawayCa();
  const seen: Seen[] = [];
  const open = new Set<Socket>();
  const wss = new WebSocketServer({ noServer: true });
  wss.on('connection', (ws) => ws.on('message', (m) => ws.send(`echo ${String(m)}`)));
  const server: Server = createServer({ key: ca.key, cert: ca.cert }, async (req, res) => {
    const call: Seen = { method: req.method!, path: req.url!, headers: req.headers };
    seen.push(call);
    if (req.url!.includes('/slow')) return;
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    await new Promise((resolve) => req.on('end', resolve));
    call.body = Buffer.concat(parts).toString();
    res.setHeader('proxy-authenticate', 'Basic realm="backend"');
    res.setHeader('x-backend', 'kept');
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ code: 200, message: 'ok', data: { records: [{ id: 7 }], path: req.url } }));
  });
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  });
  server.on('upgrade', (req, socket, head) => {
    seen.push({ method: req.method!, path: req.url!, headers: req.headers });
    if (req.url!.includes('/hangup')) return void socket.destroy();
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    ca: ca.ca,
    origin: `https://127.0.0.1:${port}`,
    seen,
    /** Connections open to it now. */
    openConnections: () => open.size,
    last: () => seen.at(-1)!,
    async close() {
      for (const ws of wss.clients) ws.terminate();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      ca.remove();
    },
  };
}
