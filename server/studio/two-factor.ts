/**
 * Two-factor sign-in (issue 31 item 1, decision 077; 等保 2.0 level 3, 身份鉴别: 口令 plus 动态口令). A TOTP second
 * factor (RFC 6238, two-factor-secret.ts) is required of every reviewer and administrator, and of editors when the
 * security administrator's `editorsTwoFactor` is on. Enrolment starts with a new secret, ends with a first right
 * code, and gives ten one-time recovery codes, shown once. A code is accepted once: each account keeps its last
 * accepted time step and refuses that step and older ones (no replay within the window). The security
 * administrator resets a lost device; the account enrols again at its next sign-in. Migration 006.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '../../src/config/config-version';
import { audit, type Actor } from './audit-log';
import type { Database, Sql } from './store/database';
import {
  looksLikeRecoveryCode,
  newRecoveryCodes,
  newSecret,
  openSecret,
  recoveryHash,
  sealSecret,
  secretKeyOf,
  stepOfCode,
  totpOf,
} from './two-factor-secret';

/** Minutes a right password waits for its code (the pending token's life). */
const PENDING_MINUTES = 5;

export class TwoFactorError extends Error {
  constructor(
    readonly code: 'enrolled' | 'not-started' | 'wrong-code' | 'not-found',
    message: string,
  ) {
    super(message);
  }
}

/** Whether `role` must sign in with a second factor (`editorsTwoFactor`: the secadmin's setting). */
export const requiresSecondFactor = (role: Role, editorsTwoFactor: boolean) => role !== 'editor' || editorsTwoFactor;

const tokenId = (token: string) => createHash('sha256').update(token).digest('hex');

