/**
 * Publishing, or submitting for review (先审后发): the changes in the editor's words and an optional comment.
 * Who may publish directly (review optional, role reviewer or admin) publishes with PUT and If-Match; everyone else
 * submits the draft saved on the server (POST /drafts/:id/submit), and is told plainly that visitors see nothing
 * until a reviewer approves. A refusal says what to do and loses nothing: 412 (someone published first) offers the
 * draft as a download and the latest version; 400 lists the service's problems; 401 sends the editor to sign in
 * with the draft kept.
 */
import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import {
  fetchPublished,
  mayPublishDirectly,
  publishConfig,
  StudioApiError,
  submitDraft,
  type Session,
} from '../service/studio-client';
import type { ConfigProblem } from '../../src/config/portal-config';
import { checkWarnings } from '../model/check';
import { ProblemText } from '../editor/ProblemText';
import { describeChanges } from '../model/change-list';
import { loadPublished, markPublished, studio } from '../model/studio-store';
import { useStudioT } from '../i18n/use-studio-t';
import { versionName } from '../model/version-name';
import { englishLeftBehind } from '../model/english-left-behind';
import { reviewLink } from '../review/review-link';
import { downloadConfig } from './download';
import { PublishHealth } from '../health/PublishHealth';
import { flushDraft, forgetDraft, keepSubmitted } from '../service/draft-sync';
import { StudioDialog, type DialogProps } from '../shared/StudioDialog';
import * as s from '../shared/studio.css';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; version: string; changes: string[] }
  | { kind: 'submitted'; id: string; changes: string[] }
  | { kind: 'stale'; name: string; time: string }
  | { kind: 'problems'; problems: ConfigProblem[] }
  | { kind: 'failed'; text: string };

