import { useT, addTexts } from '../../i18n/i18n';
import { safeExternalUrl } from '../../widgets/external-url';
import { FactList } from '../../widgets/FactList/FactList';
import { MaskedPhone } from '../../widgets/MaskedPhone/MaskedPhone';
import { plainText } from '../../widgets/plain-text';
import { SafeHtml } from '../../widgets/SafeHtml/SafeHtml';
import { safeImageUrl } from '../../widgets/external-url';
import type { SectionProps } from '../section-props';
import * as styles from './CompanyDetail.css';
import { zh as pagesTexts } from '../../i18n/messages/pages';

addTexts(pagesTexts);

/** One employer: logo, facts, contact (phone masked for visitors), website and introduction. Data: queryCompanyById. */
export function CompanyDetail({ section, data }: SectionProps<'CompanyDetail'>) {
  const { t } = useT();
  const company = data;
  const Title = section.title ? 'h3' : 'h2';
  const Sub = section.title ? 'h4' : 'h3';
  const name = plainText(company.companyName);
  const logo = safeImageUrl(company.logo);
  const website = safeExternalUrl(company.website);
  return (
    <article className={styles.detail}>
      <div className={styles.head}>
        {logo && <img className={styles.logo} src={logo} alt={name} width={80} height={80} />}
        <Title className={styles.title}>{name}</Title>
      </div>
      <FactList
        facts={[
          { label: t('pages.company.nature'), value: company.nature },
          { label: t('pages.company.scale'), value: company.scale },
          { label: t('pages.company.trade'), value: company.trade },
          { label: t('pages.district'), value: company.district },
          { label: t('pages.address'), value: company.address },
          { label: t('pages.contact'), value: company.contact },
          { label: t('pages.phone'), value: company.mobile && <MaskedPhone phone={company.mobile} /> },
          {
            label: t('pages.company.website'),
            value: website && (
              <a href={website} target="_blank" rel="noopener noreferrer">
                {company.website}
                <span className={styles.hint}>{t('pages.newWindow')}</span>
              </a>
            ),
          },
          {
            label: t('pages.company.jobCount'),
            value: company.jobCount === undefined ? undefined : t('pages.company.jobs', { count: company.jobCount }),
          },
        ]}
      />
      {company.introduction && (
        <>
          <Sub className={styles.sub}>{t('pages.company.introduction')}</Sub>
          <SafeHtml html={company.introduction} />
        </>
      )}
    </article>
  );
}
