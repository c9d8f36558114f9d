/**
 * The publishing service of the config studio (issue 10, issue 20; decisions 020, 047, 048): one node:http handler
 * under /n2024/web/studio/api that Vite's dev and preview servers mount as middleware, the portal server mounts,
 * and `npm run studio:server` serves on its own. Every call but signing in needs a session in the store; every
 * change also its CSRF token and a same-site request; each route names the least role it needs.
 * The calls: docs/studio-api.md.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ContractInfo } from '../../src/config/config-rules';
import { log } from '../observe/log';
import { AccountError, roleAllows } from './accounts';
import { adminRoutes } from './api/admin-routes';
import { clientAddress, cookieOf, DEFAULT_TRUSTED_PROXIES, sameSite, untrustedForwarder, type Route } from './api/call';
import { configChecker, configRoutes } from './api/config-routes';
import { deployedFileRoutes } from './api/deployed-file-routes';
import { passwordRoutes } from './api/password-routes';
import { presenceRoutes } from './api/presence-routes';
import { reviewRoutes } from './api/review-routes';
import { securityRoutes } from './api/security-routes';
import { sessionRoutes } from './api/session-routes';
import { siteHealthRoutes } from './api/site-health-routes';
import type { Desk } from './desk';
import { HttpError, sendJson } from './http-io';
import { ReviewError } from './review';
import { TwoFactorError } from './two-factor';
import { audit } from './audit-log';
import { csrfMatches } from './sessions';
import { STORE_RETRY_AFTER_SECONDS, storeAway } from './store/store-away';
import { noteUntrustedProxy, serveStudioHealth, type StudioStatus } from './studio-status';

export const API_BASE = '/n2024/web/studio/api';

export interface StudioApiOptions {
  desk: Desk;
  /** Addresses of the proxies whose X-Real-IP is believed (default: this machine's nginx). */
  trustedProxies?: readonly string[];
  contract?: ContractInfo;
  /** Runs after a publication, before its answer (the process's local copy of the published config). */
  afterPublish?: () => Promise<void>;
  /** Kept current by each call: the store reached or away, an untrusted X-Real-IP seen (studio-status.ts). */
  status?: StudioStatus;
}

type Next = (error?: unknown) => void;

const ACCOUNT_STATUS: Record<AccountError['code'], number> = {
  'bad-name': 400,
  'weak-password': 400,
  'wrong-password': 400,
  'bad-role': 400,
  exists: 409,
  'not-found': 404,
  'last-admin': 409,
  'own-account': 403,
};

const TWO_FACTOR_STATUS: Record<TwoFactorError['code'], number> = {
  enrolled: 409,
  'not-started': 409,
  'wrong-code': 400,
  'not-found': 404,
};

function refusal(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (error instanceof AccountError)
    return new HttpError(ACCOUNT_STATUS[error.code], error.message, { code: error.code, ...error.extra });
  if (error instanceof ReviewError) return new HttpError(error.status, error.message, { code: error.code });
  if (error instanceof TwoFactorError)
    return new HttpError(TWO_FACTOR_STATUS[error.code], error.message, { code: error.code });
  return undefined;
}

