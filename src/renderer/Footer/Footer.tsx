/**
 * The footer (spec s2): links for job seekers and employers, the two mini-program QR codes, service phone lines,
 * service hours, the address and filing notices. Phones, hours, address and filings from the backend's site
 * settings when it has them, else from page config.
 */
import { useQuery } from '@tanstack/react-query';
import { usePortalConfig } from '../../config/config-context';
import { siteSettingsQuery } from '../../data/site-settings';
import { useT } from '../../i18n/i18n';
import { ConfigLink } from '../ConfigLink';
import * as styles from './Footer.css';

export function Footer() {
  const { footer } = usePortalConfig();
  const { t, text } = useT();
  const settings = useQuery(siteSettingsQuery()).data?.raw;
  const phones = settings?.service_phone?.length
    ? settings.service_phone.map((p) => ({ label: p.name, number: p.phone }))
    : footer.phones.map((p) => ({ label: text(p.label), number: p.number }));
  const address = settings?.address || text(footer.address);
  const filings = settings?.icp ? [settings.icp] : footer.filings.map((f) => text(f));
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-labelledby="footer-personal">
          <h2 id="footer-personal" className={styles.heading}>
            {t('footer.personal')}
          </h2>
          <ul className={styles.list}>
            {footer.personalLinks.map((l, i) => (
              <li key={i}>
                <ConfigLink className={styles.link} link={l} />
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={styles.heading}>
            {t('footer.company')}
          </h2>
          <ul className={styles.list}>
            {footer.companyLinks.map((l, i) => (
              <li key={i}>
                <ConfigLink className={styles.link} link={l} />
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t('footer.contact')}
          </h2>
          <ul className={styles.list}>
            {phones.map((p) => (
              <li key={p.number}>
                {p.label}：
                <a className={styles.link} href={`tel:${p.number.replace(/[^\d+]/g, '')}`}>
                  {p.number}
                </a>
              </li>
            ))}
            <li>{t('footer.hours', { hours: footer.serviceHours.join('，') })}</li>
          </ul>
        </section>
        <section aria-labelledby="footer-codes">
          <h2 id="footer-codes" className={styles.heading}>
            {t('footer.miniPrograms')}
          </h2>
          <div className={styles.codes}>
            {footer.miniPrograms.map((m) => (
              <figure key={m.image} className={styles.code}>
                <img
                  className={styles.codeImage}
                  src={m.image}
                  alt={text(m.label)}
                  width={96}
                  height={96}
                  loading="lazy"
                />
                <figcaption>{text(m.label)}</figcaption>
              </figure>
            ))}
          </div>
        </section>
      </div>
      <div className={styles.bottom}>
        <p className={styles.text}>{t('footer.address', { address })}</p>
        {filings.map((f) => (
          <p key={f} className={styles.text}>
            {f}
          </p>
        ))}
      </div>
    </footer>
  );
}
