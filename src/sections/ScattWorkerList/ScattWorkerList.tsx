import { useT } from '../../i18n/i18n';
import { MaskedPhone } from '../../widgets/MaskedPhone/MaskedPhone';
import { MemberText } from '../../widgets/MemberText/MemberText';
import { plainText } from '../../widgets/plain-text';
import type { SectionProps } from '../section-props';
import * as styles from './ScattWorkerList.css';

/**
 * Casual workers seeking jobs: name, district, category of work and phone. Visitors see the phone masked and, instead
 * of what the worker wrote (`content`), a prompt to log in, as for the casual jobs (spec s5). Data: scattWorkIndex.
 */
export function ScattWorkerList({ rows }: SectionProps<'ScattWorkerList'>) {
  const { t } = useT();
  const workers = rows;
  return (
    <ul className={styles.list}>
      {workers.map((worker) => (
        <li key={worker.id} className={styles.item}>
          <h3 className={styles.name}>{plainText(worker.name)}</h3>
          <p className={styles.meta}>
            {worker.district_name && (
              <span>
                {t('home.scatt.district')}
                {worker.district_name}
              </span>
            )}
            {worker.catname && (
              <span>
                {t('home.scatt.category')}
                {worker.catname}
              </span>
            )}
            <span>
              {t('home.scatt.phone')}
              <MaskedPhone phone={worker.mobile} />
            </span>
          </p>
          <MemberText text={worker.content} />
        </li>
      ))}
    </ul>
  );
}
