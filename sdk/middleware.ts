/**
 * openapi-fetch middleware for the cross-cutting rules of spec s7 and s8: who is calling (token, user-token,
 * platform, company id) on the way out; the envelope turned into typed errors on the way back.
 */
import type { Middleware } from 'openapi-fetch';
import { envelopeError, httpError, malformedError } from './errors';

export interface Auth {
  token?: string | null;
  companyId?: string | number | null;
}

const BODYLESS = new Set(['GET', 'HEAD', 'DELETE', 'OPTIONS']);

/**
 * Adds Authorization (non-public calls), user-token (/v1_0 calls), platform=web and companyid/companyId. An
 * Authorization or user-token header the caller set for one call is honoured.
 */
export function identityMiddleware(
  getAuth: () => Auth,
  isPublic: (method: string, schemaPath: string) => boolean,
): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      const { token, companyId } = getAuth();
      const url = new URL(request.url);
      const method = request.method.toUpperCase();
      // A token the caller names for this one call (confirming the token a QR scan delivered, spec s4) wins over
      // the session's: its user-token goes to header, query and body alike, and its Authorization is kept.
      const callToken = request.headers.get('user-token') || token;
      const userToken = callToken && url.pathname.includes('/v1_0') ? callToken : undefined;
      const headers = new Headers(request.headers);
      if (token && !isPublic(method, schemaPath) && !headers.has('Authorization')) headers.set('Authorization', token);
      if (userToken) headers.set('user-token', userToken);

      const common: Record<string, string> = {
        platform: 'web',
        companyid: String(companyId ?? ''),
        companyId: String(companyId ?? ''),
      };
      if (userToken) common['user-token'] = userToken;

      const init: RequestInit = {
        method,
        headers,
        signal: request.signal,
        credentials: request.credentials,
        redirect: request.redirect,
        cache: request.cache,
      };
      const json = (headers.get('content-type') ?? '').includes('application/json');
      if (!BODYLESS.has(method) && !request.body) headers.set('content-type', 'application/json');
      if (BODYLESS.has(method) || (request.body && !json)) {
        // Query for bodyless calls, and for bodies we cannot extend (form data, files).
        for (const [k, v] of Object.entries(common)) if (!url.searchParams.has(k)) url.searchParams.set(k, v);
        if (!BODYLESS.has(method)) {
          init.body = await request.arrayBuffer();
        }
      } else {
        const text = await request.text();
        const body = text ? (JSON.parse(text) as unknown) : {};
        init.body = JSON.stringify(
          body && typeof body === 'object' && !Array.isArray(body) ? { ...common, ...(body as object) } : body,
        );
      }
      return new Request(url, init);
    },
  };
}

/**
 * Non-2xx statuses and envelopes whose code is not 200 become typed errors. Responses under a raw prefix (the
 * spec's map paths) and anything that is not JSON (file downloads) pass through untouched.
 */
export function envelopeMiddleware(rawPathPrefixes: readonly string[]): Middleware {
  return {
    async onResponse({ response, schemaPath }) {
      if (!response.ok) throw httpError(response.status, schemaPath);
      if (rawPathPrefixes.some((p) => schemaPath.startsWith(p))) return undefined;
      if (!(response.headers.get('content-type') ?? '').includes('json')) return undefined;
      let body: unknown;
      try {
        body = await response.clone().json();
      } catch (cause) {
        throw malformedError(schemaPath, cause);
      }
      if (!body || typeof body !== 'object' || typeof (body as { code?: unknown }).code !== 'number')
        throw malformedError(schemaPath);
      const { code, message } = body as { code: number; message?: unknown };
      if (code !== 200) throw envelopeError(code, typeof message === 'string' ? message : undefined, schemaPath);
      return undefined;
    },
  };
}
