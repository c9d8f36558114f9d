import { Link } from 'react-router-dom';
import type { SectionProps } from '../section-props';
import { skillTypeHref } from './skill-type-href';
import * as styles from './SkillTypeList.css';

/**
 * The skill types, each leading to its courses on /skillType (`?type={id}`, which the page's course list sends to
 * schoolList as `type_id`, not the type's name as a keyword); the type being shown is marked as the current one.
 * Data: schoolType.
 */
export function SkillTypeList({ rows, search }: SectionProps<'SkillTypeList'>) {
  const types = rows;
  const chosen = search.get('type');
  return (
    <ul className={styles.list}>
      {types.map((type) => (
        <li key={type.id}>
          <Link
            className={styles.link}
            to={skillTypeHref(type.id)}
            aria-current={chosen === String(type.id) ? 'page' : undefined}
          >
            {type.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