export function PublishDialog({
  open,
  onOpenChange,
  onSignedOut,
  session,
}: DialogProps & {
  onSignedOut: () => void;
  session: Pick<Session, 'role' | 'review'>;
}) {
  const { t, locale } = useStudioT();
  const snap = useSnapshot(studio);
  const [comment, setComment] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const direct = mayPublishDirectly(session);
  // (The configs are frozen refs in the store: the snapshot's readonly types are the same objects.)
  const current = snap.published && snap.draft ? describeChanges(studio.published!, studio.draft!, locale) : [];
  // Once published or submitted, the dialog goes on showing what was sent (the draft is the published one now).
  const finished = outcome.kind === 'done' || outcome.kind === 'submitted';
  const changes = finished ? outcome.changes : current;
  // What the checker warns about (提醒) is said before publishing; it does not stop it (decision 050).
  // The draft's warnings, and once, here, the English texts left as published while their Chinese changed.
  const warnings = useMemo(
    () =>
      open && snap.draft
        ? [...checkWarnings(snap.draft), ...(snap.published ? englishLeftBehind(studio.published!, studio.draft!) : [])]
        : [],
    [open, snap.draft, snap.published],
  );

  function refused(e: unknown) {
    const failure = e instanceof StudioApiError ? e : new StudioApiError(0, 'network');
    if (failure.status === 412)
      setOutcome({
        kind: 'stale',
        name: failure.body.publishedBy || '?',
        time: failure.body.publishedAt ? new Date(failure.body.publishedAt).toLocaleString(locale) : '',
      });
    else if (failure.status === 400) setOutcome({ kind: 'problems', problems: failure.body.problems ?? [] });
    else if (failure.status === 401) {
      onOpenChange(false);
      onSignedOut();
    } else setOutcome({ kind: 'failed', text: t('networkFailed') });
  }

  async function publish() {
    const draft = studio.draft;
    if (!draft || !studio.etag) return;
    const sent = current;
    setOutcome({ kind: 'busy' });
    try {
      const result = await publishConfig(draft, studio.etag, comment.trim());
      if (result.kind === 'submitted') {
        // The service decided this needs review after all (its mode changed): the same as a submission.
        await forgetDraft(true);
        loadPublished(studio.published!, studio.etag!);
        setOutcome({ kind: 'submitted', id: result.submission.id, changes: sent });
      } else {
        markPublished(draft, result.etag);
        await forgetDraft(true);
        setOutcome({ kind: 'done', version: versionName(result.version, locale), changes: sent });
      }
      setComment('');
    } catch (e) {
      refused(e);
    }
  }

  async function submit() {
    if (!studio.draft || !studio.published || !studio.etag) return;
    const sent = current;
    setOutcome({ kind: 'busy' });
    try {
      const id = await flushDraft();
      const submission = await submitDraft(id, comment.trim());
      // The draft is the submission now: the editor goes on showing it, marked 待审核 (issue 32 item 5); the
      // submission waits in 我的提交 (and in the reviewer's list), and the next edit starts a new draft.
      await keepSubmitted(submission.id);
      setComment('');
      setOutcome({ kind: 'submitted', id: submission.id, changes: sent });
    } catch (e) {
      refused(e);
    }
  }

  async function loadLatest() {
    if (!window.confirm(t('confirmLoadLatest'))) return;
    const { config, etag } = await fetchPublished();
    await forgetDraft(true);
    loadPublished(config, etag);
    setOutcome({ kind: 'idle' });
    onOpenChange(false);
  }

  const close = (next: boolean) => {
    if (!next) setOutcome({ kind: 'idle' });
    onOpenChange(next);
  };

  return (
    <StudioDialog
      open={open}
      onOpenChange={close}
      title={direct ? t('publishTitle') : t('submitTitle')}
      description={direct ? t('changesHeading') : t('submitHelp')}
      closeLabel={finished ? t('close') : t('cancel')}
      actions={
        !finished && (
          <button
            type="button"
            className={s.primary}
            disabled={!changes.length || outcome.kind === 'busy' || outcome.kind === 'stale'}
            onClick={() => void (direct ? publish() : submit())}
          >
            {direct
              ? outcome.kind === 'busy'
                ? t('publishing')
                : t('confirmPublish')
              : outcome.kind === 'busy'
                ? t('submitting')
                : t('confirmSubmit')}
          </button>
        )
      }
    >
      {!direct && <h3 className={s.subheading}>{t('changesHeading')}</h3>}
      {changes.length ? (
        <ul className={s.changeList} aria-label={t('changesHeading')}>
          {changes.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      ) : (
        <p>{t('noChanges')}</p>
      )}
      {!finished && warnings.length > 0 && (
        <>
          <h3 className={s.subheading}>{t('warningsHeading')}</h3>
          <ProblemText problems={warnings} locale={locale} withPlace />
        </>
      )}
      {!finished && <PublishHealth open={open} />}
      {!finished && (
        <div className={s.field}>
          <label htmlFor="publish-comment">{t('comment')}</label>
          <textarea
            id="publish-comment"
            className={s.input}
            rows={2}
            maxLength={500}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
        </div>
      )}
      <div role="status">
        {outcome.kind === 'done' && t('published', { version: outcome.version })}
        {outcome.kind === 'submitted' && (
          <>
            <p>{t('submitted', { id: outcome.id })}</p>
            <p>
              {t('reviewLinkLabel')} <a href={reviewLink(outcome.id)}>{reviewLink(outcome.id)}</a>
            </p>
          </>
        )}
      </div>
      <div role="alert">
        {outcome.kind === 'stale' && (
          <>
            <strong>{t('staleTitle')}</strong>
            <p>{t('staleText', { name: outcome.name, time: outcome.time })}</p>
            <div className={s.actions}>
              <button type="button" className={s.button} onClick={() => studio.draft && downloadConfig(studio.draft)}>
                {t('downloadDraft')}
              </button>
              <button type="button" className={s.button} onClick={() => void loadLatest()}>
                {t('loadLatest')}
              </button>
            </div>
          </>
        )}
        {outcome.kind === 'problems' && (
          <>
            <p>{t('serverProblems')}</p>
            <ProblemText problems={outcome.problems} locale={locale} withPlace />
          </>
        )}
        {outcome.kind === 'failed' && outcome.text}
      </div>
    </StudioDialog>
  );
}
