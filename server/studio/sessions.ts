/**
 * Sessions in the store (issue 20; OWASP session management): the cookie is 32 random bytes; the store keeps only
 * its SHA-256, so a copy of the table opens nothing. A session ends on sign-out, on any change to its account
 * (accounts.ts deletes its rows), after the security administrator's idle time without a call and absolute life
 * after sign-in (登录连接超时自动退出, issue 31 item 3; defaults 30 minutes and 12 hours, security-settings.ts).
 * STUDIO_IDLE_MINUTES and STUDIO_SESSION_HOURS, when set, cap them: the shorter wins (decision 078). The CSRF token
 * is random too and kept with the session.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AccountInfo, PasswordChangeReason, Role } from '../../src/config/config-version';
import { audit } from './audit-log';
import { passwordChangeOf } from './password-rules';
import { LIMITS, settingsOf, type SecuritySettings } from './security-settings';
import { requiresSecondFactor } from './two-factor';
import type { Database } from './store/database';

export const SESSION_COOKIE = 'n2024_studio';
/** The deployment's caps (the environment's): a session never lives longer, whatever the stored settings say. */
export interface SessionLimits {
  /** STUDIO_IDLE_MINUTES: minutes without a call that end a session at most. */
  idleMinutes?: number;
  /** STUDIO_SESSION_HOURS: hours after sign-in that end a session at most. */
  absoluteHours?: number;
}

/** The caps of the environment: STUDIO_IDLE_MINUTES, STUDIO_SESSION_HOURS (positive numbers), when set. */
export function sessionLimitsOf(env: NodeJS.ProcessEnv): SessionLimits {
  const positive = (name: string) => {
    if (env[name] === undefined || env[name] === '') return {};
    const value = Number(env[name]);
    if (!(value > 0)) throw new Error(`${name} is "${env[name]}": it must be a positive number`);
    return { [name === 'STUDIO_IDLE_MINUTES' ? 'idleMinutes' : 'absoluteHours']: value };
  };
  return { ...positive('STUDIO_IDLE_MINUTES'), ...positive('STUDIO_SESSION_HOURS') };
}

/** The limits in force: the stored settings', each capped by the environment's. */
function limitsInForce(settings: Pick<SecuritySettings, 'idleMinutes' | 'absoluteHours'>, caps: SessionLimits) {
  return {
    idleMs: Math.min(settings.idleMinutes, caps.idleMinutes ?? Infinity) * 60_000,
    absoluteMs: Math.min(settings.absoluteHours, caps.absoluteHours ?? Infinity) * 3_600_000,
  };
}

/** How stale `last_seen_at` may get before a call writes it again (one write a minute, not one per call). */
const TOUCH_MS = 60_000;

const idOf = (cookie: string) => createHash('sha256').update(cookie).digest('hex');

export interface OpenSession {
  account: AccountInfo;
  csrfToken: string;
  /** When the session ends unless a call comes first, and at the latest (ISO times, the server's clock). */
  idleEndsAt: string;
  absoluteEndsAt: string;
  /** Minutes of the idle limit in force. */
  idleMinutes: number;
  /** Set while the password must be changed first (decision 078): every other call is refused (403). */
  passwordChange?: PasswordChangeReason;
  /** The role needs a second factor the account has not enrolled (decision 077): only enrolment is open. */
  mustEnrol: boolean;
}

interface ReadOptions {
  /** A call the studio made on its own (a heartbeat, a poll), not the person: it does not extend the idle life. */
  background?: boolean;
  /** Told why a session presented just now has ended by time. */
  onTimedOut?: (reason: 'idle' | 'absolute') => void;
}

interface SessionRow {
  name: string;
  role: Role;
  disabled: boolean;
  created_at: string;
  last_sign_in_at: string | null;
  must_change: 'first' | 'reset' | null;
  password_set_at: string;
  csrf_token: string;
  last_seen_at: string;
  session_created_at: string;
  address: string;
  settings: SecuritySettings | string | null;
  enrolled: boolean;
}

