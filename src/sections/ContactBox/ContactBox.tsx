import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT, addTexts } from '../../i18n/i18n';
import { safeExternalUrl } from '../../widgets/external-url';
import type { SectionProps } from '../section-props';
import * as styles from './ContactBox.css';
import { dial } from '../../widgets/contact-facts';
import { zh as homeTexts } from '../../i18n/messages/home';

addTexts(homeTexts);

type Panel = 'qr' | 'phones';

const imageUrl = (v: unknown) => (typeof v === 'string' ? (/^\/(?!\/)/.test(v) ? v : safeExternalUrl(v)) : null);

/**
 * The floating contact box at the right edge: a QR code and the service phone lines with the service hours,
 * each behind a button that opens its popover (Escape closes it). Phones and hours: homeConfigIndex. The site
 * settings hold no QR image, so it comes from `options.qrImage` (with `options.qrLabel`) and is left out without it.
 */
export function ContactBox({ section, data }: SectionProps<'ContactBox'>) {
  const { t, text } = useT();
  const id = useId();
  const [open, setOpen] = useState<Panel | null>(null);
  const buttons = useRef<Partial<Record<Panel, HTMLButtonElement | null>>>({});
  const config = data;
  const phones = (config?.service_phone ?? []).filter((p) => p.phone);
  const qr = imageUrl(section.options?.qrImage);
  const qrLabel = text(section.options?.qrLabel) || t('home.contact.qr');
  if (!qr && phones.length === 0) return null;

  const toggle = (panel: Panel) => setOpen((current) => (current === panel ? null : panel));
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    buttons.current[open]?.focus();
    setOpen(null);
  };
  const button = (panel: Panel, icon: string, label: string) => (
    <button
      ref={(el) => {
        buttons.current[panel] = el;
      }}
      type="button"
      className={styles.toggle}
      aria-expanded={open === panel}
      aria-controls={`${id}-${panel}`}
      onClick={() => toggle(panel)}
    >
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      {label}
    </button>
  );

  return (
    <aside className={styles.box} aria-label={t('home.contact.label')} onKeyDown={onKeyDown}>
      <ul className={styles.entries}>
        {qr && (
          <li className={styles.entry}>
            {button('qr', '▦', t('home.contact.qr'))}
            <div id={`${id}-qr`} className={styles.qrPopover} hidden={open !== 'qr'}>
              <img className={styles.qr} src={qr} alt={qrLabel} width={128} height={128} loading="lazy" />
              <p className={styles.caption}>{qrLabel}</p>
            </div>
          </li>
        )}
        {phones.length > 0 && (
          <li className={styles.entry}>
            {button('phones', '☎', t('home.contact.phones'))}
            <div id={`${id}-phones`} className={styles.phonePopover} hidden={open !== 'phones'}>
              <ul className={styles.phones}>
                {phones.map((p, i) => (
                  <li key={i} className={styles.line}>
                    <span>{p.name}</span>
                    <a className={styles.number} href={dial(p.phone)}>
                      {p.phone}
                    </a>
                  </li>
                ))}
              </ul>
              {config?.service_time && (
                <p className={styles.hours}>{t('home.contact.hours', { hours: config.service_time })}</p>
              )}
            </div>
          </li>
        )}
      </ul>
    </aside>
  );
}
