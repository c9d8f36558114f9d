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
 * A person's name as the talent list shows it to a company (spec s5: personal details are masked until the resume
 * is downloaded): the surname, the rest hidden. A name that comes masked (张先生, 李女士, 王**) stays as sent. The
 * one rule for the list (ResumeList), the resume page (ResumeDetail) and the downloaded file's name.
 */
export function maskName(name: string): string {
  const value = name.trim();
  if (!value || value.includes('*') || /(先生|女士)$/.test(value)) return value;
  const [first, ...rest] = Array.from(value);
  return `${first}${'*'.repeat(Math.max(1, rest.filter((c) => c.trim()).length))}`;
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
