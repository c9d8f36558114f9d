/**
 * The publishing service of the config studio (issue 10; decision 020), one node:http handler that Vite's dev and
 * preview servers mount as middleware and `npm run studio:server` serves on its own. Under
 * /n2024/web/studio/api: the editor's session, the published config (ETag / If-Match, RFC 9110), its versions.
 * Every call needs a signed-in editor; every change also the CSRF token and a same-site request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { contractInfo, checkConfigText } from '../../scripts/portal-config-check.ts';
import type { ContractInfo } from '../../src/config/config-rules.ts';
import { accountFile } from './accounts.ts';
import type { VersionMeta } from '../../src/config/config-version.ts';
import { configHistory, StaleVersionError } from './config-history.ts';
import { loadSecret, SESSION_COOKIE, SESSION_HOURS, sessionKeys } from './sessions.ts';
import { signInLimiter } from './sign-in-limiter.ts';
import { HttpError, readJsonBody, send, sendJson } from './http-io.ts';

export const API_BASE = '/n2024/web/studio/api';
const COOKIE_PATH = '/n2024/web/studio/';
const CONFIG_FILE_NAME = 'portal.config.json';

export interface StudioApiOptions {
  /** The published config: the file the portal reads at start-up. */
  configFile: string;
  /** Served until the first publication, when `configFile` does not exist yet. */
  seedFile?: string;
  usersFile: string;
  secretFile: string;
  contract?: ContractInfo;
}

type Next = (error?: unknown) => void;

const cookieOf = (req: IncomingMessage) =>
  /(?:^|;\s*)n2024_studio=([^;]+)/.exec(req.headers.cookie ?? '')?.[1] ?? undefined;
const overTls = (req: IncomingMessage) =>
  Boolean((req.socket as { encrypted?: boolean }).encrypted) || req.headers['x-forwarded-proto'] === 'https';
const etagOf = (hash: string) => `"${hash}"`;
const parseEtag = (header: string | undefined) => header?.trim().replace(/^W\//, '').replace(/^"|"$/g, '');

/** The publication's comment: percent-encoded UTF-8 in a header (headers carry Latin-1 only). */
function decodeComment(header: string | string[] | undefined): string {
  try {
    return decodeURIComponent(String(header ?? '')).slice(0, 500);
  } catch {
    throw new HttpError(400, 'X-Publish-Comment must be percent-encoded UTF-8');
  }
}

/** A change must come from the studio's own pages: no cross-site form, fetch or navigation (403). */
function sameSite(req: IncomingMessage): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none') return false;
  const origin = req.headers.origin;
  if (!origin) return true;
  const scheme = overTls(req) ? 'https' : 'http';
  return origin === `${scheme}://${req.headers['x-forwarded-host'] ?? req.headers.host}`;
}

