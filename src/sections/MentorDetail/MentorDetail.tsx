import { useT, addTexts } from '../../i18n/i18n';
import { FactList } from '../../widgets/FactList/FactList';
import { plainText } from '../../widgets/plain-text';
import { SafeHtml } from '../../widgets/SafeHtml/SafeHtml';
import { safeImageUrl } from '../../widgets/external-url';
import type { SectionProps } from '../section-props';
import * as styles from './MentorDetail.css';
import { zh as pagesTexts } from '../../i18n/messages/pages';

addTexts(pagesTexts);

/** One career mentor: portrait, title, organisation, specialities and introduction. Data: queryJobTeacherById. */
export function MentorDetail({ section, data }: SectionProps<'MentorDetail'>) {
  const { t } = useT();
  const mentor = data;
  const Title = section.title ? 'h3' : 'h2';
  const Sub = section.title ? 'h4' : 'h3';
  const name = plainText(mentor.name);
  const picture = safeImageUrl(mentor.picture);
  return (
    <article className={styles.detail}>
      <div className={styles.head}>
        {picture && <img className={styles.picture} src={picture} alt={name} width={120} height={150} />}
        <Title className={styles.title}>{name}</Title>
      </div>
      <FactList
        facts={[
          { label: t('pages.mentor.title'), value: mentor.title },
          { label: t('pages.mentor.organization'), value: mentor.organization },
          { label: t('pages.mentor.skilled'), value: mentor.skilled },
        ]}
      />
      {mentor.introduction && (
        <>
          <Sub className={styles.sub}>{t('pages.mentor.introduction')}</Sub>
          <SafeHtml html={mentor.introduction} />
        </>
      )}
    </article>
  );
}
