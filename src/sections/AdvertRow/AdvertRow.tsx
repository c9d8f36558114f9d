import { useT, addTexts } from '../../i18n/i18n';
import { BannerLink } from '../../widgets/BannerLink/BannerLink';
import type { SectionProps } from '../section-props';
import * as styles from './AdvertRow.css';
import { zh as homeTexts } from '../../i18n/messages/home';

addTexts(homeTexts);

const SLOT = 'QS_index_a3@web';
const COUNT = 3;

/** The three home adverts (QS_index_a3@web), each linked by the banner click rule of spec s2. Data: homeAdIndex. */
export function AdvertRow({ data }: SectionProps<'AdvertRow'>) {
  const { t } = useT();
  const adverts = (data?.items[SLOT] ?? []).slice(0, COUNT);
  if (adverts.length === 0) return null;
  return (
    <ul className={styles.row} aria-label={t('home.adverts.label')}>
      {adverts.map((ad, i) => (
        <li key={i} className={styles.item}>
          <BannerLink ad={ad} width={400} height={100} loading="lazy" />
        </li>
      ))}
    </ul>
  );
}
