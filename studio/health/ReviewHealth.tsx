/** 站点体检 of a submission on the review detail: the reviewer sees what its author saw before submitting. */
import { useId } from 'react';
import type { PortalConfig } from '../../src/config/portal-config';
import * as s from '../shared/studio.css';
import { useStudioT } from '../i18n/use-studio-t';
import * as h from './health.css';
import { HealthReport } from './HealthReport';
import { useSiteHealth } from './use-site-health';

export function ReviewHealth({ config }: { config: PortalConfig }) {
  const { t } = useStudioT();
  const id = useId();
  const { health, again } = useSiteHealth(config, true);
  return (
    <section className={h.block} aria-labelledby={id}>
      <h3 id={id} className={s.subheading}>
        {t('healthTitle')}
      </h3>
      <HealthReport health={health} onRetry={again} label={t('healthFindings')} />
    </section>
  );
}
