/**
 * 审核 (reviewers and admins): the submissions awaiting review (author, time, comment, 需更新 when stale) and the
 * pending scheduled publications (取消) on the left; the open submission in the live preview in the centre; its
 * change list and the decisions on the right. The open submission is in the address (`#review=ID`), so the link
 * can be passed on and a reload comes back to it. On a phone (decision 087) the desk is one column, the queue above
 * the submission, and the preview opens from the decisions at the bottom of the screen (ReviewDetail).
 */
import { useEffect, useEffectEvent, useState } from 'react';
import { useMediaQuery } from '../../src/widgets/media-query';
import { useStudioT } from '../i18n/use-studio-t';
import {
  cancelSchedule,
  fetchSubmission,
  listSchedules,
  listSubmissions,
  StudioApiError,
  type Schedule,
  type Session,
  type SubmissionMeta,
} from '../service/studio-client';
import * as s from '../shared/studio.css';
import * as r from './review.css';
import { ReviewDetail, type Review } from './ReviewDetail';
import { ReviewPreview } from './ReviewPreview';
import { showReviewInAddress } from './review-link';
import { RefusalText } from './RefusalText';
import { needsUpdate, when } from './submission-words';
import { WATCH_MS } from '../service/rounds';

export function ReviewDesk({
  session,
  initialId,
  onSignedOut,
  onPublished,
}: {
  session: Pick<Session, 'name' | 'review'>;
  /** The submission a review link named. */
  initialId: string | null;
  onSignedOut: () => void;
  /** A submission was published now: the editor's base is out of date. */
  onPublished: () => void;
}) {
  const { t, locale } = useStudioT();
  const phone = useMediaQuery(r.PHONE);
  const [pending, setPending] = useState<SubmissionMeta[] | null>(null);
  const [schedules, setSchedules] = useState<Schedule[] | null>(null);
  const [scheduled, setScheduled] = useState<SubmissionMeta[]>([]);
  const [listFailure, setListFailure] = useState<unknown>(null);
  const [listNote, setListNote] = useState('');
  // Each refresh of the lists is a new round; an answer is shown with what it was about.
  const [round, setRound] = useState(0);
  const [openId, setOpenId] = useState<string | null>(initialId);
  const [loaded, setLoaded] = useState<{ id: string; review?: Review; failure?: unknown } | null>(null);
  const review = loaded && loaded.id === openId ? (loaded.review ?? null) : null;
  const loadFailure = loaded && loaded.id === openId ? loaded.failure : null;

  const refused = useEffectEvent((e: unknown, show: (e: unknown) => void) => {
    if (e instanceof StudioApiError && e.status === 401) onSignedOut();
    else show(e);
  });
  const refresh = () => setRound((n) => n + 1);

  // The queue refreshes itself (issue 32 item 5): what others submitted or decided meanwhile shows up, and a
  // submission published elsewhere leaves the list of those waiting.
  useEffect(() => {
    const timer = setInterval(refresh, WATCH_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    let live = true;
    Promise.all([listSubmissions('pending'), listSubmissions('scheduled'), listSchedules()]).then(
      ([subs, later, all]) => {
        if (!live) return;
        setPending(subs);
        setScheduled(later);
        setSchedules(all.filter((sch) => sch.status === 'pending'));
        setListFailure(null);
      },
      (e: unknown) => live && refused(e, setListFailure),
    );
    return () => {
      live = false;
    };
  }, [round]);

  useEffect(() => {
    showReviewInAddress(openId);
    if (!openId) return;
    let live = true;
    fetchSubmission(openId).then(
      (found) => live && setLoaded({ id: openId, review: found }),
      (e: unknown) => live && refused(e, (failure) => setLoaded({ id: openId, failure })),
    );
    return () => {
      live = false;
    };
  }, [openId]);

  // Leaving the desk leaves the review out of the address.
  useEffect(() => () => showReviewInAddress(null), []);

  function decided(submission: SubmissionMeta, publishedNow: boolean) {
    setLoaded((current) =>
      current?.review && current.review.submission.id === submission.id
        ? { ...current, review: { ...current.review, submission } }
        : current,
    );
    if (publishedNow) onPublished();
    refresh();
  }

  async function cancel(schedule: Schedule) {
    setListNote('');
    try {
      await cancelSchedule(schedule.id);
      setListNote(t('scheduleCancelled'));
      refresh();
    } catch (e) {
      if (e instanceof StudioApiError && e.status === 401) onSignedOut();
      else setListFailure(e);
    }
  }

  const author = (submissionId: string) => scheduled.find((sub) => sub.id === submissionId)?.author;

  return (
    <div className={r.desk}>
      <nav className={s.left} aria-label={t('reviewPending')}>
        <div className={s.leftPart}>
          <div className={r.toolRow}>
            <h2 className={r.heading}>{t('reviewPending')}</h2>
            <button type="button" className={s.button} onClick={refresh}>
              {t('refresh')}
            </button>
          </div>
          <div role="alert" className={s.error}>
            {listFailure ? <RefusalText error={listFailure} /> : ''}
          </div>
          {pending?.length === 0 && <p>{t('reviewEmpty')}</p>}
          <ul className={r.list} aria-label={t('reviewPending')}>
            {pending?.map((sub) => (
              <li key={sub.id}>
                <button
                  type="button"
                  className={r.item}
                  aria-current={openId === sub.id || undefined}
                  onClick={() => setOpenId(sub.id)}
                >
                  <strong>{t('submissionOf', { id: sub.id })}</strong>
                  {needsUpdate(sub) && (
                    <>
                      {' '}
                      <span className={s.stateBadge}>{t('needsUpdate')}</span>
                    </>
                  )}
                  <span className={r.itemMeta}>
                    {t('reviewBy', { name: sub.author, time: when(sub.submittedAt, locale) })}
                  </span>
                  <span className={r.itemMeta}>{sub.comment || t('noComment')}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div className={s.leftPart}>
          <h2 className={r.heading}>{t('schedulesTitle')}</h2>
          <div role="status">{listNote}</div>
          {schedules?.length === 0 && <p>{t('schedulesEmpty')}</p>}
          <ul className={r.list} aria-label={t('schedulesTitle')}>
            {schedules?.map((sch) => (
              <li key={sch.id} className={r.schedule}>
                <span>
                  {t('scheduleItem', {
                    time: when(sch.publishAt, locale),
                    id: sch.submissionId,
                    name: sch.createdBy,
                  })}
                  {author(sch.submissionId) ? ` · ${author(sch.submissionId)}` : ''}
                </span>
                <button
                  type="button"
                  className={s.button}
                  aria-label={t('cancelScheduleOf', { time: when(sch.publishAt, locale) })}
                  onClick={() => void cancel(sch)}
                >
                  {t('cancelSchedule')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      </nav>
      {!phone && (
        <main className={s.centre} aria-label={t('reviewPreviewTitle')}>
          {review && <ReviewPreview key={review.submission.id} config={review.config} base={review.base} />}
        </main>
      )}
      <aside className={s.right} aria-label={t('reviewChanges')}>
        {/* (An alert is announced as it appears; the decisions have their own.) */}
        {loadFailure ? (
          <div role="alert" className={s.error}>
            <RefusalText error={loadFailure} />
          </div>
        ) : null}
        {review ? (
          <ReviewDetail
            key={review.submission.id}
            review={review}
            session={session}
            phone={phone}
            onDecided={decided}
            onSignedOut={onSignedOut}
          />
        ) : (
          !openId && <p>{t(phone ? 'reviewSelectAbove' : 'reviewSelect')}</p>
        )}
      </aside>
    </div>
  );
}
