import { formatDate, useT, addTexts } from '../../i18n/i18n';
import { FactList } from '../../widgets/FactList/FactList';
import { plainText } from '../../widgets/plain-text';
import { SafeHtml } from '../../widgets/SafeHtml/SafeHtml';
import { safeImageUrl, safeResourceUrl } from '../../widgets/external-url';
import type { SectionProps } from '../section-props';
import * as styles from './MiniClassDetail.css';
import { zh as pagesTexts } from '../../i18n/messages/pages';

addTexts(pagesTexts);

/** One mini class: cover, date, the video (opened in a new window) when there is one, and its text. Data: queryMiniClassById. */
export function MiniClassDetail({ section, data }: SectionProps<'MiniClassDetail'>) {
  const { locale, t } = useT();
  const lesson = data;
  const Title = section.title ? 'h3' : 'h2';
  const title = plainText(lesson.title);
  const cover = safeImageUrl(lesson.thumbnail);
  const video = safeResourceUrl(lesson.video_url);
  return (
    <article className={styles.detail}>
      <Title className={styles.title}>{title}</Title>
      <FactList
        facts={[
          { label: t('pages.published'), value: formatDate(locale, lesson.addtime) },
          { label: t('pages.views'), value: lesson.click },
        ]}
      />
      {cover && <img className={styles.cover} src={cover} alt={title} width={640} height={360} />}
      {video && (
        <p>
          <a className={styles.video} href={video} target="_blank" rel="noopener noreferrer">
            {t('pages.class.video')}
            <span className={styles.hint}>{t('pages.newWindow')}</span>
          </a>
        </p>
      )}
      <SafeHtml html={lesson.content} />
    </article>
  );
}
