import { useT, addTexts } from '../../i18n/i18n';
import { MaskedPhone } from '../../widgets/MaskedPhone/MaskedPhone';
import { plainText } from '../../widgets/plain-text';
import type { SectionProps } from '../section-props';
import * as styles from './ScattWorkerList.css';
import { zh as homeTexts } from '../../i18n/messages/home';

addTexts(homeTexts);

/**
 * Casual workers seeking jobs: name, district, category of work, phone and what the worker wrote (`content`, as plain
 * text). Visitors see the phone masked; the description is everyone's to read: spec s5 hides only the casual JOBS'
 * descriptions (issue 32, item 7; src/data/visitor-view.ts names what is hidden, once). Data: scattWorkIndex.
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
          {worker.content && plainText(worker.content) && <p className={styles.content}>{plainText(worker.content)}</p>}
        </li>
      ))}
    </ul>
  );
}
