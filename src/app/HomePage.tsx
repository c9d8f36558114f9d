import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { noticePageQuery } from '../data/notices';
import { jobPageQuery } from '../data/jobs';
import { useT } from '../i18n/i18n';
import { SectionFrame } from '../widgets/SectionFrame/SectionFrame';
import { NoticeList } from '../sections/NoticeList/NoticeList';
import { JobList } from '../sections/JobList/JobList';
import * as styles from './HomePage.css';

const NOTICES = 8;
const JOBS = 9;

/** Home: the newest notices (8) and jobs (9) of spec s9, never more than asked for whatever the backend sends. */
export function HomePage() {
  const { t } = useT();
  const notices = useQuery(noticePageQuery(1, NOTICES));
  const jobs = useQuery(jobPageQuery(1, JOBS));
  useEffect(() => {
    document.title = t('portal.name');
  }, [t]);
  return (
    <main className={styles.main}>
      <h1 className={styles.title}>{t('portal.name')}</h1>
      <SectionFrame id="notices" title={t('section.notices')} query={notices} isEmpty={(d) => d.records.length === 0}>
        {(d) => <NoticeList records={d.records.slice(0, NOTICES)} />}
      </SectionFrame>
      <SectionFrame id="jobs" title={t('section.jobs')} query={jobs} isEmpty={(d) => d.records.length === 0}>
        {(d) => <JobList records={d.records.slice(0, JOBS)} />}
      </SectionFrame>
    </main>
  );
}
