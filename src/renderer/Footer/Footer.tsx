/**
 * The footer (spec s2): links for job seekers and employers, the two mini-program QR codes, service phone lines,
 * service hours, the address and filing notices. Phones, address and the ICP number from the backend's site
 * settings when it has them, else from page config (contact-facts.ts).
 *
 * A government site's required parts (政府网站发展指引; issue 22 item 8; decision 056), all from the config's
 * `footer.government`: 主办单位 and 承办单位, 网站标识码, the ICP 备案号 linked to the MIIT filing site, the 公安机关备案号
 * with its emblem linked to the record on the public-security filing site, the 党政机关 identification emblem linked
 * to its check page, and the links to 网站地图 and 联系我们. A config from before (no `government`) shows its plain
 * `filings` as it did.
 */
import { useQuery } from '@tanstack/react-query';
import { usePortalConfig } from '../../config/config-context';
import type { GovernmentFooter } from '../../config/portal-config';
import { siteSettingsQuery } from '../../data/site-settings';
import { useT } from '../../i18n/i18n';
import { visuallyHidden } from '../../theme.css';
import { safeExternalUrl, safeImageUrl } from '../../widgets/external-url';
import { ConfigLink } from '../../widgets/ConfigLink/ConfigLink';
import { contactFacts, PhoneItems } from '../../widgets/contact-facts';
import * as styles from './Footer.css';

/** The MIIT's ICP filing site, where every ICP number is looked up. */
const ICP_SITE = 'https://beian.miit.gov.cn/';
/** The record of a public-security filing on the national filing site. */
const publicSecurityUrl = (recordCode: string) =>
  `http://www.beian.gov.cn/portal/registerSystemInfo?recordcode=${encodeURIComponent(recordCode)}`;

export function Footer() {
  const { footer } = usePortalConfig();
  const { t, text } = useT();
  const settings = useQuery(siteSettingsQuery()).data?.raw;
  const { phones, address, hours } = contactFacts(footer, settings, text);
  const government = footer.government;
  const filings = settings?.icp ? [settings.icp] : (footer.filings ?? []).map((f) => text(f));
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
            <PhoneItems phones={phones} linkClassName={styles.link} />
            <li>{t('footer.hours', { hours: hours.join('，') })}</li>
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
        {government ? (
          <GovernmentParts government={government} icp={settings?.icp} address={address} />
        ) : (
          <>
            <p className={styles.text}>{t('footer.address', { address })}</p>
            {filings.map((f) => (
              <p key={f} className={styles.text}>
                {f}
              </p>
            ))}
          </>
        )}
      </div>
    </footer>
  );
}

/** The government site's parts of the bottom band (decision 056). `icp`: the backend's ICP number, if it gives one. */
function GovernmentParts({
  government,
  icp,
  address,
}: {
  government: GovernmentFooter;
  icp?: string;
  address: string;
}) {
  const { t, text } = useT();
  const conacHref = safeExternalUrl(government.conac.href);
  const opensNew = <span className={visuallyHidden}>{t('gov.opensNew')}</span>;
  return (
    <div className={styles.government}>
      {conacHref && (
        <a className={styles.conac} href={conacHref} target="_blank" rel="noopener noreferrer" data-gov="conac">
          <img
            src={safeImageUrl(government.conac.image) ?? undefined}
            alt={t('gov.conac')}
            width={110}
            height={54}
            loading="lazy"
          />
          {opensNew}
        </a>
      )}
      <div className={styles.lines}>
        <p className={styles.text}>
          <span data-gov="sponsor">
            {t('gov.sponsor')}
            {text(government.sponsor)}
          </span>
          <span data-gov="organiser">
            {t('gov.organiser')}
            {text(government.organiser)}
          </span>
          <span data-gov="siteCode">
            {t('gov.siteCode')}
            {government.siteCode}
          </span>
        </p>
        <p className={styles.text}>{t('footer.address', { address })}</p>
        <p className={styles.text}>
          <a className={styles.link} href={ICP_SITE} target="_blank" rel="noopener noreferrer" data-gov="icp">
            {icp || text(government.icp.number)}
            {opensNew}
          </a>
          <a
            className={`${styles.link} ${styles.withEmblem}`}
            href={publicSecurityUrl(government.publicSecurity.recordCode)}
            target="_blank"
            rel="noopener noreferrer"
            data-gov="publicSecurity"
          >
            <img
              src={safeImageUrl(government.publicSecurity.image) ?? undefined}
              alt={t('gov.publicSecurityEmblem')}
              width={20}
              height={20}
              loading="lazy"
            />
            {text(government.publicSecurity.number)}
            {opensNew}
          </a>
        </p>
        <p className={styles.text}>
          <ConfigLink className={styles.link} link={government.siteMap} />
          <ConfigLink className={styles.link} link={government.contact} />
        </p>
      </div>
    </div>
  );
}
