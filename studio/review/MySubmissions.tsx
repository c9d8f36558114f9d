/**
 * 我的提交: what the signed-in person submitted, newest first, with its state in words (待审核, 已排期 and when,
 * 已发布, 已退回 with the reviewer's reason, 需更新 when something was published since). "更新后重新提交" reopens one:
 * the service makes a draft of it on top of what is published now, and the editor continues it.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useEffectEvent, useState } from 'react';
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
import { adoptDraft, flushDraft, forgetDraft } from '../app/draft-sync';
import * as s from '../app/studio.css';
import { reviewLink } from './review-link';
import { needsUpdate, refusalWords, statusWords, when } from './submission-words';

/** Which of one's own submissions can be brought up to date and submitted again. */
const reopenable = (sub: SubmissionMeta) =>
  sub.status === 'rejected' || sub.status === 'failed' || (sub.status === 'pending' && sub.stale);

export function MySubmissions({
  open,
  onOpenChange,
  session,
  onReopened,
  onSignedOut,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  session: Pick<Session, 'name'>;
  /** A submission is in the editor now: the studio says so. */
  onReopened: (note: string) => void;
  onSignedOut: () => void;
}) {
  const { t, locale } = useStudioT();
  const [submissions, setSubmissions] = useState<SubmissionMeta[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const refused = useEffectEvent((e: unknown) => {
    if (e instanceof StudioApiError && e.status === 401) onSignedOut();
    else setFailure(e);
  });

  useEffect(() => {
    if (!open) return;
    let live = true;
    listSubmissions().then(
      // Reviewers are sent everyone's: this list is one's own.
      (all) => live && setSubmissions(all.filter((sub) => sub.author === session.name)),
      (e: unknown) => live && refused(e),
    );
    return () => {
      live = false;
    };
  }, [open, session.name]);

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
      const meta = await reopenSubmission(id);
      const [{ config }, published] = await Promise.all([fetchDraft(meta.id), fetchPublished()]);
      await forgetDraft();
      loadPublished(published.config, published.etag);
      adoptDraft(meta, config);
      replaceDraft(config);
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
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className={s.overlay} />
        <Dialog.Content className={s.dialog}>
          <Dialog.Title>{t('mySubmissions')}</Dialog.Title>
          <Dialog.Description className={s.visuallyHidden}>{t('mySubmissions')}</Dialog.Description>
          <div role="alert" className={s.error}>
            {failure ? refusalWords(t, failure) : ''}
          </div>
          {submissions === null && !failure && <p>{t('listLoading')}</p>}
          {submissions?.length === 0 && <p>{t('mySubmissionsEmpty')}</p>}
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
                    <span className={s.meta}> · {t('publishedAs', { version: sub.version })}</span>
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
          <div className={s.actions}>
            <Dialog.Close asChild>
              <button type="button" className={s.button}>
                {t('close')}
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
