/**
 * Publishing: the changes in the editor's words and an optional comment, then PUT with If-Match. A refusal says
 * what to do and loses nothing: 412 (someone published first) offers the draft as a download and the latest
 * version; 400 lists the service's problems; 401 sends the editor to sign in with the draft kept.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { fetchPublished, publishConfig, StudioApiError } from '../service/studio-client';
import { formatProblem } from '../../src/config/portal-config';
import { describeChanges } from '../model/change-list';
import { clearSavedDraft } from '../model/draft-storage';
import { loadPublished, markPublished, studio } from '../model/studio-store';
import { useStudioT } from '../i18n/use-studio-t';
import { downloadConfig } from './download';
import * as s from './studio.css';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; version: string }
  | { kind: 'stale'; name: string; time: string }
  | { kind: 'problems'; lines: string[] }
  | { kind: 'failed'; text: string };

export function PublishDialog({
  open,
  onOpenChange,
  onSignedOut,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignedOut: () => void;
}) {
  const { t, locale } = useStudioT();
  const snap = useSnapshot(studio);
  const [comment, setComment] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  // (The configs are frozen refs in the store: the snapshot's readonly types are the same objects.)
  const changes = snap.published && snap.draft ? describeChanges(studio.published!, studio.draft!, locale) : [];

  async function publish() {
    const draft = studio.draft;
    if (!draft || !studio.etag) return;
    setOutcome({ kind: 'busy' });
    try {
      const { version, etag } = await publishConfig(draft, studio.etag, comment.trim());
      markPublished(draft, etag);
      clearSavedDraft();
      setComment('');
      setOutcome({ kind: 'done', version: version.id });
    } catch (e) {
      const failure = e instanceof StudioApiError ? e : new StudioApiError(0, 'network');
      if (failure.status === 412)
        setOutcome({
          kind: 'stale',
          name: failure.body.publishedBy || '?',
          time: failure.body.publishedAt ? new Date(failure.body.publishedAt).toLocaleString(locale) : '',
        });
      else if (failure.status === 400)
        setOutcome({ kind: 'problems', lines: (failure.body.problems ?? []).map(formatProblem) });
      else if (failure.status === 401) {
        onOpenChange(false);
        onSignedOut();
      } else setOutcome({ kind: 'failed', text: t('networkFailed') });
    }
  }

  async function loadLatest() {
    if (!window.confirm(t('confirmLoadLatest'))) return;
    const { config, etag } = await fetchPublished();
    loadPublished(config, etag);
    clearSavedDraft();
    setOutcome({ kind: 'idle' });
    onOpenChange(false);
  }

  const close = (next: boolean) => {
    if (!next) setOutcome({ kind: 'idle' });
    onOpenChange(next);
  };

  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Portal>
        <Dialog.Overlay className={s.overlay} />
        <Dialog.Content className={s.dialog}>
          <Dialog.Title>{t('publishTitle')}</Dialog.Title>
          <Dialog.Description>{t('changesHeading')}</Dialog.Description>
          {changes.length ? (
            <ul className={s.changeList} aria-label={t('changesHeading')}>
              {changes.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          ) : (
            <p>{t('noChanges')}</p>
          )}
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
          <div role="status">{outcome.kind === 'done' ? t('published', { version: outcome.version }) : ''}</div>
          <div role="alert">
            {outcome.kind === 'stale' && (
              <>
                <strong>{t('staleTitle')}</strong>
                <p>{t('staleText', { name: outcome.name, time: outcome.time })}</p>
                <div className={s.actions}>
                  <button
                    type="button"
                    className={s.button}
                    onClick={() => studio.draft && downloadConfig(studio.draft)}
                  >
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
                <ul>
                  {outcome.lines.map((line, i) => (
                    <li key={i}>{line}</li>
                  ))}
                </ul>
              </>
            )}
            {outcome.kind === 'failed' && outcome.text}
          </div>
          <div className={s.actions}>
            <Dialog.Close asChild>
              <button type="button" className={s.button}>
                {outcome.kind === 'done' ? t('close') : t('cancel')}
              </button>
            </Dialog.Close>
            {outcome.kind !== 'done' && (
              <button
                type="button"
                className={s.primary}
                disabled={!changes.length || outcome.kind === 'busy' || outcome.kind === 'stale'}
                onClick={() => void publish()}
              >
                {outcome.kind === 'busy' ? t('publishing') : t('confirmPublish')}
              </button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
