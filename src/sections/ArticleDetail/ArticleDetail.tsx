import { formatDate, useT, addTexts } from '../../i18n/i18n';
import { safeExternalUrl } from '../../widgets/external-url';
import { FactList } from '../../widgets/FactList/FactList';
import { plainText } from '../../widgets/plain-text';
import { SafeHtml } from '../../widgets/SafeHtml/SafeHtml';
import type { SectionProps } from '../section-props';
import * as styles from './ArticleDetail.css';
import { zh as pagesTexts } from '../../i18n/messages/pages';

addTexts(pagesTexts);

/** One recruitment-news article: title, date, source, its text, and the original when it lives elsewhere. Data: getInfoById. */
export function ArticleDetail({ section, data }: SectionProps<'ArticleDetail'>) {
  const { locale, t } = useT();
  const article = data;
  const Title = section.title ? 'h3' : 'h2';
  const original = safeExternalUrl(article.link_url);
  return (
    <article className={styles.detail}>
      <Title className={styles.title}>{plainText(article.title)}</Title>
      <FactList
        facts={[
          { label: t('pages.published'), value: formatDate(locale, article.addtime) },
          { label: t('pages.source'), value: article.source },
          { label: t('pages.views'), value: article.click },
        ]}
      />
      <SafeHtml html={article.content} />
      {original && (
        <p>
          <a href={original} target="_blank" rel="noopener noreferrer">
            {t('pages.article.original')}
            <span className={styles.hint}>{t('pages.newWindow')}</span>
          </a>
        </p>
      )}
    </article>
  );
}