export function sessions(
  db: Database,
  now: () => Date = () => new Date(),
  caps: SessionLimits = sessionLimitsOf(process.env),
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
    async read(cookie: string | undefined, options: ReadOptions = {}): Promise<OpenSession | undefined> {
      if (!cookie || cookie.length > 100) return undefined;
      const time = now();
      // The settings come with the session: one query a call (the secadmin's change acts at the next call).
      const [row] = await db.query<SessionRow>(
        `select a.name, a.role, a.disabled, a.created_at, a.last_sign_in_at, a.must_change, a.password_set_at,
                s.csrf_token, s.last_seen_at, s.created_at as session_created_at, s.address, st.settings,
                exists (select 1 from second_factors f where f.account = a.name and f.enrolled_at is not null)
                  as enrolled
         from sessions s join accounts a on a.name = s.account left join security_settings st on true
         where s.id = $1`,
        [idOf(cookie)],
      );
      if (!row) return undefined;
      const settings = settingsOf(row.settings);
      const { idleMs, absoluteMs } = limitsInForce(settings, caps);
      const idle = time.getTime() - Date.parse(row.last_seen_at) > idleMs;
      const old = time.getTime() - Date.parse(row.session_created_at) > absoluteMs;
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
        if (!row.disabled) options.onTimedOut?.(idle ? 'idle' : 'absolute');
        return undefined;
      }
      let seen = Date.parse(row.last_seen_at);
      if (!options.background && time.getTime() - seen > Math.min(TOUCH_MS, idleMs / 4)) {
        await db.query('update sessions set last_seen_at = $2 where id = $1', [idOf(cookie), time.toISOString()]);
        seen = time.getTime();
      }
      const passwordChange = passwordChangeOf(row.must_change, row.password_set_at, settings, time);
      return {
        account: {
          name: row.name,
          role: row.role,
          disabled: row.disabled,
          createdAt: row.created_at,
          ...(row.last_sign_in_at ? { lastSignInAt: row.last_sign_in_at } : {}),
        },
        csrfToken: row.csrf_token,
        idleEndsAt: new Date(seen + idleMs).toISOString(),
        absoluteEndsAt: new Date(Date.parse(row.session_created_at) + absoluteMs).toISOString(),
        idleMinutes: idleMs / 60_000,
        ...(passwordChange ? { passwordChange } : {}),
        mustEnrol: !row.enrolled && requiresSecondFactor(row.role, settings.editorsTwoFactor),
      };
    },

    async end(cookie: string): Promise<void> {
      await db.query('delete from sessions where id = $1', [idOf(cookie)]);
    },

    /** Ends the account's other sessions (its password changed in this one). */
    async endOthers(cookie: string, account: string): Promise<void> {
      await db.query('delete from sessions where account = $1 and id <> $2', [account, idOf(cookie)]);
    },

    /** Seconds the cookie may live at most (the browser drops it then; the store decides before). */
    maxAgeSeconds: Math.ceil(Math.min(caps.absoluteHours ?? Infinity, LIMITS.absoluteHours[1]) * 3600),
  };
}

/** What the studio is told of a session: when it ends, whether the password must be changed first (decision 078),
 * whether a second factor must be enrolled first (`secondFactor: 'enrol'`, decision 077). */
export const sessionState = (s: OpenSession) => ({
  idleEndsAt: s.idleEndsAt,
  absoluteEndsAt: s.absoluteEndsAt,
  idleMinutes: s.idleMinutes,
  ...(s.passwordChange ? { passwordChange: s.passwordChange } : {}),
  ...(s.mustEnrol ? { secondFactor: 'enrol' as const } : {}),
});

/** Compares a CSRF token sent with the session's, in constant time. */
export function csrfMatches(expected: string, sent: string | undefined): boolean {
  if (!sent) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(sent);
  return a.length === b.length && timingSafeEqual(a, b);
}
