/** The admin's records in words: roles, the audit log's actions and their details (studio/i18n/messages.ts). */
import type { StudioKey } from '../i18n/messages';
import type { AuditAction, AuditEntry, Role } from './admin-client';

type T = (key: StudioKey, vars?: Record<string, string | number>) => string;

const ROLE_KEYS: Record<Role, StudioKey> = {
  editor: 'roleEditor',
  reviewer: 'roleReviewer',
  sysadmin: 'roleSysadmin',
  secadmin: 'roleSecadmin',
  auditor: 'roleAuditor',
};

/** A role in words; an unknown one as the service spelled it. */
export const roleWord = (t: T, role: string) => (role in ROLE_KEYS ? t(ROLE_KEYS[role as Role]) : role);

export const ACTION_KEYS: Record<AuditAction, StudioKey> = {
  'sign-in': 'actionSignIn',
  'sign-in-failed': 'actionSignInFailed',
  'sign-out': 'actionSignOut',
  'account-created': 'actionAccountCreated',
  'account-disabled': 'actionAccountDisabled',
  'account-enabled': 'actionAccountEnabled',
  'account-role-changed': 'actionAccountRoleChanged',
  'account-password-reset': 'actionAccountPasswordReset',
  'password-changed': 'actionPasswordChanged',
  'account-removed': 'actionAccountRemoved',
  'draft-submitted': 'actionDraftSubmitted',
  'submission-approved': 'actionSubmissionApproved',
  'submission-rejected': 'actionSubmissionRejected',
  'submission-reopened': 'actionSubmissionReopened',
  published: 'actionPublished',
  restored: 'actionRestored',
  scheduled: 'actionScheduled',
  'schedule-cancelled': 'actionScheduleCancelled',
  'schedule-published': 'actionSchedulePublished',
  'schedule-failed': 'actionScheduleFailed',
  refused: 'actionRefused',
  'session-timed-out': 'actionSessionTimedOut',
  'security-changed': 'actionSecurityChanged',
};

export const actionWord = (t: T, action: string) =>
  action in ACTION_KEYS ? t(ACTION_KEYS[action as AuditAction]) : action;

/** Who acted: an account's name, the command line (`studio:user`) or the service itself (the seed, a schedule). */
export const actorWord = (t: T, actor: string) =>
  actor === '' ? t('auditService') : actor === 'cli' ? t('auditCli') : actor;

const text = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** The detail keys the service writes (server/studio), each in words; any other as `key: value`. */
const DETAIL_KEYS: Record<string, StudioKey> = {
  account: 'detailAccount',
  author: 'detailAuthor',
  version: 'detailVersion',
  restoredFrom: 'detailRestoredFrom',
  submission: 'detailSubmission',
  draft: 'detailDraft',
  schedule: 'detailSchedule',
  comment: 'detailComment',
  reason: 'detailReason',
  note: 'detailNote',
};
/** Marks that are only there when true. */
const DETAIL_FLAGS: Record<string, StudioKey> = { imported: 'detailImported', initial: 'detailInitial' };

/** The order details are said in (the store keeps a detail as jsonb, which orders keys its own way); others last. */
const DETAIL_ORDER = [
  'account',
  'author',
  'submission',
  'draft',
  'schedule',
  'version',
  'restoredFrom',
  'initial',
  'from',
  'to',
  'role',
  'publishAt',
  'comment',
  'reason',
  'note',
  'imported',
];
const rank = (key: string) => (DETAIL_ORDER.includes(key) ? DETAIL_ORDER.indexOf(key) : DETAIL_ORDER.length);

/** An entry's details in words, in an order that reads well; times in the reader's local format. */
export function detailWords(t: T, locale: string, entry: Pick<AuditEntry, 'action' | 'detail'>): string[] {
  const detail: unknown = entry.detail;
  if (typeof detail === 'string') return detail ? [detail] : [];
  if (!detail || typeof detail !== 'object') return [];
  const fields = detail as Record<string, unknown>;
  const words: string[] = [];
  for (const key of Object.keys(fields).sort((x, y) => rank(x) - rank(y))) {
    const value = fields[key];
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (key in DETAIL_FLAGS) words.push(t(DETAIL_FLAGS[key]!));
    else if (key === 'role') words.push(t('detailRole', { value: roleWord(t, text(value)) }));
    // A role change: from → to, said once (at `from`).
    else if (key === 'from' && entry.action === 'account-role-changed')
      words.push(t('detailRoleChange', { from: roleWord(t, text(value)), to: roleWord(t, text(fields.to)) }));
    else if (key === 'to' && entry.action === 'account-role-changed') continue;
    else if (key === 'publishAt') words.push(t('detailPublishAt', { value: localTime(text(value), locale) }));
    else if (key in DETAIL_KEYS) words.push(t(DETAIL_KEYS[key]!, { value: text(value) }));
    else words.push(`${key}: ${text(value)}`);
  }
  return words;
}

/** An ISO time in the reader's local format (as given when it is not a time). */
export function localTime(iso: string, locale: string) {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? iso : time.toLocaleString(locale);
}
