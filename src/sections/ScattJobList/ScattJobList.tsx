import { useT, addTexts } from '../../i18n/i18n';
import { MaskedPhone } from '../../widgets/MaskedPhone/MaskedPhone';
import { MemberText } from '../../widgets/MemberText/MemberText';
import { plainText } from '../../widgets/plain-text';
import type { SectionProps } from '../section-props';
import * as styles from './ScattJobList.css';
import { zh as homeTexts } from '../../i18n/messages/home';

addTexts(homeTexts);

/**
 * Casual jobs offered: name, district, contact person and phone. Visitors see the phone masked and, instead of
 * the description, a prompt to log in (spec s5); members see both in full. Data: scattJobIndex.
 */
export function ScattJobList({ rows }: SectionProps<'ScattJobList'>) {
  const { t } = useT();
  const jobs = rows;
  return (
    <ul className={styles.list}>
      {jobs.map((job) => (
        <li key={job.id} className={styles.item}>
          <h3 className={styles.name}>{plainText(job.name)}</h3>
          <p className={styles.meta}>
            {job.district && (
              <span>
                {t('home.scatt.district')}
                {job.district}
              </span>
            )}
            {job.contact && (
              <span>
                {t('home.scatt.contact')}
                {job.contact}
              </span>
            )}
            <span>
              {t('home.scatt.phone')}
              <MaskedPhone phone={job.mobile} />
            </span>
          </p>
          <MemberText text={job.content} />
        </li>
      ))}
    </ul>
  );
}
