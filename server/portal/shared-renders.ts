/**
 * Renders shared (decision 046). Requests for the same page (same config, address and care mode) that arrive while it
 * is being rendered get that render's result instead of starting their own; and a whole page is kept for a few
 * seconds while the data it was drawn from is unchanged (the shared data cache's generation), since rendering it
 * again from the same answers would draw the same page. A burst on one page then costs one render, not one per
 * request. Bounded: the renders in flight, and the kept pages in bytes (lru-cache).
 */
import { LRUCache } from 'lru-cache';

export interface SharedRenderOptions<T> {
  /** How long a whole page is kept at most (ms); 0 keeps nothing after its render settles. */
  keepMs: number;
  /** Changes whenever any data a page may be drawn from changes (the data cache's generation). */
  generation: () => number;
  /** Whether a result may be kept (a page without some of its data may not). */
  keep: (result: T) => boolean;
  /** A result's size in bytes, for the bound. */
  size: (result: T) => number;
  maxBytes?: number;
}

interface Entry<T> {
  owner: object;
  generation: number;
  result: Promise<T>;
}

export function createSharedRenders<T>(options: SharedRenderOptions<T>) {
  const inFlight = new Map<string, Entry<T>>();
  const kept = new LRUCache<string, Entry<T> & { value: T }>({
    maxSize: options.maxBytes ?? 32 * 1024 * 1024,
    sizeCalculation: (e) => Math.max(1, options.size(e.value)),
    ttl: Math.max(1, options.keepMs),
    ttlAutopurge: false,
  });
  return {
    /**
     * The page `key` drawn from `owner` (the config), rendered by `render` unless shared or kept; `fresh` (a request's
     * `Cache-Control: no-cache`) takes no kept copy.
     */
    run(owner: object, key: string, render: () => Promise<T>, fresh = false): Promise<T> {
      const generation = options.generation();
      const same = (e: Entry<T> | undefined): e is Entry<T> => e?.owner === owner && e.generation === generation;
      const still = fresh ? undefined : kept.get(key);
      if (same(still)) return still.result;
      const running = inFlight.get(key);
      if (running?.owner === owner) return running.result;
      const entry: Entry<T> = { owner, generation, result: render() };
      inFlight.set(key, entry);
      const done = () => {
        if (inFlight.get(key) === entry) inFlight.delete(key);
      };
      entry.result.then((value) => {
        done();
        // Kept only if no data changed while it was drawn: else the next request draws it from the newer answers.
        if (options.keepMs > 0 && options.keep(value) && options.generation() === generation)
          kept.set(key, { ...entry, value });
      }, done);
      return entry.result;
    },
    /** Renders in flight and pages kept. */
    get size() {
      return inFlight.size + kept.size;
    },
  };
}
