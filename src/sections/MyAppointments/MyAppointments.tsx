/**
 * "My appointments" (issue 9 item 4; spec s7 arbitrationFeedback, supervisionFeedback): the logged-in member's
 * labour arbitration and wage-arrears supervision appointments, in two tabs, each with its status and the
 * organisation's feedback. The data is the member's own, so the component asks for it itself (src/data/
 * rights-feedback.ts, keyed by member), and only once the start-up check has confirmed the login; a visitor sees a
 * line inviting them to log in and sends nothing (decision 016). `?tab=supervision` opens on the second tab.
 */
import { useSession } from '../../session/use-session';
import { useId, useState } from 'react';
import { memberCentreUrl, usePortalConfig } from '../../config/config-context';
import { FEEDBACK_PAGE_SIZE, type AppointmentKind } from '../../data/rights-feedback';
import { useT, addTexts } from '../../i18n/i18n';
import { accountState } from '../../session/session-store';
import { safeExternalUrl } from '../../widgets/external-url';
import { TabList } from '../../widgets/TabList/TabList';
import type { SectionProps } from '../section-props';
import { AppointmentPanel } from './AppointmentPanel';
import * as styles from './MyAppointments.css';
import { zh as rightsTexts } from '../../i18n/messages/rights';

addTexts(rightsTexts);

const KINDS: readonly AppointmentKind[] = ['arbitration', 'supervision'];
const LABEL = { arbitration: 'rights.mine.arbitration', supervision: 'rights.mine.supervision' } as const;

export function MyAppointments({ section, search }: SectionProps<'MyAppointments'>) {
  const { t, text } = useT();
  const config = usePortalConfig();
  const account = useSession();
  const headingId = `${section.id}-title`;
  const loggedIn = accountState(account) !== 'loggedOut';
  const member = loggedIn && account.checked ? (account.user?.uid ?? null) : null;
  const loginHref = safeExternalUrl(memberCentreUrl(config, 'personalLogin'));

  let body;
  if (!loggedIn)
    body = (
      <p className={styles.note}>
        {t('rights.mine.visitor')} {loginHref && <a href={loginHref}>{t('rights.mine.login')}</a>}
      </p>
    );
  else if (member === null)
    body = (
      <p className={styles.note} role="status">
        {t('rights.mine.checking')}
      </p>
    );
  // Keyed by member: another login starts again on page 1 with nothing of the last member's on screen.
  else
    body = (
      <Tabs
        key={member}
        member={member}
        first={search.get('tab') === 'supervision' ? 'supervision' : 'arbitration'}
        pageSize={section.pageSize ?? FEEDBACK_PAGE_SIZE}
      />
    );
  return (
    <section
      className={styles.frame}
      aria-labelledby={headingId}
      aria-busy={(loggedIn && member === null) || undefined}
      data-section={section.id}
    >
      <h2 id={headingId} className={styles.heading}>
        {text(section.title) || t('rights.mine.title')}
      </h2>
      {body}
    </section>
  );
}

/** The two lists as tabs (WAI-ARIA tabs, automatic activation): arrows, Home and End move between them. */
function Tabs({ member, first, pageSize }: { member: number; first: AppointmentKind; pageSize: number }) {
  const { t } = useT();
  const id = useId();
  const [active, setActive] = useState<AppointmentKind>(first);
  // A later link to another tab (a kept-alive page opened again with ?tab=) selects it.
  const [asked, setAsked] = useState(first);
  if (first !== asked) {
    setAsked(first);
    setActive(first);
  }
  return (
    <>
      <TabList
        tabs={KINDS.map((kind) => ({ key: kind, label: t(LABEL[kind]) }))}
        selected={active}
        onSelect={setActive}
        label={t('rights.mine.tabs')}
        activation="automatic"
        tabId={(kind) => `${id}-${kind}-tab`}
        panelId={(kind) => `${id}-${kind}`}
      />
      {/* Both lists stay mounted (a hidden one keeps its page number), and both are asked for at once. */}
      {KINDS.map((kind) => (
        <div
          key={kind}
          role="tabpanel"
          id={`${id}-${kind}`}
          aria-labelledby={`${id}-${kind}-tab`}
          hidden={kind !== active}
          tabIndex={0}
          className={styles.panel}
        >
          <AppointmentPanel kind={kind} member={member} pageSize={pageSize} label={t(LABEL[kind])} />
        </div>
      ))}
    </>
  );
}
