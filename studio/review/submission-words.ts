/** A submission's state and the service's refusals, in words (先审后发). */
import type { ConfigProblem } from '../../src/config/portal-config';
import type { StudioKey } from '../i18n/messages';
import { StudioApiError, type SubmissionMeta } from '../service/studio-client';

type T = (key: StudioKey, vars?: Record<string, string | number>) => string;

export const when = (iso: string | undefined, locale: string) => (iso ? new Date(iso).toLocaleString(locale) : '');

/** 待审核, 已排期 with the time, 已发布, 已退回, 已撤回, 定时发布未执行. */
export function statusWords(t: T, locale: string, submission: Pick<SubmissionMeta, 'status' | 'publishAt'>) {
  switch (submission.status) {
    case 'pending':
      return t('statusPending');
    case 'scheduled':
      return t('statusScheduled', { time: when(submission.publishAt, locale) });
    case 'published':
      return t('statusPublished');
    case 'rejected':
      return t('statusRejected');
    case 'withdrawn':
      return t('statusWithdrawn');
    case 'failed':
      return t('statusFailed');
  }
}

/** A stale submission that is still open needs its author to bring it up to date. */
export const needsUpdate = (submission: Pick<SubmissionMeta, 'status' | 'stale'>) =>
  submission.stale && (submission.status === 'pending' || submission.status === 'scheduled');

/** What the service refused, in the reviewer's words (by its `code`, else by status). */
export function refusalWords(t: T, error: unknown): string {
  const e = error instanceof StudioApiError ? error : new StudioApiError(0, 'network');
  switch (e.body.code) {
    case 'own-submission':
      return t('ownSubmission');
    case 'stale':
      return t('staleSubmission');
    case 'not-pending':
      return t('notPending');
    case 'bad-time':
      return t('timeInFuture');
    case 'reason-required':
      return t('reasonRequired');
  }
  // The problems themselves are listed under it in the editor's words (RefusalText, decision 050).
  if (e.status === 400 && e.body.problems?.length) return t('serverProblems');
  if (e.status === 403) return t('forbidden');
  if (e.status === 404) return t('submissionMissing');
  if (e.status === 412) return t('staleSubmission');
  return t('reviewFailed');
}

/** The config problems a refusal (400) carries, or none. */
export const refusalProblems = (error: unknown): ConfigProblem[] =>
  error instanceof StudioApiError && error.status === 400 ? (error.body.problems ?? []) : [];
