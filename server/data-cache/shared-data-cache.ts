/**
 * The server's shared data cache (docs/decisions/042): the backend's answers to public reads, kept for every render
 * of every visitor. It sits under the SDK's transport (a fetch in, a fetch out), so the SDK, its envelope checks and
 * its errors stay as they are. lru-cache does the keeping: one call per key in flight, stale-while-revalidate, the
 * stale copy on a failed refresh and the bound in bytes.
 */
import { LRUCache } from 'lru-cache';
import { dataCacheLookups } from '../observe/metrics';
import { sharedReadOf, type SharedRead } from './shared-reads';
import { ttlFor as defaultTtlFor } from './ttl';
import { isSuccess, readAnswer, toResponse, Unkept, type Answer } from './answer';

export interface SharedDataCache {
  /** A fetch for the SDK's transport: cached, coalesced, stale-while-revalidate for public reads; else passes on. */
  fetch(request: Request): Promise<Response>;
  stats(): { hits: number; misses: number; stale: number; passed: number; entries: number; bytes: number };
  /** Changes whenever an answer is stored: a page drawn at one generation is drawn the same until the next. */
  generation(): number;
}

export interface SharedDataCacheOptions {
  /**
   * The backend: the portal server's one backend client (server/backend, decision 064), or a test's stand-in. No
   * default, so that no cache reaches the backend past that client's pool, timeouts, TLS rules and counts.
   */
  fetch: (r: Request) => Promise<Response>;
  maxBytes?: number;
  ttlFor?: (operationId: string) => number;
  /** The clock, in ms (tests move it instead of sleeping). */
  now?: () => number;
  /** Wraps the backend once: the contract watch (decision 065) sees every answer, kept or passed through. */
  watch?: (backend: (r: Request) => Promise<Response>) => (r: Request) => Promise<Response>;
}

export const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
/** The SDK transport's own limit: the shared call cannot use a caller's signal, so it needs its own. */
const BACKEND_TIMEOUT_MS = 30_000;
/** A stale copy is served at once (while one call refreshes it) up to this many TTLs old; older, callers wait. */
const SERVE_STALE_TTLS = 10;
/** How long past its TTL a copy may still stand in for a failing backend: a day's outage, not forever. */
const STAND_IN_MS = 24 * 60 * 60 * 1000;

/** What the one backend call of a key is made from: the first caller's request. */
interface Ask {
  read: SharedRead;
  request: Request;
}

/** The shared answer for one caller, who may give up (its signal) without cancelling it for the others. */
function forCaller<T>(shared: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const quit = () => reject(signal.reason as Error);
    signal.addEventListener('abort', quit, { once: true });
    void shared.then(resolve, reject).finally(() => signal.removeEventListener('abort', quit));
  });
}

export function createSharedDataCache(options: SharedDataCacheOptions): SharedDataCache {
  const backend = options.fetch;
  const asked = options.watch ? options.watch(backend) : backend;
  const ttlFor = options.ttlFor ?? defaultTtlFor;
  const clock = options.now ?? (() => performance.now());
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const count = { hits: 0, misses: 0, stale: 0, passed: 0 };
  const RESULT = { hits: 'hit', misses: 'miss', stale: 'stale', passed: 'passed' } as const;
  /** Counted here and in the process's figures (portal_data_cache_lookups_total, decision 066). */
  const note = (result: keyof typeof count) => {
    count[result]++;
    dataCacheLookups.inc({ result: RESULT[result] });
  };
  const t0 = clock();
  let generation = 0;

  /** Asks the backend once for everyone: not with the first caller's signal, so its leaving cancels nothing. */
  async function ask({ read, request }: Ask): Promise<Answer> {
    const { method, headers, url } = request;
    const sent = new Request(url, {
      method,
      headers,
      body: read.body,
      signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS),
    });
    const answer = await readAnswer(await asked(sent), read.key, clock(), ttlFor(read.operationId));
    return { ...answer, url: answer.url || url };
  }

  const lru = new LRUCache<string, Answer, Ask>({
    maxSize: maxBytes,
    // No single answer may take more than an eighth: one huge list must not flush everything else.
    maxEntrySize: Math.max(1, Math.floor(maxBytes / 8)),
    sizeCalculation: (answer) => answer.size,
    // The call goes on when lru-cache drops its entry (evicted by size): its callers still get the answer.
    ignoreFetchAbort: true,
    allowStaleOnFetchRejection: true,
    // lru-cache takes a start of 0 for "no TTL", hence the +1; and it reads the clock on every check, for tests.
    perf: { now: () => clock() - t0 + 1 },
    ttlResolution: 0,
    fetchMethod: async (_key, stale, { options: set, context }) => {
      // Only a copy young enough stands in for a failing backend; without one, callers get the failure itself.
      set.allowStaleOnFetchRejection = stale !== undefined && clock() - stale.at <= stale.ttl + STAND_IN_MS;
      const answer = await ask(context);
      if (!isSuccess(answer)) throw new Unkept(answer);
      generation++;
      return answer;
    },
  });

  async function cachedFetch(request: Request): Promise<Response> {
    const read = await sharedReadOf(request);
    if (!read) {
      note('passed');
      return asked(request);
    }
    const ttl = ttlFor(read.operationId);
    const remaining = lru.getRemainingTTL(read.key); // negative: stale by that much
    const status: LRUCache.Status<string, Answer, Ask> = {};
    const allowStale = remaining > -ttl * SERVE_STALE_TTLS;
    let answer: Answer | undefined;
    try {
      answer = await forCaller(
        lru.fetch(read.key, { ttl, allowStale, status, context: { read, request } }),
        request.signal,
      );
    } catch (error) {
      note('misses');
      if (error instanceof Unkept) return toResponse(error.answer);
      throw error;
    }
    // Not reachable by lru-cache's contract (a fetch method that never returns nothing); going on is safe.
    if (!answer) {
      note('passed');
      return asked(request);
    }
    if (clock() - answer.at > answer.ttl) note('stale');
    else if (status.fetch === 'hit' || status.fetch === 'inflight') note('hits');
    else note('misses');
    return toResponse(answer);
  }

  return {
    fetch: cachedFetch,
    stats: () => ({ ...count, entries: lru.size, bytes: lru.calculatedSize }),
    generation: () => generation,
  };
}
