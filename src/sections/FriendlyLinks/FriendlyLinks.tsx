import { useT } from '../../i18n/i18n';
import { safeExternalUrl } from '../../widgets/external-url';
import type { SectionProps } from '../section-props';
import * as styles from './FriendlyLinks.css';

/** Friendly links to other sites, opening in a new window; a link that is not http(s) shows as plain text. Data: queryLink. */
export function FriendlyLinks({ rows }: SectionProps<'FriendlyLinks'>) {
  const { t } = useT();
  const links = rows;
  return (
    <ul className={styles.list}>
      {links.map((link) => {
        const href = safeExternalUrl(link.linkUrl);
        return (
          <li key={link.id}>
            {href ? (
              <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
                {link.name}
                <span className={styles.hidden}>{t('header.externalHint')}</span>
              </a>
            ) : (
              <span className={styles.plain}>{link.name}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
