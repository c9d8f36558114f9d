/**
 * The publishing desk's records as its API gives them (server/studio writes them, the studio reads them;
 * docs/studio-api.md, decisions 020, 047, 048). Types only: one definition for the service and the studio.
 */

/**
 * 编辑 edits, saves drafts, submits; 审核 also reviews, publishes, schedules, restores. 三员分立 (issue 31): 系统管理员
 * runs accounts, 安全管理员 the security settings, 审计管理员 reads the audit log, and nothing else (accounts.ts).
 */
export type Role = 'editor' | 'reviewer' | 'sysadmin' | 'secadmin' | 'auditor';
/** Whether a change needs a second person's approval before visitors see it (STUDIO_REVIEW). */
export type ReviewMode = 'required' | 'optional';

/** Why a session may do nothing but change its password (decision 078). */
export type PasswordChangeReason = 'first' | 'reset' | 'expired';

export interface StudioSession {
  name: string;
  role: Role;
  csrfToken: string;
  review: ReviewMode;
  /** 'enrol': the role needs a second factor the account lacks; only enrolment is open (decision 077). */
  secondFactor?: 'enrol';
  /** When the session ends unless the person acts first, and at the latest (ISO; decision 078). */
  idleEndsAt?: string;
  absoluteEndsAt?: string;
  idleMinutes?: number;
  /** Set while the password must be changed before anything else. */
  passwordChange?: PasswordChangeReason;
  /** The sign-in answer: the previous successful sign-in and the failed ones since (decision 076). */
  lastSignIn?: { time: string; address: string } | null;
  failuresSince?: number;
}

/** One published version of the page config. */
export interface VersionMeta {
  id: string;
  /** ISO time of the publication. */
  publishedAt: string;
  /** Who made the change (empty for the file as deployed). */
  editor: string;
  /** Who approved it (the editor again for a direct publication). */
  reviewer?: string;
  comment: string;
  /** SHA-256 (hex) of the published bytes: the config's ETag. */
  hash: string;
  /** The version this one published again. */
  restoredFrom?: string;
  /** The config that was live before the first publication (as deployed), kept so it can be restored. */
  initial?: true;
  /** The submission it published. */
  submissionId?: number;
}

export interface DraftMeta {
  id: number;
  author: string;
  title: string;
  /** ETag of the published config the draft started from. */
  baseHash: string;
  updatedAt: string;
  /** Something else has been published since the draft started. */
  stale: boolean;
}

export type SubmissionStatus = 'pending' | 'scheduled' | 'published' | 'rejected' | 'withdrawn' | 'failed';

/** A field a reopened submission and the publication since both changed, differently (decision 083). */
export interface MergeConflict {
  /** JSON pointer of the field, e.g. /pages/home/sections/4/pageSize. */
  pointer: string;
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

export interface SubmissionMeta {
  id: number;
  author: string;
  comment: string;
  submittedAt: string;
  status: SubmissionStatus;
  baseHash: string;
  /** Something else has been published since it was made: it must be brought up to date before approval. */
  stale: boolean;
  decidedBy?: string;
  decidedAt?: string;
  /** Why a reviewer sent it back (rejected), or why a schedule failed. */
  reason?: string;
  /** The version that published it. */
  version?: string;
  publishAt?: string;
  scheduleId?: number;
}

export interface Schedule {
  id: number;
  submissionId: number;
  publishAt: string;
  createdBy: string;
  status: 'pending' | 'done' | 'cancelled' | 'failed';
  version?: string;
  note?: string;
}

export interface AccountInfo {
  name: string;
  role: Role;
  disabled: boolean;
  createdAt: string;
  lastSignInAt?: string;
}

export type AuditAction =
  | 'sign-in'
  | 'sign-in-failed'
  | 'sign-out'
  | 'account-created'
  | 'account-disabled'
  | 'account-enabled'
  | 'account-role-changed'
  | 'account-password-reset'
  | 'password-changed'
  | 'account-removed'
  | 'draft-submitted'
  | 'submission-approved'
  | 'submission-rejected'
  | 'submission-reopened'
  | 'published'
  | 'restored'
  | 'scheduled'
  | 'schedule-cancelled'
  | 'schedule-published'
  | 'schedule-failed'
  | 'refused'
  | 'session-timed-out'
  | 'security-changed'
  | 'second-factor-enrolled'
  | 'second-factor-reset'
  | 'recovery-code-used';

/** How an audited action ended: done, refused (403) or failed (a wrong password, a schedule that could not run). */
export type AuditResult = 'ok' | 'refused' | 'failed';

export interface AuditEntry {
  id: number;
  time: string;
  /** The account that acted ('' for the service itself, e.g. a schedule running; 'cli' for studio:user). */
  actor: string;
  action: AuditAction;
  /** The client address (from the trusted proxy's X-Real-IP), '' when there is none. */
  address: string;
  /** What it was done to: `account:<name>`, `submission:<id>`, `schedule:<id>`, `version:<id>`, a call's path, or ''. */
  object?: string;
  result?: AuditResult;
  detail: Record<string, unknown>;
}
