/**
 * One kind of the member's appointments: loading, the failure with a retry, "none yet", or the list with page
 * numbers when there is more than a page. Each appointment shows its status and the organisation's feedback, or
 * "awaiting processing" while it has none.
 */
import { useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  appointmentsQuery,
  type AppointmentKind,
  type ArbitrationAppointment,
  type SupervisionAppointment,
} from '../../data/rights-feedback';
import { FailureNote } from '../../widgets/FailureNote/FailureNote';
import { formatDate, useT, type MessageKey, addTexts } from '../../i18n/i18n';
import { visuallyHidden } from '../../theme.css';
import { FactList, type Fact } from '../../widgets/FactList/FactList';
import { Pagination } from '../../widgets/Pagination/Pagination';
import * as styles from './MyAppointments.css';
import { zh as rightsTexts } from '../../i18n/messages/rights';

addTexts(rightsTexts);

interface Props {
  kind: AppointmentKind;
  member: number;
  pageSize: number;
  /** The tab's name, for the failure message. */
  label: string;
}

type Appointment = ArbitrationAppointment | SupervisionAppointment;
const STATUS: Record<Appointment['status'], MessageKey> = {
  0: 'rights.mine.status0',
  1: 'rights.mine.status1',
  2: 'rights.mine.status2',
  3: 'rights.mine.status3',
};

export function AppointmentPanel({ kind, member, pageSize, label }: Props) {
  const { t, locale } = useT();
  const [page, setPage] = useState(1);
  const query = useQuery({ ...appointmentsQuery(kind, member, page, pageSize), placeholderData: keepPreviousData });
  const date = (epoch: number | undefined) => (epoch ? formatDate(locale, epoch) : undefined);

  if (query.isPending)
    return (
      <p className={styles.note} role="status" aria-busy="true">
        {t('state.loading')}
      </p>
    );
  if (query.isError)
    return (
      <FailureNote
        error={query.error}
        retry={query.refetch}
        busy={query.isFetching}
        say={(reason) => t('state.failed', { title: label, reason })}
      />
    );
  const { data } = query;
  if (data.items.length === 0) return <p className={styles.note}>{t('rights.mine.empty')}</p>;

  const item = (a: Appointment, facts: readonly Fact[]): ReactNode => (
    <li key={a.id} className={styles.item}>
      <div className={styles.itemHead}>
        <h3 className={styles.name}>{a.company_name}</h3>
        <p className={styles.status} data-status={a.status}>
          <span className={visuallyHidden}>{t('rights.mine.status')}</span>
          {a.status_text || t(STATUS[a.status])}
        </p>
      </div>
      <FactList facts={[...facts, { label: t('rights.mine.submitted'), value: date(a.addtime) }]} />
      {a.feedback ? (
        <div className={styles.feedback}>
          <p className={styles.feedbackHead}>
            {a.feedback_time
              ? t('rights.mine.feedbackOn', { date: formatDate(locale, a.feedback_time) })
              : t('rights.mine.feedback')}
          </p>
          <p className={styles.feedbackText}>{a.feedback}</p>
        </div>
      ) : (
        a.status === 0 && <p className={styles.pending}>{t('rights.mine.pending')}</p>
      )}
    </li>
  );

  return (
    <div aria-busy={query.isFetching || undefined}>
      <ul className={styles.list}>
        {data.kind === 'arbitration'
          ? data.items.map((a) =>
              item(a, [
                { label: t('rights.mine.disputeType'), value: a.dispute_type_name },
                { label: t('rights.mine.court'), value: a.org_name },
                { label: t('rights.mine.appointmentDate'), value: date(a.appointment_time) },
              ]),
            )
          : data.items.map((a) =>
              item(a, [
                {
                  label: t('rights.mine.sector'),
                  value: t(a.type === 1 ? 'rights.mine.sector1' : 'rights.mine.sector2'),
                },
                { label: t('rights.mine.project'), value: a.project_name },
                {
                  label: t('rights.mine.amount'),
                  value: a.amount === undefined ? undefined : t('rights.mine.amountValue', { amount: a.amount }),
                },
                {
                  label: t('rights.mine.workers'),
                  value:
                    a.worker_num === undefined ? undefined : t('rights.mine.workersValue', { count: a.worker_num }),
                },
                { label: t('rights.mine.office'), value: a.org_name },
              ]),
            )}
      </ul>
      <Pagination page={page} pageSize={pageSize} total={data.total} onChange={setPage} />
    </div>
  );
}
