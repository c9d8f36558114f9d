/**
 * One submission under review: who, when, why, the change list in words (its config against the config it was made
 * against), and the decisions: 批准并发布, 定时发布 at a time in the future, 退回 with a reason the author sees.
 * What the service would refuse is said before asking (own submission with review required, stale), and any
 * refusal it gives is said in words. On a phone (decision 087) 预览, 退回 and 批准并发布 are one row held at the
 * bottom of the screen (ThumbBar), 预览 opening the submission at the phone's width over the desk.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { PortalConfig } from '../../src/config/portal-config';
import { describeChanges } from '../model/change-list';
import { checkWarnings } from '../model/check';
import { ProblemText } from '../editor/ProblemText';
import type { StudioKey } from '../i18n/messages';
import { useStudioT } from '../i18n/use-studio-t';
import { versionName } from '../model/version-name';
import {
  approveSubmission,
  rejectSubmission,
  StudioApiError,
  type Session,
  type SubmissionMeta,
} from '../service/studio-client';
import * as s from '../shared/studio.css';
import * as r from './review.css';
import { ReviewHealth } from '../health/ReviewHealth';
import { PhonePreview, ThumbBar } from './ThumbBar';
import { RefusalText } from './RefusalText';
import { needsUpdate, statusWords, when } from './submission-words';

export interface Review {
  submission: SubmissionMeta;
  config: PortalConfig;
  base: PortalConfig;
}

type Note = { key: StudioKey; vars?: Record<string, string> };
type Failure = { key: StudioKey } | { error: unknown };

/** The value of a datetime-local input for a time (local, to the minute). */
const localInput = (date: Date) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

