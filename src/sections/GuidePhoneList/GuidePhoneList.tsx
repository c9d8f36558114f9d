import type { SectionProps } from '../section-props';
import * as styles from './GuidePhoneList.css';

/**
 * District guidance phone lines: the district (`adress`, the backend's spelling) and its number. These are
 * public service lines, shown in full as tel: links to everyone. Data: queryGuideMobileByPage.
 */
export function GuidePhoneList({ rows }: SectionProps<'GuidePhoneList'>) {
  const lines = rows;
  return (
    <ul className={styles.list}>
      {lines.map((line, i) => (
        <li key={`${i}-${line.adress}`} className={styles.item}>
          <span className={styles.district} title={line.adress}>
            {line.adress}
          </span>
          <a className={styles.phone} href={`tel:${line.mobile.replace(/[^\d+]/g, '')}`}>
            {line.mobile}
          </a>
        </li>
      ))}
    </ul>
  );
}
