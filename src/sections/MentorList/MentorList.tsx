import { Link } from 'react-router-dom';
import { useT, addTexts } from '../../i18n/i18n';
import type { SectionProps } from '../section-props';
import * as styles from './MentorList.css';
import { zh as homeTexts } from '../../i18n/messages/home';

addTexts(homeTexts);

/** Career mentors: picture, name (linking to the mentor) and what they are skilled in. Data: queryJobTeacherPage. */
export function MentorList({ rows }: SectionProps<'MentorList'>) {
  const { t } = useT();
  const mentors = rows;
  return (
    <ul className={styles.list}>
      {mentors.map((mentor) => (
        <li key={mentor.id} className={styles.card}>
          {mentor.picture ? (
            <img
              className={styles.picture}
              src={mentor.picture}
              alt={mentor.name}
              width={72}
              height={90}
              loading="lazy"
            />
          ) : (
            <span className={styles.picture} />
          )}
          <div className={styles.body}>
            <h3 className={styles.name}>
              <Link className={styles.link} to={`/teacherDetail?id=${mentor.id}`}>
                {mentor.name}
              </Link>
            </h3>
            {mentor.skilled && (
              <p className={styles.skilled} title={mentor.skilled}>
                {t('home.mentor.skilled')}
                {mentor.skilled}
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
