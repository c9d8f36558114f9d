/**
 * The frame every data section sits in: its heading, and its own loading, empty and error states. A failing
 * section shows its error with a retry button; it never blanks the page around it.
 */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '../../../sdk/errors';
import { isMessageKey, useT } from '../../i18n/i18n';
import * as styles from './SectionFrame.css';

interface Props<T> {
  id: string;
  title: string;
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'isError' | 'refetch' | 'isFetching'>;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

export function SectionFrame<T>({ id, title, query, isEmpty, children }: Props<T>) {
  const { t } = useT();
  const headingId = `${id}-title`;
  let body: ReactNode;
  if (query.isPending) {
    body = <p className={styles.status} role="status">{t('state.loading')}</p>;
  } else if (query.isError) {
    const e = query.error;
    // Business errors carry the server's own words; everything else is translated from the catalogue.
    const reason = isApiError(e) ? (e.kind === 'business' ? e.message : isMessageKey(e.key) ? t(e.key) : e.message) : t('http.other');
    body = (
      <div className={styles.error} role="alert">
        <span>{t('state.failed', { title, reason })}</span>
        <button type="button" className={styles.retry} onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('state.retry')}
        </button>
      </div>
    );
  } else if (query.data === undefined || isEmpty?.(query.data)) {
    body = <p className={styles.status}>{t('state.empty')}</p>;
  } else {
    body = children(query.data);
  }
  return (
    <section className={styles.frame} aria-labelledby={headingId} aria-busy={query.isPending || undefined} data-section={id}>
      <h2 id={headingId} className={styles.heading}>{title}</h2>
      {body}
    </section>
  );
}
