/**
 * react-query defaults for a public portal: keep lists fresh for a minute, no refetch storm on focus, and retry
 * only what a retry can fix (network, timeouts, 5xx), twice, with jittered back-off; never 4xx or business errors.
 *
 * Every query or mutation that finally fails is reported to the listeners of `onApiError` (spec s8: the session
 * expiry prompt and the error toasts, mounted by the renderer). src/data knows no UI: it only says what failed.
 */
// The core, not @tanstack/react-query: this runs at start-up, before React has arrived (src/main.tsx).
import { MutationCache, QueryCache, QueryClient } from '@tanstack/query-core';
import { isApiError, type ApiError } from '../../sdk/errors';

export const MAX_RETRIES = 2;

/** How long an answer counts as fresh: a good one is not asked again, nor is a failure re-asked without a retry. */
export const FRESH_MS = 60_000;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  return isApiError(error) ? error.retryable : false;
}

/** Exponential back-off with full jitter, capped at 8 s. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(8_000, 500 * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * Per-call opt-out: `meta: { errorToast: false }` on a query or mutation that shows its own error and wants no
 * toast (an expired session is still reported: it must always end the login).
 */
export interface ErrorMeta {
  errorToast?: boolean;
}

type Listener = (error: ApiError) => void;
const listeners = new Set<Listener>();

/**
 * Failures while nobody listens: the opened page's calls start before the portal has drawn (src/renderer/prefetch),
 * and one that fails before the error reporter is mounted must still be told. Handed to the first listener; the
 * newest few only.
 */
const unheard: ApiError[] = [];
const UNHEARD_MAX = 10;

/** Subscribes to failed calls (after their retries), including those no one heard yet; returns the unsubscribe. */
export function onApiError(listener: Listener): () => void {
  listeners.add(listener);
  unheard.splice(0).forEach((error) => listener(error));
  return () => void listeners.delete(listener);
}

/** Hands a final failure to the listeners. Cancelled calls and non-API errors (bugs) are not the visitor's news. */
export function reportApiError(error: unknown, meta?: Record<string, unknown>) {
  if (!isApiError(error)) return;
  if ((meta as ErrorMeta | undefined)?.errorToast === false && error.kind !== 'sessionExpired') return;
  if (listeners.size === 0) {
    unheard.push(error);
    unheard.splice(0, unheard.length - UNHEARD_MAX);
  }
  listeners.forEach((listener) => listener(error));
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportApiError(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _v, _r, mutation) => reportApiError(error, mutation.meta) }),
    defaultOptions: {
      queries: {
        staleTime: FRESH_MS,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
        retryDelay: (n) => retryDelay(n),
      },
      mutations: { retry: false },
    },
  });
}
