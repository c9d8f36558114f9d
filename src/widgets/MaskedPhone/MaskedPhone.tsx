import { useSession } from '../../session/use-session';
import { useT, addTexts } from '../../i18n/i18n';
import { maskPhone } from '../../data/visitor-view';
import * as styles from './MaskedPhone.css';
import { zh as homeTexts } from '../../i18n/messages/home';

addTexts(homeTexts);

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
