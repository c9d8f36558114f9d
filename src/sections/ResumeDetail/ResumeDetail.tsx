import { useT, addTexts } from '../../i18n/i18n';
import { formatDateRange } from '../../widgets/date-range';
import { FactList } from '../../widgets/FactList/FactList';
import { InterviewInvite } from '../../widgets/InterviewInvite/InterviewInvite';
import { maskName, maskPhone } from '../../data/visitor-view';
import { plainText } from '../../widgets/plain-text';
import { ResumeDownload } from '../../widgets/ResumeDownload/ResumeDownload';
import { safeImageUrl } from '../../widgets/external-url';
import type { SectionProps } from '../section-props';
import * as styles from './ResumeDetail.css';
import { zh as pagesTexts } from '../../i18n/messages/pages';
import { zh as talentTexts } from '../../i18n/messages/talent';

addTexts(pagesTexts);
addTexts(talentTexts);

/**
 * One resume: photo, basic facts, work and education experience, self-description. A company sees it here before
 * downloading it, masked as the talent list masks it (spec s5, issue 22 item 14, decision 055): the name by
 * maskName, the phone by maskPhone, the email left out; the downloaded file holds the rest, and is saved under the
 * name the page shows. A company downloads the resume and invites its owner to an interview here (issue 9; the page
 * is gated for companies, and so is each button). Data: personalResumeDetail.
 */
export function ResumeDetail({ section, data }: SectionProps<'ResumeDetail'>) {
  const { locale, t } = useT();
  const resume = data;
  const Title = section.title ? 'h3' : 'h2';
  const Sub = section.title ? 'h4' : 'h3';
  const name = maskName(plainText(resume.fullname));
  const photo = safeImageUrl(resume.photo_img_src?.image);
  const period = (start: number, end: number | undefined, toDate: 0 | 1 | undefined) =>
    formatDateRange(locale, start, toDate === 1 ? undefined : end, {
      open: toDate === 1 ? t('pages.resume.present') : undefined,
    });
  const work = resume.work_list ?? [];
  const schools = resume.education_list ?? [];
  return (
    <article className={styles.detail}>
      <div className={styles.head}>
        {photo && <img className={styles.photo} src={photo} alt={name} width={96} height={120} />}
        <Title className={styles.title}>{name}</Title>
      </div>
      <div className={styles.actions}>
        <ResumeDownload resumeId={resume.id} name={name} />
        <InterviewInvite resumeId={resume.id} name={name} />
      </div>
      <FactList
        facts={[
          { label: t('pages.resume.sex'), value: resume.sex_text },
          { label: t('pages.resume.age'), value: resume.age_text },
          { label: t('pages.resume.experience'), value: resume.experience_text },
          { label: t('pages.resume.education'), value: resume.education_text },
          { label: t('pages.resume.residence'), value: resume.residence },
          { label: t('pages.resume.current'), value: resume.current_text },
          { label: t('pages.resume.jobs'), value: resume.intention_jobs },
          { label: t('pages.resume.district'), value: resume.intention_district },
          { label: t('pages.resume.wage'), value: resume.intention_wage_text },
          {
            label: t('pages.phone'),
            value: resume.mobile && (
              <span>
                <span className={styles.phone}>{maskPhone(resume.mobile)}</span>
                <span className={styles.note}>{t('talent.download.toView')}</span>
              </span>
            ),
          },
        ]}
      />
      {work.length > 0 && (
        <>
          <Sub className={styles.sub}>{t('pages.resume.work')}</Sub>
          <ul className={styles.entries}>
            {work.map((w, i) => (
              <li key={w.id ?? i} className={styles.entry}>
                <span className={styles.entryHead}>{[w.companyname, w.jobname].filter(Boolean).join(' · ')}</span>
                <span className={styles.meta}>{period(w.starttime, w.endtime, w.todate)}</span>
                {w.duty && <p className={styles.text}>{plainText(w.duty)}</p>}
              </li>
            ))}
          </ul>
        </>
      )}
      {schools.length > 0 && (
        <>
          <Sub className={styles.sub}>{t('pages.resume.schools')}</Sub>
          <ul className={styles.entries}>
            {schools.map((e, i) => (
              <li key={e.id ?? i} className={styles.entry}>
                <span className={styles.entryHead}>
                  {[e.school, e.major, e.education_text].filter(Boolean).join(' · ')}
                </span>
                <span className={styles.meta}>{period(e.starttime, e.endtime, e.todate)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {resume.specialty && (
        <>
          <Sub className={styles.sub}>{t('pages.resume.about')}</Sub>
          <p className={styles.text}>{plainText(resume.specialty)}</p>
        </>
      )}
    </article>
  );
}
