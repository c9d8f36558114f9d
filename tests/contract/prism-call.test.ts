// The mock's calls to Prism over kept-alive connections: a connection Prism drops just as it is reused is tried once
// more on a fresh one (mock-server/prism-call.mjs); any other failure reaches the caller.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { callPrism } from '../../mock-server/prism-call.mjs';

let server: http.Server | undefined;
let agent: http.Agent | undefined;
afterEach(async () => {
  agent?.destroy();
  server?.closeAllConnections();
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  server = agent = undefined;
});

/**
 * A stand-in for Prism that answers with the request's method and body, and drops a kept-alive connection when a
 * second request arrives on it while `dropReused` is set (as a server does whose idle timeout has just run out).
 */
async function fakePrism(dropReused: () => boolean) {
  const served = new WeakSet<object>();
  const seen: string[] = [];
  server = http.createServer((req, res) => {
    if (served.has(req.socket) && dropReused()) {
      seen.push('dropped');
      req.socket.destroy();
      return;
    }
    served.add(req.socket);
    const body: Buffer[] = [];
    req.on('data', (chunk: Buffer) => body.push(chunk));
    req.on('end', () => {
      seen.push(`${req.method} ${Buffer.concat(body).toString()}`);
      res.end(`${req.method} ${Buffer.concat(body).toString()}`);
    });
  });
  await new Promise<void>((ready) => server!.listen(0, '127.0.0.1', ready));
  return { port: (server.address() as AddressInfo).port, seen };
}

async function call(port: number, method: string, body: string) {
  const { answer } = callPrism(agent!, { hostname: '127.0.0.1', port, method, path: '/x' }, Buffer.from(body));
  const res = await answer;
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  return `${res.statusCode} ${Buffer.concat(chunks).toString()}`;
}

it('sends a call again, body and all, when Prism drops the reused connection it came on', async () => {
  let drop = false;
  const prism = await fakePrism(() => drop);
  agent = new http.Agent({ keepAlive: true });
  expect(await call(prism.port, 'GET', '')).toBe('200 GET ');
  drop = true;
  expect(await call(prism.port, 'POST', '{"mobile":"zhang"}')).toBe('200 POST {"mobile":"zhang"}');
  expect(prism.seen).toEqual(['GET ', 'dropped', 'POST {"mobile":"zhang"}']);
});

it('reports a failure that is not a dropped reused connection, without trying again', async () => {
  const prism = await fakePrism(() => false);
  agent = new http.Agent({ keepAlive: true });
  server!.close();
  server!.closeAllConnections();
  server = undefined;
  await expect(call(prism.port, 'GET', '')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
});
