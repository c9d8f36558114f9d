import { Link } from 'react-router-dom';
import { formatDate, useT } from '../../i18n/i18n';
import { parseTitle } from '../../widgets/SafeHtml/SafeTitle';
import { JobApply } from '../../widgets/JobApply/JobApply';
import type { SectionProps } from '../section-props';
import * as styles from './JobList.css';

/**
 * Job cards: title, salary, requirements, employer, refresh date and an apply button (JobApply). Data:
 * queryJobListByPage and friends.
 * Titles are HTML from the API: parsed once by SafeTitle's parseTitle (spec s5: unescaped, whitelisted inline tags
 * kept, any other tag shown as text); the tooltip holds the same words as plain text.
 */
export function JobList({ rows }: SectionProps<'JobList'>) {
  const { locale, t } = useT();
  const records = rows;
  return (
    <ul className={styles.grid}>
      {records.map((job) => {
        const name = parseTitle(job.jobName);
        return (
          <li key={job.id} className={styles.card}>
            <Link className={styles.name} to={`/jobDetail?id=${job.id}`} title={name.text}>
              <span>{name.node}</span>
            </Link>
            <span className={styles.money} aria-label={`${t('job.salary')} ${job.money}`}>
              {job.money}
            </span>
            <span className={styles.meta}>
              {[job.experience, job.education, job.address].filter(Boolean).join(' | ')}
            </span>
            <Link className={styles.company} to={`/firmDetail?id=${job.companyId}`}>
              {job.companyName}
            </Link>
            <time className={styles.meta} dateTime={new Date(job.refreshtime * 1000).toISOString()}>
              {formatDate(locale, job.refreshtime)}
            </time>
            <JobApply compact jobId={job.id} title={name.text} company={job.companyName} />
          </li>
        );
      })}
    </ul>
  );
}
