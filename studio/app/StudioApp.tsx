/**
 * The config studio (issues 10 and 20): signs the editor in, loads the published config, and lays out the pages and
 * outline (left), the live preview (centre) and the form of what is selected (right). Every change is checked at
 * once with `npm run config:check`'s checker; the draft is saved on the server as it is edited (draft-sync.ts) and
 * offered back at the next start, from any browser. Reviewers and admins switch to 审核 (studio/review/), where a
 * review link (`#review=ID`) opens a submission directly after sign-in.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { ConfigProblem } from '../../src/config/portal-config';
import { localeStore } from '../../src/i18n/i18n';
import {
  currentSession,
  fetchPublished,
  mayReview,
  signOut,
  StudioApiError,
  type Session,
} from '../service/studio-client';
import { checkDraft } from '../model/check';
import { isDirty, loadPublished, select, studio } from '../model/studio-store';
import { Inspector } from '../editor/Inspector';
import { Outline } from '../editor/Outline';
import { PagesPanel } from '../editor/PagesPanel';
import { PresenceLine } from '../editor/PresenceLine';
import { usePresence } from '../editor/use-presence';
import { PreviewPane } from '../editor/PreviewPane';
import { fieldId } from '../editor/field-id';
import { studioText, useStudioT } from '../i18n/use-studio-t';
import { ReviewDesk } from '../review/ReviewDesk';
import { ConflictChoice } from '../review/ConflictChoice';
import { DecisionNotices } from '../review/DecisionNotices';
import { SubmittedNote } from '../review/SubmittedNote';
import { useSubmissionWatch } from '../review/use-submission-watch';
import { reviewLinkId } from '../review/review-link';
import { DeployedFileNotice } from './DeployedFileNotice';
import { DraftOffer, draftChoices, type DraftChoices } from './DraftOffer';
import { draftSync, flushDraft, startDraftSync, useDraftAutosave } from '../service/draft-sync';
import { sessionClock } from '../service/session-clock';
import { LastSignInNotice } from '../session/LastSignInNotice';
import { PasswordChangeStep } from '../session/PasswordChangeStep';
import { SessionTimeout } from '../session/SessionTimeout';
import { SignIn } from './SignIn';
import { EnrolSecondFactor } from '../second-factor/EnrolSecondFactor';
import { StudioBoundary } from '../shared/StudioBoundary';
import { Toolbar, type StudioView } from './Toolbar';
import { useStudioEffects } from './use-studio-effects';
import * as s from '../shared/studio.css';

type Phase =
  | { kind: 'checking' }
  | { kind: 'signedOut'; notice?: string }
  | { kind: 'down' }
  | { kind: 'passwordChange'; session: Session }
  | { kind: 'enrol'; session: Session }
  | { kind: 'ready'; session: Session };

/** Selects what a problem is about and puts the keyboard focus on its field. */
function showProblem(problem: ConfigProblem) {
  const match = /^\/pages\/([^/]+)(?:\/sections\/(\d+))?/.exec(problem.pointer);
  if (match) select(match[1]!.replace(/~1/g, '/').replace(/~0/g, '~'), match[2] ? Number(match[2]) : null);
  setTimeout(() => {
    let pointer = problem.pointer;
    while (pointer && !document.getElementById(fieldId(pointer))) pointer = pointer.slice(0, pointer.lastIndexOf('/'));
    document.getElementById(fieldId(pointer || problem.pointer))?.focus();
  }, 50);
}

/** After a reviewer published a submission: the editor's base follows, unless it holds changes of its own. */
function followPublished() {
  if (isDirty()) return;
  fetchPublished().then(
    ({ config, etag }) => !isDirty() && loadPublished(config, etag),
    () => undefined,
  );
}

