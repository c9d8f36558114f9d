/**
 * Slows down password guessing: after 5 failed sign-ins in a row for a name or from an address, each further
 * attempt must wait, twice as long each time (2 s, 4 s, ... up to 15 min). A success clears the name's count.
 */
const FREE_FAILURES = 5;
const MAX_WAIT_MS = 15 * 60_000;

export function signInLimiter(now: () => number = Date.now) {
  const failures = new Map<string, { count: number; until: number }>();
  return {
    /** Milliseconds to wait before another attempt for any of the keys (0: go ahead). */
    wait(keys: string[]): number {
      return Math.max(0, ...keys.map((k) => (failures.get(k)?.until ?? 0) - now()));
    },
    failed(keys: string[]) {
      for (const key of keys) {
        const count = (failures.get(key)?.count ?? 0) + 1;
        const wait = count >= FREE_FAILURES ? Math.min(MAX_WAIT_MS, 1000 * 2 ** (count - FREE_FAILURES + 1)) : 0;
        failures.set(key, { count, until: now() + wait });
      }
      if (failures.size > 10_000) failures.clear(); // a flood of made-up names must not grow memory without end
    },
    succeeded(keys: string[]) {
      for (const key of keys) failures.delete(key);
    },
  };
}
