/**
 * The home login panel (spec s1, s4): for a visitor, two tabs (QR-code login, account and password login) and the
 * member centre's registration links; for a member, the account summary. On load it also reminds a company
 * account of its authentication state.
 */
import { useSession } from '../../session/use-session';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { memberCentreUrl, usePortalConfig } from '../../config/config-context';
import { useT, type MessageKey } from '../../i18n/i18n';
import { QrLogin } from '../../widgets/QrLogin/QrLogin';
import type { SectionProps } from '../section-props';
import { AccountSummary } from './AccountSummary';
import { useCompanyAuthCheck } from './company-auth-check';
import { PasswordLogin } from './PasswordLogin';
import * as styles from './LoginPanel.css';

const TABS: readonly { id: 'qr' | 'password'; label: MessageKey }[] = [
  { id: 'qr', label: 'account.tabs.qr' },
  { id: 'password', label: 'account.tabs.password' },
];

function LoginTabs() {
  const { t } = useT();
  const config = usePortalConfig();
  const id = useId();
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = TABS[selected]!;

  // Tabs pattern: arrows (and Home/End) move and select; only the selected tab is in the Tab order.
  const onKeyDown = (e: KeyboardEvent) => {
    const next = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: TABS.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const index = (next + TABS.length) % TABS.length;
    setSelected(index);
    tabRefs.current[index]?.focus();
  };

  return (
    <>
      <div className={styles.tabs} role="tablist" aria-label={t('account.tabs.label')}>
        {TABS.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.id}-tab`}
            className={styles.tab}
            aria-selected={i === selected}
            aria-controls={i === selected ? `${id}-panel` : undefined}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
            onKeyDown={onKeyDown}
          >
            {t(tab.label)}
          </button>
        ))}
      </div>
      <div className={styles.tabPanel} role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${current.id}-tab`}>
        {current.id === 'qr' ? <QrLogin /> : <PasswordLogin />}
      </div>
      <p className={styles.links}>
        <a href={memberCentreUrl(config, 'personalRegister')}>{t('account.register')}</a>
        <a href={memberCentreUrl(config, 'companyRegister')}>{t('account.freeRegister')}</a>
      </p>
    </>
  );
}

export function LoginPanel({ section }: SectionProps<'LoginPanel'>) {
  const { t } = useT();
  const { token } = useSession();
  useCompanyAuthCheck();
  return (
    <div className={styles.panel}>
      {!section.title && <h2 className={styles.heading}>{t('account.panel.title')}</h2>}
      {token ? <AccountSummary /> : <LoginTabs />}
    </div>
  );
}
