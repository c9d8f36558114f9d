import { Link } from 'react-router-dom';
import type { Text } from '../../config/portal-config';
import { useT, addTexts } from '../../i18n/i18n';
import type { SectionProps } from '../section-props';
import * as styles from './EntryLinks.css';
import { zh as homeTexts } from '../../i18n/messages/home';

addTexts(homeTexts);

interface Entry {
  route: string;
  label: Text;
}

const isText = (v: unknown): v is Text =>
  typeof v === 'string' ||
  (typeof v === 'object' && v !== null && typeof (v as Record<string, unknown>)['zh-CN'] === 'string');
// Portal routes only: a leading single slash (not //host), so config cannot smuggle in another site or a script.
const isEntry = (v: unknown): v is Entry => {
  const e = v as Partial<Entry> | null;
  return (
    typeof e === 'object' && e !== null && typeof e.route === 'string' && /^\/(?!\/)/.test(e.route) && isText(e.label)
  );
};

/** A row of prominent links from `options.links` ({route, label}[]): rights protection, gig market, policy, 404. */
export function EntryLinks({ section }: SectionProps<'EntryLinks'>) {
  const { t, text } = useT();
  // Typed by the schema; the guard still keeps to portal routes whatever the file says.
  const links = (section.options?.links ?? []).filter(isEntry);
  if (links.length === 0) return null;
  return (
    <nav aria-label={section.title ? text(section.title) : t('home.entries.label')}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.route}>
            <Link className={styles.link} to={link.route}>
              {text(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
