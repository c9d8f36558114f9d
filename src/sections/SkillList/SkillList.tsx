import { Link } from 'react-router-dom';
import type { components } from '../../../sdk/schema';
import type { SectionProps } from '../section-props';
import * as styles from './SkillList.css';

type Major = components['schemas']['Major'];

/** Skills (school majors) as a grid of links to their detail pages. Data: schoolList. */
export function SkillList({ rows }: SectionProps) {
  const majors = rows as readonly Major[];
  return (
    <ul className={styles.grid}>
      {majors.map((major) => (
        <li key={major.id}>
          <Link className={styles.link} to={`/learnDetail?id=${major.id}`} title={major.major_name}>
            {major.major_name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
