import { Link } from 'react-router-dom';
import { useT, type MessageKey, addTexts } from '../../i18n/i18n';
import { OrganizationList } from '../OrganizationList/OrganizationList';
import type { SectionProps } from '../section-props';
import * as styles from './RightsPanel.css';
import { zh as homeTexts } from '../../i18n/messages/home';

addTexts(homeTexts);

const ENTRIES: readonly { to: string; label: MessageKey }[] = [
  { to: '/arbitration', label: 'home.rights.arbitration' },
  { to: '/supervision?type=1', label: 'home.rights.construction' },
  { to: '/supervision?type=2', label: 'home.rights.nonConstruction' },
];

/** Home rights-protection panel: the arbitration courts (rows, cut to `show`) and the three appointment entries. */
export function RightsPanel(props: SectionProps<'RightsPanel'>) {
  const { t } = useT();
  return (
    <div className={styles.panel}>
      <OrganizationList {...props} section={{ ...props.section, component: 'OrganizationList' }} />
      <nav aria-label={t('home.rights.entries')}>
        <ul className={styles.entries}>
          {ENTRIES.map((entry) => (
            <li key={entry.to}>
              <Link className={styles.entry} to={entry.to}>
                {t(entry.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
