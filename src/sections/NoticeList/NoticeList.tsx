import { Link } from 'react-router-dom';
import { formatDate, useT } from '../../i18n/i18n';
import type { SectionProps } from '../section-props';
import * as styles from './NoticeList.css';

/** Notice titles with their dates, each linking to its detail page. Data: queryNoticeByPage. */
export function NoticeList({ rows }: SectionProps<'NoticeList'>) {
  const { locale } = useT();
  const records = rows;
  return (
    <ul className={styles.list}>
      {records.map((n) => (
        <li key={n.id} className={styles.item}>
          <Link className={styles.title} to={`/noticeDetail?id=${n.id}`} title={n.title}>
            {n.title}
          </Link>
          <time className={styles.date} dateTime={new Date(n.addtime * 1000).toISOString()}>
            {formatDate(locale, n.addtime)}
          </time>
        </li>
      ))}
    </ul>
  );
}
