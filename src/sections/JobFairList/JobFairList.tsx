import { Link } from 'react-router-dom';
import { formatDate, useT, addTexts } from '../../i18n/i18n';
import { plainText } from '../../widgets/plain-text';
import type { SectionProps } from '../section-props';
import * as styles from './JobFairList.css';
import { zh as homeTexts } from '../../i18n/messages/home';

addTexts(homeTexts);

/** Job fairs: title, format (online or on site, in words), date and venue; online fairs open their own detail page. */
export function JobFairList({ rows }: SectionProps<'JobFairList'>) {
  const { locale, t } = useT();
  const fairs = rows;
  return (
    <ul className={styles.list}>
      {fairs.map((fair) => {
        const title = plainText(fair.title);
        const online = fair.online === 1;
        return (
          <li key={fair.id} className={styles.item}>
            <h3 className={styles.heading}>
              <Link
                className={styles.title}
                to={`/${online ? 'fairDetailOnline' : 'fairDetail'}?id=${fair.id}`}
                title={title}
              >
                {title}
              </Link>
              <span className={online ? `${styles.badge} ${styles.online}` : styles.badge}>
                {t(online ? 'home.fair.online' : 'home.fair.onsite')}
              </span>
            </h3>
            <p className={styles.meta}>
              {t('home.fair.date')}
              <time dateTime={new Date(fair.holddateStart * 1000).toISOString()}>
                {formatDate(locale, fair.holddateStart)}
              </time>
            </p>
            {fair.address && (
              <p className={styles.meta} title={fair.address}>
                {t('home.fair.address')}
                {fair.address}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
