import { Link } from 'react-router-dom';
import type { components } from '../../../sdk/schema';
import { memberCentreUrl, usePortalConfig } from '../../config/config-context';
import { formatDate, useT } from '../../i18n/i18n';
import { safeExternalUrl } from '../../widgets/external-url';
import { FactList } from '../../widgets/FactList/FactList';
import { MaskedPhone } from '../../widgets/MaskedPhone/MaskedPhone';
import { SafeHtml } from '../../widgets/SafeHtml/SafeHtml';
import { SafeTitle } from '../../widgets/SafeHtml/SafeTitle';
import type { SectionProps } from '../section-props';
import * as styles from './JobDetail.css';

type Job = components['schemas']['JobDetail'];

/** One job: title, requirements, employer, benefits, description, and the way to apply. Data: queryJobById. */
export function JobDetail({ section, data }: SectionProps) {
  const { locale, t } = useT();
  const config = usePortalConfig();
  const job = data as Job;
  const Title = section.title ? 'h3' : 'h2';
  const Sub = section.title ? 'h4' : 'h3';
  // Applying happens in the member centre; a visitor starts at its personal login.
  const apply = safeExternalUrl(memberCentreUrl(config, 'personalLogin'));
  const welfare = job.welfare?.filter(Boolean) ?? [];
  return (
    <article className={styles.detail}>
      <Title className={styles.title}>
        <SafeTitle html={job.jobName} />
      </Title>
      <FactList
        facts={[
          { label: t('job.salary'), value: <span className={styles.money}>{job.money}</span> },
          { label: t('job.company'), value: <Link to={`/firmDetail?id=${job.companyId}`}>{job.companyName}</Link> },
          { label: t('pages.job.experience'), value: job.experience },
          { label: t('pages.job.education'), value: job.education },
          { label: t('pages.job.nature'), value: job.nature },
          { label: t('pages.job.category'), value: job.category },
          {
            label: t('pages.job.amount'),
            value: job.amount ? t('pages.job.people', { count: job.amount }) : undefined,
          },
          { label: t('pages.district'), value: job.district },
          { label: t('pages.job.address'), value: job.address },
          { label: t('pages.contact'), value: job.contact },
          { label: t('pages.phone'), value: job.mobile && <MaskedPhone phone={job.mobile} /> },
          { label: t('pages.updated'), value: formatDate(locale, job.refreshtime) },
          { label: t('pages.views'), value: job.click },
        ]}
      />
      {welfare.length > 0 && (
        <>
          <Sub className={styles.sub}>{t('pages.job.welfare')}</Sub>
          <ul className={styles.tags}>
            {welfare.map((w) => (
              <li key={w} className={styles.tag}>
                {w}
              </li>
            ))}
          </ul>
        </>
      )}
      <Sub className={styles.sub}>{t('pages.job.description')}</Sub>
      <SafeHtml html={job.description} />
      {apply && (
        <p className={styles.actions}>
          <a className={styles.apply} href={apply} target="_blank" rel="noopener noreferrer">
            {t('pages.job.apply')}
            <span className={styles.hint}>{t('pages.newWindow')}</span>
          </a>
        </p>
      )}
    </article>
  );
}
