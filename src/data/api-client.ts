/** The portal's one SDK client. Only src/data imports it. */
import { backendAddress } from '../../sdk/backend-address';
import { createPortalClient } from '../../sdk/client';
import type { Auth } from '../../sdk/middleware';

/**
 * Where the backend is: its /n2024 path on this origin in the browser; in the server renderer's bundle
 * (import.meta.env.SSR, server/render) the backend the server runs against, API_TARGET, as an absolute address
 * with its path prefix kept (sdk/backend-address.ts, decision 064).
 */
const baseUrl = import.meta.env.SSR
  ? backendAddress(
      (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env.API_TARGET ??
        'http://127.0.0.1:4010',
      '/n2024',
    ).href
  : '/n2024';

let backendFetch: (request: Request) => Promise<Response> = (request) => globalThis.fetch(request);

/**
 * Replaces how the client reaches the backend: the portal server, at start-up, puts its shared data cache
 * (server/data-cache) there, so that every render shares the public answers. Looked up on every call.
 */
export function setBackendFetch(fetch: (request: Request) => Promise<Response>) {
  backendFetch = fetch;
}

let identity: () => Auth = () => ({});

/**
 * Where the client reads the caller's token and company, on every call. The browser's start-up points it at the
 * session (src/renderer/client-start.ts); until then, and in the server renderer, calls go without a login (the
 * server renders public answers only). src/data knows no session: the imports go one way (session -> data).
 */
export function setIdentity(source: () => Auth) {
  identity = source;
}

/** Whether calls go with a member's login now (the server renderer's never do). */
export const callsAsMember = (): boolean => Boolean(identity().token);

export const api = createPortalClient({
  baseUrl,
  getAuth: () => identity(),
  fetch: (request) => backendFetch(request),
  // Superseding an identical call in flight is the browser's rule (one visitor); in the server's bundle the calls
  // are many visitors' renders, which must not abort each other's.
  dedupe: !import.meta.env.SSR,
});
