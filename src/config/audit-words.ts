/**
 * The audit log in words (issue 32 item 6, decision 088), one map for the studio's 操作日志 panel and for the CSV the
 * service exports: each action and result by name, the roles, the columns, what an entry is about (账号 小王, 提交
 * 12, 版本 …), and times in Beijing time with the offset (2026-11-29 08:35:12 +08:00), whatever the reader's clock.
 */
import type { Locale } from './config-parts';
import type { AuditAction, AuditResult, Role } from './config-version';

/** A word in both of the studio's languages. */
type Said = Readonly<Record<Locale, string>>;
const w = (zh: string, en: string): Said => ({ 'zh-CN': zh, en });

export const AUDIT_ACTION_WORDS: Readonly<Record<AuditAction, Said>> = {
  'sign-in': w('登录', 'Signed in'),
  'sign-in-failed': w('登录失败', 'Sign-in failed'),
  'sign-out': w('退出登录', 'Signed out'),
  'account-created': w('新建账号', 'Account created'),
  'account-disabled': w('停用账号', 'Account disabled'),
  'account-enabled': w('启用账号', 'Account enabled'),
  'account-role-changed': w('更改角色', 'Role changed'),
  'account-password-reset': w('重置密码', 'Password reset'),
  'password-changed': w('修改密码', 'Password changed'),
  'account-removed': w('删除账号', 'Account removed'),
  'draft-submitted': w('提交审核', 'Submitted for review'),
  'submission-approved': w('审核通过', 'Approved'),
  'submission-rejected': w('退回修改', 'Sent back'),
  'submission-reopened': w('重新编辑提交', 'Submission reopened'),
  published: w('发布', 'Published'),
  restored: w('恢复版本', 'Version restored'),
  scheduled: w('定时发布', 'Publication scheduled'),
  'schedule-cancelled': w('取消定时发布', 'Schedule cancelled'),
  'schedule-published': w('定时发布完成', 'Scheduled publication done'),
  'schedule-failed': w('定时发布失败', 'Scheduled publication failed'),
  refused: w('操作被拒绝', 'Action refused'),
  'session-timed-out': w('会话超时退出', 'Session timed out'),
  'security-changed': w('修改安全设置', 'Security settings changed'),
  'second-factor-enrolled': w('绑定双因素认证', 'Second factor set up'),
  'second-factor-reset': w('重置双因素认证', 'Second factor reset'),
  'recovery-code-used': w('使用恢复码登录', 'Recovery code used'),
};

/** Every action the log records (the panel's filter lists them in this order). */
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_WORDS) as readonly AuditAction[];

export const AUDIT_RESULT_WORDS: Readonly<Record<AuditResult, Said>> = {
  ok: w('成功', 'Done'),
  refused: w('被拒绝', 'Refused'),
  failed: w('失败', 'Failed'),
};

export const ROLE_WORDS: Readonly<Record<Role, Said>> = {
  editor: w('编辑', 'Editor'),
  reviewer: w('审核', 'Reviewer'),
  sysadmin: w('系统管理员', 'System administrator'),
  secadmin: w('安全管理员', 'Security administrator'),
  auditor: w('审计管理员', 'Audit administrator'),
};

/** The columns of the log, in the order the panel and the CSV show them. */
export const AUDIT_COLUMNS = ['time', 'actor', 'address', 'action', 'object', 'result', 'detail'] as const;
export type AuditColumn = (typeof AUDIT_COLUMNS)[number];
export const AUDIT_COLUMN_WORDS: Readonly<Record<AuditColumn, Said>> = {
  time: w('时间', 'Time'),
  actor: w('操作人', 'Who'),
  address: w('地址', 'Address'),
  action: w('操作', 'Action'),
  object: w('对象', 'Object'),
  result: w('结果', 'Result'),
  detail: w('详情', 'Details'),
};

/** A word of a map, or the code itself when the map has none (an entry written by a newer service). */
export const wordOf = <K extends string>(map: Readonly<Record<K, Said>>, code: string, locale: Locale): string =>
  Object.hasOwn(map, code) ? map[code as K][locale] : code;

const BEIJING_MS = 8 * 3_600_000;
const two = (n: number) => String(n).padStart(2, '0');

/** A moment in Beijing time with its offset: 2026-11-29 08:35:12 +08:00 (as given when it is not a time). */
export function beijingTime(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const t = new Date(ms + BEIJING_MS);
  const day = `${t.getUTCFullYear()}-${two(t.getUTCMonth() + 1)}-${two(t.getUTCDate())}`;
  return `${day} ${two(t.getUTCHours())}:${two(t.getUTCMinutes())}:${two(t.getUTCSeconds())} +08:00`;
}

/** The day a moment falls on in Beijing: 2026-11-29 (the CSV's file name). */
export const beijingDay = (time: Date) => beijingTime(time.toISOString()).slice(0, 10);

/** A version by the Beijing time its id was made at (the id is UTC: server/studio/publications.ts), else its id. */
export function versionWords(id: string, locale: Locale): string {
  const m = /^(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})/.exec(id);
  const time = m ? beijingTime(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`).slice(0, 16) : id;
  return locale === 'en' ? `version of ${time}` : `${time} 的版本`;
}

const OBJECT_KINDS: Readonly<Record<string, Said>> = {
  account: w('账号', 'account'),
  submission: w('提交', 'submission'),
  schedule: w('定时任务', 'schedule'),
};

/** What an entry is about (`account:小王`, `version:<id>`, …) in words; a call's path as it is. */
export function objectWords(object: string | undefined, locale: Locale): string {
  if (!object) return '';
  if (object === 'security-settings') return locale === 'en' ? 'security settings' : '安全设置';
  const [kind, ...rest] = object.split(':');
  const id = rest.join(':');
  if (kind === 'version' && id) return versionWords(id, locale);
  return kind && id && Object.hasOwn(OBJECT_KINDS, kind) ? `${OBJECT_KINDS[kind]![locale]} ${id}` : object;
}

/** Who acted: an account's name, the command line (`studio:user`) or the service itself (the seed, a schedule). */
export function actorWords(actor: string, locale: Locale): string {
  if (actor === '') return locale === 'en' ? 'System' : '系统';
  return actor === 'cli' ? (locale === 'en' ? 'Command line' : '命令行') : actor;
}
