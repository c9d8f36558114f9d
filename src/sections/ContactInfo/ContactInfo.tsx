import { usePortalConfig } from '../../config/config-context';
import { useT } from '../../i18n/i18n';
import { contactFacts, PhoneItems } from '../../widgets/contact-facts';
import type { SectionProps } from '../section-props';
import * as styles from './ContactInfo.css';

/**
 * 联系我们 (issue 22 item 8; decision 056): the organiser, the address, the phone lines and the service hours, as
 * the footer has them (the backend's site settings first, else the footer's config: contact-facts.ts).
 */
export function ContactInfo({ data }: SectionProps<'ContactInfo'>) {
  const { footer } = usePortalConfig();
  const { t, text } = useT();
  const facts = contactFacts(footer, data, text);
  const organiser = footer.government?.organiser;
  return (
    <dl className={styles.card}>
      {organiser && (
        <>
          <dt className={styles.term}>{t('gov.organiserTerm')}</dt>
          <dd className={styles.detail}>{text(organiser)}</dd>
        </>
      )}
      <dt className={styles.term}>{t('gov.address')}</dt>
      <dd className={styles.detail}>{facts.address}</dd>
      <dt className={styles.term}>{t('gov.phones')}</dt>
      <dd className={styles.detail}>
        <ul className={styles.list}>
          <PhoneItems phones={facts.phones} linkClassName={styles.link} />
        </ul>
      </dd>
      <dt className={styles.term}>{t('gov.hours')}</dt>
      <dd className={styles.detail}>{facts.hours.join('，')}</dd>
    </dl>
  );
}
