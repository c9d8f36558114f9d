/**
 * The site's one public origin (decision 044): canonical URLs, Open Graph, structured data and the sitemap are
 * written with SITE_ORIGIN and nothing else; no request header (Host, X-Forwarded-*) ever shapes a URL the server
 * writes, so no request can poison what a cache keeps. Without SITE_ORIGIN the server starts only on a loopback
 * address (development, tests), as http://HOST:PORT.
 */
import { isIPv4, isIPv6 } from 'node:net';

export interface OriginSettings {
  SITE_ORIGIN?: string;
  HOST?: string;
  PORT?: string;
}

/** 127.0.0.0/8, ::1 (also as ::ffff:127.x.y.z) and localhost. */
export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (h === 'localhost' || h === '::1') return true;
  const v4 = h.startsWith('::ffff:') ? h.slice('::ffff:'.length) : h;
  return isIPv4(v4) && v4.startsWith('127.');
}

/** The public origin, or an Error that says what to set. HOST and PORT default as the server's own (127.0.0.1:3000). */
export function siteOrigin(env: OriginSettings): string {
  const host = env.HOST ?? '127.0.0.1';
  const port = env.PORT ?? '3000';
  const given = env.SITE_ORIGIN?.trim();
  if (given) {
    let url: URL;
    try {
      url = new URL(given);
    } catch {
      throw new Error(`SITE_ORIGIN is not a URL: ${JSON.stringify(given)} (e.g. https://jobs.example.gov.cn)`);
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname !== '/' || url.search || url.hash)
      throw new Error(`SITE_ORIGIN must be an origin only (scheme, host and port), e.g. https://jobs.example.gov.cn`);
    return url.origin;
  }
  if (!isLoopback(host))
    throw new Error(
      `SITE_ORIGIN is not set: the server listens on ${host}, not on a loopback address, so it needs the site's ` +
        `public origin for canonical URLs and the sitemap (e.g. SITE_ORIGIN=https://jobs.example.gov.cn); it never ` +
        `takes it from a request's Host or X-Forwarded-Host.`,
    );
  return `http://${isIPv6(host) ? `[${host}]` : host}:${port}`;
}