export function ReviewDetail({
  review,
  session,
  onDecided,
  onSignedOut,
  phone = false,
}: {
  review: Review;
  session: Pick<Session, 'name' | 'review'>;
  /** Laid out for a phone: one column, the decisions under the thumb, the preview behind a button. */
  phone?: boolean;
  /** The service decided: the submission as it is now, and whether visitors see it now. */
  onDecided: (submission: SubmissionMeta, publishedNow: boolean) => void;
  onSignedOut: () => void;
}) {
  const { t, locale } = useStudioT();
  const { submission } = review;
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [invalid, setInvalid] = useState<'time' | 'reason' | null>(null);
  const [publishAt, setPublishAt] = useState('');
  const [reason, setReason] = useState('');
  const id = useId();
  const [previewOpen, setPreviewOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // On a phone the submission is below the queue: opening one brings it into view (and the reader to its title).
  useEffect(() => {
    if (phone) heading.current?.focus();
  }, [phone]);
  const changes = describeChanges(review.base, review.config, locale === 'en' ? 'en' : 'zh-CN');
  // The reviewer sees what the checker warns about in the submission (提醒), as its author did (decision 050).
  const warnings = useMemo(() => checkWarnings(review.config), [review.config]);
  const own = session.review === 'required' && submission.author === session.name;
  const stale = needsUpdate(submission);
  const open = submission.status === 'pending';
  const mayApprove = open && !own && !stale && !busy;

  async function act(run: () => Promise<{ submission: SubmissionMeta; done: Note; publishedNow: boolean }>) {
    setBusy(true);
    setNote(null);
    setFailure(null);
    setInvalid(null);
    try {
      const { submission: now, done, publishedNow } = await run();
      setNote(done);
      onDecided(now, publishedNow);
    } catch (e) {
      if (e instanceof StudioApiError && e.status === 401) onSignedOut();
      else {
        setFailure({ error: e });
        const code = e instanceof StudioApiError ? e.body.code : undefined;
        if (code === 'bad-time') setInvalid('time');
        if (code === 'reason-required') setInvalid('reason');
        // Stale or dealt with meanwhile: the list shows it as it is now.
        if (code === 'stale') onDecided({ ...submission, stale: true }, false);
      }
    } finally {
      setBusy(false);
    }
  }

  const approveNow = () =>
    act(async () => {
      const answer = await approveSubmission(submission.id);
      return {
        submission: answer.submission,
        done: { key: 'approved', vars: { version: answer.version ? versionName(answer.version, locale) : '' } },
        publishedNow: true,
      };
    });

  function schedule() {
    const time = publishAt ? new Date(publishAt) : null;
    if (!time || Number.isNaN(time.getTime()) || time.getTime() <= Date.now()) {
      setNote(null);
      setFailure({ key: 'timeInFuture' });
      setInvalid('time');
      document.getElementById(`${id}-time`)?.focus();
      return;
    }
    void act(async () => {
      const answer = await approveSubmission(submission.id, time.toISOString());
      return {
        submission: answer.submission,
        done: { key: 'scheduledDone', vars: { time: when(answer.schedule?.publishAt ?? time.toISOString(), locale) } },
        publishedNow: false,
      };
    });
  }

  function reject() {
    if (!reason.trim()) {
      setNote(null);
      setFailure({ key: 'reasonRequired' });
      setInvalid('reason');
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    void act(async () => ({
      submission: await rejectSubmission(submission.id, reason.trim()),
      done: { key: 'rejectedDone' },
      publishedNow: false,
    }));
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={r.heading} ref={heading} tabIndex={-1}>
        {t('reviewTitle', { id: submission.id })}
      </h2>
      <p>
        {t('reviewBy', { name: submission.author, time: when(submission.submittedAt, locale) })}
        <br />
        <span className={s.stateBadge}>{statusWords(t, locale, submission)}</span>
        {stale && (
          <>
            {' '}
            <span className={s.stateBadge}>{t('needsUpdate')}</span>
          </>
        )}
      </p>
      <h3 className={s.subheading}>{t('reviewComment')}</h3>
      <p>{submission.comment || t('noComment')}</p>
      <h3 className={s.subheading} id={`${id}-changes`}>
        {t('reviewChanges')}
      </h3>
      {changes.length ? (
        <ul className={`${s.changeList} ${r.changes}`} aria-labelledby={`${id}-changes`}>
          {changes.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      ) : (
        <p>{t('noChanges')}</p>
      )}
      {warnings.length > 0 && (
        <>
          <h3 className={s.subheading}>{t('warningsHeading')}</h3>
          <ProblemText problems={warnings} locale={locale} withPlace />
        </>
      )}
      <ReviewHealth config={review.config} />
      {open && stale && <p className={r.note}>{t('staleSubmission')}</p>}
      {open && own && <p className={r.note}>{t('ownSubmission')}</p>}

      <div role="status">{note ? t(note.key, note.vars) : ''}</div>
      <div role="alert" className={s.error}>
        {failure ? 'key' in failure ? t(failure.key) : <RefusalText error={failure.error} /> : ''}
      </div>

      {open && (
        <>
          {!phone && (
            <div className={s.actions}>
              <button type="button" className={s.primary} disabled={!mayApprove} onClick={() => void approveNow()}>
                {busy ? t('approving') : t('approve')}
              </button>
            </div>
          )}
          <fieldset className={r.form} disabled={!mayApprove}>
            <legend>{t('scheduleTitle')}</legend>
            <div className={s.field}>
              <label htmlFor={`${id}-time`}>{t('scheduleTime')}</label>
              <input
                id={`${id}-time`}
                type="datetime-local"
                className={s.input}
                min={localInput(new Date())}
                value={publishAt}
                aria-invalid={invalid === 'time' || undefined}
                onChange={(e) => setPublishAt(e.target.value)}
              />
            </div>
            <button type="button" className={s.button} onClick={schedule}>
              {t('scheduleConfirm')}
            </button>
          </fieldset>
          <fieldset className={r.form} disabled={busy || own}>
            <legend>{t('rejectTitle')}</legend>
            <div className={s.field}>
              <label htmlFor={`${id}-reason`}>{t('rejectReason')}</label>
              <textarea
                id={`${id}-reason`}
                className={s.input}
                rows={3}
                maxLength={1000}
                value={reason}
                aria-invalid={invalid === 'reason' || undefined}
                onChange={(e) => setReason(e.target.value)}
              />
            </div>
            {!phone && (
              <button type="button" className={s.button} onClick={reject}>
                {t('rejectConfirm')}
              </button>
            )}
          </fieldset>
        </>
      )}
      {phone && (
        <>
          <ThumbBar
            onPreview={() => setPreviewOpen(true)}
            decisions={
              open && {
                approve: { label: busy ? t('approving') : t('approve'), disabled: !mayApprove, run: approveNow },
                reject: { label: t('rejectConfirm'), disabled: busy || own, run: reject },
              }
            }
          />
          <PhonePreview review={review} open={previewOpen} onOpenChange={setPreviewOpen} />
        </>
      )}
    </section>
  );
}
