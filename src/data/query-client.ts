/**
 * react-query defaults for a public portal: keep lists fresh for a minute, no refetch storm on focus, and retry
 * only what a retry can fix (network, timeouts, 5xx), twice, with jittered back-off; never 4xx or business errors.
 */
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../sdk/errors';

export const MAX_RETRIES = 2;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  return isApiError(error) ? error.retryable : false;
}

/** Exponential back-off with full jitter, capped at 8 s. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(8_000, 500 * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, gcTime: 5 * 60_000, refetchOnWindowFocus: false, retry: shouldRetry, retryDelay: (n) => retryDelay(n) },
      mutations: { retry: false },
    },
  });
}