export function createStudioApi({
  desk,
  trustedProxies = DEFAULT_TRUSTED_PROXIES,
  contract,
  afterPublish = async () => undefined,
  status = { storeUp: true },
}: StudioApiOptions) {
  const check = configChecker(contract);
  const routes: Route[] = [
    ...sessionRoutes(),
    ...passwordRoutes(),
    ...configRoutes(check),
    ...reviewRoutes(check),
    ...presenceRoutes(),
    ...adminRoutes(),
    ...securityRoutes(),
    ...siteHealthRoutes(),
    ...deployedFileRoutes(),
  ];

  /** Every refusal (403) is on record: who (when known), from where, which call, why (issue 31 item 4). */
  async function route(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams) {
    const seen = { name: '' };
    try {
      await dispatch(req, res, path, query, seen);
    } catch (error) {
      const known = refusal(error);
      if (known?.status === 403) {
        const who = { name: seen.name, address: clientAddress(req, trustedProxies) };
        const call = `${req.method ?? 'GET'} ${API_BASE}${path}`;
        await desk.db
          .transaction((sql) => audit(sql, who, 'refused', { call, reason: known.message }, desk.now(), call))
          .catch(() => undefined); // the refusal is answered even when it cannot be recorded
      }
      throw error;
    }
  }

  async function dispatch(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    query: URLSearchParams,
    seen: { name: string },
  ) {
    const method = req.method ?? 'GET';
    const mutating = method !== 'GET' && method !== 'HEAD';
    if (mutating && !sameSite(req)) throw new HttpError(403, 'changes are accepted only from the studio itself');
    let params: string[] = [];
    const found = routes.find((r) => {
      const match = r.method === method ? r.path.exec(path) : null;
      if (match) params = match.slice(1);
      return Boolean(match);
    });
    if (!found) throw new HttpError(404, `no such call: ${method} ${API_BASE}${path}`);
    const address = clientAddress(req, trustedProxies);
    const untrusted = untrustedForwarder(req, trustedProxies);
    if (untrusted) noteUntrustedProxy(status, untrusted);
    const cookie = cookieOf(req);
    // The studio's own heartbeats and polls (x-studio-idle: 1) do not extend the idle life (decision 078).
    let timedOut = false;
    const session = found.role
      ? await desk.sessions.read(cookie, {
          background: req.headers['x-studio-idle'] === '1',
          onTimedOut: () => (timedOut = true),
        })
      : undefined;
    if (found.role) {
      if (!session)
        throw new HttpError(401, timedOut ? 'the session has timed out: sign in again' : 'sign in first', {
          ...(timedOut ? { code: 'session-timed-out' } : {}),
        });
      // What is left of the session, for the studio's warning (milliseconds: idle, absolute).
      const left = (at: string) => Math.max(0, Date.parse(at) - desk.now().getTime());
      res.setHeader('x-studio-session', `idle=${left(session.idleEndsAt)}, absolute=${left(session.absoluteEndsAt)}`);
      seen.name = session.account.name;
      if (mutating && !csrfMatches(session.csrfToken, req.headers['x-csrf-token'] as string | undefined))
        throw new HttpError(403, 'the CSRF token is missing or wrong: reload the studio');
      // Every role may read what an editor reads (the published config, versions: the public sees as much); each
      // administrator role changes only what is its own (decision 075).
      const reading = method === 'GET' && found.role === 'editor';
      if (!reading && !found.enrolment && !roleAllows(session.account.role, found.role))
        throw new HttpError(403, `this needs the role ${found.role}`, { code: 'role' });
      // A password to change first (made or reset by an administrator, expired): only that (decision 078).
      if (session.passwordChange && !found.passwordChange)
        throw new HttpError(403, 'change the password first', { code: 'password-change-required' });
      // Until a required second factor is enrolled, only the enrolment's calls (decision 077); a password to
      // change comes first, so its call stays open.
      if (!found.enrolment && !found.passwordChange && session.mustEnrol)
        throw new HttpError(403, 'enrol a second factor first', { code: 'second-factor-enrolment' });
    }
    const who = { name: session?.account.name ?? '', address };
    if (found.role) status.storeUp = true; // the session was read from the store
    await found.handle({ req, res, params, query, desk, session, cookie, who, afterPublish });
  }

  return function studioApi(req: IncomingMessage, res: ServerResponse, next?: Next) {
    const url = new URL(req.url ?? '/', 'http://studio.invalid');
    if (url.pathname !== API_BASE && !url.pathname.startsWith(`${API_BASE}/`)) {
      if (next) return next();
      // Standing alone (`npm run studio:server`): its /healthz and /readyz.
      if (serveStudioHealth(url.pathname, res, status)) return;
      return sendJson(res, 404, { message: 'not found' });
    }
    res.setHeader('cache-control', 'no-store');
    route(req, res, url.pathname.slice(API_BASE.length) || '/', url.searchParams).catch((error: unknown) => {
      const known = refusal(error);
      if (known) return sendJson(res, known.status, { message: known.message, ...known.extra });
      if (storeAway(error)) {
        status.storeUp = false;
        res.setHeader('retry-after', String(STORE_RETRY_AFTER_SECONDS));
        return sendJson(res, 503, {
          message: 'the studio cannot reach its store; nothing was changed: try again shortly',
        });
      }
      log.error({ err: error }, 'studio api: a call failed');
      sendJson(res, 500, { message: 'the studio service failed; nothing was published' });
    });
  };
}
