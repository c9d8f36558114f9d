/**
 * Accounts of the publishing desk, in the store (issue 20): name, role, scrypt hash, disabled. Every change ends the
 * account's sessions and is written to the audit log in the same transaction.
 *
 * 三员分立 (issue 31 item 2, decision 075): three administrator roles beside editor and reviewer, each with its own
 * tools only: `sysadmin` (accounts), `secadmin` (security settings, second factors), `auditor` (reads and exports the
 * audit log). An account has one role, so none holds two administrator roles; nobody changes their own role or
 * disables their own account; the last enabled holder of each administrator role cannot be disabled, moved to
 * another role or removed (nobody could do that role's work any more).
 */
import type { AccountInfo, Role } from '../../src/config/config-version';
import { audit, type Actor } from './audit-log';
import { hashPassword, passwordMatches, type PasswordHash } from './passwords';
import { rememberPassword, reuseProblem, ruleProblem } from './password-rules';
import { securitySettings } from './security-settings';
import type { Database, Sql } from './store/database';

export const ROLES: readonly Role[] = ['editor', 'reviewer', 'sysadmin', 'secadmin', 'auditor'];
const ADMIN_ROLES: readonly Role[] = ['sysadmin', 'secadmin', 'auditor'];

/**
 * Whether `role` may do what needs `needed`: a reviewer may do what an editor may; each administrator role only its
 * own work (administrators edit and review nothing).
 */
export const roleAllows = (role: Role, needed: Role) => role === needed || (needed === 'editor' && role === 'reviewer');

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

