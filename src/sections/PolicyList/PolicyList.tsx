import { Link } from 'react-router-dom';
import { formatDate, useT, addTexts } from '../../i18n/i18n';
import { plainText } from '../../widgets/plain-text';
import type { SectionProps } from '../section-props';
import * as styles from './PolicyList.css';
import { zh as pagesTexts } from '../../i18n/messages/pages';

addTexts(pagesTexts);

/** Policy rows: title (to its detail page), type, issuing department and date. Data: queryPolicyPage. */
export function PolicyList({ rows }: SectionProps<'PolicyList'>) {
  const { locale, t } = useT();
  const policies = rows;
  return (
    <ul className={styles.list}>
      {policies.map((p) => {
        const title = plainText(p.title);
        return (
          <li key={p.id} className={styles.item}>
            <Link className={styles.title} to={`/policyInfoDetail?id=${p.id}`}>
              {title}
            </Link>
            <span className={styles.meta}>
              {p.type_name && (
                <span aria-label={`${t('pages.policy.type')} ${p.type_name}`} className={styles.type}>
                  {p.type_name}
                </span>
              )}
              {p.department && <span>{p.department}</span>}
              <time dateTime={new Date(p.addtime * 1000).toISOString()}>{formatDate(locale, p.addtime)}</time>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
