/** The published versions, newest first: who, when, why, what differs from now; restoring one publishes it again. */
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { fetchPublished, fetchVersion, listVersions, restoreVersion, StudioApiError } from '../service/studio-client';
import type { VersionMeta } from '../../src/config/config-version';
import { describeChanges } from '../model/change-list';
import { clearSavedDraft } from '../model/draft-storage';
import { loadPublished, studio } from '../model/studio-store';
import { useStudioT } from '../i18n/use-studio-t';
import * as s from './studio.css';

export function VersionsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, locale } = useStudioT();
  const [versions, setVersions] = useState<VersionMeta[] | null>(null);
  const [diff, setDiff] = useState<{ id: string; lines: string[] } | null>(null);
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState('');

  useEffect(() => {
    if (!open) return;
    listVersions().then(setVersions, () => setFailure(t('networkFailed')));
  }, [open, t]);

  /** Closing forgets what the dialog said, so the next opening starts clean. */
  const change = (next: boolean) => {
    if (!next) {
      setMessage('');
      setFailure('');
      setDiff(null);
      setVersions(null);
    }
    onOpenChange(next);
  };

  async function showDiff(id: string) {
    const config = await fetchVersion(id);
    setDiff({ id, lines: studio.published ? describeChanges(studio.published, config, locale) : [] });
  }

  async function restore(id: string) {
    if (!studio.etag || !window.confirm(t('confirmRestore'))) return;
    setMessage(t('restoring'));
    try {
      await restoreVersion(id, studio.etag);
      const { config, etag } = await fetchPublished();
      loadPublished(config, etag);
      clearSavedDraft();
      setVersions(await listVersions());
      setMessage(t('restored'));
    } catch (e) {
      setMessage('');
      setFailure(e instanceof StudioApiError && e.status === 412 ? t('staleTitle') : t('networkFailed'));
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className={s.overlay} />
        <Dialog.Content className={s.dialog}>
          <Dialog.Title>{t('versionsTitle')}</Dialog.Title>
          <Dialog.Description className={s.visuallyHidden}>{t('versionsTitle')}</Dialog.Description>
          <div role="status">{message}</div>
          <div role="alert" className={s.error}>
            {failure}
          </div>
          {versions && !versions.length && <p>{t('versionsEmpty')}</p>}
          <ol className={s.changeList}>
            {versions?.map((v) => (
              <li key={v.id}>
                <strong>{new Date(v.publishedAt).toLocaleString(locale)}</strong> ·{' '}
                {v.initial ? t('initialVersion') : v.editor}
                {v.comment ? ` · ${v.comment}` : ''}
                <div className={s.barGroup}>
                  <button type="button" className={s.button} onClick={() => void showDiff(v.id)}>
                    {t('viewChanges')}
                  </button>
                  <button type="button" className={s.button} onClick={() => void restore(v.id)}>
                    {t('restore')}
                  </button>
                </div>
                {diff?.id === v.id && (
                  <ul aria-label={t('viewChanges')}>
                    {diff.lines.length ? (
                      diff.lines.map((line, i) => <li key={i}>{line}</li>)
                    ) : (
                      <li>{t('noChanges')}</li>
                    )}
                  </ul>
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
