// @vitest-environment node
// The sign-in limiter as an attacker meets it (issue 20): behind nginx every client used to be 127.0.0.1, so five
// failures under random names locked out a real editor everywhere, and 10,000 junk names cleared every lock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInLimiter } from './sign-in-limiter';
import { passwordOf, startDeskServer, type DeskServer } from './testing/desk-server';

let desk: DeskServer;
beforeAll(async () => {
  desk = await startDeskServer({ accounts: { eva: 'editor', root: 'admin' } });
});
afterAll(() => desk.close());

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
  });

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
  });
});

describe('the limiter’s memory', () => {
  it('is bounded, and a flood of junk names does not clear a lock (least recently failed forgotten first)', () => {
    let now = 0;
    const limiter = signInLimiter(() => now);
    for (let i = 0; i < 6; i++) limiter.failed('eva', '203.0.113.9');
    expect(limiter.wait('eva', '203.0.113.9')).toBeGreaterThan(0);
    for (let i = 0; i < 10_000; i++) limiter.failed(`junk-${i}`, `198.18.${i >> 8}.${i & 255}`);
    expect(limiter.wait('eva', '203.0.113.9')).toBeGreaterThan(0);
    now += 3_000;
    limiter.failed('eva', '203.0.113.9');
    expect(limiter.wait('eva', '203.0.113.9')).toBeGreaterThanOrEqual(4_000);
  });
});
