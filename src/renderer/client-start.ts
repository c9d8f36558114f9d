/**
 * The browser's start-up: the stored login, the query client, and the opened page's data asked for at once.
 */
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/query-core';
import { subscribe } from 'valtio/vanilla';
import type { PortalConfig } from '../config/portal-config';
import { careStore } from '../care/care-mode';
import { setIdentity } from '../data/api-client';
import { createQueryClient } from '../data/query-client';
import { hidesFromVisitors } from '../data/visitor-view';
import { restoreFromCookie, session } from '../session/session-store';
import { BASENAME } from './page-model';
import { prefetchPage } from './prefetch';

/** Every call carries the visitor's login, read afresh each time (a login or logout applies to the next call). */
const callWithLogin = () => setIdentity(() => ({ token: session.token, companyId: session.companyId }));

/** The login the cache's answers were asked with (null: a visitor's, as the server's always are). */
let askedAs: string | null = null;

/** Before the first render: the login kept in the cookie (idempotent; the backend check may follow it). */
export function startClient(): QueryClient {
  callWithLogin();
  restoreFromCookie();
  askedAs = session.token;
  return createQueryClient();
}

/**
 * Once the page is drawn (PortalApp's effect, so after hydration) and after every login or logout: the answers that
 * a visitor's copy holds less of (src/data/visitor-view.ts, decision 068) are asked for again with the login, so a
 * member's page shows the phones and descriptions the server's state left out. Returns the end of the watch.
 */
export function answersFollowLogin(client: QueryClient): () => void {
  const follow = () => {
    if (session.token === askedAs) return;
    askedAs = session.token;
    void client.invalidateQueries({
      predicate: (q) => q.queryKey[0] === 'source' && hidesFromVisitors(q.queryKey[1]),
    });
  };
  follow();
  return subscribe(session, follow);
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
