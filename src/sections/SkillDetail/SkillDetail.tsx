import { Link } from 'react-router-dom';
import { useT, addTexts } from '../../i18n/i18n';
import { formatDateRange } from '../../widgets/date-range';
import { CourseSignUp } from '../../widgets/CourseSignUp/CourseSignUp';
import { FactList } from '../../widgets/FactList/FactList';
import { MaskedPhone } from '../../widgets/MaskedPhone/MaskedPhone';
import { plainText } from '../../widgets/plain-text';
import { SafeHtml } from '../../widgets/SafeHtml/SafeHtml';
import { safeImageUrl } from '../../widgets/external-url';
import type { SectionProps } from '../section-props';
import { skillTypeHref } from '../SkillTypeList/skill-type-href';
import * as styles from './SkillDetail.css';
import { zh as pagesTexts } from '../../i18n/messages/pages';

addTexts(pagesTexts);

/** One training course: school, skill type (to more of its kind), fee, enrolment, subsidy, contact, content. Data: schoolDetail. */
export function SkillDetail({ section, data }: SectionProps<'SkillDetail'>) {
  const { locale, t } = useT();
  const major = data.info;
  const Title = section.title ? 'h3' : 'h2';
  const Sub = section.title ? 'h4' : 'h3';
  const name = plainText(major.major_name);
  const cover = safeImageUrl(major.thumb);
  // The type's courses are asked by its id (schoolList's type_id); a type without an id can only be searched by name.
  const type = major.type_name && (
    <Link
      to={
        major.type_id
          ? skillTypeHref(major.type_id)
          : `/learnSkill?${new URLSearchParams({ keywords: major.type_name })}`
      }
    >
      {major.type_name}
    </Link>
  );
  return (
    <article className={styles.detail}>
      <Title className={styles.title}>{name}</Title>
      {cover && <img className={styles.cover} src={cover} alt={name} width={320} height={180} />}
      <FactList
        facts={[
          { label: t('pages.skill.school'), value: major.school_name },
          { label: t('pages.skill.type'), value: type },
          { label: t('pages.skill.tuition'), value: major.tuition },
          { label: t('pages.skill.duration'), value: major.duration },
          { label: t('pages.skill.enrol'), value: formatDateRange(locale, major.enrol_starttime, major.enrol_endtime) },
          { label: t('pages.skill.subsidy'), value: major.subsidy },
          { label: t('pages.address'), value: major.address },
          { label: t('pages.contact'), value: major.contact },
          { label: t('pages.phone'), value: major.mobile && <MaskedPhone phone={major.mobile} /> },
          {
            label: t('pages.skill.signups'),
            value: major.signup_num === undefined ? undefined : t('pages.job.people', { count: major.signup_num }),
          },
        ]}
      />
      <CourseSignUp
        key={major.id}
        majorId={major.id}
        courseName={name}
        enrolStart={major.enrol_starttime}
        enrolEnd={major.enrol_endtime}
      />
      <Sub className={styles.sub}>{t('pages.skill.content')}</Sub>
      <SafeHtml html={major.content} />
    </article>
  );
}
