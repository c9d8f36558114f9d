/** Page numbers under a list: previous, a window of pages around the current one, next. */
import { useT } from '../../i18n/i18n';
import * as styles from './Pagination.css';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

/** Pages to offer: the first, the last, and two either side of the current one; gaps as null. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? [null, p] : [p]));
}

export function Pagination({ page, pageSize, total, onChange }: Props) {
  const { t } = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className={styles.nav} aria-label={t('pager.label')}>
      <span className={styles.summary}>{t('pager.summary', { total })}</span>
      <button type="button" className={styles.button} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('pager.prev')}
      </button>
      {pageWindow(page, pages).map((p, i) =>
        p === null ? (
          <span key={`gap${i}`} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            className={styles.button}
            aria-current={p === page ? 'page' : undefined}
            aria-label={t('pager.page', { page: p })}
            onClick={() => onChange(p)}
          >
            {p}
          </button>
        ),
      )}
      <button type="button" className={styles.button} disabled={page >= pages} onClick={() => onChange(page + 1)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}
