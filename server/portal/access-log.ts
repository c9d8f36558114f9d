/**
 * One pino line per request (decisions 044 and 066): time, method, path, status, ms, cache (a page's data: "whole"
 * or "partial"; "-" for anything else), the route kind and the request id, taken from `X-Request-Id` when it is a sane
 * token (nginx's $request_id, a load balancer's) and made here otherwise; the id is sent back as `X-Request-Id`.
 * `ACCESS_LOG=off` turns the lines off; the request's figures (server/observe/metrics.ts) are counted either way.
 * The path is logged with the values of secret-looking parameters and anything shaped like a mobile number masked.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { createLogger, log } from '../observe/log';
import { httpDuration, httpRequests } from '../observe/metrics';
import { routeKind } from './route-kind';

const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;
/** Longer paths are cut in the log (a junk query can be kilobytes). */
const PATH_MAX = 512;
const SECRET_PARAM = /([?&][^=&]*(?:token|password|passwd|pwd|secret|ticket|mobile|phone|tel)[^=&]*=)[^&]*/gi;
const MOBILE = /(?<!\d)1[3-9]\d{9}(?!\d)/g;
/** The QR image's text is a login link whose uuid opens that login's socket (decision 092): never logged. */
const QR_TEXT = /(\/qr-code\.svg\?(?:[^&]*&)*text=)[^&]*/;

const caches = new WeakMap<ServerResponse, string>();

/** What a page's render took from its data: written in the request's log line. */
export function markCache(res: ServerResponse, cache: 'whole' | 'partial') {
  caches.set(res, cache);
}

export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
}

/** The logger for lines that belong to a request: they carry its id. */
export function requestLog(res: ServerResponse): Logger {
  const id = res.getHeader('x-request-id');
  return typeof id === 'string' ? log.child({ id }) : log;
}

/** A path fit for a log line: cut, secrets and mobile numbers masked. */
export function loggedPath(url: string): string {
  const cut = url.length > PATH_MAX ? `${url.slice(0, PATH_MAX)}…` : url;
  return cut.replace(SECRET_PARAM, '$1[redacted]').replace(QR_TEXT, '$1[redacted]').replace(MOBILE, '1**********');
}

export type LogWriter = (line: string) => void;

const loggers = new WeakMap<LogWriter, Logger>();
function accessLogger(write: LogWriter): Logger {
  let logger = loggers.get(write);
  // Its fields are the ones below, none personal (the path masked by loggedPath): no redaction pass (log.ts).
  if (!logger) loggers.set(write, (logger = createLogger({ write }, { redact: false })));
  return logger;
}

/**
 * Starts a request's log: sets its id header, counts the request when the response is done (status 499: the client
 * left first) and, unless `write` is null, writes its line then. Returns the request id.
 */
export function logRequest(req: IncomingMessage, res: ServerResponse, write: LogWriter | null): string {
  const id = requestId(req);
  res.setHeader('x-request-id', id);
  const start = performance.now();
  res.once('close', () => {
    const url = req.url ?? '';
    const status = res.writableFinished ? res.statusCode : 499;
    const seconds = (performance.now() - start) / 1000;
    const route = routeKind(url);
    httpRequests.inc({ route, status });
    httpDuration.observe({ route }, seconds);
    if (!write) return;
    accessLogger(write).info({
      method: req.method,
      path: loggedPath(url),
      status,
      ms: Math.round(seconds * 10_000) / 10,
      cache: caches.get(res) ?? '-',
      route,
      id,
    });
  });
  return id;
}
