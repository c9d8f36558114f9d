/**
 * The published versions, newest first: when, the comment, who made the change and who approved it, which version a
 * restore brought back, what differs from now. Restoring one publishes it again (reviewers and admins only).
 */
import { useEffect, useState } from 'react';
import {
  fetchPublished,
  fetchVersion,
  listVersions,
  restoreVersion,
  StudioApiError,
  type Version,
} from '../service/studio-client';
import { describeChanges } from '../model/change-list';
import { loadPublished, studio } from '../model/studio-store';
import { useStudioT } from '../i18n/use-studio-t';
import { localTime, versionName } from '../model/version-name';
import { forgetDraft } from '../service/draft-sync';
import { DialogState, StudioDialog, type DialogProps } from '../shared/StudioDialog';
import * as s from '../shared/studio.css';

export function VersionsDialog({
  open,
  onOpenChange,
  canRestore,
}: DialogProps & {
  /** Reviewers and admins restore; editors only read the history. */
  canRestore: boolean;
}) {
  const { t, locale } = useStudioT();
  const [versions, setVersions] = useState<Version[] | null>(null);
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

  /** "恢复自 …": the restored version by its local time and author (its id read as a time when not in the list). */
  const restoredName = (id: string) => {
    const found = versions?.find((v) => v.id === id);
    return versionName(found ?? { id }, locale);
  };

  async function restore(id: string) {
    if (!studio.etag || !window.confirm(t('confirmRestore'))) return;
    setMessage(t('restoring'));
    try {
      await restoreVersion(id, studio.etag);
      const { config, etag } = await fetchPublished();
      await forgetDraft(true);
      loadPublished(config, etag);
      setVersions(await listVersions());
      setMessage(t('restored'));
    } catch (e) {
      setMessage('');
      setFailure(e instanceof StudioApiError && e.status === 412 ? t('staleTitle') : t('networkFailed'));
    }
  }

  return (
    <StudioDialog open={open} onOpenChange={change} title={t('versionsTitle')}>
      <DialogState status={message} failure={failure} note={versions?.length === 0 && t('versionsEmpty')} />
      <ol className={s.changeList}>
        {versions?.map((v) => (
          <li key={v.id}>
            <strong>{localTime(new Date(v.publishedAt), locale)}</strong>
            {v.comment ? ` · ${v.comment}` : ''}
            <div className={s.meta}>
              {v.initial ? t('initialVersion') : t('versionAuthor', { name: v.editor || '?' })}
              {v.reviewer && v.reviewer !== v.editor ? ` · ${t('versionReviewer', { name: v.reviewer })}` : ''}
              {v.restoredFrom ? ` · ${t('restoredFrom', { version: restoredName(v.restoredFrom) })}` : ''}
              {v.submissionId !== undefined ? ` · ${t('submissionOf', { id: String(v.submissionId) })}` : ''}
            </div>
            <div className={s.barGroup}>
              <button type="button" className={s.button} onClick={() => void showDiff(v.id)}>
                {t('viewChanges')}
              </button>
              {canRestore && (
                <button type="button" className={s.button} onClick={() => void restore(v.id)}>
                  {t('restore')}
                </button>
              )}
            </div>
            {diff?.id === v.id && (
              <ul aria-label={t('viewChanges')}>
                {diff.lines.length ? diff.lines.map((line, i) => <li key={i}>{line}</li>) : <li>{t('noChanges')}</li>}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </StudioDialog>
  );
}
