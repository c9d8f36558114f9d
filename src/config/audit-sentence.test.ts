// @vitest-environment node
// An audit entry's details as the sentence the panel and the CSV show (decision 088).
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from './config-version';
import { auditCells, auditDetail } from './audit-sentence';

const said = (action: AuditEntry['action'], detail: Record<string, unknown>, locale: 'zh-CN' | 'en' = 'zh-CN') =>
  auditDetail({ action, detail }, locale);

describe('an audit entry in words', () => {
  it('says a role change, a rejection and an approval as sentences', () => {
    expect(said('account-role-changed', { to: 'reviewer', from: 'editor', account: '小王' })).toBe(
      '把 小王 的角色从 编辑 改为 审核',
    );
    expect(said('submission-rejected', { submission: 12, reason: '条数请与首页一致' })).toBe(
      '退回提交 12，理由：条数请与首页一致',
    );
    expect(said('submission-approved', { submission: 12, version: '20261128-195325928-54a5ac' })).toBe(
      '批准提交 12，发布为 2026-11-29 03:53 的版本',
    );
    expect(said('submission-approved', { submission: 12, publishAt: '2026-11-30T01:00:00.000Z' })).toBe(
      '批准提交 12，定于 2026-11-30 09:00:00 +08:00 发布',
    );
    expect(said('draft-submitted', { submission: 7, comment: '' })).toBe('提交审核：提交 7');
  });

  it('says publications, restores, schedules and the service’s own acts', () => {
    expect(said('published', { version: 'v4', submission: 12, author: '小张' })).toBe(
      '发布 v4 的版本（提交 12，作者 小张）',
    );
    expect(said('published', { version: 'v1', initial: true })).toBe('部署时的配置作为 v1 的版本');
    expect(said('restored', { version: 'v5', restoredFrom: 'v2', comment: '回到上周' })).toBe(
      '恢复 v2 的版本，成为 v5 的版本，说明：回到上周',
    );
    expect(said('schedule-failed', { schedule: 3, submission: 12, note: '已过期' })).toBe(
      '定时任务 3 未能发布提交 12，原因：已过期',
    );
    expect(said('session-timed-out', { reason: 'idle' })).toBe('长时间没有操作，会话已结束');
    expect(said('security-changed', { change: { idleMinutes: 15, editorsTwoFactor: true } })).toBe(
      '修改安全设置：无操作超时（分钟） 改为 15；编辑须用双因素认证 改为 是',
    );
    expect(said('recovery-code-used', { left: 9 })).toBe('用一个恢复码登录，还剩 9 个');
  });

  it('leaves nothing on record out: details no sentence names follow it, and an empty detail says nothing', () => {
    expect(said('account-removed', { account: '小李', ticket: 'IT-7' })).toBe('删除账号 小李；ticket：IT-7');
    expect(said('sign-in', {})).toBe('');
    expect(said('sign-out', { why: 'closed' })).toBe('why：closed');
  });

  it('speaks English for an English reader', () => {
    expect(said('account-role-changed', { to: 'reviewer', from: 'editor', account: 'anna' }, 'en')).toBe(
      'changed anna’s role from Editor to Reviewer',
    );
    expect(said('submission-rejected', { submission: 12, reason: 'too long' }, 'en')).toBe(
      'sent back submission 12; reason: too long',
    );
  });

  it('gives every column of an entry: Beijing time, who, where, what, to what, how it ended, the sentence', () => {
    const entry: AuditEntry = {
      id: 1,
      time: '2026-11-29T00:35:12.000Z',
      actor: '',
      action: 'schedule-published',
      address: '',
      object: 'schedule:3',
      detail: { schedule: 3, submission: 12, version: 'v4' },
    };
    expect(auditCells(entry, 'zh-CN')).toEqual({
      time: '2026-11-29 08:35:12 +08:00',
      actor: '系统',
      address: '',
      action: '定时发布完成',
      object: '定时任务 3',
      result: '成功',
      detail: '定时任务 3 发布了提交 12，成为 v4 的版本',
    });
    expect(auditCells({ ...entry, actor: 'cli', result: 'failed', action: 'sign-in-failed' }, 'zh-CN')).toMatchObject({
      actor: '命令行',
      result: '失败',
      action: '登录失败',
    });
  });
});
