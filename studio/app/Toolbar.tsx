/**
 * The studio's bar: undo/redo, import/export, the draft's state on the server, the problem count, publish (or 提交审核
 * when the signed-in person may not publish directly), versions, 我的提交, the switch between editing and reviewing
 * (reviewers and admins), and who is signed in with their role in words.
 */
import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useSnapshot } from 'valtio';
import type { ConfigProblem, PortalConfig } from '../../src/config/portal-config';
import { localeStore, setLocale } from '../../src/i18n/i18n';
import { checkDraft, checkWarnings } from '../model/check';
import { ProblemText } from '../editor/ProblemText';
import * as pt from '../editor/problem-text.css';
import { isDirty, redo, replaceDraft, studio, undo } from '../model/studio-store';
import { useStudioT } from '../i18n/use-studio-t';
import { mayPublishDirectly, mayReview, type Session } from '../service/studio-client';
import { MySubmissions } from '../review/MySubmissions';
import { AdminMenu } from '../admin/AdminMenu';
import { roleWord } from '../admin/words';
import { downloadConfig } from './download';
import { DraftStatus } from './DraftStatus';
import { PublishDialog } from './PublishDialog';
import { VersionsDialog } from './VersionsDialog';
import { SiteHealthButton } from '../health/SiteHealthButton';
import * as s from '../shared/studio.css';

export type StudioView = 'edit' | 'review';

interface Props {
  session: Session;
  view: StudioView;
  onView: (view: StudioView) => void;
  problems: readonly ConfigProblem[];
  onSignOut: () => void;
  onSignedOut: () => void;
  onShowProblem: (problem: ConfigProblem) => void;
  onImportNote: (text: string) => void;
  /** A submission was reopened into the editor (from 我的提交). */
  onNote: (text: string) => void;
  /** 我的提交, also opened from outside (an editor's review link). */
  submissionsOpen: boolean;
  onSubmissionsOpen: (open: boolean) => void;
  /** Reviewers: how many submissions wait for them (the count on 审核). */
  waiting?: number;
}

