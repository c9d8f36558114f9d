/**
 * The browser's start-up: the stored login, the query client, and the opened page's data asked for at once.
 */
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/query-core';
import type { PortalConfig } from '../config/portal-config';
import { careStore } from '../care/care-mode';
import { setIdentity } from '../data/api-client';
import { createQueryClient } from '../data/query-client';
import { restoreFromCookie, session } from '../session/session-store';
import { BASENAME } from './page-model';
import { prefetchPage } from './prefetch';

/** Every call carries the visitor's login, read afresh each time (a login or logout applies to the next call). */
const callWithLogin = () => setIdentity(() => ({ token: session.token, companyId: session.companyId }));

/** Before the first render: the login kept in the cookie (idempotent; the backend check may follow it). */
export function startClient(): QueryClient {
  callWithLogin();
  restoreFromCookie();
  return createQueryClient();
}

/**
 * The query client for a start-up, with the answers the server rendered the page with (if it did) and the opened
 * page's other data already asked for.
 */
export function startQueries(
  config: PortalConfig,
  location: Pick<Location, 'pathname' | 'search'> = window.location,
  fromServer?: DehydratedState,
): QueryClient {
  // A server-rendered page asks for what the server left out only once it has hydrated (PageView, the header): an
  // answer arriving before or during hydration would draw data where the server's markup has none. Nothing asks
  // with the login before that, so its cookie is read once, by the account flow's start (boot.tsx), not here too.
  if (fromServer) {
    callWithLogin();
    const client = createQueryClient();
    hydrate(client, fromServer);
    return client;
  }
  const client = startClient();
  if (location.pathname === BASENAME || location.pathname.startsWith(`${BASENAME}/`))
    void prefetchPage(
      client,
      config,
      location.pathname.slice(BASENAME.length),
      new URLSearchParams(location.search),
      careStore.on,
    );
  return client;
}
