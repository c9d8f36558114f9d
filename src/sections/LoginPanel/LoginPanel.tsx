/**
 * The home login panel (spec s1, s4): for a visitor, two tabs (QR-code login, account and password login; on a
 * phone the password form comes first, decision 058) and the member centre's registration links; for a member, the account summary. On load it also reminds a company
 * account of its authentication state.
 */
import { useSession } from '../../session/use-session';
import { Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { memberCentreUrl, usePortalConfig } from '../../config/config-context';
import { useT, type MessageKey } from '../../i18n/i18n';
import { useMediaQuery } from '../../widgets/media-query';
import { QrLogin } from '../../widgets/QrLogin/QrLogin';
import { laterPart } from '../../widgets/retrying-lazy';
import { SMALL_SCREEN } from '../../widgets/small-screen';
import type { SectionProps } from '../section-props';
import { useCompanyAuthCheck } from './use-company-auth-check';
import { askForPasswordLogin, PasswordForm, passwordFormDrawn } from './password-form';
import * as styles from './LoginPanel.css';

const TABS: readonly { id: 'qr' | 'password'; label: MessageKey }[] = [
  { id: 'qr', label: 'account.tabs.qr' },
  { id: 'password', label: 'account.tabs.password' },
];
/**
 * The tab a visitor sees first (decision 058): QR where the code can be scanned, the password form on a small
 * screen, whose own code its camera cannot scan. The server does not know the width, so until the visitor picks a
 * tab, CSS shows the default (`data-default`): the server's HTML is right at once, and nothing changes as the page
 * hydrates. After hydration the width is known and the tabs' ARIA follows it.
 */
const DEFAULT_ON = { qr: 'wide', password: 'small' } as const;

/**
 * A member's summary, a chunk of its own (decision 098): the server draws every page as a visitor sees it, and a
 * visitor never needs it. Anew after a failed load: the section's retry asks for it again.
 */
const LaterAccountSummary = laterPart(() => import('./AccountSummary').then((m) => m.AccountSummary));

function LoginTabs() {
  const { t } = useT();
  const config = usePortalConfig();
  const id = useId();
  const small = useMediaQuery(SMALL_SCREEN);
  const [chosen, setChosen] = useState<number | null>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = chosen ?? (small ? 1 : 0);
  // The password form's code comes when its panel shows (decision 098).
  useEffect(() => {
    if (TABS[selected]?.id === 'password') void askForPasswordLogin();
  }, [selected]);

  // The password panel shows once its form answers (decision 098): while nothing was chosen, the form in it is the
  // server's until React hydrates it, and a press of 登录 before would be the browser's own submission of the page.
  // (Chosen away, the panel's content is gone: the form comes back drawn afresh.) The last tab picked wins.
  const picked = useRef<number | null>(null);
  const choose = (index: number) => {
    picked.current = index;
    if (TABS[index]?.id !== 'password') return setChosen(index);
    const serverForm = chosen === null;
    void askForPasswordLogin()
      .then((here) => (here && serverForm ? passwordFormDrawn() : undefined))
      .then(() => {
        if (picked.current === index) setChosen(index);
      });
  };

  // Tabs pattern: arrows (and Home/End) move and select; only the selected tab is in the Tab order.
  const onKeyDown = (e: KeyboardEvent) => {
    const next = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: TABS.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const index = (next + TABS.length) % TABS.length;
    choose(index);
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
            data-default={chosen === null ? DEFAULT_ON[tab.id] : undefined}
            aria-selected={i === selected}
            aria-controls={`${id}-${tab.id}-panel`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => choose(i)}
            onKeyDown={onKeyDown}
            // Pointing at or focusing the password tab asks for its form's code, so it is here by the press.
            onPointerEnter={tab.id === 'password' ? askForPasswordLogin : undefined}
            onFocus={tab.id === 'password' ? askForPasswordLogin : undefined}
          >
            {t(tab.label)}
          </button>
        ))}
      </div>
      {TABS.map((tab, i) => (
        <div
          key={tab.id}
          className={styles.tabPanel}
          role="tabpanel"
          id={`${id}-${tab.id}-panel`}
          aria-labelledby={`${id}-${tab.id}-tab`}
          data-default={chosen === null ? DEFAULT_ON[tab.id] : undefined}
          hidden={chosen !== null && i !== chosen}
        >
          {/* A QR panel not displayed never starts its session (decision 033); a chosen-away one is unmounted. */}
          {(chosen === null || i === chosen) && (tab.id === 'qr' ? <QrLogin /> : <PasswordForm />)}
        </div>
      ))}
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
      {token ? (
        <Suspense fallback={<p role="status">{t('state.loading')}</p>}>
          <LaterAccountSummary />
        </Suspense>
      ) : (
        <LoginTabs />
      )}
    </div>
  );
}
