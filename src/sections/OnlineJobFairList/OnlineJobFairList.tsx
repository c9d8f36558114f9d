import { Link } from 'react-router-dom';
import { useT, addTexts } from '../../i18n/i18n';
import { formatDateRange } from '../../widgets/date-range';
import { plainText } from '../../widgets/plain-text';
import { safeImageUrl } from '../../widgets/external-url';
import type { SectionProps } from '../section-props';
import * as styles from './OnlineJobFairList.css';
import { zh as pagesTexts } from '../../i18n/messages/pages';

addTexts(pagesTexts);

const STATUS = { 0: 'pages.fair.status0', 1: 'pages.fair.status1', 2: 'pages.fair.status2' } as const;

/** Online job fair cards: cover, title, period, status in words, and size. Data: queryOnlineJobFairPage. */
export function OnlineJobFairList({ rows }: SectionProps<'OnlineJobFairList'>) {
  const { locale, t } = useT();
  const fairs = rows;
  return (
    <ul className={styles.grid}>
      {fairs.map((fair) => {
        const title = plainText(fair.title);
        const cover = safeImageUrl(fair.thumb);
        const status = STATUS[fair.status];
        return (
          <li key={fair.id} className={styles.card}>
            {cover && <img className={styles.cover} src={cover} alt="" width={320} height={180} loading="lazy" />}
            <h3 className={styles.title}>
              <Link to={`/fairDetailOnline?id=${fair.id}`}>{title}</Link>
            </h3>
            <span className={styles.meta}>{formatDateRange(locale, fair.holddateStart, fair.holddateEnd)}</span>
            {status && <span className={styles.status[fair.status]}>{t(status)}</span>}
            {fair.companyCount || fair.jobCount ? (
              <span className={styles.meta}>
                {t('pages.fair.counts', { companies: fair.companyCount ?? 0, jobs: fair.jobCount ?? 0 })}
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
