// One call from the mock's front server to Prism, over a kept-alive connection. Prism may close such a connection
// just as the front reuses it (its idle timeout, or a busy machine): the call then fails before any answer with
// ECONNRESET ("socket hang up", "read ECONNRESET") or EPIPE, and Prism has seen no request on it. Such a call is
// sent once more, on a connection of its own: Node's documented case for `request.reusedSocket`. Any other failure
// is the caller's to report.
import http from 'node:http';

/**
 * @param {http.Agent} agent the front's kept-alive connections to Prism
 * @param {http.RequestOptions} options hostname, port, method, path and headers of the call
 * @param {Buffer} body the whole request body (the backend's requests are small JSON)
 * @returns {{ answer: Promise<http.IncomingMessage>, abort: () => void }}
 */
export function callPrism(agent, options, body) {
  /** @type {http.ClientRequest | undefined} */
  let current;
  /** @type {Promise<http.IncomingMessage>} */
  const answer = new Promise((resolve, reject) => {
    /** @param {boolean} again */
    const send = (again) => {
      const request = (current = http.request({ ...options, agent: again ? false : agent }));
      request.on('response', resolve);
      request.on('error', (error) => {
        const code = /** @type {NodeJS.ErrnoException} */ (error).code;
        if (!again && request.reusedSocket && (code === 'ECONNRESET' || code === 'EPIPE')) return send(true);
        reject(error);
      });
      request.end(body);
    };
    send(false);
  });
  return { answer, abort: () => current?.destroy() };
}
