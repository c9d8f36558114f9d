/**
 * The frame every data section sits in: its heading (with an optional 'more' link), a toolbar (filters), and its
 * own loading, empty and error states. A failing section shows its error with a retry button; it never blanks the
 * page around it.
 */
import { useDeferredValue, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n';
import { FailureNote } from '../FailureNote/FailureNote';
import { visuallyHidden } from '../../theme.css';
import { Frame } from './Frame';
import { Settled } from './settled';
import * as styles from './SectionFrame.css';

export interface FrameQuery<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface Props<T> {
  id: string;
  title?: string;
  more?: string;
  toolbar?: ReactNode;
  query: FrameQuery<T>;
  /** The section cannot ask yet (e.g. a detail page opened without ?id=): shown as empty. */
  idle?: boolean;
  isEmpty?: (data: T) => boolean;
  /** No box around it (widgets that place themselves, such as the floating contact box). */
  bare?: boolean;
  /** Its code may wait for the reader's first act (Frame, decision 098). */
  waitsForAct?: boolean;
  children: (data: T) => ReactNode;
}

export function SectionFrame<T>(props: Props<T>) {
  const { id, title, more, toolbar, query: latest, idle, isEmpty, bare, waitsForAct, children } = props;
  const { t } = useT();
  // A section's new state (its data arriving, above all) is drawn in a background render React can pause, so a page
  // of sections answering one after another never blocks the main thread for long (the frame shows the state before
  // until that render is done).
  const query = useDeferredValue(latest);
  let body: ReactNode;
  // Every final state but the data itself says so here; the data's component says it once it has drawn.
  let settled = true;
  if (idle) {
    body = <p className={styles.status}>{t('state.empty')}</p>;
  } else if (query.isPending) {
    // A bare widget places itself (often fixed to a corner): its loading note takes no room in the page.
    body = (
      <p className={bare ? visuallyHidden : styles.status} role="status">
        {t('state.loading')}
      </p>
    );
    settled = false;
  } else if (query.isError) {
    body = (
      <FailureNote
        error={query.error}
        retry={query.refetch}
        busy={query.isFetching}
        say={title ? (reason) => t('state.failed', { title, reason }) : undefined}
      />
    );
  } else if (query.data === undefined || query.data === null || isEmpty?.(query.data)) {
    body = <p className={styles.status}>{t('state.empty')}</p>;
  } else {
    body = children(query.data);
    settled = false;
  }
  return (
    <Frame id={id} title={title} more={more} bare={bare} busy={!idle && query.isPending} waitsForAct={waitsForAct}>
      {toolbar}
      {body}
      {settled && <Settled id={id} />}
    </Frame>
  );
}
