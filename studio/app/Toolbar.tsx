/** The studio's bar: who is signed in, undo/redo, import/export, the problem count, publish and versions. */
import { useRef, useState, type ChangeEvent } from 'react';
import { useSnapshot } from 'valtio';
import type { ConfigProblem, PortalConfig } from '../../src/config/portal-config';
import { localeStore, setLocale } from '../../src/i18n/i18n';
import { checkDraft } from '../model/check';
import { isDirty, redo, replaceDraft, studio, undo } from '../model/studio-store';
import { useStudioT } from '../i18n/use-studio-t';
import { downloadConfig } from './download';
import { PublishDialog } from './PublishDialog';
import { VersionsDialog } from './VersionsDialog';
import * as s from './studio.css';

interface Props {
  editor: string;
  problems: readonly ConfigProblem[];
  onSignOut: () => void;
  onSignedOut: () => void;
  onShowProblem: (problem: ConfigProblem) => void;
  onImportNote: (text: string) => void;
}

export function Toolbar({ editor, problems, onSignOut, onSignedOut, onShowProblem, onImportNote }: Props) {
  const { t } = useStudioT();
  const snap = useSnapshot(studio);
  const locale = useSnapshot(localeStore).locale;
  const file = useRef<HTMLInputElement>(null);
  const [publishing, setPublishing] = useState(false);
  const [history, setHistory] = useState(false);
  const dirty = snap.draft !== snap.published && isDirty();

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
      {problems.length ? (
        <button type="button" className={s.button} onClick={() => onShowProblem(problems[0]!)}>
          <span className={s.problemBadge}>{t('problemCount', { count: problems.length })}</span> {t('firstProblem')}
        </button>
      ) : (
        <span className={s.okBadge}>{t('noProblems')}</span>
      )}
      <span className={s.spacer} />
      <button
        type="button"
        className={s.primary}
        disabled={problems.length > 0 || !dirty}
        aria-describedby={problems.length ? 'publish-blocked' : undefined}
        onClick={() => setPublishing(true)}
      >
        {t('publish')}
      </button>
      {problems.length > 0 && (
        <span id="publish-blocked" className={s.status}>
          {t('publishBlocked', { count: problems.length })}
        </span>
      )}
      <button type="button" className={s.button} onClick={() => setHistory(true)}>
        {t('versions')}
      </button>
      <div className={s.barGroup} role="group" aria-label={t('language')}>
        <button type="button" className={s.button} aria-pressed={locale === 'zh-CN'} onClick={() => setLocale('zh-CN')}>
          中文
        </button>
        <button type="button" className={s.button} aria-pressed={locale === 'en'} onClick={() => setLocale('en')}>
          English
        </button>
      </div>
      <span>{t('signedInAs', { name: editor })}</span>
      <button type="button" className={s.button} onClick={onSignOut}>
        {t('signOut')}
      </button>
      <PublishDialog open={publishing} onOpenChange={setPublishing} onSignedOut={onSignedOut} />
      <VersionsDialog open={history} onOpenChange={setHistory} />
    </header>
  );
}
