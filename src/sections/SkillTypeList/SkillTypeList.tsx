import { Link } from 'react-router-dom';
import type { SectionProps } from '../section-props';
import * as styles from './SkillTypeList.css';

/** The skill types, each leading to the skills list searched by its name. Data: schoolType. */
export function SkillTypeList({ rows }: SectionProps<'SkillTypeList'>) {
  const types = rows;
  return (
    <ul className={styles.list}>
      {types.map((type) => (
        <li key={type.id}>
          <Link className={styles.link} to={`/learnSkill?${new URLSearchParams({ keywords: type.name })}`}>
            {type.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
