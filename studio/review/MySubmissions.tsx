/**
 * 我的提交: what the signed-in person submitted, newest first, with its state in words (待审核, 已排期 and when,
 * 已发布, 已退回 with the reviewer's reason, 需更新 when something was published since). "更新后重新提交" reopens one:
 * the service makes a draft of it on top of what is published now, and the editor continues it.
 */
import { useState } from 'react';
import { loadPublished, replaceDraft } from '../model/studio-store';
import {
  fetchDraft,
  fetchPublished,
  listSubmissions,
  reopenSubmission,
  StudioApiError,
  type Session,
  type SubmissionMeta,
} from '../service/studio-client';
import { useStudioT } from '../i18n/use-studio-t';
import { versionName } from '../model/version-name';
import { adoptDraft, flushDraft, forgetDraft } from '../service/draft-sync';
import { DialogState, StudioDialog, type DialogProps } from '../shared/StudioDialog';
import { useReadWhileOpen } from '../shared/use-read-while-open';
import * as s from '../shared/studio.css';
import { reviewLink } from './review-link';
import { setMergeChoices } from './merge-choices';
import { RefusalText } from './RefusalText';
import { needsUpdate, statusWords, when } from './submission-words';

/** Which of one's own submissions can be brought up to date and submitted again. */
const reopenable = (sub: SubmissionMeta) =>
  sub.status === 'rejected' || sub.status === 'failed' || (sub.status === 'pending' && sub.stale);

export function MySubmissions({
  open,
  onOpenChange,
  session,
  onReopened,
  onSignedOut,
}: DialogProps & {
  session: Pick<Session, 'name'>;
  /** A submission is in the editor now: the studio says so. */
  onReopened: (note: string) => void;
  onSignedOut: () => void;
}) {
  const { t, locale } = useStudioT();
  const [submissions, setSubmissions] = useState<SubmissionMeta[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  useReadWhileOpen(
    open,
    session.name,
    () => listSubmissions(),
    // Reviewers are sent everyone's: this list is one's own.
    (all, name) => setSubmissions(all.filter((sub) => sub.author === name)),
    (e) => {
      if (e instanceof StudioApiError && e.status === 401) onSignedOut();
      else setFailure(e);
    },
  );

  const change = (next: boolean) => {
    if (!next) {
      setSubmissions(null);
      setFailure(null);
    }
    onOpenChange(next);
  };

  async function reopen(id: string) {
    setBusy(id);
    setFailure(null);
    try {
      // What is being edited now stays on the server as a draft of its own.
      await flushDraft().catch(() => undefined);
      // Only her changes, merged onto what is published; the fields both changed she decides (decision 083).
      const { draft: meta, conflicts } = await reopenSubmission(id);
      const [{ config }, published] = await Promise.all([fetchDraft(meta.id), fetchPublished()]);
      await forgetDraft();
      loadPublished(published.config, published.etag);
      adoptDraft(meta, config);
      replaceDraft(config);
      setMergeChoices(conflicts);
      onReopened(t('reopened'));
      change(false);
    } catch (e) {
      if (e instanceof StudioApiError && e.status === 401) {
        change(false);
        onSignedOut();
      } else setFailure(e);
    } finally {
      setBusy(null);
    }
  }

  return (
    <StudioDialog open={open} onOpenChange={change} title={t('mySubmissions')}>
      <DialogState
        failure={failure ? <RefusalText error={failure} /> : ''}
        note={submissions === null ? !failure && t('listLoading') : submissions.length === 0 && t('mySubmissionsEmpty')}
      />
      <ol className={s.plainList} aria-label={t('mySubmissions')}>
        {submissions?.map((sub) => (
          <li key={sub.id} className={s.listItem}>
            <strong id={`my-submission-${sub.id}`}>{t('submissionOf', { id: sub.id })}</strong> ·{' '}
            {t('submittedAt', { time: when(sub.submittedAt, locale) })}
            <div>{sub.comment || t('noComment')}</div>
            <div>
              <span className={s.stateBadge}>{statusWords(t, locale, sub)}</span>
              {needsUpdate(sub) && (
                <>
                  {' '}
                  <span className={s.stateBadge}>{t('needsUpdate')}</span>{' '}
                  <span className={s.meta}>{t('staleSubmission')}</span>
                </>
              )}
              {sub.status === 'published' && sub.version && (
                <span className={s.meta}>
                  {' '}
                  · {t('publishedAs', { version: versionName({ id: sub.version }, locale) })}
                </span>
              )}
            </div>
            {sub.status === 'rejected' && (
              <p>{t('rejectedBecause', { reason: sub.reason || t('noComment'), name: sub.decidedBy ?? '?' })}</p>
            )}
            {sub.status === 'pending' && !sub.stale && (
              <p className={s.meta}>
                {t('reviewLinkLabel')} <a href={reviewLink(sub.id)}>{reviewLink(sub.id)}</a>
              </p>
            )}
            {reopenable(sub) && (
              <button
                type="button"
                className={s.button}
                disabled={busy !== null}
                aria-describedby={`my-submission-${sub.id}`}
                onClick={() => void reopen(sub.id)}
              >
                {busy === sub.id ? t('reopening') : t('reopen')}
              </button>
            )}
          </li>
        ))}
      </ol>
    </StudioDialog>
  );
}
