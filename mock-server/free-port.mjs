// A free loopback port for a server about to start: the mock's Prism, the dev and test servers, the bench's.
import { createServer } from 'node:net';

/*
 * Ports tried: below the range Linux gives outgoing connections (32768-60999 by default) and the IANA one macOS and
 * Windows use (49152-65535). A port the OS picks with listen(0) comes from that same range, so between the check and
 * the server's own bind a browser's or a worker's outgoing connection could take it: with four e2e workers a studio
 * server's portal failed to start on EADDRINUSE (2026-11-29). Here only another of our servers can, picking the same
 * port before this one binds it, which takes a second or two for a process started for it: `onFreePort` starts it
 * again on another then (decision 104).
 */
const FIRST = 20_000;
const LAST = 32_767;
/** @type {Set<number>} */
const handedOut = new Set();

/** @param {number} port @param {string} host @returns {Promise<boolean>} */
const isFree = (port, host) =>
  new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });

/**
 * A TCP port free on `host` right now, and not one this process has handed out before.
 * @param {string} [host]
 * @returns {Promise<number>}
 */
export async function freePort(host = '127.0.0.1') {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = FIRST + Math.floor(Math.random() * (LAST - FIRST + 1));
    if (handedOut.has(port) || !(await isFree(port, host))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free port on ${host} between ${FIRST} and ${LAST}`);
}

/**
 * `start(port)` on a port `freePort` picks, again on another when the port was taken between the check and the bind
 * (EADDRINUSE: another server picked it in the second or two before this one bound it), at most `attempts` times.
 * @template T
 * @param {(port: number) => Promise<T>} start
 * @param {{ attempts?: number, host?: string }} [options]
 * @returns {Promise<T>}
 */
export async function onFreePort(start, { attempts = 3, host = '127.0.0.1' } = {}) {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort(host);
    try {
      return await start(port);
    } catch (error) {
      if (attempt < attempts && /EADDRINUSE/.test(String(/** @type {Error} */ (error)?.message))) continue;
      throw error;
    }
  }
}
