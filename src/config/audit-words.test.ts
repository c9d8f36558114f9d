// @vitest-environment node
// The audit log's words (decision 088): every action the log can record has a name in both languages, and times are
// Beijing time with the offset whatever the machine's clock.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTION_WORDS,
  AUDIT_ACTIONS,
  AUDIT_COLUMN_WORDS,
  AUDIT_COLUMNS,
  beijingDay,
  beijingTime,
  objectWords,
  versionWords,
} from './audit-words';

/** The AuditAction union as written in config-version.ts (a test, so a new action without words fails here too). */
function declaredActions(): string[] {
  const source = readFileSync(new URL('./config-version.ts', import.meta.url), 'utf8');
  const union = /export type AuditAction =([^;]+);/.exec(source)?.[1] ?? '';
  return [...union.matchAll(/'([a-z-]+)'/g)].map((m) => m[1]!);
}

describe('the audit words', () => {
  it('name every action the log records, in Chinese and in English', () => {
    const declared = declaredActions();
    expect(declared.length).toBeGreaterThan(20);
    expect([...AUDIT_ACTIONS].sort()).toEqual([...declared].sort());
    for (const action of declared) {
      const said = AUDIT_ACTION_WORDS[action as keyof typeof AUDIT_ACTION_WORDS];
      expect(said?.['zh-CN'], action).toMatch(/^\p{Script=Han}+$/u);
      expect(said?.en, action).toMatch(/^[A-Z][a-z -]+$/);
    }
    // No two actions read alike.
    expect(new Set(Object.values(AUDIT_ACTION_WORDS).map((w) => w['zh-CN'])).size).toBe(declared.length);
  });

  it('head the columns in Chinese, in the order of the export', () => {
    expect(AUDIT_COLUMNS.map((c) => AUDIT_COLUMN_WORDS[c]['zh-CN'])).toEqual([
      '时间',
      '操作人',
      '地址',
      '操作',
      '对象',
      '结果',
      '详情',
    ]);
  });

  it('say times in Beijing time with the offset, across midnight and the year', () => {
    expect(beijingTime('2026-11-29T00:35:12.345Z')).toBe('2026-11-29 08:35:12 +08:00');
    expect(beijingTime('2026-12-31T16:00:00Z')).toBe('2027-01-01 00:00:00 +08:00');
    expect(beijingTime('2026-11-29T08:35:12+08:00')).toBe('2026-11-29 08:35:12 +08:00');
    expect(beijingTime('not a time')).toBe('not a time');
    expect(beijingDay(new Date('2026-11-28T17:00:00Z'))).toBe('2026-11-29');
  });

  it('name what an entry is about in words: an account, a submission, a version by its Beijing time', () => {
    expect(objectWords('account:小王', 'zh-CN')).toBe('账号 小王');
    expect(objectWords('submission:12', 'zh-CN')).toBe('提交 12');
    expect(objectWords('schedule:3', 'en')).toBe('schedule 3');
    expect(objectWords('version:20261128-195325928-54a5ac', 'zh-CN')).toBe('2026-11-29 03:53 的版本');
    expect(versionWords('v5', 'zh-CN')).toBe('v5 的版本');
    expect(objectWords('security-settings', 'zh-CN')).toBe('安全设置');
    expect(objectWords('GET /n2024/web/studio/api/accounts', 'zh-CN')).toBe('GET /n2024/web/studio/api/accounts');
    expect(objectWords(undefined, 'zh-CN')).toBe('');
  });
});
