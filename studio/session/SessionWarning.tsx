/**
 * 会话即将超时 (decision 078): before the idle end, 继续工作 makes one call of the person's, which extends the idle
 * life; before the absolute end nothing extends it, so the dialog only says when. Either way the draft is saved.
 */
import { useStudioT } from '../i18n/use-studio-t';
import { StudioDialog } from '../shared/StudioDialog';
import * as s from '../shared/studio.css';
import { beijingTime } from '../../src/config/audit-words';
import type { SessionWarning as Warning } from './use-session-warning';

export function SessionWarning({
  warning,
  onKeep,
  onDismiss,
}: {
  warning: Warning | null;
  onKeep: () => void;
  onDismiss: () => void;
}) {
  const { t } = useStudioT();
  const time = warning ? beijingTime(new Date(warning.endsAt).toISOString()).slice(11, 19) : '';
  const idle = warning?.kind === 'idle';
  return (
    <StudioDialog
      open={warning !== null}
      onOpenChange={(open) => !open && onDismiss()}
      title={t('timeoutWarningTitle')}
      description={t(idle ? 'idleWarning' : 'absoluteWarning', { time })}
      closeLabel={idle ? t('close') : t('dismissNotice')}
      actions={
        idle && (
          <button type="button" className={s.primary} onClick={onKeep}>
            {t('keepWorking')}
          </button>
        )
      }
    >
      {null}
    </StudioDialog>
  );
}
