/**
 * What the server hands the browser with a rendered page (decisions 025 and 067): the address of the config it drew
 * the page with (a content-hashed file every page shares, cached for good and preloaded by the page) and the answers
 * it drew it with (react-query's dehydrated state, a visitor's: decision 068), as non-executable JSON in the page,
 * so the strict CSP holds. The browser hydrates from them and asks for nothing twice.
 */
import type { DehydratedState } from '@tanstack/query-core';
import type { PortalConfig } from '../config/portal-config';

export const SERVER_STATE_ID = 'portal-state';

export interface ServerState {
  /** The config file the page was drawn with (`/n2024/web/portal.config.<hash>.json`). */
  config: string;
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
    return typeof state.config === 'string' && state.queries ? (state as ServerState) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The config the page was drawn with, from its file (preloaded by the page, so usually already here); undefined if
 * it cannot be had (the server restarted since and no longer has it): the page is then drawn anew.
 */
export async function fetchDrawnConfig(
  state: ServerState,
  fetchImpl: typeof fetch = (...a) => fetch(...a),
): Promise<PortalConfig | undefined> {
  try {
    const response = await fetchImpl(state.config, { credentials: 'same-origin' });
    return response.ok ? ((await response.json()) as PortalConfig) : undefined;
  } catch {
    return undefined;
  }
}
