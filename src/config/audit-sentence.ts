/**
 * An audit entry's details as a sentence an auditor reads (issue 32 item 6, decision 088): 把 小王 的角色从 编辑 改为
 * 审核; 退回提交 12，理由：… The same sentence in the studio's 操作日志 panel and in the CSV export. Details the
 * service writes that no sentence names are added as 名称：值, so nothing on record is left out.
 */
import type { Locale } from './config-parts';
import type { AuditEntry } from './config-version';
import {
  actorWords,
  AUDIT_ACTION_WORDS,
  AUDIT_RESULT_WORDS,
  beijingTime,
  objectWords,
  ROLE_WORDS,
  versionWords,
  wordOf,
  type AuditColumn,
} from './audit-words';

type Detail = Record<string, unknown>;
type Sentence = (d: Detail, l: Locale) => string;

const str = (v: unknown) =>
  v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
const zhEn = (l: Locale, zh: string, en: string) => (l === 'en' ? en : zh);
const role = (v: unknown, l: Locale) => wordOf(ROLE_WORDS, str(v), l);
const version = (v: unknown, l: Locale) => versionWords(str(v), l);
/** A clause said only when its value is there: ，说明：… */
const opt = (v: unknown, l: Locale, zh: string, en: string) =>
  v === undefined || v === null || v === '' ? '' : zhEn(l, `，${zh}${str(v)}`, `; ${en}${str(v)}`);

/** The security settings by name (the 安全设置 panel's fields), in the sentence of a change. */
const SETTINGS: Readonly<Record<string, readonly [string, string]>> = {
  idleMinutes: ['无操作超时（分钟）', 'idle time-out (minutes)'],
  absoluteHours: ['会话最长时间（小时）', 'longest session (hours)'],
  passwordMinLength: ['密码最短长度', 'shortest password'],
  passwordClasses: ['密码字符种类数', 'kinds of characters'],
  passwordHistory: ['不得重复的最近密码数', 'recent passwords not reused'],
  passwordMaxAgeDays: ['密码有效期（天）', 'password lifetime (days)'],
  editorsTwoFactor: ['编辑须用双因素认证', 'editors need a second factor'],
};
const settingValue = (v: unknown, l: Locale) =>
  typeof v === 'boolean' ? zhEn(l, v ? '是' : '否', v ? 'yes' : 'no') : str(v);

const submission = (d: Detail, l: Locale) => zhEn(l, `提交 ${str(d.submission)}`, `submission ${str(d.submission)}`);
const account =
  (zh: string, en: string): Sentence =>
  (d, l) =>
    zhEn(l, `${zh} ${str(d.account)}`, `${en} ${str(d.account)}`);

