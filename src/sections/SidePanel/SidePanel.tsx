import { useState } from 'react';
import { useBrowserState, type BrowserState } from '../../browser-state/use-browser-state';
import { useT, addTexts } from '../../i18n/i18n';
import type { SectionProps } from '../section-props';
import { closedForVisit, rememberClosed } from '../../widgets/closed-for-visit';
import { CLOSED_KEY } from './closed-mark';
import * as styles from './SidePanel.css';
import { zh as homeTexts } from '../../i18n/messages/home';

addTexts(homeTexts);

/** Closed earlier in this visit: the server's panel is drawn while hydrating, then this (decision 098). */
const closedBefore: BrowserState<boolean> = {
  subscribe: () => () => undefined,
  read: () => closedForVisit(CLOSED_KEY),
};

/**
 * The closable side panel at the right edge: the site's icon items (image, hover image, title) and the first
 * service phone line. Data: homeConfigIndex (`right_icons`, `service_phone`).
 */
export function SidePanel({ data }: SectionProps<'SidePanel'>) {
  const { t } = useT();
  const [closedNow, setClosed] = useState(false);
  const closed = useBrowserState(closedBefore, false) || closedNow;
  const config = data;
  const icons = config?.right_icons ?? [];
  const phone = config?.service_phone?.find((p) => p.phone);
  if (closed || (icons.length === 0 && !phone)) return null;

  const close = () => {
    setClosed(true);
    rememberClosed(CLOSED_KEY);
  };

  return (
    <aside className={styles.panel} aria-label={t('home.side.label')}>
      <button type="button" className={styles.close} onClick={close} aria-label={t('home.side.close')}>
        <span aria-hidden="true">×</span>
      </button>
      <ul className={styles.items}>
        {icons.map((icon) => (
          <li key={icon.name} className={styles.item}>
            <img className={styles.icon} src={icon.iconImage} alt="" width={40} height={40} />
            {icon.iconImage2 && (
              <img className={styles.hoverIcon} src={icon.iconImage2} alt="" width={40} height={40} />
            )}
            <span>{icon.iconTitle || icon.name}</span>
          </li>
        ))}
        {phone && (
          <li className={styles.item}>
            <span className={styles.glyph} aria-hidden="true">
              ☎
            </span>
            <span>{t('home.side.phone')}</span>
            <a className={styles.phone} href={`tel:${phone.phone.replace(/[^\d+]/g, '')}`}>
              {phone.phone}
            </a>
          </li>
        )}
      </ul>
    </aside>
  );
}
