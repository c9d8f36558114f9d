/**
 * The browser's start-up: the stored login, the query client, and the opened page's data asked for at once.
 */
import type { QueryClient } from '@tanstack/query-core';
import type { PortalConfig } from '../config/portal-config';
import { createQueryClient } from '../data/query-client';
import { restoreFromCookie } from '../session/session-store';
import { BASENAME } from './page-model';
import { prefetchPage } from './prefetch';

/** Before the first render: the login kept in the cookie (idempotent; the backend check may follow it). */
export function startClient(): QueryClient {
  restoreFromCookie();
  return createQueryClient();
}

/** The query client for a start-up, with the opened page's data already asked for. */
export function startQueries(
  config: PortalConfig,
  location: Pick<Location, 'pathname' | 'search'> = window.location,
): QueryClient {
  const client = startClient();
  if (location.pathname === BASENAME || location.pathname.startsWith(`${BASENAME}/`))
    void prefetchPage(client, config, location.pathname.slice(BASENAME.length), new URLSearchParams(location.search));
  return client;
}
