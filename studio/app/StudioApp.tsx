/**
 * The config studio (issue 10): signs the editor in, loads the published config, and lays out the pages and
 * outline (left), the live preview (centre) and the form of what is selected (right). Every change is checked at
 * once with `npm run config:check`'s checker; the draft is kept in the browser.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ConfigProblem } from '../../src/config/portal-config';
import { currentSession, fetchPublished, signOut, StudioApiError, type Session } from '../service/studio-client';
import { checkDraft } from '../model/check';
import { savedDraft, type SavedDraft } from '../model/draft-storage';
import { loadPublished, select, studio } from '../model/studio-store';
import { Inspector } from '../editor/Inspector';
import { Outline } from '../editor/Outline';
import { PagesPanel } from '../editor/PagesPanel';
import { PreviewPane } from '../editor/PreviewPane';
import { fieldId } from '../editor/field-id';
import { useStudioT } from '../i18n/use-studio-t';
import { DraftOffer } from './DraftOffer';
import { SignIn } from './SignIn';
import { Toolbar } from './Toolbar';
import { useStudioEffects } from './use-studio-effects';
import * as s from './studio.css';

type Phase =
  | { kind: 'checking' }
  | { kind: 'signedOut'; notice?: string }
  | { kind: 'down' }
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

export function StudioApp() {
  const { t, locale } = useStudioT();
  const [phase, setPhase] = useState<Phase>({ kind: 'checking' });
  const [offer, setOffer] = useState<SavedDraft | null>(null);
  const [importNote, setImportNote] = useState('');
  const snap = useSnapshot(studio);
  const problems = useMemo(() => (snap.draft ? checkDraft(snap.draft) : []), [snap.draft]);
  useStudioEffects(phase.kind === 'ready');

  const start = useCallback(async (session: Session) => {
    const { config, etag } = await fetchPublished();
    // A draft already in memory (signed out meanwhile) stays; otherwise start from what is published.
    if (!studio.draft) {
      loadPublished(config, etag);
      setOffer(savedDraft(config));
    }
    setPhase({ kind: 'ready', session });
  }, []);

  const failed = useCallback(
    (e: unknown) =>
      setPhase(e instanceof StudioApiError && e.status === 401 ? { kind: 'signedOut' } : { kind: 'down' }),
    [],
  );

  useEffect(() => {
    currentSession().then(start, failed);
  }, [start, failed]);

  // The page's language follows the switch, so screen readers pronounce the texts in the right language.
  useEffect(() => {
    document.title = t('appTitle');
    document.documentElement.lang = locale;
  }, [t, locale]);

  if (phase.kind === 'checking') return <p className={s.centreMessage}>{t('loading')}</p>;
  if (phase.kind === 'down')
    return (
      <main className={s.centreMessage}>
        <p role="alert">{t('serviceDown')}</p>
      </main>
    );
  if (phase.kind === 'signedOut')
    return <SignIn notice={phase.notice} onSignedIn={(session) => void start(session).catch(failed)} />;

  return (
    <div className={s.shell}>
      <Toolbar
        editor={phase.session.name}
        problems={problems}
        onShowProblem={showProblem}
        onImportNote={setImportNote}
        onSignOut={() => void signOut().finally(() => setPhase({ kind: 'signedOut' }))}
        onSignedOut={() => setPhase({ kind: 'signedOut', notice: t('sessionEnded') })}
      />
      <nav className={s.left} aria-label={t('structureRegion')}>
        <div className={s.leftPart}>
          <PagesPanel problems={problems} />
        </div>
        <div className={s.leftPart}>
          {offer && <DraftOffer saved={offer} onDone={() => setOffer(null)} />}
          {importNote && (
            <p role="alert" className={s.error}>
              {importNote}
            </p>
          )}
          <Outline problems={problems} />
        </div>
      </nav>
      <main className={s.centre} aria-labelledby="preview-title">
        <h2 id="preview-title" className={s.visuallyHidden}>
          {t('previewRegion')}
        </h2>
        <PreviewPane />
      </main>
      <aside className={s.right} aria-label={t('formRegion')}>
        <Inspector problems={problems} />
      </aside>
    </div>
  );
}
