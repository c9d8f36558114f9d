/**
 * One JSON line per request on stdout (decision 044): time, method, path, status, ms, cache (a page's data: "whole"
 * or "partial"; "-" for anything else) and the request id, taken from `X-Request-Id` when it is a sane token (nginx's
 * $request_id, a load balancer's) and made here otherwise; the id is sent back as `X-Request-Id`. `ACCESS_LOG=off`
 * turns the lines off.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;
/** Longer paths are cut in the log (a junk query can be kilobytes). */
const PATH_MAX = 512;

const caches = new WeakMap<ServerResponse, string>();

/** What a page's render took from its data: written in the request's log line. */
export function markCache(res: ServerResponse, cache: 'whole' | 'partial') {
  caches.set(res, cache);
}

export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
}

export type LogWriter = (line: string) => void;

/**
 * Starts a request's log: sets its id header and, unless `write` is null, writes its line when the response is done
 * (status 499: the client left first). Returns the request id.
 */
export function logRequest(req: IncomingMessage, res: ServerResponse, write: LogWriter | null): string {
  const id = requestId(req);
  res.setHeader('x-request-id', id);
  if (!write) return id;
  const start = performance.now();
  res.once('close', () => {
    const url = req.url ?? '';
    write(
      `${JSON.stringify({
        time: new Date().toISOString(),
        method: req.method,
        path: url.length > PATH_MAX ? `${url.slice(0, PATH_MAX)}…` : url,
        status: res.writableFinished ? res.statusCode : 499,
        ms: Math.round((performance.now() - start) * 10) / 10,
        cache: caches.get(res) ?? '-',
        id,
      })}\n`,
    );
  });
  return id;
}
