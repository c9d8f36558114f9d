import { Link } from 'react-router-dom';
import type { components } from '../../../sdk/schema';
import { useT } from '../../i18n/i18n';
import { plainText } from '../../widgets/plain-text';
import type { SectionProps } from '../section-props';
import * as styles from './JobFairCompanies.css';

type Exhibitor = components['schemas']['JobFairCompany'];

/** A fair's exhibitors: each company with its booth and the jobs it brings. Data: queryJobFairCompanyPage. */
export function JobFairCompanies({ rows }: SectionProps) {
  const { t } = useT();
  const exhibitors = rows as readonly Exhibitor[];
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
