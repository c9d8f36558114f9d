import { useT, addTexts } from '../../i18n/i18n';
import type { SectionProps } from '../section-props';
import * as styles from './OrganizationList.css';
import { dial } from '../../widgets/contact-facts';
import { zh as homeTexts } from '../../i18n/messages/home';

addTexts(homeTexts);

/** tel: address of a number as written (spaces, dashes and brackets dropped). */

/**
 * Arbitration courts or supervision offices: name, phone and address. Their phones are public service lines, so
 * they are shown in full as tel: links (no masking). Data: queryOrganization.
 */
export function OrganizationList({ rows }: SectionProps<'OrganizationList'>) {
  const { t } = useT();
  const organizations = rows;
  return (
    <ul className={styles.list}>
      {organizations.map((org) => (
        <li key={org.id} className={styles.item}>
          <h3 className={styles.name}>{org.org_name}</h3>
          {org.phone && (
            <p className={styles.meta}>
              {t('home.org.phone')}
              <a href={dial(org.phone)}>{org.phone}</a>
            </p>
          )}
          {org.address && (
            <p className={styles.meta}>
              {t('home.org.address')}
              {org.address}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
