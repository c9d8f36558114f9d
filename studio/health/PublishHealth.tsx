/**
 * 站点体检 in the publish (or submit) dialog, apart from the changes: the draft about to go out checked while the editor
 * writes the comment. Warnings only: publishing goes on whatever it finds.
 */
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import * as s from '../shared/studio.css';
import { useStudioT } from '../i18n/use-studio-t';
import { studio } from '../model/studio-store';
import * as h from './health.css';
import { HealthReport } from './HealthReport';
import { useSiteHealth } from './use-site-health';

export function PublishHealth({ open }: { open: boolean }) {
  const { t } = useStudioT();
  const id = useId();
  const snap = useSnapshot(studio);
  const { health, again } = useSiteHealth((snap.draft as object | null) ?? null, open);
  return (
    <section className={h.block} aria-labelledby={id}>
      <h3 id={id} className={s.subheading}>
        {t('healthBeforePublish')}
      </h3>
      <p className={s.meta}>{t('healthNotBlocking')}</p>
      <HealthReport health={health} onRetry={again} label={t('healthFindings')} />
    </section>
  );
}
