/**
 * The box a section sits in: a region named by its h2 title (with an optional 'more' link), then its content. Data
 * sections get it through SectionFrame around their states; a section without a data source (a text block) draws it
 * around its own content.
 */
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/i18n';
import * as styles from './SectionFrame.css';

interface Props {
  /** The section's config id (data-section). */
  id: string;
  title?: string;
  more?: string;
  /** No box around it (widgets that place themselves). */
  bare?: boolean;
  busy?: boolean;
  /** Its code may wait for the reader's first act (decision 098): said in the markup, for the start-up to read. */
  waitsForAct?: boolean;
  children: ReactNode;
}

export function Frame({ id, title, more, bare, busy, waitsForAct, children }: Props) {
  const { t } = useT();
  // Unique in the document: two kept-alive pages may each have a section of the same config id (home's and the job
  // search's `jobs`), and a heading id taken from it would name one page's section after the other's.
  const headingId = useId();
  return (
    <section
      className={bare ? undefined : styles.frame}
      aria-labelledby={title ? headingId : undefined}
      aria-busy={busy || undefined}
      data-section={id}
      data-waits-for-act={waitsForAct || undefined}
    >
      {title && (
        <div className={styles.head}>
          <h2 id={headingId} className={styles.heading}>
            {title}
          </h2>
          {more && (
            <Link className={styles.more} to={more} aria-label={t('layout.moreAbout', { title })}>
              {t('layout.more')}
            </Link>
          )}
        </div>
      )}
      {children}
    </section>
  );
}
