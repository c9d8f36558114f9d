import type { components } from '../../../sdk/schema';
import { useT } from '../../i18n/i18n';
import { MaskedPhone } from '../../widgets/MaskedPhone/MaskedPhone';
import { plainText } from '../../widgets/plain-text';
import type { SectionProps } from '../section-props';
import * as styles from './ScattWorkerList.css';

type ScattWorker = components['schemas']['ScattWorker'];

/** Casual workers seeking jobs: name, district, category of work and phone (masked for visitors). Data: scattWorkIndex. */
export function ScattWorkerList({ rows }: SectionProps) {
  const { t } = useT();
  const workers = rows as readonly ScattWorker[];
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
        </li>
      ))}
    </ul>
  );
}
