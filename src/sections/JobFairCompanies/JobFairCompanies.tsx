import { Link } from 'react-router-dom';
import { useT, addTexts } from '../../i18n/i18n';
import { fairIdFrom } from '../../widgets/JobApply/fair-id';
import { JobApply } from '../../widgets/JobApply/JobApply';
import { plainText } from '../../widgets/plain-text';
import type { SectionProps } from '../section-props';
import * as styles from './JobFairCompanies.css';
import { zh as pagesTexts } from '../../i18n/messages/pages';

addTexts(pagesTexts);

/**
 * A fair's exhibitors: each company with its booth and the jobs it brings, each job with its apply button.
 * Data: queryJobFairCompanyPage.
 */
export function JobFairCompanies({ section, rows, search }: SectionProps<'JobFairCompanies'>) {
  const { t } = useT();
  // Applying from here is applying at this fair (jobApplyAdd01), the fair of the page address.
  const fairId = fairIdFrom(section, search);
  const exhibitors = rows;
  return (
    <ul className={styles.list}>
      {exhibitors.map((c) => (
        <li key={c.companyId} className={styles.item}>
          <div className={styles.head}>
            <h3 className={styles.name}>
              <Link to={`/firmDetail?id=${c.companyId}`}>{plainText(c.companyName)}</Link>
            </h3>
            {c.booth && <span className={styles.booth}>{t('pages.fair.booth', { booth: c.booth })}</span>}
          </div>
          {c.jobs.length > 0 ? (
            <ul className={styles.jobs}>
              {c.jobs.map((job) => (
                <li key={job.id} className={styles.job}>
                  <Link to={`/jobDetail?id=${job.id}`}>{plainText(job.jobName)}</Link>
                  <span className={styles.money}>{job.money}</span>
                  {fairId !== null && (
                    <JobApply
                      compact
                      jobId={job.id}
                      title={plainText(job.jobName)}
                      company={plainText(c.companyName)}
                      fairId={fairId}
                    />
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.none}>{t('pages.fair.noJobs')}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
