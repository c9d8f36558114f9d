import { formatDate, useT, addTexts } from '../../i18n/i18n';
import { FactList } from '../../widgets/FactList/FactList';
import { plainText } from '../../widgets/plain-text';
import { SafeHtml } from '../../widgets/SafeHtml/SafeHtml';
import type { SectionProps } from '../section-props';
import * as styles from './NoticeDetail.css';
import { zh as pagesTexts } from '../../i18n/messages/pages';

addTexts(pagesTexts);

/** One notice: title, date, source and its text. Data: queryNoticeById. */
export function NoticeDetail({ section, data }: SectionProps<'NoticeDetail'>) {
  const { locale, t } = useT();
  const notice = data;
  const Title = section.title ? 'h3' : 'h2';
  return (
    <article className={styles.detail}>
      <Title className={styles.title}>{plainText(notice.title)}</Title>
      <FactList
        facts={[
          { label: t('pages.published'), value: formatDate(locale, notice.addtime) },
          { label: t('pages.source'), value: notice.source },
          { label: t('pages.views'), value: notice.click },
        ]}
      />
      <SafeHtml html={notice.content} />
    </article>
  );
}
