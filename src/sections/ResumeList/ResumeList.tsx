import { Link } from 'react-router-dom';
import { useT, addTexts } from '../../i18n/i18n';
import { maskName } from '../../data/visitor-view';
import type { SectionProps } from '../section-props';
import * as styles from './ResumeList.css';
import { zh as homeTexts } from '../../i18n/messages/home';

addTexts(homeTexts);

/**
 * Resume cards: photo, name (masked: maskName, the rule the resume page and its download follow too; the backend
 * sends it masked already, as 张先生), age, experience, education, intended district and jobs.
 */
export function ResumeList({ rows }: SectionProps<'ResumeList'>) {
  const { t } = useT();
  const resumes = rows;
  return (
    <ul className={styles.grid}>
      {resumes.map((resume) => {
        const facts = [resume.age_text, resume.experience_text, resume.education_text].filter(Boolean).join(' | ');
        const photo = resume.photo_img_src?.image;
        const name = maskName(resume.fullname);
        return (
          <li key={resume.id} className={styles.card}>
            {photo ? (
              <img className={styles.photo} src={photo} alt={name} width={64} height={64} loading="lazy" />
            ) : (
              <span className={styles.photo} />
            )}
            <div className={styles.body}>
              <h3 className={styles.name}>
                <Link className={styles.link} to={`/resumeDetail?id=${resume.id}`}>
                  {name}
                </Link>
              </h3>
              {facts && <p className={styles.meta}>{facts}</p>}
              {resume.intention_district && (
                <p className={styles.meta}>
                  {t('home.resume.district')}
                  {resume.intention_district}
                </p>
              )}
              {resume.intention_jobs && (
                <p className={styles.meta} title={resume.intention_jobs}>
                  {t('home.resume.jobs')}
                  {resume.intention_jobs}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
