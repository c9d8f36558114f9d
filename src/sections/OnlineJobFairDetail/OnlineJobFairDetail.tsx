import { useT, addTexts } from '../../i18n/i18n';
import { formatDateRange } from '../../widgets/date-range';
import { FactList } from '../../widgets/FactList/FactList';
import { fairEnded } from '../../widgets/FairRegistration/fair-ended';
import { OnlineFairJoin } from '../../widgets/OnlineFairJoin/OnlineFairJoin';
import { plainText } from '../../widgets/plain-text';
import { SafeHtml } from '../../widgets/SafeHtml/SafeHtml';
import { safeImageUrl } from '../../widgets/external-url';
import type { SectionProps } from '../section-props';
import * as styles from './OnlineJobFairDetail.css';
import { zh as pagesTexts } from '../../i18n/messages/pages';

addTexts(pagesTexts);

const STATUS = { 0: 'pages.fair.status0', 1: 'pages.fair.status1', 2: 'pages.fair.status2' } as const;

/** One online job fair: cover, period, status (in words), organiser, size and introduction. Data: queryOnlineJobFairById. */
export function OnlineJobFairDetail({ section, data }: SectionProps<'OnlineJobFairDetail'>) {
  const { locale, t } = useT();
  const fair = data;
  const Title = section.title ? 'h3' : 'h2';
  const Sub = section.title ? 'h4' : 'h3';
  const title = plainText(fair.title);
  const cover = safeImageUrl(fair.thumb);
  const status = STATUS[fair.status];
  return (
    <article className={styles.detail}>
      <Title className={styles.title}>{title}</Title>
      {cover && <img className={styles.cover} src={cover} alt={title} width={640} height={360} />}
      <FactList
        facts={[
          { label: t('pages.fair.time'), value: formatDateRange(locale, fair.holddateStart, fair.holddateEnd) },
          { label: t('pages.fair.status'), value: status && t(status) },
          { label: t('pages.fair.organizer'), value: fair.organizer },
          { label: t('pages.fair.companies'), value: fair.companyCount },
          { label: t('pages.fair.jobs'), value: fair.jobCount },
        ]}
      />
      <OnlineFairJoin
        key={fair.id}
        fairId={fair.id}
        ended={fair.status === 2 || fairEnded(fair.holddateEnd)}
        joined={fair.joined === 1}
      />
      {fair.introduction && (
        <>
          <Sub className={styles.sub}>{t('pages.fair.introduction')}</Sub>
          <SafeHtml html={fair.introduction} />
        </>
      )}
    </article>
  );
}