export function Toolbar({
  session,
  view,
  onView,
  problems,
  onSignOut,
  onSignedOut,
  onShowProblem,
  onImportNote,
  onNote,
  submissionsOpen,
  onSubmissionsOpen,
  waiting = 0,
}: Props) {
  const { t } = useStudioT();
  const snap = useSnapshot(studio);
  const locale = useSnapshot(localeStore).locale;
  const file = useRef<HTMLInputElement>(null);
  const [publishing, setPublishing] = useState(false);
  const [history, setHistory] = useState(false);
  const dirty = snap.draft !== snap.published && isDirty();
  const editing = view === 'edit';
  const publishWord = mayPublishDirectly(session) ? t('publish') : t('submitForReview');
  // Warnings (提醒) never block publishing; problems and warnings are listed in the editor's words, each leading to
  // its field (decision 050).
  const warnings = useMemo(() => checkWarnings(snap.draft, problems), [snap.draft, problems]);
  const listed = useMemo(() => [...problems, ...warnings], [problems, warnings]);
  // The list is drawn only while open: closed, it adds nothing to the page (nor a second copy of a field's words).
  const [listOpen, setListOpen] = useState(false);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    try {
      const imported = JSON.parse(await chosen.text()) as PortalConfig;
      replaceDraft(imported);
      // Checked the same way as every edit; the count and "show the first problem" lead to each field.
      const found = checkDraft(imported).length;
      onImportNote(found ? t('importProblems', { count: found }) : '');
    } catch {
      onImportNote(t('importNotJson'));
    }
  }

  return (
    <header className={s.bar}>
      <h1 className={s.barTitle}>{t('appTitle')}</h1>
      {mayReview(session) && (
        <div className={s.barGroup} role="group" aria-label={t('workspace')}>
          <button type="button" className={s.button} aria-pressed={editing} onClick={() => onView('edit')}>
            {t('editView')}
          </button>
          <button
            type="button"
            className={s.button}
            aria-pressed={!editing}
            aria-describedby={waiting ? 'review-waiting' : undefined}
            onClick={() => onView('review')}
          >
            {t('reviewView')}
            {waiting > 0 && (
              <span className={s.countBadge} aria-hidden="true" data-testid="review-count">
                {waiting}
              </span>
            )}
          </button>
          {waiting > 0 && (
            <span id="review-waiting" className={s.visuallyHidden}>
              {t('reviewWaiting', { count: waiting })}
            </span>
          )}
        </div>
      )}
      {editing && (
        <>
          <div className={s.barGroup} role="group" aria-label={`${t('undo')} / ${t('redo')}`}>
            <button
              type="button"
              className={s.button}
              onClick={undo}
              disabled={!snap.past.length}
              aria-keyshortcuts="Control+Z"
            >
              {t('undo')}
            </button>
            <button
              type="button"
              className={s.button}
              onClick={redo}
              disabled={!snap.future.length}
              aria-keyshortcuts="Control+Shift+Z Control+Y"
            >
              {t('redo')}
            </button>
          </div>
          <div className={s.barGroup}>
            <button type="button" className={s.button} onClick={() => file.current?.click()}>
              {t('importFile')}
            </button>
            <input
              ref={file}
              type="file"
              accept="application/json,.json"
              hidden
              aria-label={t('importFile')}
              onChange={(e) => void onFile(e)}
            />
            <button type="button" className={s.button} onClick={() => snap.draft && downloadConfig(studio.draft!)}>
              {t('exportFile')}
            </button>
          </div>
          <span className={s.status} role="status">
            {dirty ? t('unsaved') : t('upToDate')}
          </span>
          <DraftStatus onSignIn={onSignedOut} />
          {problems.length ? (
            <button type="button" className={s.button} onClick={() => onShowProblem(problems[0]!)}>
              <span className={s.problemBadge}>{t('problemCount', { count: problems.length })}</span>{' '}
              {t('firstProblem')}
            </button>
          ) : (
            <span className={s.okBadge}>{t('noProblems')}</span>
          )}
          {warnings.length > 0 && (
            <span className={pt.warningBadge}>{t('warningCount', { count: warnings.length })}</span>
          )}
          {listed.length > 0 && (
            <details
              className={pt.menu}
              open={listOpen}
              onToggle={(e) => setListOpen(e.currentTarget.open)}
              onKeyDown={(e) => {
                if (e.key !== 'Escape' || !listOpen) return;
                setListOpen(false);
                e.currentTarget.querySelector('summary')?.focus();
              }}
            >
              <summary className={s.button}>{t('problemList')}</summary>
              {listOpen && (
                <div className={pt.menuPanel}>
                  <ProblemText
                    problems={listed}
                    locale={locale}
                    withPlace
                    onShow={(problem) => {
                      setListOpen(false);
                      onShowProblem(problem);
                    }}
                  />
                </div>
              )}
            </details>
          )}
          <SiteHealthButton />
          <span className={s.spacer} />
          <button
            type="button"
            className={s.primary}
            disabled={problems.length > 0 || !dirty}
            aria-describedby={problems.length ? 'publish-blocked' : undefined}
            onClick={() => setPublishing(true)}
          >
            {publishWord}
          </button>
          {problems.length > 0 && (
            <span id="publish-blocked" className={s.status}>
              {t('publishBlocked', { count: problems.length })}
            </span>
          )}
        </>
      )}
      {!editing && <span className={s.spacer} />}
      <button type="button" className={s.button} onClick={() => setHistory(true)}>
        {t('versions')}
      </button>
      <button type="button" className={s.button} onClick={() => onSubmissionsOpen(true)}>
        {t('mySubmissions')}
      </button>
      <AdminMenu role={session.role} onSignedOut={onSignedOut} />
      <div className={s.barGroup} role="group" aria-label={t('language')}>
        <button type="button" className={s.button} aria-pressed={locale === 'zh-CN'} onClick={() => setLocale('zh-CN')}>
          中文
        </button>
        <button type="button" className={s.button} aria-pressed={locale === 'en'} onClick={() => setLocale('en')}>
          English
        </button>
      </div>
      <span>{t('signedInRole', { name: session.name, role: roleWord(locale, session.role) })}</span>
      <button type="button" className={s.button} onClick={onSignOut}>
        {t('signOut')}
      </button>
      <PublishDialog open={publishing} onOpenChange={setPublishing} onSignedOut={onSignedOut} session={session} />
      <VersionsDialog open={history} onOpenChange={setHistory} canRestore={mayReview(session)} />
      <MySubmissions
        open={submissionsOpen}
        onOpenChange={onSubmissionsOpen}
        session={session}
        onReopened={(note) => {
          onView('edit');
          onNote(note);
        }}
        onSignedOut={onSignedOut}
      />
    </header>
  );
}
