/**
 * 站点体检 on demand (decision 051): the draft checked as the national government-website inspection would, what it
 * found as warnings that never stop publishing, and 重新体检 to ask again after a change.
 */
import { StudioDialog, type DialogProps } from '../shared/StudioDialog';
import * as s from '../shared/studio.css';
import { useStudioT } from '../i18n/use-studio-t';
import { HealthReport } from './HealthReport';
import { useSiteHealth } from './use-site-health';

export function SiteHealthDialog({ open, onOpenChange, config }: DialogProps & { config: object | null }) {
  const { t } = useStudioT();
  const { health, again } = useSiteHealth(config, open);
  return (
    <StudioDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('healthTitle')}
      description={t('healthHelp')}
      actions={
        <button type="button" className={s.primary} disabled={health.state === 'loading'} onClick={again}>
          {t('healthAgain')}
        </button>
      }
    >
      <HealthReport health={health} onRetry={again} label={t('healthFindings')} />
    </StudioDialog>
  );
}
