import { Link } from 'react-router-dom';
import { plainText } from '../../widgets/plain-text';
import type { SectionProps } from '../section-props';
import * as styles from './MiniClassList.css';

/**
 * Mini classes: thumbnail and title, one link each to the class. The thumbnail sits inside the link beside the
 * title, so it is decorative (alt=""): the link's name is the title, said once. Data: queryMiniClassPage.
 */
export function MiniClassList({ rows }: SectionProps<'MiniClassList'>) {
  const classes = rows;
  return (
    <ul className={styles.list}>
      {classes.map((item) => {
        const title = plainText(item.title);
        return (
          <li key={item.id}>
            <Link className={styles.link} to={`/miniClazzDetail?id=${item.id}`} title={title}>
              {item.thumbnail && (
                <img className={styles.thumb} src={item.thumbnail} alt="" width={320} height={180} loading="lazy" />
              )}
              <h3 className={styles.title}>{title}</h3>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
