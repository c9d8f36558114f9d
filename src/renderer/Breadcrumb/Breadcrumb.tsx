/**
 * 当前位置: 首页 > 找工作 > 会计 (issue 22 item 8; decision 056). A nav named 当前位置 holding an ordered list; the
 * last crumb is the page itself (aria-current="page"), the others link to their pages. The trail comes from
 * page-trail.ts, whose record name the tab's title and the server's head use too.
 */
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/i18n';
import type { Crumb } from './page-trail';
import * as styles from './Breadcrumb.css';

export function Breadcrumb({ trail }: { trail: readonly Crumb[] }) {
  const { t } = useT();
  if (trail.length === 0) return null;
  return (
    <nav className={styles.trail} aria-label={t('gov.trail')}>
      <span aria-hidden="true">{t('gov.trailLead')}</span>
      <ol className={styles.list}>
        {trail.map((crumb, i) =>
          i === trail.length - 1 || !crumb.route ? (
            <li
              key={i}
              className={`${styles.item} ${styles.current}`}
              aria-current={i === trail.length - 1 ? 'page' : undefined}
            >
              {crumb.label}
            </li>
          ) : (
            <li key={i} className={styles.item}>
              <Link className={styles.link} to={crumb.route}>
                {crumb.label}
              </Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
