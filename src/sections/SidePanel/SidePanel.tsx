import { useState } from 'react';
import { useT, addTexts } from '../../i18n/i18n';
import type { SectionProps } from '../section-props';
import * as styles from './SidePanel.css';
import { zh as homeTexts } from '../../i18n/messages/home';

addTexts(homeTexts);

/** sessionStorage key: once closed, the panel stays closed for the rest of the visit (the browser tab). */
export const CLOSED_KEY = 'sidePanelClosed';

function wasClosed(): boolean {
  try {
    return sessionStorage.getItem(CLOSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The closable side panel at the right edge: the site's icon items (image, hover image, title) and the first
 * service phone line. Data: homeConfigIndex (`right_icons`, `service_phone`).
 */
export function SidePanel({ data }: SectionProps<'SidePanel'>) {
  const { t } = useT();
  const [closed, setClosed] = useState(wasClosed);
  const config = data;
  const icons = config?.right_icons ?? [];
  const phone = config?.service_phone?.find((p) => p.phone);
  if (closed || (icons.length === 0 && !phone)) return null;

  const close = () => {
    setClosed(true);
    try {
      sessionStorage.setItem(CLOSED_KEY, '1');
    } catch {
      // storage unavailable: the panel still closes for this page view
    }
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
