/**
 * The portal server's own security headers (decision 044), so that a page it serves without nginx in front is as
 * protected as one through nginx: the Content-Security-Policy of deploy/nginx/security-headers.conf (the studio's:
 * studio-headers.conf) with a fresh nonce per response (per drawn page for the portal's pages, shared by the
 * requests that share the drawing: decision 067), written into the page where the template has its placeholder;
 * Referrer-Policy; and HSTS when the site is served over TLS. Behind nginx (`X-CSP-Nonce-Placeholder: 1`,
 * set by its page location) the placeholder stays: nginx writes its own nonce into every response, cached or not,
 * and sends its own policy; two policies would each have to allow the style, with different nonces.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The placeholder the build's index.html and each page's style element carry (decision 005). */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** 'none' for the portal's pages; the studio frames its own preview ('self'). */
export type FrameAncestors = "'none'" | "'self'";

/** The same text as deploy/nginx/security-headers.conf's (server/portal/security-headers.test.ts compares them). */
export function contentSecurityPolicy(nonce: string, frameAncestors: FrameAncestors = "'none'"): string {
  return (
    `default-src 'self'; script-src 'self'; style-src 'self' 'nonce-${nonce}'; img-src 'self' data: https:; ` +
    `font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors ${frameAncestors}; ` +
    `form-action 'self'`
  );
}

export interface PageSecurity {
  /** The nonce to write into the page; undefined: leave the placeholder (nginx writes its own). */
  nonce: string | undefined;
  headers: Record<string, string>;
}

/** A fresh nonce: per response (the studio's page), or per drawn page that every request for it shares (067). */
export const drawNonce = () => randomBytes(16).toString('base64');

/** Whether nginx writes the nonce and the policy itself (its page location asks so; decision 044). */
export const nginxWritesNonce = (req: IncomingMessage) => req.headers['x-csp-nonce-placeholder'] === '1';

/** The CSP headers of one HTML response and its nonce (`nonce`: the drawn page's; default a fresh one). */
export function pageSecurity(
  req: IncomingMessage,
  frameAncestors: FrameAncestors = "'none'",
  nonce: string = drawNonce(),
): PageSecurity {
  if (nginxWritesNonce(req)) return { nonce: undefined, headers: {} };
  return {
    nonce,
    headers: {
      'content-security-policy': contentSecurityPolicy(nonce, frameAncestors),
      'referrer-policy': 'strict-origin-when-cross-origin',
    },
  };
}

/** The page with its nonce written in (only the template's head carries the placeholder). */
export const withNonce = (html: string, nonce: string | undefined) =>
  nonce === undefined ? html : html.replaceAll(NONCE_PLACEHOLDER, nonce);

/** Headers every response carries: no type sniffing, and HSTS when the public origin is https. */
export function baseHeaders(origin: string): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    ...(origin.startsWith('https:') ? { 'strict-transport-security': 'max-age=31536000' } : {}),
  };
}
