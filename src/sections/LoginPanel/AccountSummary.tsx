/**
 * The home panel for a logged-in member (spec s1): avatar (alt = the name), the name, the phone with only its first
 * 3 and last 4 digits shown, log out, and the way into the member centre (personal or company by account type).
 */
import { useSession } from '../../session/use-session';
import { useState } from 'react';
import { memberCentreUrl, usePortalConfig } from '../../config/config-context';
import { useT } from '../../i18n/i18n';
import { accountState } from '../../session/session-store';
import { logOut } from '../../widgets/AccountMenu/log-out';
import { maskPhone } from '../../data/visitor-view';
import * as styles from './LoginPanel.css';

export function AccountSummary() {
  const { t } = useT();
  const config = usePortalConfig();
  const s = useSession();
  const company = accountState(s) === 'company';
  const name = (company ? s.companyName : s.user?.fullname) ?? s.user?.name ?? '';
  const avatar = s.user?.avatar;
  const [brokenAvatar, setBrokenAvatar] = useState<string | null>(null);
  const mobile = s.user?.mobile;

  return (
    <div className={styles.account}>
      {avatar && brokenAvatar !== avatar ? (
        <img
          className={styles.avatar}
          src={avatar}
          alt={name}
          width={72}
          height={72}
          onError={() => setBrokenAvatar(avatar)}
        />
      ) : (
        <span className={styles.avatarFallback} role="img" aria-label={name}>
          {[...name][0] ?? ''}
        </span>
      )}
      <p className={styles.name}>{name}</p>
      {mobile && (
        <p className={styles.phone}>
          {t('account.summary.phone')}
          {maskPhone(mobile)}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={() => void logOut()}>
          {t('account.logout')}
        </button>
        <a className={styles.primary} href={memberCentreUrl(config, company ? 'companyCentre' : 'personalCentre')}>
          {t('account.summary.centre')}
        </a>
      </div>
    </div>
  );
}