export function StudioApp() {
  const { t, locale } = useStudioT();
  const [phase, setPhase] = useState<Phase>({ kind: 'checking' });
  const [view, setView] = useState<StudioView>('edit');
  // The submission a review link names: opened once, after sign-in.
  const [reviewId, setReviewId] = useState<string | null>(() => reviewLinkId());
  const [submissionsOpen, setSubmissionsOpen] = useState(false);
  const [offer, setOffer] = useState<DraftChoices | null>(null);
  const [importNote, setImportNote] = useState('');
  const [note, setNote] = useState('');
  const snap = useSnapshot(studio);
  const problems = useMemo(() => (snap.draft ? checkDraft(snap.draft) : []), [snap.draft]);
  const session = phase.kind === 'ready' ? phase.session : null;
  useStudioEffects(phase.kind === 'ready');
  useDraftAutosave(session?.name ?? null);
  const watch = useSubmissionWatch(session);
  // Who else has this page open; while someone else holds it, the outline and the form are read-only (inert).
  const presence = usePresence(session, snap.selection.pageId);

  const start = useCallback(async (session: Session) => {
    // A password an administrator set, or one expired: nothing else until it is changed (decision 078).
    if (session.passwordChange) return setPhase({ kind: 'passwordChange', session });
    // A role that needs a second factor the account lacks: enrolment first, nothing else (decision 077).
    if (session.secondFactor === 'enrol') return setPhase({ kind: 'enrol', session });
    const { config, etag } = await fetchPublished();
    // A draft already in memory (signed out meanwhile, the same account) stays; otherwise start from what is
    // published, and offer the account's drafts.
    if (!studio.draft || draftSync.owner !== session.name) {
      startDraftSync(session.name);
      loadPublished(config, etag);
      setOffer(await draftChoices(session.name, config));
    }
    if (reviewLinkId()) {
      if (mayReview(session)) setView('review');
      // An editor's own submission: its state is in 我的提交.
      else setSubmissionsOpen(true);
    }
    setPhase({ kind: 'ready', session });
  }, []);

  // (The notice in the language of the moment; 会话已超时 when the server ended the session by time.)
  const signedOut = useCallback(
    () =>
      setPhase({
        kind: 'signedOut',
        notice: studioText(localeStore.locale, sessionClock.timedOut ? 'sessionTimedOut' : 'sessionEnded'),
      }),
    [],
  );

  const failed = useCallback(
    (e: unknown) =>
      e instanceof StudioApiError && e.status === 401
        ? sessionClock.timedOut
          ? signedOut()
          : setPhase({ kind: 'signedOut' })
        : setPhase({ kind: 'down' }),
    [signedOut],
  );

  useEffect(() => {
    currentSession().then(start, failed);
  }, [start, failed]);

  // The page's language follows the switch, so screen readers pronounce the texts in the right language.
  useEffect(() => {
    document.title = t('appTitle');
    document.documentElement.lang = locale;
  }, [t, locale]);

  const changeView = (next: StudioView) => {
    if (next === 'edit') setReviewId(null);
    setView(next);
  };

  // Two minutes before the session times out, a warning; when the server has ended it, the sign-in screen says so.
  // (In every phase, first, so it stays the same part as the phases change.)
  const withTimeout = (screen: ReactNode) => (
    <>
      <SessionTimeout signedIn={phase.kind === 'ready'} idleMinutes={session?.idleMinutes} onTimedOut={signedOut} />
      {screen}
    </>
  );

  if (phase.kind === 'checking') return withTimeout(<p className={s.centreMessage}>{t('loading')}</p>);
  if (phase.kind === 'down')
    return withTimeout(
      <main className={s.centreMessage}>
        <p role="alert">{t('serviceDown')}</p>
      </main>,
    );
  if (phase.kind === 'signedOut')
    return withTimeout(<SignIn notice={phase.notice} onSignedIn={(session) => void start(session).catch(failed)} />);
  if (phase.kind === 'passwordChange')
    return withTimeout(
      <PasswordChangeStep
        session={phase.session}
        // The answer says what comes next (secondFactor: 'enrol' when a second factor is still to be set up); the
        // sign-in's notice of the previous sign-in is still to be shown.
        onChanged={(changed) =>
          void start({
            ...changed,
            lastSignIn: phase.session.lastSignIn,
            failuresSince: phase.session.failuresSince,
          }).catch(failed)
        }
        onSignedOut={signedOut}
      />,
    );

  if (phase.kind === 'enrol')
    return withTimeout(
      <EnrolSecondFactor
        onDone={() => void start({ ...phase.session, secondFactor: undefined }).catch(failed)}
        onSignedOut={signedOut}
      />,
    );

  const reviewing = view === 'review' && mayReview(phase.session);
  return withTimeout(
    <div className={s.shell}>
      <Toolbar
        session={phase.session}
        view={reviewing ? 'review' : 'edit'}
        onView={changeView}
        problems={problems}
        onShowProblem={showProblem}
        onImportNote={setImportNote}
        onNote={setNote}
        submissionsOpen={submissionsOpen}
        onSubmissionsOpen={setSubmissionsOpen}
        waiting={watch.waiting}
        onSignOut={() =>
          // The last change goes to the server first (a draft not yet saved would be left in this browser only).
          void flushDraft()
            .catch(() => undefined)
            .then(signOut)
            .finally(() => setPhase({ kind: 'signedOut' }))
        }
        onSignedOut={signedOut}
      />
      {reviewing ? (
        <StudioBoundary part="reviewRegion">
          <ReviewDesk
            session={phase.session}
            initialId={reviewId}
            onSignedOut={signedOut}
            onPublished={followPublished}
          />
        </StudioBoundary>
      ) : (
        <>
          <nav className={s.left} aria-label={t('structureRegion')}>
            <div className={s.leftPart}>
              <StudioBoundary part="structureRegion" resetKeys={[snap.draft, snap.selection]}>
                <PagesPanel problems={problems} />
              </StudioBoundary>
            </div>
            <div className={s.leftPart}>
              <LastSignInNotice session={phase.session} />
              <DeployedFileNotice />
              {offer && <DraftOffer choices={offer} onDone={() => setOffer(null)} />}
              <PresenceLine state={presence} />
              <DecisionNotices notices={watch.notices} onDismiss={watch.dismiss} />
              <SubmittedNote />
              <ConflictChoice />
              {importNote && (
                <p role="alert" className={s.error}>
                  {importNote}
                </p>
              )}
              <div role="status" className={note ? s.notice : undefined}>
                {note}
              </div>
              <div inert={presence.readOnly}>
                <StudioBoundary part="structureRegion" resetKeys={[snap.draft, snap.selection]}>
                  <Outline problems={problems} />
                </StudioBoundary>
              </div>
            </div>
          </nav>
          <main className={s.centre} aria-labelledby="preview-title">
            <h2 id="preview-title" className={s.visuallyHidden}>
              {t('previewRegion')}
            </h2>
            <StudioBoundary part="previewRegion" resetKeys={[snap.draft, snap.selection]}>
              <PreviewPane />
            </StudioBoundary>
          </main>
          <aside className={s.right} aria-label={t('formRegion')} inert={presence.readOnly}>
            <StudioBoundary part="formRegion" resetKeys={[snap.draft, snap.selection]}>
              <Inspector problems={problems} />
            </StudioBoundary>
          </aside>
        </>
      )}
    </div>,
  );
}
