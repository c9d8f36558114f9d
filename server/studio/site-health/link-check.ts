/**
 * Whether the site's links answer, asked by the studio's service (issue 21 item 6, decision 051) without becoming a
 * way into the server's network. Only http(s) links are asked. Every connection goes through request-filtering-agent:
 * its DNS lookup refuses loopback, private, link-local, CGNAT, multicast, unspecified and IPv4-mapped addresses (any
 * address that is not public unicast) and hands the socket the very address it checked, so a DNS that answers
 * differently the second time (rebinding) is never asked a second time; an address written in the link is checked
 * the same way. Redirects are followed here, one hop at a time, each through the same check (at most 5). Bounded:
 * at most 30 links, 5 s each, 20 s in all, 4 at a time. HEAD first, then GET for a server that refuses HEAD; an
 * answer is 2xx or 3xx. No body is read.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import type { LinkFailure } from '../../../src/config/site-health-report';

export type LinkOutcome =
  | { state: 'answers'; status: number }
  | { state: 'fails'; reason: LinkFailure; status?: number }
  /** Not asked: beyond the count, or the time for all links ran out. */
  | { state: 'unchecked'; why: 'count' | 'time' };

export interface LinkCheckOptions {
  /** Private addresses allowed (STUDIO_LINK_CHECK_ALLOW_PRIVATE=1, for tests only). */
  allowPrivate?: boolean;
  maxLinks?: number;
  perLinkMs?: number;
  totalMs?: number;
  parallel?: number;
  maxRedirects?: number;
  /** Tests: a DNS of their own (a name that resolves to loopback) and addresses let through (a redirector). */
  lookup?: LookupFunction;
  allowAddresses?: string[];
}

export const LINK_LIMITS = { maxLinks: 30, perLinkMs: 5_000, totalMs: 20_000, parallel: 4, maxRedirects: 5 };

const USER_AGENT = 'Mozilla/5.0 (compatible; n2024-studio-site-health)';

interface Run {
  agents: { http: RequestFilteringHttpAgent; https: RequestFilteringHttpsAgent };
  lookup?: LookupFunction;
  maxRedirects: number;
}

/** What a failed request says about the link. */
function failureOf(error: NodeJS.ErrnoException): LinkFailure {
  const code = error.code ?? '';
  // request-filtering-agent's refusal ("DNS lookup 127.0.0.1(...) is not allowed. Because, ...").
  if (/is not allowed/.test(error.message)) return 'private';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENODATA') return 'dns';
  if (code === 'ECONNREFUSED') return 'refused';
  if (code.startsWith('ERR_TLS') || /CERT|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)) return 'tls';
  return 'network';
}

const isWeb = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:';

/** One request: its status and where it redirects, or why it failed. */
function ask(url: URL, method: 'HEAD' | 'GET', run: Run, signal: AbortSignal) {
  return new Promise<{ status: number; location?: string }>((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const request = secure ? httpsRequest : httpRequest;
    const req = request(url, {
      method,
      agent: secure ? run.agents.https : run.agents.http,
      signal,
      headers: { 'user-agent': USER_AGENT, accept: '*/*' },
      ...(run.lookup ? { lookup: run.lookup } : {}),
    });
    req.on('response', (res: IncomingMessage) => {
      const location = typeof res.headers.location === 'string' ? res.headers.location : undefined;
      resolve({ status: res.statusCode ?? 0, ...(location ? { location } : {}) });
      res.destroy();
      req.destroy();
    });
    req.on('error', reject);
    req.end();
  });
}

/** Asks `start` with `method`, following redirects one checked hop at a time. */
async function follow(start: URL, method: 'HEAD' | 'GET', run: Run, signal: AbortSignal): Promise<LinkOutcome> {
  let at = start;
  for (let hop = 0; ; hop++) {
    if (!isWeb(at)) return { state: 'fails', reason: 'scheme' };
    const { status, location } = await ask(at, method, run, signal);
    if (status >= 300 && status < 400 && location) {
      if (hop >= run.maxRedirects) return { state: 'fails', reason: 'redirects', status };
      try {
        at = new URL(location, at);
      } catch {
        return { state: 'fails', reason: 'status', status };
      }
      continue;
    }
    return status >= 200 && status < 400 ? { state: 'answers', status } : { state: 'fails', reason: 'status', status };
  }
}

/** The link's address, when it is one this checker asks (http or https; credentials dropped). */
function webAddress(link: string): URL | undefined {
  try {
    const url = new URL(link);
    if (!isWeb(url)) return undefined;
    url.username = '';
    url.password = '';
    return url;
  } catch {
    return undefined;
  }
}

async function checkOne(link: string, run: Run, total: AbortSignal, perLinkMs: number): Promise<LinkOutcome> {
  const url = webAddress(link);
  if (!url) return { state: 'fails', reason: 'scheme' };
  const own = AbortSignal.timeout(perLinkMs);
  const signal = AbortSignal.any([own, total]);
  const attempt = async (method: 'HEAD' | 'GET'): Promise<LinkOutcome> => {
    try {
      return await follow(url, method, run, signal);
    } catch (error) {
      if (own.aborted) return { state: 'fails', reason: 'timeout' };
      if (total.aborted) return { state: 'unchecked', why: 'time' };
      return { state: 'fails', reason: failureOf(error as NodeJS.ErrnoException) };
    }
  };
  const head = await attempt('HEAD');
  // A server that refuses HEAD (405, 403, 501…) or drops it is asked again with GET.
  if (head.state === 'fails' && (head.reason === 'status' || head.reason === 'network')) return attempt('GET');
  return head;
}

/** Checks `links` (addresses as written), in order; the outcome of each, in the same order. */
export async function checkLinks(links: readonly string[], options: LinkCheckOptions = {}): Promise<LinkOutcome[]> {
  const limits = { ...LINK_LIMITS, ...options };
  const filter = {
    allowPrivateIPAddress: Boolean(options.allowPrivate),
    allowMetaIPAddress: false,
    allowIPAddressList: options.allowAddresses ?? [],
  };
  const run: Run = {
    agents: { http: new RequestFilteringHttpAgent(filter), https: new RequestFilteringHttpsAgent(filter) },
    maxRedirects: limits.maxRedirects,
    ...(options.lookup ? { lookup: options.lookup } : {}),
  };
  const outcomes: LinkOutcome[] = links.map(() => ({ state: 'unchecked', why: 'count' }));
  const asked = links.slice(0, limits.maxLinks);
  const total = AbortSignal.timeout(limits.totalMs);
  let next = 0;
  async function worker() {
    while (next < asked.length) {
      const i = next++;
      outcomes[i] = total.aborted
        ? { state: 'unchecked', why: 'time' }
        : await checkOne(asked[i]!, run, total, limits.perLinkMs);
    }
  }
  try {
    await Promise.all(Array.from({ length: Math.min(limits.parallel, asked.length) }, worker));
  } finally {
    run.agents.http.destroy();
    run.agents.https.destroy();
  }
  return outcomes;
}
