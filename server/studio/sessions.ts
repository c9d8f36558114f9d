/**
 * Sessions in the store (issue 20; OWASP session management): the cookie is 32 random bytes; the store keeps only
 * its SHA-256, so a copy of the table opens nothing. A session ends on sign-out, on any change to its account
 * (accounts.ts deletes its rows), after 30 minutes without a call and 12 hours after sign-in (登录连接超时自动退出,
 * issue 31 item 3: STUDIO_IDLE_MINUTES and STUDIO_SESSION_HOURS shorten or set them; deploy/studio.md). The CSRF token
 * is random too and kept with the session.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AccountInfo, Role } from '../../src/config/config-version';
import { audit } from './audit-log';
import type { Database } from './store/database';

export const SESSION_COOKIE = 'n2024_studio';
export interface SessionLimits {
  /** Minutes without a call that end a session (default 30). */
  idleMinutes: number;
  /** Hours after sign-in that end a session however busy (default 12). */
  absoluteHours: number;
}

/** The limits of the environment: STUDIO_IDLE_MINUTES, STUDIO_SESSION_HOURS (positive numbers), else the defaults. */
export function sessionLimitsOf(env: NodeJS.ProcessEnv): SessionLimits {
  const positive = (name: string, fallback: number) => {
    const value = env[name] === undefined || env[name] === '' ? fallback : Number(env[name]);
    if (!(value > 0)) throw new Error(`${name} is "${env[name]}": it must be a positive number`);
    return value;
  };
  return { idleMinutes: positive('STUDIO_IDLE_MINUTES', 30), absoluteHours: positive('STUDIO_SESSION_HOURS', 12) };
}
/** How stale `last_seen_at` may get before a call writes it again (one write a minute, not one per call). */
const TOUCH_MS = 60_000;

const idOf = (cookie: string) => createHash('sha256').update(cookie).digest('hex');

export interface OpenSession {
  account: AccountInfo;
  csrfToken: string;
}

export function sessions(
  db: Database,
  now: () => Date = () => new Date(),
  { idleMinutes, absoluteHours }: SessionLimits = sessionLimitsOf(process.env),
) {
  return {
    async start(account: string, address: string): Promise<{ cookie: string; csrfToken: string }> {
      const cookie = randomBytes(32).toString('base64url');
      const csrfToken = randomBytes(32).toString('base64url');
      const time = now().toISOString();
      await db.query(
        `insert into sessions (id, account, csrf_token, created_at, last_seen_at, address) values ($1, $2, $3, $4, $4, $5)`,
        [idOf(cookie), account, csrfToken, time, address],
      );
      return { cookie, csrfToken };
    },

    /** The session of `cookie` with its account as it is now, or undefined when it has ended. */
    async read(cookie: string | undefined): Promise<OpenSession | undefined> {
      if (!cookie || cookie.length > 100) return undefined;
      const time = now();
      const [row] = await db.query<{
        name: string;
        role: Role;
        disabled: boolean;
        created_at: string;
        last_sign_in_at: string | null;
        csrf_token: string;
        last_seen_at: string;
        session_created_at: string;
        address: string;
      }>(
        `select a.name, a.role, a.disabled, a.created_at, a.last_sign_in_at, s.csrf_token, s.last_seen_at,
                s.created_at as session_created_at, s.address
         from sessions s join accounts a on a.name = s.account where s.id = $1`,
        [idOf(cookie)],
      );
      if (!row) return undefined;
      const idle = time.getTime() - Date.parse(row.last_seen_at) > idleMinutes * 60_000;
      const old = time.getTime() - Date.parse(row.session_created_at) > absoluteHours * 3_600_000;
      if (idle || old || row.disabled) {
        await db.transaction(async (sql) => {
          const [ended] = await sql.query('delete from sessions where id = $1 returning id', [idOf(cookie)]);
          // A time-out is on record once (a disabled account's sessions end, on record, when it is disabled).
          if (ended && !row.disabled)
            await audit(
              sql,
              { name: row.name, address: row.address },
              'session-timed-out',
              { reason: idle ? 'idle' : 'absolute' },
              time,
              `account:${row.name}`,
            );
        });
        return undefined;
      }
      if (time.getTime() - Date.parse(row.last_seen_at) > Math.min(TOUCH_MS, idleMinutes * 15_000))
        await db.query('update sessions set last_seen_at = $2 where id = $1', [idOf(cookie), time.toISOString()]);
      return {
        account: {
          name: row.name,
          role: row.role,
          disabled: row.disabled,
          createdAt: row.created_at,
          ...(row.last_sign_in_at ? { lastSignInAt: row.last_sign_in_at } : {}),
        },
        csrfToken: row.csrf_token,
      };
    },

    async end(cookie: string): Promise<void> {
      await db.query('delete from sessions where id = $1', [idOf(cookie)]);
    },

    /** Seconds the cookie may live at most (the browser drops it then; the store decides before). */
    maxAgeSeconds: Math.ceil(absoluteHours * 3600),
    /** The limits in force, for the studio (it warns two minutes before the idle time-out). */
    limits: { idleMinutes, absoluteHours },
  };
}

/** Compares a CSRF token sent with the session's, in constant time. */
export function csrfMatches(expected: string, sent: string | undefined): boolean {
  if (!sent) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(sent);
  return a.length === b.length && timingSafeEqual(a, b);
}
