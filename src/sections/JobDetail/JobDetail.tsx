import { Link } from 'react-router-dom';
import { formatDate, useT, addTexts } from '../../i18n/i18n';
import { FactList } from '../../widgets/FactList/FactList';
import { JobApply } from '../../widgets/JobApply/JobApply';
import { MaskedPhone } from '../../widgets/MaskedPhone/MaskedPhone';
import { SafeHtml } from '../../widgets/SafeHtml/SafeHtml';
import { parseTitle, SafeTitle } from '../../widgets/SafeHtml/SafeTitle';
import type { SectionProps } from '../section-props';
import * as styles from './JobDetail.css';
import { zh as pagesTexts } from '../../i18n/messages/pages';

addTexts(pagesTexts);

/** One job: title, requirements, employer, benefits, description, and applying for it. Data: queryJobById. */
export function JobDetail({ section, data }: SectionProps<'JobDetail'>) {
  const { locale, t } = useT();
  const job = data;
  const Title = section.title ? 'h3' : 'h2';
  const Sub = section.title ? 'h4' : 'h3';
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
      <div className={styles.actions}>
        <JobApply jobId={job.id} title={parseTitle(job.jobName).text} company={job.companyName} />
      </div>
    </article>
  );
}
