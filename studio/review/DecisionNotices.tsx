/**
 * The author is told when a reviewer decides (issue 32 item 5): 已通过 (published or scheduled) or 已退回 with the
 * reason, as an alert that stays until dismissed (知道了). The readings come from use-submission-watch.ts.
 */
import { useStudioT } from '../i18n/use-studio-t';
import * as s from '../shared/studio.css';
import type { DecisionNotice } from './use-submission-watch';

export function DecisionNotices({
  notices,
  onDismiss,
}: {
  notices: readonly DecisionNotice[];
  onDismiss: (id: string) => void;
}) {
  const { t } = useStudioT();
  return (
    <div role="alert">
      {notices.map((n) => (
        <p key={n.id} className={n.status === 'rejected' ? s.error : s.notice}>
          {n.status === 'rejected'
            ? t('decisionRejected', { id: n.id, name: n.decidedBy ?? '?', reason: n.reason ?? t('noComment') })
            : t(n.status === 'published' ? 'decisionPublished' : 'decisionScheduled', {
                id: n.id,
                name: n.decidedBy ?? '?',
              })}{' '}
          <button type="button" className={s.button} onClick={() => onDismiss(n.id)}>
            {t('dismissNotice')}
          </button>
        </p>
      ))}
    </div>
  );
}
