import { Link } from 'react-router-dom';
import type { components } from '../../../sdk/schema';
import { formatDate, useT } from '../../i18n/i18n';
import { plainText } from '../../widgets/plain-text';
import * as styles from './JobList.css';

type Job = components['schemas']['Job'];

/** Job cards: title, salary, requirements, employer and refresh date. */
export function JobList({ records }: { records: readonly Job[] }) {
  const { locale, t } = useT();
  return (
    <ul className={styles.grid}>
      {records.map((job) => {
        const name = plainText(job.jobName);
        return (
          <li key={job.id} className={styles.card}>
            <Link className={styles.name} to={`/jobDetail?id=${job.id}`} title={name}>{name}</Link>
            <span className={styles.money} aria-label={`${t('job.salary')} ${job.money}`}>{job.money}</span>
            <span className={styles.meta}>{[job.experience, job.education, job.address].filter(Boolean).join(' | ')}</span>
            <Link className={styles.company} to={`/firmDetail?id=${job.companyId}`}>{job.companyName}</Link>
            <time className={styles.meta} dateTime={new Date(job.refreshtime * 1000).toISOString()}>{formatDate(locale, job.refreshtime)}</time>
          </li>
        );
      })}
    </ul>
  );
}
