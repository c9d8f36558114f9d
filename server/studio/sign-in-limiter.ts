/**
 * Slows down password guessing without letting anyone lock an editor out (issue 20). Failures count per pair of
 * account name and client address, and per address: after 5 in a row each further attempt waits twice as long
 * (2 s, 4 s, … up to 15 min). A name under attack from other addresses is never locked for a clean address, and
 * made-up names cost the attacker's own address. The counts are bounded (least recently failed forgotten first,
 * never all at once); per process, with nginx's limit_req in front (deploy/nginx, decision 043).
 */
import { LRUCache } from 'lru-cache';

const FREE_FAILURES = 5;
const MAX_WAIT_MS = 15 * 60_000;
const MAX_KEYS = 50_000;

export function signInLimiter(now: () => number = Date.now) {
  const failures = new LRUCache<string, { count: number; until: number }>({ max: MAX_KEYS });
  const keysOf = (name: string, address: string) => [`pair:${address}\u0000${name}`, `address:${address}`];
  return {
    /** Milliseconds to wait before this address may try this name again (0: go ahead). */
    wait(name: string, address: string): number {
      return Math.max(0, ...keysOf(name, address).map((k) => (failures.peek(k)?.until ?? 0) - now()));
    },
    failed(name: string, address: string) {
      for (const key of keysOf(name, address)) {
        const count = (failures.get(key)?.count ?? 0) + 1;
        const wait = count >= FREE_FAILURES ? Math.min(MAX_WAIT_MS, 1000 * 2 ** (count - FREE_FAILURES + 1)) : 0;
        failures.set(key, { count, until: now() + wait });
      }
    },
    succeeded(name: string, address: string) {
      for (const key of keysOf(name, address)) failures.delete(key);
    },
  };
}
