/**
 * The logged-in company's own jobs (companyJobsQuery) as the dialogs that pick among them need them: the query, and
 * what to say while there is nothing to pick yet: loading, none (with the way to post one in the member centre, where
 * config names that page) or failed (with a retry). Fair registration (several jobs) and the interview invitation
 * (one job) both start here.
 */
import { useSession } from '../../session/use-session';
import { useQuery } from '@tanstack/react-query';
import { memberCentreUrl, usePortalConfig } from '../../config/config-context';
import { companyJobsQuery, type CompanyJob } from '../../data/company-jobs';
import { useT } from '../../i18n/i18n';
import { safeExternalUrl } from '../external-url';
import { FailureNote } from '../FailureNote/FailureNote';
import * as styles from './CompanyJobsStatus.css';

/** The company's jobs, keyed by the company now logged in. */
export function useCompanyJobs() {
  const { companyId } = useSession();
  return useQuery(companyJobsQuery(companyId));
}

interface Props {
  jobs: ReturnType<typeof useCompanyJobs>;
  /** What "no jobs" means for this dialog (e.g. that an invitation needs one). */
  emptyText: string;
}

/** Null once there are jobs to pick; otherwise the state to show in their place. */
export function CompanyJobsStatus({ jobs, emptyText }: Props) {
  const { t, locale } = useT();
  const config = usePortalConfig();
  if (jobs.isError)
    return (
      <FailureNote
        error={jobs.error}
        retry={jobs.refetch}
        busy={jobs.isFetching}
        say={(reason) => t('companyJobs.failed', { reason })}
      />
    );
  if (jobs.isPending)
    return (
      <p className={styles.state} role="status">
        {t('companyJobs.loading')}
      </p>
    );
  if (hasJobs(jobs.data)) return null;
  const post = config.site.memberCentre.paths.postJob && safeExternalUrl(memberCentreUrl(config, 'postJob'));
  return (
    <p className={styles.state}>
      {emptyText}
      {post && (
        <>
          {locale === 'en' ? '. ' : '，'}
          <a href={post} target="_blank" rel="noopener noreferrer">
            {t('companyJobs.post')}
            {t('header.externalHint')}
          </a>
        </>
      )}
    </p>
  );
}

const hasJobs = (jobs: readonly CompanyJob[]) => jobs.length > 0;
