/**
 * One call to the studio's service as the routes see it: the request, the answer, the signed-in account (when the
 * route needs one) and who acts from which address. The address is the client's as the trusted proxy (nginx) saw
 * it (`X-Real-IP`), taken only when the connection comes from that proxy; a direct client cannot name itself.
 */
import { isIP } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Role } from '../../../src/config/config-version';
import type { Actor } from '../audit-log';
import type { Desk } from '../desk';
import type { OpenSession } from '../sessions';

export interface Call {
  req: IncomingMessage;
  res: ServerResponse;
  /** The path's groups, as the route's pattern matched them. */
  params: string[];
  query: URLSearchParams;
  desk: Desk;
  /** The session; routes that need none (signing in) get undefined. */
  session: OpenSession | undefined;
  cookie: string | undefined;
  who: Actor;
  /** To await after a publication, before answering (keeps this process's local copy current). */
  afterPublish: () => Promise<void>;
}

export interface Route {
  method: string;
  path: RegExp;
  /** The least role the route needs; null: no session (signing in). */
  role: Role | null;
  /** Open to a session that must change its password first (decision 078); every other route answers 403. */
  passwordChange?: true;
  /** Open to every signed-in account, also one that must still enrol a second factor (decision 077). */
  enrolment?: true;
  handle(call: Call): Promise<void>;
}

/** The session of a call that needs one (the dispatcher has checked it). */
export const signedIn = (call: Call) => call.session!;

const plain = (address: string | undefined) => (address ?? '').replace(/^::ffff:/, '');

/** Proxies on this machine by default (nginx in front, deploy/studio.md); STUDIO_TRUSTED_PROXIES names others. */
export const DEFAULT_TRUSTED_PROXIES = ['127.0.0.1', '::1'];

export function clientAddress(req: IncomingMessage, trusted: readonly string[]): string {
  const peer = plain(req.socket.remoteAddress);
  const forwarded = String(req.headers['x-real-ip'] ?? '').trim();
  return trusted.includes(peer) && isIP(forwarded) ? plain(forwarded) : peer;
}

/** The peer's address when it sends X-Real-IP without being a trusted proxy (the header is then ignored). */
export function untrustedForwarder(req: IncomingMessage, trusted: readonly string[]): string | undefined {
  const peer = plain(req.socket.remoteAddress);
  return req.headers['x-real-ip'] !== undefined && !trusted.includes(peer) ? peer : undefined;
}

export const cookieOf = (req: IncomingMessage) =>
  /(?:^|;\s*)n2024_studio=([^;]+)/.exec(req.headers.cookie ?? '')?.[1] ?? undefined;

export const overTls = (req: IncomingMessage) =>
  Boolean((req.socket as { encrypted?: boolean }).encrypted) || req.headers['x-forwarded-proto'] === 'https';

/** A change must come from the studio's own pages: no cross-site form, fetch or navigation (403). */
export function sameSite(req: IncomingMessage): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none') return false;
  const origin = req.headers.origin;
  if (!origin) return true;
  const scheme = overTls(req) ? 'https' : 'http';
  return origin === `${scheme}://${req.headers['x-forwarded-host'] ?? req.headers.host}`;
}

/** A positive integer id from the path, or undefined. */
export const idParam = (text: string | undefined) => (text && /^\d{1,12}$/.test(text) ? Number(text) : undefined);
