import { useT, addTexts } from '../../i18n/i18n';
import { formatDateRange } from '../../widgets/date-range';
import { FactList } from '../../widgets/FactList/FactList';
import { fairEnded } from '../../widgets/FairRegistration/fair-ended';
import { FairRegistration } from '../../widgets/FairRegistration/FairRegistration';
import { MaskedPhone } from '../../widgets/MaskedPhone/MaskedPhone';
import { plainText } from '../../widgets/plain-text';
import { SafeHtml } from '../../widgets/SafeHtml/SafeHtml';
import type { SectionProps } from '../section-props';
import * as styles from './JobFairDetail.css';
import { zh as pagesTexts } from '../../i18n/messages/pages';

addTexts(pagesTexts);

/** One on-site job fair: when and where, who organises it, its size and introduction. Data: queryJobFairById. */
export function JobFairDetail({ section, data }: SectionProps<'JobFairDetail'>) {
  const { locale, t } = useT();
  const fair = data;
  const Title = section.title ? 'h3' : 'h2';
  const Sub = section.title ? 'h4' : 'h3';
  return (
    <article className={styles.detail}>
      <Title className={styles.title}>{plainText(fair.title)}</Title>
      <FactList
        facts={[
          {
            label: t('pages.fair.time'),
            value: formatDateRange(locale, fair.holddateStart, fair.holddateEnd, { withTime: true }),
          },
          { label: t('pages.district'), value: fair.districtName },
          { label: t('pages.address'), value: fair.address },
          { label: t('pages.fair.organizer'), value: fair.organizer },
          { label: t('pages.fair.booths'), value: fair.boothCount },
          { label: t('pages.fair.companies'), value: fair.companyCount },
          { label: t('pages.fair.jobs'), value: fair.jobCount },
          { label: t('pages.contact'), value: fair.contact },
          { label: t('pages.phone'), value: fair.mobile && <MaskedPhone phone={fair.mobile} /> },
        ]}
      />
      <FairRegistration
        key={fair.id}
        fairId={fair.id}
        ended={fairEnded(fair.holddateEnd)}
        registered={fair.registered === 1}
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