export function twoFactor(db: Database, now: () => Date = () => new Date(), key = secretKeyOf(process.env)) {
  async function row(sql: Sql, name: string) {
    const [found] = await sql.query<{ secret: string; enrolled_at: string | null; last_step: string | number }>(
      'select secret, enrolled_at, last_step from second_factors where account = $1',
      [name],
    );
    return found;
  }

  /** Writes an enrolled factor: the secret, its first accepted step and the recovery codes' hashes; on record. */
  async function enrol(who: Actor, name: string, secret: string, codes: readonly string[], step: number) {
    const time = now();
    await db.transaction(async (sql) => {
      await sql.query(
        `insert into second_factors (account, secret, enrolled_at, last_step) values ($1, $2, $3, $4)
         on conflict (account) do update set secret = $2, enrolled_at = $3, last_step = $4`,
        [name, sealSecret(secret, name, key), time.toISOString(), step],
      );
      await sql.query('delete from recovery_codes where account = $1', [name]);
      for (const code of codes)
        await sql.query('insert into recovery_codes (account, code_hash) values ($1, $2)', [name, recoveryHash(code)]);
      await audit(sql, who, 'second-factor-enrolled', { account: name }, time);
    });
  }

  return {
    enrol,

    /** Whether the account has an enrolled second factor, and how many recovery codes it has left. */
    async status(name: string) {
      const found = await row(db, name);
      const [left] = await db.query<{ n: number }>(
        'select count(*)::int as n from recovery_codes where account = $1 and used_at is null',
        [name],
      );
      return { enrolled: Boolean(found?.enrolled_at), recoveryCodesLeft: left?.n ?? 0 };
    },

    /** Starts (or starts again) an enrolment: a new secret, not yet in force. Refused when one is enrolled. */
    async begin(name: string, label = name): Promise<{ secret: string; uri: string }> {
      if ((await row(db, name))?.enrolled_at)
        throw new TwoFactorError('enrolled', `${name} has a second factor: the security administrator resets it first`);
      const secret = newSecret();
      await db.query(
        `insert into second_factors (account, secret, enrolled_at, last_step) values ($1, $2, null, 0)
         on conflict (account) do update set secret = $2, enrolled_at = null, last_step = 0`,
        [name, sealSecret(secret, name, key)],
      );
      return { secret, uri: totpOf(secret, label).toString() };
    },

    /** Ends an enrolment with its first code: the factor is in force; the ten recovery codes, to show once. */
    async finish(who: Actor, name: string, code: string): Promise<string[]> {
      const found = await row(db, name);
      if (!found || found.enrolled_at)
        throw new TwoFactorError('not-started', `no enrolment of ${name} is under way: start one first`);
      const secret = openSecret(found.secret, name, key);
      const step = stepOfCode(secret, code.replace(/\s/g, ''), now().getTime());
      if (step === undefined) throw new TwoFactorError('wrong-code', 'the code does not match: type the current one');
      const codes = newRecoveryCodes();
      await enrol(who, name, secret, codes, step);
      return codes;
    },

    /** How `code` signs `name` in: 'totp', 'recovery' (that code is now used), or undefined (wrong or replayed). */
    async check(name: string, code: string): Promise<'totp' | 'recovery' | undefined> {
      const typed = code.trim();
      const found = await row(db, name);
      if (!found?.enrolled_at) return undefined;
      if (/^\d{6}$/.test(typed.replace(/\s/g, ''))) {
        const step = stepOfCode(openSecret(found.secret, name, key), typed.replace(/\s/g, ''), now().getTime());
        if (step === undefined) return undefined;
        // One statement: of two sign-ins with the same code, in any processes, one moves the step and one is refused.
        const moved = await db.query(
          'update second_factors set last_step = $2 where account = $1 and last_step < $2 returning account',
          [name, step],
        );
        return moved.length ? 'totp' : undefined;
      }
      if (!looksLikeRecoveryCode(typed)) return undefined;
      const used = await db.query(
        `update recovery_codes set used_at = $3 where account = $1 and code_hash = $2 and used_at is null
         returning account`,
        [name, recoveryHash(typed), now().toISOString()],
      );
      return used.length ? 'recovery' : undefined;
    },

    /** Removes the account's factor and recovery codes and ends its sessions; on record. */
    async reset(who: Actor, name: string): Promise<void> {
      await db.transaction(async (sql) => {
        const [account] = await sql.query('select name from accounts where name = $1 for update', [name]);
        if (!account) throw new TwoFactorError('not-found', `there is no account ${name}`);
        await sql.query('delete from second_factors where account = $1', [name]);
        await sql.query('delete from recovery_codes where account = $1', [name]);
        await sql.query('delete from sessions where account = $1', [name]);
        await audit(sql, who, 'second-factor-reset', { account: name }, now());
      });
    },

    /** Every account with its role and whether it has a second factor (the security administrator's list). */
    async list() {
      return db.query<{ name: string; role: Role; disabled: boolean; enrolledAt: string | null }>(
        `select a.name, a.role, a.disabled, f.enrolled_at as "enrolledAt"
         from accounts a left join second_factors f on f.account = a.name order by a.name`,
      );
    },

    /** The token between a right password and its code. */
    pending: {
      async create(name: string, address: string): Promise<string> {
        const token = randomBytes(32).toString('base64url');
        const time = now().getTime();
        await db.query('delete from second_factor_pending where expires_at < $1', [new Date(time).toISOString()]);
        await db.query('insert into second_factor_pending (id, account, address, expires_at) values ($1, $2, $3, $4)', [
          tokenId(token),
          name,
          address,
          new Date(time + PENDING_MINUTES * 60_000).toISOString(),
        ]);
        return token;
      },
      /** The account a live token of this address was given for, or undefined. */
      async read(token: string, address: string): Promise<string | undefined> {
        if (!token || token.length > 100) return undefined;
        const [found] = await db.query<{ account: string }>(
          'select account from second_factor_pending where id = $1 and address = $2 and expires_at >= $3',
          [tokenId(token), address, now().toISOString()],
        );
        return found?.account;
      },
      async drop(token: string): Promise<void> {
        await db.query('delete from second_factor_pending where id = $1', [tokenId(token)]);
      },
    },
  };
}

export type TwoFactor = ReturnType<typeof twoFactor>;
