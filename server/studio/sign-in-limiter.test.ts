// @vitest-environment node
// The sign-in limiter as an attacker meets it (issue 20): behind nginx every client used to be 127.0.0.1, so five
// failures under random names locked out a real editor everywhere, and 10,000 junk names cleared every lock; with
// the counts per process, N processes gave an attacker N times the tries (issue 31).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnPostgres } from '../../tests/support/postgres-server';
import { signInLimiter } from './sign-in-limiter';
import { openDatabase } from './store/database';
import { migrate } from './store/migrate';
import { passwordOf, startDeskServer, type DeskServer } from './testing/desk-server';

let desk: DeskServer;
beforeAll(async () => {
  desk = await startDeskServer({ accounts: { eva: 'editor', root: 'sysadmin' } });
}, 60_000); // a store and scrypt hashes: over 10 s on a busy 2-core machine
afterAll(() => desk?.close());

const attempt = (name: string, password: string, realIp?: string) =>
  desk.call('/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: desk.origin, ...(realIp ? { 'x-real-ip': realIp } : {}) },
    body: JSON.stringify({ name, password }),
  });

describe('through the trusted proxy (X-Real-IP)', () => {
  it('failures under random names from other addresses never lock out a correct sign-in from a clean address', async () => {
    for (let i = 0; i < 40; i++)
      expect((await attempt(`junk-${i}-${Math.random()}`, 'wrong', `203.0.113.${i % 4}`)).status).toBeOneOf([401, 429]);
    // The attacker also hammers the real name from its addresses.
    for (let i = 0; i < 8; i++) await attempt('eva', 'wrong-guess', '203.0.113.9');
    expect((await attempt('eva', 'eva-password-2026', '203.0.113.9')).status).toBe(429);
    expect((await attempt('eva', passwordOf('eva'), '198.51.100.7')).status).toBe(200);
  }, 60_000); // 49 sign-ins, each a few store writes: slow on a busy machine

  it('the attacker’s own address is slowed down, whatever names it tries', async () => {
    let last = 0;
    for (let i = 0; i < 7; i++) last = (await attempt(`name-${i}`, 'wrong', '203.0.113.50')).status;
    expect(last).toBe(429);
    const refused = await attempt('root', passwordOf('root'), '203.0.113.50');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('a direct client', () => {
  it('cannot name its own address: X-Real-IP is believed only from the trusted proxy', async () => {
    const strict = await startDeskServer({ accounts: { eva: 'editor' }, trustedProxies: ['10.9.9.9'] });
    try {
      const direct = (realIp: string) =>
        strict.call('/session', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: strict.origin, 'x-real-ip': realIp },
          body: JSON.stringify({ name: 'eva', password: 'wrong' }),
        });
      // A fresh made-up address each time would dodge the lock if the header were believed.
      for (let i = 0; i < 5; i++) expect((await direct(`192.0.2.${i}`)).status).toBe(401);
      expect((await direct('192.0.2.200')).status).toBe(429);
      const entries = await strict.service.desk.db.query<{ address: string }>(
        `select address from audit_log where action = 'sign-in-failed'`,
      );
      expect(new Set(entries.map((e) => e.address))).toEqual(new Set(['127.0.0.1']));
    } finally {
      await strict.close();
    }
  }, 60_000);
});

describe('the limiter’s counts', () => {
  it('live in the store: a flood of junk names does not clear a lock, and a day untouched forgets a count', async () => {
    const db = await openDatabase({ memory: true });
    try {
      await migrate(db);
      let now = Date.parse('2026-03-01T08:00:00Z');
      const limiter = signInLimiter(db, () => now);
      for (let i = 0; i < 6; i++) await limiter.failed('eva', '203.0.113.9');
      expect(await limiter.wait('eva', '203.0.113.9')).toBeGreaterThan(0);
      for (let i = 0; i < 100; i++) await limiter.failed(`junk-${i}`, `198.18.0.${i}`);
      expect(await limiter.wait('eva', '203.0.113.9')).toBeGreaterThan(0);
      now += 3_000;
      await limiter.failed('eva', '203.0.113.9');
      expect(await limiter.wait('eva', '203.0.113.9')).toBeGreaterThanOrEqual(4_000);
      // A second limiter on the same store (another process) sees the same count.
      expect(await signInLimiter(db, () => now).wait('eva', '203.0.113.9')).toBeGreaterThanOrEqual(4_000);
      now += 25 * 60 * 60_000;
      await limiter.failed('someone', '192.0.2.1');
      const [left] = await db.query<{ n: number }>(`select count(*)::int as n from sign_in_failures`);
      expect(left!.n).toBe(2);
    } finally {
      await db.close();
    }
  }, 60_000);
});

describeOnPostgres('several service processes on one PostgreSQL', (postgres) => {
  let url: string;
  beforeAll(async () => {
    url = await postgres.createDatabase('limiter_shared');
  }, 60_000);

  it('share one count: five failures spread over two services make the sixth wait on either', async () => {
    const first = await startDeskServer({ store: { url }, accounts: { eva: 'editor' } });
    const second = await startDeskServer({ store: { url } });
    try {
      const attemptOn = (server: DeskServer, password: string) =>
        server.call('/session', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.origin, 'x-real-ip': '203.0.113.77' },
          body: JSON.stringify({ name: 'eva', password }),
        });
      for (let i = 0; i < 5; i++) expect((await attemptOn(i % 2 ? second : first, 'wrong')).status).toBe(401);
      expect((await attemptOn(second, passwordOf('eva'))).status).toBe(429);
      expect((await attemptOn(first, passwordOf('eva'))).status).toBe(429);
    } finally {
      await second.close();
      await first.close();
    }
  }, 60_000);
});
