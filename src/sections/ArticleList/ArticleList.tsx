import { Link } from 'react-router-dom';
import { formatDate, useT } from '../../i18n/i18n';
import { safeExternalUrl } from '../../widgets/external-url';
import { plainText } from '../../widgets/plain-text';
import type { SectionProps } from '../section-props';
import * as styles from './ArticleList.css';

/**
 * Recruitment news: title (with its thumbnail when there is one) and date. An article with an http(s)
 * `link_url` opens that page in a new window; any other opens its detail page. Data: getInfoByPage, homeArticleIndex.
 */
export function ArticleList({ rows }: SectionProps<'ArticleList'>) {
  const { locale, t } = useT();
  const articles = rows;
  return (
    <ul className={styles.list}>
      {articles.map((article) => {
        const title = plainText(article.title);
        const href = safeExternalUrl(article.link_url);
        return (
          <li key={article.id} className={styles.item}>
            {article.thumb && (
              <img className={styles.thumb} src={article.thumb} alt="" width={96} height={64} loading="lazy" />
            )}
            <div className={styles.body}>
              <h3 className={styles.title}>
                {href ? (
                  <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer" title={title}>
                    {title}
                    <span className={styles.hidden}>{t('header.externalHint')}</span>
                  </a>
                ) : (
                  <Link className={styles.link} to={`/informationDetail?id=${article.id}`} title={title}>
                    {title}
                  </Link>
                )}
              </h3>
              {article.addtime !== undefined && (
                <time className={styles.date} dateTime={new Date(article.addtime * 1000).toISOString()}>
                  {formatDate(locale, article.addtime)}
                </time>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
