/**
 * Page numbers under a list: previous, a window of pages around the current one, next. Real links to the list's
 * address at that page (they work without JavaScript and open in a new tab); a plain click moves in place. On small
 * screens (CSS only) the numbers give way to "4/114" between previous and next, so the pager keeps to one line at
 * 360 px (decision 058).
 */
import { Fragment, type MouseEvent } from 'react';
import { useT } from '../../i18n/i18n';
import { visuallyHidden } from '../../theme.css';
import * as styles from './Pagination.css';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  /**
   * The address of a page of the list, when the page number is in the address: the numbers are then links. A list
   * paged in place (a member's own records) gets buttons.
   */
  href?: (page: number) => string;
  onChange: (page: number) => void;
}

/** Pages to offer: the first, the last, and two either side of the current one; gaps as null. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? [null, p] : [p]));
}

/** A plain left click, which the portal handles in place; others (new tab, new window) are the browser's. */
const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

export function Pagination({ page, pageSize, total, href, onChange }: Props) {
  const { t } = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const link = (to: number, label: string, name?: string) => {
    const className = name ? `${styles.button} ${styles.number}` : styles.button;
    return href ? (
      <a
        className={className}
        href={href(to)}
        aria-current={to === page && name ? 'page' : undefined}
        aria-label={name}
        onClick={(e) => {
          if (!plainClick(e)) return;
          e.preventDefault();
          onChange(to);
        }}
      >
        {label}
      </a>
    ) : (
      <button
        type="button"
        className={className}
        aria-current={to === page && name ? 'page' : undefined}
        aria-label={name}
        onClick={() => onChange(to)}
      >
        {label}
      </button>
    );
  };
  // Previous and next where there is none: shown, not a link.
  const none = (label: string) => (
    <span className={styles.button} aria-disabled="true">
      {label}
    </span>
  );
  return (
    <nav className={styles.nav} aria-label={t('pager.label')}>
      <span className={styles.summary}>{t('pager.summary', { total })}</span>
      {page <= 1 ? none(t('pager.prev')) : link(page - 1, t('pager.prev'))}
      {pageWindow(page, pages).map((p, i) =>
        p === null ? (
          <span key={`gap${i}`} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <Fragment key={p}>{link(p, String(p), t('pager.page', { page: p }))}</Fragment>
        ),
      )}
      {/* Small screens only, in place of the numbers: where they are (decision 058). */}
      <span className={styles.position}>
        <span aria-hidden="true">{`${page}/${pages}`}</span>
        <span className={visuallyHidden}>{t('pager.position', { page, pages })}</span>
      </span>
      {page >= pages ? none(t('pager.next')) : link(page + 1, t('pager.next'))}
    </nav>
  );
}
