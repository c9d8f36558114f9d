import { malformedError } from '../../../sdk/errors';
import type { components } from '../../../sdk/schema';
import { formatCount, useT, type MessageKey, addTexts } from '../../i18n/i18n';
import type { SectionProps } from '../section-props';
import * as styles from './HomeStats.css';
import { zh as homeTexts } from '../../i18n/messages/home';

addTexts(homeTexts);

type Stats = components['schemas']['HomeIndexStats'];

const FIGURES = [
  { label: 'home.stats.jobs', total: 'jobs_total', today: 'jobs_today' },
  { label: 'home.stats.companies', total: 'companies_total', today: 'companies_today' },
  { label: 'home.stats.resumes', total: 'resumes_total', today: 'resumes_today' },
] as const satisfies readonly { label: MessageKey; total: keyof Stats; today: keyof Stats }[];

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isStats = (d: unknown): d is Stats =>
  typeof d === 'object' && d !== null && FIGURES.every((f) => isCount((d as Partial<Stats>)[f.total]));

/**
 * The portal in figures: jobs open, companies and resumes, each with today's new ones (spec s7 GET
 * /v1_0/home/index/index, the home index; its shape is assumed in the contract, decision 011). Data: homeIndex.
 */
export function HomeStats({ data }: SectionProps<'HomeStats'>) {
  const { t } = useT();
  // Figures that are not there cannot be drawn as zeros: the section tells the broken answer (decision 006).
  if (!isStats(data)) throw malformedError('/v1_0/home/index/index');
  return (
    <dl className={styles.figures}>
      {FIGURES.map((f) => {
        const today = data[f.today];
        return (
          <div key={f.label} className={styles.figure}>
            <dt className={styles.label}>{t(f.label)}</dt>
            <dd className={styles.total}>{formatCount(data[f.total])}</dd>
            {isCount(today) && <dd className={styles.today}>{t('home.stats.today', { count: formatCount(today) })}</dd>}
          </div>
        );
      })}
    </dl>
  );
}
