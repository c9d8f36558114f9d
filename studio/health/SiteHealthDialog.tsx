/**
 * 站点体检 on demand (decision 051): the draft checked as the national government-website inspection would, what it
 * found as 提醒 that never stop publishing, each with 前往修改 to the section or link it is about where there is one,
 * and 重新体检 to ask again after a change.
 */
import { StudioDialog, type DialogProps } from '../shared/StudioDialog';
import * as s from '../shared/studio.css';
import { useStudioT } from '../i18n/use-studio-t';
import { HealthReport } from './HealthReport';
import { useSiteHealth } from './use-site-health';
import { findingPlace } from './finding-place';
import { select } from '../model/studio-store';
import type { PortalConfig } from '../../src/config/portal-config';

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
      <HealthReport
        health={health}
        onRetry={again}
        label={t('healthFindings')}
        goTo={(finding) => {
          const place = config && findingPlace(config as PortalConfig, finding);
          if (!place) return null;
          return () => {
            select(place.pageId, place.section, place.list);
            onOpenChange(false);
            // The row of the section or link in the outline takes the keyboard focus, its form beside it.
            setTimeout(() => document.getElementById(`outline-row-${place.section}`)?.focus(), 50);
          };
        }}
      />
    </StudioDialog>
  );
}