/** A refusal with a code the studio words (docs/studio-api.md). */
export class AccountError extends Error {
  constructor(
    readonly code:
      | 'bad-name'
      | 'weak-password'
      | 'wrong-password'
      | 'exists'
      | 'not-found'
      | 'last-admin'
      | 'bad-role'
      | 'own-account',
    message: string,
    /** More for the caller (a password refusal: the rule missed, decision 078). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

interface Row {
  name: string;
  role: Role;
  disabled: boolean;
  created_at: string;
  last_sign_in_at: string | null;
}

const info = (r: Row): AccountInfo => ({
  name: r.name,
  role: r.role,
  disabled: r.disabled,
  createdAt: r.created_at,
  ...(r.last_sign_in_at ? { lastSignInAt: r.last_sign_in_at } : {}),
});

const COLUMNS = 'name, role, disabled, created_at, last_sign_in_at';

export interface AccountChange {
  role?: Role;
  disabled?: boolean;
  password?: string;
  /** With a password: the person must change it at the next sign-in (default; decision 078). */
  mustChange?: boolean;
}

/**
 * Refuses a password that misses a rule of the security administrator; `minHistory`: at least so many earlier
 * passwords checked (null: none, a new account has no history).
 */
async function checkPassword(db: Database, name: string, password: string, minHistory: number | null = 0) {
  const rules = await securitySettings(db).read();
  const problem =
    ruleProblem(name, password, rules) ??
    (minHistory === null
      ? undefined
      : await reuseProblem(db, name, password, Math.max(rules.passwordHistory, minHistory)));
  if (problem) throw new AccountError('weak-password', problem.message, { rule: problem.rule, count: problem.count });
}

/** Refuses to take the last enabled holder of an administrator role out of it. */
async function checkNotLastHolder(sql: Sql, name: string, role: Role) {
  if (!ADMIN_ROLES.includes(role)) return;
  const [row] = await sql.query<{ others: number }>(
    `select count(*)::int as others from accounts where role = $2 and not disabled and name <> $1`,
    [name, role],
  );
  if (!row?.others) throw new AccountError('last-admin', `the last enabled ${role} must stay an enabled ${role}`);
}

export function accounts(db: Database, now: () => Date = () => new Date()) {
  async function one(sql: Sql, name: string, lock = false): Promise<Row> {
    const [row] = await sql.query<Row>(`select ${COLUMNS} from accounts where name = $1${lock ? ' for update' : ''}`, [
      name,
    ]);
    if (!row) throw new AccountError('not-found', `there is no account ${name}`);
    return row;
  }

  return {
    async list(): Promise<AccountInfo[]> {
      return (await db.query<Row>(`select ${COLUMNS} from accounts order by name`)).map(info);
    },

    /** A new account; unless `mustChange` is false, its first sign-in must change the password (decision 078). */
    async create(who: Actor, name: string, role: Role, password: string, mustChange = true): Promise<AccountInfo> {
      if (!/^[\p{L}\p{N}._-]{1,40}$/u.test(name))
        throw new AccountError('bad-name', 'a name is 1 to 40 letters, digits, dots, dashes or underscores');
      if (!isRole(role)) throw new AccountError('bad-role', `a role is one of ${ROLES.join(', ')}`);
      await checkPassword(db, name, password, null);
      const hash = await hashPassword(password);
      return db.transaction(async (sql) => {
        const time = now();
        const [row] = await sql.query<Row>(
          `insert into accounts (name, role, password, created_at, password_set_at, must_change)
           values ($1, $2, $3, $4, $4, $5) on conflict (name) do nothing returning ${COLUMNS}`,
          [name, role, JSON.stringify(hash), time.toISOString(), mustChange ? 'first' : null],
        );
        if (!row) throw new AccountError('exists', `there is already an account ${name}`);
        await rememberPassword(sql, name, hash, time);
        await audit(sql, who, 'account-created', { account: name, role }, now());
        return info(row);
      });
    },

    /** Changes role, disabled or password; any change ends every session of the account at once. */
    async update(who: Actor, name: string, change: AccountChange): Promise<AccountInfo> {
      if (change.role !== undefined && !isRole(change.role))
        throw new AccountError('bad-role', `a role is one of ${ROLES.join(', ')}`);
      if (change.password !== undefined) await checkPassword(db, name, change.password);
      const hash = change.password === undefined ? undefined : await hashPassword(change.password);
      if (who.name === name && (change.role !== undefined || change.disabled === true))
        throw new AccountError('own-account', 'nobody changes their own role or disables their own account');
      return db.transaction(async (sql) => {
        const before = await one(sql, name, true);
        const moved = change.role !== undefined && change.role !== before.role;
        if (!before.disabled && (moved || change.disabled === true)) await checkNotLastHolder(sql, name, before.role);
        const [after] = await sql.query<Row>(
          `update accounts set role = coalesce($2, role), disabled = coalesce($3, disabled),
             password = coalesce($4, password) where name = $1 returning ${COLUMNS}`,
          [name, change.role ?? null, change.disabled ?? null, hash ? JSON.stringify(hash) : null],
        );
        await sql.query('delete from sessions where account = $1', [name]);
        const time = now();
        if (hash) {
          // Set by someone else: the person chooses their own at the next sign-in (decision 078).
          await sql.query('update accounts set password_set_at = $2, must_change = $3 where name = $1', [
            name,
            time.toISOString(),
            change.mustChange === false ? null : 'reset',
          ]);
          await rememberPassword(sql, name, hash, time);
        }
        if (change.role !== undefined && change.role !== before.role)
          await audit(sql, who, 'account-role-changed', { account: name, from: before.role, to: change.role }, time);
        if (change.disabled !== undefined && change.disabled !== before.disabled)
          await audit(sql, who, change.disabled ? 'account-disabled' : 'account-enabled', { account: name }, time);
        if (hash) await audit(sql, who, 'account-password-reset', { account: name }, time);
        return info(after!);
      });
    },

    async remove(who: Actor, name: string): Promise<void> {
      await db.transaction(async (sql) => {
        const before = await one(sql, name, true);
        if (who.name === name) throw new AccountError('own-account', 'nobody removes their own account');
        if (!before.disabled) await checkNotLastHolder(sql, name, before.role);
        // Drafts go with the account (on delete cascade); submissions, versions and the log keep the name.
        await sql.query('delete from accounts where name = $1', [name]);
        await audit(sql, who, 'account-removed', { account: name }, now());
      });
    },

    /**
     * The person's own change (decision 078): the current password again, the new one meeting every rule and none
     * of the last passwords (at least the current one); a forced change is done then. On record.
     */
    async changeOwn(who: Actor, current: string, next: string): Promise<void> {
      if (!(await this.verify(who.name, current)))
        throw new AccountError('wrong-password', '当前密码不正确。', { rule: 'current' });
      await checkPassword(db, who.name, next, 1);
      const hash = await hashPassword(next);
      await db.transaction(async (sql) => {
        const time = now();
        await sql.query('update accounts set password = $2, password_set_at = $3, must_change = null where name = $1', [
          who.name,
          JSON.stringify(hash),
          time.toISOString(),
        ]);
        await rememberPassword(sql, who.name, hash, time);
        await audit(sql, who, 'password-changed', {}, time, `account:${who.name}`);
      });
    },

    /** The account when the name and password belong together and it is enabled. */
    async verify(name: string, password: string): Promise<AccountInfo | undefined> {
      const [row] = await db.query<Row & { password: PasswordHash | string }>(
        `select ${COLUMNS}, password from accounts where name = $1`,
        [name],
      );
      const stored = typeof row?.password === 'string' ? (JSON.parse(row.password) as PasswordHash) : row?.password;
      const ok = await passwordMatches(password, stored);
      return ok && row && !row.disabled ? info(row) : undefined;
    },

    /** Writes an account as it was kept in users.json (studio:migrate): its existing hash, the role given. */
    async importHash(who: Actor, name: string, role: Role, hash: PasswordHash): Promise<boolean> {
      return db.transaction(async (sql) => {
        const rows = await sql.query(
          `insert into accounts (name, role, password, created_at, password_set_at) values ($1, $2, $3, $4, $4)
           on conflict (name) do nothing returning name`,
          [name, role, JSON.stringify(hash), now().toISOString()],
        );
        if (rows.length) await rememberPassword(sql, name, hash, now());
        if (rows.length) await audit(sql, who, 'account-created', { account: name, role, imported: true }, now());
        return rows.length > 0;
      });
    },
  };
}

export type Accounts = ReturnType<typeof accounts>;
