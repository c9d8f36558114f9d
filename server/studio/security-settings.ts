/**
 * The security administrator's settings (三员分立, issue 31 items 2 and 3, decision 075): session time-outs, password
 * rules and whether editors need a second factor. One row in the store (migration 004); until a secadmin changes
 * them, the defaults below hold. Each change is on record (`security-changed`, with what changed).
 */
import { audit, type Actor } from './audit-log';
import type { Database } from './store/database';

export interface SecuritySettings {
  /** Minutes without a call that end a session. */
  idleMinutes: number;
  /** Hours after sign-in that end a session however busy. */
  absoluteHours: number;
  passwordMinLength: number;
  /** Of lower case, upper case, digits, other: how many a password must use. */
  passwordClasses: number;
  /** A new password may not be one of the last this many. */
  passwordHistory: number;
  /** Days a password lives (0: for ever). */
  passwordMaxAgeDays: number;
  /** Editors need a second factor too (administrators and reviewers always do). */
  editorsTwoFactor: boolean;
}

export const DEFAULT_SECURITY: SecuritySettings = {
  idleMinutes: 30,
  absoluteHours: 12,
  passwordMinLength: 12,
  passwordClasses: 3,
  passwordHistory: 5,
  passwordMaxAgeDays: 90,
  editorsTwoFactor: false,
};

/** Each number's range: what a secadmin may set (and so the most a session lives, the most passwords kept). */
export const LIMITS: Record<Exclude<keyof SecuritySettings, 'editorsTwoFactor'>, [number, number]> = {
  idleMinutes: [1, 30],
  absoluteHours: [1, 24],
  passwordMinLength: [8, 128],
  passwordClasses: [1, 4],
  passwordHistory: [0, 24],
  passwordMaxAgeDays: [0, 365],
};

export class SettingsError extends Error {}

/** The settings with `change` applied, or a SettingsError naming the first value out of its range. */
export function changedSettings(current: SecuritySettings, change: Record<string, unknown>): SecuritySettings {
  const next = { ...current };
  for (const [key, value] of Object.entries(change)) {
    if (key === 'editorsTwoFactor') {
      if (typeof value !== 'boolean') throw new SettingsError('editorsTwoFactor is true or false');
      next.editorsTwoFactor = value;
      continue;
    }
    const range = LIMITS[key as keyof typeof LIMITS];
    if (!range) throw new SettingsError(`${key} is no security setting`);
    if (!Number.isInteger(value) || (value as number) < range[0] || (value as number) > range[1])
      throw new SettingsError(`${key} is a whole number from ${range[0]} to ${range[1]}`);
    next[key as keyof typeof LIMITS] = value as number;
  }
  return next;
}

/** The settings in force from the stored row's column (JSON text or parsed, by the driver; none: the defaults). */
export function settingsOf(stored: SecuritySettings | string | null | undefined): SecuritySettings {
  return { ...DEFAULT_SECURITY, ...(typeof stored === 'string' ? JSON.parse(stored) : stored) };
}

export function securitySettings(db: Database, now: () => Date = () => new Date()) {
  async function read(): Promise<SecuritySettings> {
    const [row] = await db.query<{ settings: SecuritySettings | string }>('select settings from security_settings');
    return settingsOf(row?.settings);
  }
  return {
    read,
    async change(who: Actor, change: Record<string, unknown>): Promise<SecuritySettings> {
      const next = changedSettings(await read(), change);
      const time = now();
      await db.transaction(async (sql) => {
        await sql.query(
          `insert into security_settings (settings, changed_at, changed_by) values ($1, $2, $3)
           on conflict (only_row) do update set settings = $1, changed_at = $2, changed_by = $3`,
          [JSON.stringify(next), time.toISOString(), who.name],
        );
        await audit(sql, who, 'security-changed', { change }, time, 'security-settings');
      });
      return next;
    },
  };
}
