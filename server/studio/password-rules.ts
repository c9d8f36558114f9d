/**
 * The security administrator's password rules (issue 31 item 3, 等保 2.0 level 3 身份鉴别; decision 078): a minimum
 * length, a number of character classes (lower case, upper case, digits, others), not the account's name, none of
 * the last N passwords (their scrypt hashes in `password_history`, migration 007), and an expiry. Each refusal says
 * in Chinese which rule was missed (the studio and `npm run studio:user` show it as it is).
 */
import type { PasswordChangeReason } from '../../src/config/config-version';
import { passwordMatches, type PasswordHash } from './passwords';
import { LIMITS, type SecuritySettings } from './security-settings';
import type { Sql } from './store/database';

type PasswordRules = Pick<SecuritySettings, 'passwordMinLength' | 'passwordClasses' | 'passwordHistory'>;
type PasswordRule = 'length' | 'classes' | 'name' | 'reused';

interface RuleProblem {
  rule: PasswordRule;
  /** The rule in Chinese, as the person is told. */
  message: string;
  /** The rule's number: characters, classes or passwords. */
  count?: number;
}

const CLASSES: [RegExp, string][] = [
  [/\p{Ll}/u, '小写字母'],
  [/\p{Lu}/u, '大写字母'],
  [/\p{Nd}/u, '数字'],
  [/[^\p{Ll}\p{Lu}\p{Nd}]/u, '其他字符'],
];

/** How many of the four classes `password` uses. */
export const classesOf = (password: string) => CLASSES.filter(([pattern]) => pattern.test(password)).length;

/** The first rule `password` misses (those that need no store), or undefined. */
export function ruleProblem(name: string, password: string, rules: PasswordRules): RuleProblem | undefined {
  const length = rules.passwordMinLength;
  if ([...password].length < length)
    return { rule: 'length', count: length, message: `密码至少需要 ${length} 个字符。` };
  if (password.trim().toLowerCase() === name.trim().toLowerCase())
    return { rule: 'name', message: '密码不能与账号名相同。' };
  const needed = rules.passwordClasses;
  if (classesOf(password) < needed)
    return {
      rule: 'classes',
      count: needed,
      message: `密码须至少包含${CLASSES.map(([, word]) => word).join('、')}中的 ${needed} 类。`,
    };
  return undefined;
}

/** The refusal when `password` is one of the account's last `count` (0: none checked). */
export async function reuseProblem(sql: Sql, name: string, password: string, count: number) {
  if (count <= 0) return undefined;
  const rows = await sql.query<{ password: PasswordHash | string }>(
    'select password from password_history where account = $1 order by id desc limit $2',
    [name, count],
  );
  for (const row of rows) {
    const hash = typeof row.password === 'string' ? (JSON.parse(row.password) as PasswordHash) : row.password;
    if (await passwordMatches(password, hash))
      return { rule: 'reused', count, message: `不能使用最近 ${count} 次用过的密码。` } satisfies RuleProblem;
  }
  return undefined;
}

/** The most passwords kept per account (the setting's upper bound). */
const KEPT = LIMITS.passwordHistory[1];

/** Keeps `hash` as the account's newest password (the history holds the current one too). */
export async function rememberPassword(sql: Sql, name: string, hash: PasswordHash, time: Date) {
  await sql.query('insert into password_history (account, password, set_at) values ($1, $2, $3)', [
    name,
    JSON.stringify(hash),
    time.toISOString(),
  ]);
  await sql.query(
    `delete from password_history where account = $1 and id not in
       (select id from password_history where account = $1 order by id desc limit ${KEPT})`,
    [name],
  );
}

/** Why the account must change its password before anything else, or undefined. */
export function passwordChangeOf(
  mustChange: 'first' | 'reset' | null,
  setAt: string | null,
  settings: Pick<SecuritySettings, 'passwordMaxAgeDays'>,
  now: Date,
): PasswordChangeReason | undefined {
  if (mustChange) return mustChange;
  const days = settings.passwordMaxAgeDays;
  if (days > 0 && setAt && now.getTime() - Date.parse(setAt) > days * 86_400_000) return 'expired';
  return undefined;
}
