import { Link } from 'react-router-dom';
import { useT, addTexts } from '../../i18n/i18n';
import type { SectionProps } from '../section-props';
import * as styles from './SkillList.css';
import { zh as homeTexts } from '../../i18n/messages/home';

addTexts(homeTexts);

/**
 * Skills (school majors), each a link to its detail page. Data: schoolList. As cards by default (the paged /learnSkill
 * list); with `options.layout: "compact"`, every course the section asks for (home asks for 999, spec s9) as a
 * wrapping list of names in a region of fixed height that scrolls, by keyboard too, so they do not push the page down.
 */
export function SkillList({ section, rows }: SectionProps<'SkillList'>) {
  const { t } = useT();
  const majors = rows;
  const compact = section.options?.layout === 'compact';
  const list = (
    <ul className={compact ? styles.names : styles.grid}>
      {majors.map((major) => (
        <li key={major.id}>
          <Link
            className={compact ? styles.name : styles.link}
            to={`/learnDetail?id=${major.id}`}
            title={major.major_name}
          >
            {major.major_name}
          </Link>
        </li>
      ))}
    </ul>
  );
  if (!compact) return list;
  return (
    // Focusable so that a keyboard can scroll it (its links alone would only scroll it as far as they are tabbed to).
    <div
      className={styles.scroller}
      role="region"
      aria-label={t('home.skills.all', { count: majors.length })}
      tabIndex={0}
    >
      {list}
    </div>
  );
}