export async function createStudioApi(options: StudioApiOptions) {
  const history = configHistory({ file: options.configFile, seed: options.seedFile });
  const accounts = accountFile(options.usersFile);
  const keys = sessionKeys(await loadSecret(options.secretFile));
  const limiter = signInLimiter();
  let contract = options.contract;
  const check = (text: string) => checkConfigText(text, CONFIG_FILE_NAME, (contract ??= contractInfo()));

  function sessionCookie(req: IncomingMessage, value: string, maxAge: number) {
    return `${SESSION_COOKIE}=${value}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${overTls(req) ? '; Secure' : ''}`;
  }

  async function signIn(req: IncomingMessage, res: ServerResponse) {
    const body = (await readJsonBody(req)) as { name?: unknown; password?: unknown } | null;
    const name = typeof body?.name === 'string' ? body.name : '';
    const password = typeof body?.password === 'string' ? body.password : '';
    const limitKeys = [`name:${name}`, `address:${req.socket.remoteAddress ?? ''}`];
    const wait = limiter.wait(limitKeys);
    if (wait > 0) {
      res.setHeader('retry-after', String(Math.ceil(wait / 1000)));
      throw new HttpError(429, 'too many failed sign-ins: wait before trying again', {
        retryAfter: Math.ceil(wait / 1000),
      });
    }
    if (!name || !password || !(await accounts.verify(name, password))) {
      limiter.failed(limitKeys);
      throw new HttpError(401, 'wrong name or password');
    }
    limiter.succeeded(limitKeys);
    const cookie = keys.issue(name);
    res.setHeader('set-cookie', sessionCookie(req, cookie, SESSION_HOURS * 3600));
    sendJson(res, 200, { name, csrfToken: keys.csrfToken(cookie) });
  }

  async function publish(
    req: IncomingMessage,
    res: ServerResponse,
    editor: string,
    text: string,
    restoredFrom?: string,
  ) {
    const ifMatch = parseEtag(req.headers['if-match'] as string | undefined);
    if (!ifMatch) throw new HttpError(428, 'send If-Match with the ETag of the config you edited');
    const { problems } = check(text);
    if (problems.length) throw new HttpError(400, 'the config has problems and was not published', { problems });
    const comment = decodeComment(req.headers['x-publish-comment']);
    let version: VersionMeta;
    try {
      version = await history.publish(text, ifMatch, { editor, comment, ...(restoredFrom ? { restoredFrom } : {}) });
    } catch (error) {
      if (!(error instanceof StaleVersionError)) throw error;
      const by = error.current;
      throw new HttpError(412, 'someone published a newer config since you loaded it', {
        publishedBy: by?.editor ?? '',
        publishedAt: by?.publishedAt ?? '',
        version: by?.id ?? '',
      });
    }
    res.setHeader('etag', etagOf(version.hash));
    sendJson(res, 200, { version });
  }

  async function route(req: IncomingMessage, res: ServerResponse, path: string) {
    const method = req.method ?? 'GET';
    const mutating = method !== 'GET' && method !== 'HEAD';
    if (mutating && !sameSite(req)) throw new HttpError(403, 'changes are accepted only from the studio itself');
    if (path === '/session' && method === 'POST') return signIn(req, res);

    const cookie = cookieOf(req);
    const editor = keys.read(cookie);
    if (!editor || !cookie) throw new HttpError(401, 'sign in first');
    if (mutating && !keys.checkCsrf(cookie, req.headers['x-csrf-token'] as string | undefined))
      throw new HttpError(403, 'the CSRF token is missing or wrong: reload the studio');

    if (path === '/session') {
      if (method === 'GET') return sendJson(res, 200, { name: editor, csrfToken: keys.csrfToken(cookie) });
      if (method === 'DELETE') {
        res.setHeader('set-cookie', sessionCookie(req, '', 0));
        return send(res, 204);
      }
    }
    if (path === '/config') {
      if (method === 'GET') {
        const current = await history.published();
        res.setHeader('etag', etagOf(current.hash));
        res.setHeader('x-config-version', current.version);
        return send(res, 200, current.text, 'application/json; charset=utf-8');
      }
      if (method === 'PUT') return publish(req, res, editor, await readBodyText(req));
    }
    if (path === '/versions' && method === 'GET') return sendJson(res, 200, { versions: await history.versions() });
    const one = /^\/versions\/([^/]+)(\/restore)?$/.exec(path);
    if (one) {
      const found = await history.version(one[1]!);
      if (!found) throw new HttpError(404, `there is no version ${one[1]}`);
      if (!one[2] && method === 'GET') {
        res.setHeader('etag', etagOf(found.meta.hash));
        return send(res, 200, found.text, 'application/json; charset=utf-8');
      }
      if (one[2] && method === 'POST') return publish(req, res, editor, found.text, found.meta.id);
    }
    throw new HttpError(404, `no such call: ${method} ${API_BASE}${path}`);
  }

  /** The body of a publication, as text (what is published is these bytes, once checked). */
  async function readBodyText(req: IncomingMessage): Promise<string> {
    const type = String(req.headers['content-type'] ?? '');
    if (!type.startsWith('application/json')) throw new HttpError(415, 'send the config as application/json');
    return (await readJsonBody(req, { raw: true })) as string;
  }

  return function studioApi(req: IncomingMessage, res: ServerResponse, next?: Next) {
    const url = new URL(req.url ?? '/', 'http://studio.invalid');
    if (url.pathname !== API_BASE && !url.pathname.startsWith(`${API_BASE}/`)) {
      if (next) return next();
      return sendJson(res, 404, { message: 'not found' });
    }
    res.setHeader('cache-control', 'no-store');
    route(req, res, url.pathname.slice(API_BASE.length) || '/').catch((error: unknown) => {
      if (error instanceof HttpError) return sendJson(res, error.status, { message: error.message, ...error.extra });
      console.error('[studio api]', error);
      sendJson(res, 500, { message: 'the studio service failed; nothing was published' });
    });
  };
}
