/**
 * Slows down password guessing without letting anyone lock an editor out (issue 20). Failures count per pair of
 * account name and client address, and per address: after 5 in a row each further attempt waits twice as long
 * (2 s, 4 s, … up to 15 min). A name under attack from other addresses is never locked for a clean address, and
 * made-up names cost the attacker's own address. The counts live in the store (issue 31, decision 073): every
 * service process reads and adds to the same count, so N processes give an attacker no more tries than one. A count
 * untouched for a day is forgotten (the table stays bounded by what nginx's limit_req lets through in a day).
 */
import type { Database } from './store/database';

const FREE_FAILURES = 5;
const MAX_WAIT_MS = 15 * 60_000;
const FORGET_AFTER_MS = 24 * 60 * 60_000;

// An address has no space: the first space ends it. (PostgreSQL text holds no NUL, the old separator.)
const keysOf = (name: string, address: string) => [`pair:${address} ${name}`, `address:${address}`];
const waitAfter = (count: number) =>
  count >= FREE_FAILURES ? Math.min(MAX_WAIT_MS, 1000 * 2 ** (count - FREE_FAILURES + 1)) : 0;

export function signInLimiter(db: Database, now: () => number = Date.now) {
  const at = (ms: number) => new Date(ms).toISOString();
  return {
    /** Milliseconds to wait before this address may try this name again (0: go ahead). */
    async wait(name: string, address: string): Promise<number> {
      const [row] = await db.query<{ until: string | null }>(
        'select max(wait_until) as until from sign_in_failures where key = any($1)',
        [keysOf(name, address)],
      );
      return row?.until ? Math.max(0, new Date(row.until).getTime() - now()) : 0;
    },
    async failed(name: string, address: string): Promise<void> {
      const time = now();
      await db.transaction(async (sql) => {
        await sql.query('delete from sign_in_failures where failed_at < $1', [at(time - FORGET_AFTER_MS)]);
        for (const key of keysOf(name, address)) {
          // One statement per key: concurrent failures from several processes each add one.
          const [row] = await sql.query<{ count: number }>(
            `insert into sign_in_failures (key, count, wait_until, failed_at) values ($1, 1, $2, $2)
             on conflict (key) do update set count = sign_in_failures.count + 1, failed_at = $2
             returning count`,
            [key, at(time)],
          );
          await sql.query('update sign_in_failures set wait_until = $2 where key = $1', [
            key,
            at(time + waitAfter(row!.count)),
          ]);
        }
      });
    },
    async succeeded(name: string, address: string): Promise<void> {
      await db.query('delete from sign_in_failures where key = any($1)', [keysOf(name, address)]);
    },
  };
}
