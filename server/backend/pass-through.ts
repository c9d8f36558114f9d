/**
 * The backend's /n2024 API passed through when the portal server stands alone (behind nginx these calls never reach
 * it: deploy/nginx/portal.conf), on the one pooled client (decision 064). The upstream call is aborted as soon as the
 * client leaves; a backend that does not connect or answer in time gives 504, one that cannot be reached 502.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { Dispatcher } from 'undici';
import { backendAddress } from '../../sdk/backend-address';
import { countCall, failureOf } from './call-outcome';
import { answerHeaders, requestHeaders } from './forward-headers';
import { operationOf } from '../data-cache/shared-reads';

export interface Upstream {
  target: URL;
  trustedProxies: readonly string[];
}

/** The backend address of a client's /n2024 request, or undefined when it would land outside prefix/n2024/. */
export function upstreamAddress(target: URL, requestPath: string | undefined): URL | undefined {
  if (!requestPath?.startsWith('/n2024/')) return undefined;
  const url = backendAddress(target, requestPath);
  // Dot segments (/n2024/../x) are resolved by the URL parser: what is left must still be under the prefix's /n2024/.
  return url.pathname.startsWith(backendAddress(target, '/n2024/').pathname) ? url : undefined;
}

const plain = (res: ServerResponse, status: number, text: string) => {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
};

const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

export async function passThrough(agent: Dispatcher, up: Upstream, req: IncomingMessage, res: ServerResponse) {
  const url = upstreamAddress(up.target, req.url);
  if (!url) return plain(res, 400, 'bad request: not a backend address');
  const operation = operationOf(req.method ?? 'GET', url) ?? 'pass-through';
  const left = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) left.abort();
  });
  const started = performance.now();
  let answered = false;
  try {
    const answer = await agent.request({
      origin: url.origin,
      path: `${url.pathname}${url.search}`,
      method: (req.method ?? 'GET') as Dispatcher.HttpMethod,
      headers: requestHeaders(req, { host: url.host, trustedProxies: up.trustedProxies }),
      body: hasBody(req) ? req : null,
      signal: left.signal,
    });
    answered = true;
    countCall(operation, answer.statusCode, started);
    res.writeHead(answer.statusCode, answerHeaders(answer.headers));
    await pipeline(answer.body, res);
  } catch (error) {
    const failure = left.signal.aborted ? 'aborted' : failureOf(error);
    if (!answered) countCall(operation, failure, started, error);
    if (res.headersSent || left.signal.aborted) return void res.destroy();
    if (failure === 'timeout') plain(res, 504, 'gateway timeout: the backend did not answer in time');
    else plain(res, 502, 'bad gateway: the backend could not be reached');
  }
}
