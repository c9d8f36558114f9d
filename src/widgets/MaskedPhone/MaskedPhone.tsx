import { useSession } from '../../session/use-session';
import { useT } from '../../i18n/i18n';
import * as styles from './MaskedPhone.css';

/**
 * A phone number seen by a visitor: the first 3 and last 4 digits with **** between (spec s5). Numbers too
 * short to keep anything hidden that way are hidden whole; a number the backend already masked stays as sent.
 */
export function maskPhone(phone: string): string {
  const value = phone.trim();
  if (value.includes('*')) return value;
  const digits = value.replace(/\D/g, '');
  return digits.length >= 8 ? `${digits.slice(0, 3)}****${digits.slice(-4)}` : '****';
}

/**
 * A contact phone number: in full (as a tel: link) for a logged-in member, masked with a prompt to log in for a
 * visitor. The visitor's markup never holds the full number, in no attribute either.
 */
export function MaskedPhone({ phone }: { phone: string }) {
  const { t } = useT();
  const { token } = useSession();
  if (token) {
    const dial = phone.replace(/[^\d+]/g, '');
    // A number that arrives masked cannot be dialled: show it as text.
    return phone.includes('*') || !dial ? (
      <span className={styles.phone}>{phone}</span>
    ) : (
      <a className={styles.phone} href={`tel:${dial}`}>
        {phone}
      </a>
    );
  }
  return (
    <span>
      <span className={styles.phone}>{maskPhone(phone)}</span>
      <span className={styles.prompt}>{t('home.phone.loginToView')}</span>
    </span>
  );
}
