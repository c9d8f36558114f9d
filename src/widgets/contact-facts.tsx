/**
 * The service centre's phone lines, address and hours, as the footer and the contact page (联系我们) show them: from
 * the backend's site settings when it gives them (spec s3), else from the footer's config.
 */
import type { components } from '../../sdk/schema';
import type { PortalConfig, Text } from '../config/portal-config';

type SiteConfig = components['schemas']['SiteConfig'];

interface ContactFacts {
  phones: { label: string; number: string }[];
  address: string;
  hours: string[];
}

export function contactFacts(
  footer: PortalConfig['footer'],
  settings: SiteConfig | undefined,
  text: (value: Text) => string,
): ContactFacts {
  const phones = settings?.service_phone?.length
    ? settings.service_phone.map((p) => ({ label: p.name, number: p.phone }))
    : footer.phones.map((p) => ({ label: text(p.label), number: p.number }));
  return { phones, address: settings?.address || text(footer.address), hours: footer.serviceHours };
}

/** A phone number as a tel: address (digits and +). */
export const dial = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/** The phone lines as list items, each number dialled by a tap: the footer's contact column and the contact page. */
export function PhoneItems({ phones, linkClassName }: { phones: ContactFacts['phones']; linkClassName: string }) {
  return phones.map((p) => (
    <li key={p.number}>
      {p.label}：
      <a className={linkClassName} href={dial(p.number)}>
        {p.number}
      </a>
    </li>
  ));
}
