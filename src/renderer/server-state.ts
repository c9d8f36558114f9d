/**
 * What the server hands the browser with a rendered page (decision 025): the config it drew the page with and
 * the answers it drew it with (react-query's dehydrated state), as non-executable JSON in the page, so the
 * strict CSP holds. The browser hydrates from it and asks for nothing twice.
 */
import type { DehydratedState } from '@tanstack/query-core';
import type { PortalConfig } from '../config/portal-config';

export const SERVER_STATE_ID = 'portal-state';

export interface ServerState {
  config: PortalConfig;
  queries: DehydratedState;
  /** Whether the server drew the page in care mode (docs/decisions/031). */
  care?: boolean;
}

/** The state in the page, if the server rendered it (a broken one counts as none: the page then starts afresh). */
export function readServerState(doc: Document): ServerState | undefined {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as Partial<ServerState>;
    return state.config && state.queries ? (state as ServerState) : undefined;
  } catch {
    return undefined;
  }
}