/** The sentence of each action, from the detail keys the service writes for it (server/studio). */
const SENTENCES: Readonly<Record<string, Sentence>> = {
  'sign-in-failed': (d, l) =>
    d.reason === 'second-factor' ? zhEn(l, '双因素验证码不正确', 'wrong second-factor code') : '',
  'account-created': (d, l) =>
    zhEn(
      l,
      `新建账号 ${str(d.account)}，角色为 ${role(d.role, l)}`,
      `created account ${str(d.account)} as ${role(d.role, l)}`,
    ) + (d.imported ? zhEn(l, '（从旧账号文件导入）', ' (imported from the old accounts file)') : ''),
  'account-role-changed': (d, l) =>
    zhEn(
      l,
      `把 ${str(d.account)} 的角色从 ${role(d.from, l)} 改为 ${role(d.to, l)}`,
      `changed ${str(d.account)}’s role from ${role(d.from, l)} to ${role(d.to, l)}`,
    ),
  'account-disabled': account('停用账号', 'disabled account'),
  'account-enabled': account('启用账号', 'enabled account'),
  'account-password-reset': (d, l) =>
    zhEn(l, `重置了 ${str(d.account)} 的密码`, `reset the password of ${str(d.account)}`),
  'account-removed': account('删除账号', 'removed account'),
  'second-factor-enrolled': (d, l) =>
    zhEn(l, `${str(d.account)} 绑定了双因素认证`, `${str(d.account)} set up a second factor`),
  'second-factor-reset': (d, l) =>
    zhEn(l, `重置了 ${str(d.account)} 的双因素认证`, `reset the second factor of ${str(d.account)}`),
  'recovery-code-used': (d, l) =>
    zhEn(l, `用一个恢复码登录，还剩 ${str(d.left)} 个`, `signed in with a recovery code, ${str(d.left)} left`),
  'draft-submitted': (d, l) =>
    zhEn(l, `提交审核：`, 'submitted ') + submission(d, l) + opt(d.comment, l, '说明：', 'comment: '),
  'submission-approved': (d, l) =>
    zhEn(l, '批准', 'approved ') +
    submission(d, l) +
    (d.publishAt
      ? zhEn(l, `，定于 ${beijingTime(str(d.publishAt))} 发布`, `, to publish at ${beijingTime(str(d.publishAt))}`)
      : opt(d.version && version(d.version, l), l, '发布为 ', 'published as the ')),
  'submission-rejected': (d, l) =>
    zhEn(l, '退回', 'sent back ') + submission(d, l) + opt(d.reason, l, '理由：', 'reason: '),
  'submission-reopened': (d, l) =>
    zhEn(
      l,
      `把${submission(d, l)}重新载入编辑（草稿 ${str(d.draft)}）`,
      `reopened ${submission(d, l)} as draft ${str(d.draft)}`,
    ),
  published: (d, l) =>
    (d.initial
      ? zhEn(l, `部署时的配置作为 ${version(d.version, l)}`, `the deployed config as the ${version(d.version, l)}`)
      : d.source === 'server-file'
        ? zhEn(
            l,
            `服务器上的文件 ${str(d.file)} 已更改，发布为 ${version(d.version, l)}`,
            `the server's file ${str(d.file)} changed, published as the ${version(d.version, l)}`,
          )
        : zhEn(l, `发布 ${version(d.version, l)}`, `published the ${version(d.version, l)}`)) +
    (d.imported ? zhEn(l, '（从旧文件导入）', ' (imported)') : '') +
    (d.submission
      ? zhEn(l, `（${submission(d, l)}，作者 ${str(d.author)}）`, ` (${submission(d, l)} by ${str(d.author)})`)
      : '') +
    opt(d.comment, l, '说明：', 'comment: '),
  restored: (d, l) =>
    zhEn(
      l,
      `恢复 ${version(d.restoredFrom, l)}，成为 ${version(d.version, l)}`,
      `restored the ${version(d.restoredFrom, l)} as the ${version(d.version, l)}`,
    ) + opt(d.comment, l, '说明：', 'comment: '),
  scheduled: (d, l) =>
    zhEn(
      l,
      `定时任务 ${str(d.schedule)}：${submission(d, l)} 将于 ${beijingTime(str(d.publishAt))} 发布`,
      `schedule ${str(d.schedule)}: ${submission(d, l)} to publish at ${beijingTime(str(d.publishAt))}`,
    ),
  'schedule-cancelled': (d, l) =>
    zhEn(
      l,
      `取消定时任务 ${str(d.schedule)}，${submission(d, l)} 回到待审核`,
      `cancelled schedule ${str(d.schedule)}; ${submission(d, l)} is waiting again`,
    ) + opt(d.note, l, '原因：', 'why: '),
  'schedule-published': (d, l) =>
    zhEn(
      l,
      `定时任务 ${str(d.schedule)} 发布了${submission(d, l)}，成为 ${version(d.version, l)}`,
      `schedule ${str(d.schedule)} published ${submission(d, l)} as the ${version(d.version, l)}`,
    ),
  'schedule-failed': (d, l) =>
    zhEn(
      l,
      `定时任务 ${str(d.schedule)} 未能发布${submission(d, l)}`,
      `schedule ${str(d.schedule)} could not publish ${submission(d, l)}`,
    ) + opt(d.note, l, '原因：', 'why: '),
  refused: (d, l) => zhEn(l, `拒绝了 ${str(d.call)}`, `refused ${str(d.call)}`) + opt(d.reason, l, '原因：', 'why: '),
  'session-timed-out': (d, l) =>
    d.reason === 'absolute'
      ? zhEn(l, '会话达到最长时间，已结束', 'the session reached its longest time')
      : zhEn(l, '长时间没有操作，会话已结束', 'the session was idle too long'),
  'security-changed': (d, l) => {
    const change = (d.change ?? {}) as Detail;
    const parts = Object.keys(change).map((k) => {
      const name = SETTINGS[k] ? SETTINGS[k][l === 'en' ? 1 : 0] : k;
      return zhEn(l, `${name} 改为 ${settingValue(change[k], l)}`, `${name} to ${settingValue(change[k], l)}`);
    });
    return zhEn(l, `修改安全设置：${parts.join('；')}`, `changed the security settings: ${parts.join('; ')}`);
  },
};

/** The keys each sentence says (any other key of a detail is added after it as 名称：值). */
const SAID = new Set([
  'account',
  'role',
  'from',
  'to',
  'imported',
  'reason',
  'left',
  'submission',
  'comment',
  'publishAt',
  'version',
  'draft',
  'initial',
  'source',
  'file',
  'author',
  'restoredFrom',
  'schedule',
  'note',
  'call',
  'change',
]);

/** An entry's details as one sentence in `locale` ('' when there is nothing to say). */
export function auditDetail(entry: Pick<AuditEntry, 'action' | 'detail'>, locale: Locale): string {
  const detail: unknown = entry.detail;
  if (typeof detail === 'string') return detail;
  const d = detail && typeof detail === 'object' ? (detail as Detail) : {};
  const sentence = Object.hasOwn(SENTENCES, entry.action) ? SENTENCES[entry.action]!(d, locale) : '';
  const rest = Object.keys(d)
    .filter((k) => (!sentence || !SAID.has(k)) && d[k] !== undefined && d[k] !== null && d[k] !== '')
    .map((k) => `${k}${zhEn(locale, '：', ': ')}${str(d[k])}`);
  return [sentence, ...rest].filter(Boolean).join(zhEn(locale, '；', '; '));
}

/** An entry as the panel and the CSV show it, column by column (AUDIT_COLUMNS), in `locale`. */
export function auditCells(entry: AuditEntry, locale: Locale): Record<AuditColumn, string> {
  return {
    time: beijingTime(entry.time),
    actor: actorWords(entry.actor, locale),
    address: entry.address,
    action: wordOf(AUDIT_ACTION_WORDS, entry.action, locale),
    object: objectWords(entry.object, locale),
    result: wordOf(AUDIT_RESULT_WORDS, entry.result ?? 'ok', locale),
    detail: auditDetail(entry, locale),
  };
}
