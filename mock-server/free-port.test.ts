// @vitest-environment node
// onFreePort (decision 104): a start whose port another server took between the pick and the bind is made again on
// another port; any other failure, or the last attempt's, reaches the caller.
import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { onFreePort } from './free-port.mjs';

const servers: Server[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

/** Binds `port` on loopback, as a server started for it does (rejects with EADDRINUSE when it is taken). */
async function bind(port: number) {
  const server = createServer();
  servers.push(server);
  server.listen(port, '127.0.0.1');
  await Promise.race([once(server, 'listening'), once(server, 'error').then(([e]) => Promise.reject(e as Error))]);
  return port;
}

describe('onFreePort', () => {
  it('starts again on another port when the one picked was taken before the bind', async () => {
    const tried: number[] = [];
    const port = await onFreePort(async (p) => {
      tried.push(p);
      // The first time, another server takes the port in between.
      if (tried.length === 1) await bind(p);
      return bind(p);
    });
    expect(tried).toHaveLength(2);
    expect(port).toBe(tried[1]);
    expect(tried[1]).not.toBe(tried[0]);
  });

  it('gives up after its attempts, with the last EADDRINUSE', async () => {
    let tries = 0;
    const start = async (p: number) => {
      tries++;
      await bind(p);
      return bind(p);
    };
    await expect(onFreePort(start, { attempts: 2 })).rejects.toThrow(/EADDRINUSE/);
    expect(tries).toBe(2);
  });

  it('does not retry another failure', async () => {
    let tries = 0;
    const start = async () => {
      tries++;
      throw new Error('the server refused its settings');
    };
    await expect(onFreePort(start)).rejects.toThrow('the server refused its settings');
    expect(tries).toBe(1);
  });
});
