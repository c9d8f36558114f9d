import { Link } from 'react-router-dom';
import { formatDate, useT, addTexts } from '../../i18n/i18n';
import { FactList } from '../../widgets/FactList/FactList';
import { plainText } from '../../widgets/plain-text';
import { SafeHtml } from '../../widgets/SafeHtml/SafeHtml';
import { safeResourceUrl } from '../../widgets/external-url';
import type { SectionProps } from '../section-props';
import * as styles from './PolicyDetail.css';
import { zh as pagesTexts } from '../../i18n/messages/pages';

addTexts(pagesTexts);

/** One policy: its facts and text, attachments to download, and the online application when it has one. Data: queryPolicyById. */
export function PolicyDetail({ section, data }: SectionProps<'PolicyDetail'>) {
  const { locale, t } = useT();
  const policy = data;
  const Title = section.title ? 'h3' : 'h2';
  const Sub = section.title ? 'h4' : 'h3';
  const attachments = policy.attachments ?? [];
  return (
    <article className={styles.detail}>
      <Title className={styles.title}>{plainText(policy.title)}</Title>
      <FactList
        facts={[
          { label: t('pages.policy.type'), value: policy.type_name },
          { label: t('pages.policy.department'), value: policy.department },
          { label: t('pages.published'), value: formatDate(locale, policy.addtime) },
          { label: t('pages.source'), value: policy.source },
          { label: t('pages.views'), value: policy.click },
        ]}
      />
      <SafeHtml html={policy.content} />
      {attachments.length > 0 && (
        <>
          <Sub className={styles.sub}>{t('pages.policy.attachments')}</Sub>
          <ul>
            {attachments.map((a) => {
              const url = safeResourceUrl(a.url);
              return (
                <li key={`${a.name}-${a.url}`}>
                  {url ? (
                    <a href={url} target="_blank" rel="noopener noreferrer">
                      {a.name}
                      <span className={styles.hint}>{t('pages.newWindow')}</span>
                    </a>
                  ) : (
                    a.name
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {policy.canApply === 1 && (
        <p>
          <Link className={styles.apply} to={`/pclicyForm?policyId=${policy.id}`}>
            {t('pages.policy.apply')}
          </Link>
        </p>
      )}
    </article>
  );
}
