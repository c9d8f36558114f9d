/**
 * The boundary above the layout. Sections have their own (SectionView); this one catches what is left: the header,
 * the footer, a gate or the layout itself throwing while drawing. Instead of a blank screen the visitor reads a
 * plain message in their language and can reload the page (docs/decisions/012).
 */
import { Component, useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n';
import * as styles from './RootErrorBoundary.css';

interface Props {
  /** How the page is reloaded (a test passes its own). */
  reload?: () => void;
  children: ReactNode;
}

export class RootErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <RootFailure reload={this.props.reload ?? (() => window.location.reload())} />;
  }
}

function RootFailure({ reload }: { reload: () => void }) {
  const { t } = useT();
  const button = useRef<HTMLButtonElement>(null);
  // What was focused went with the page: the way on is the reload button.
  useEffect(() => button.current?.focus(), []);
  return (
    <main className={styles.page}>
      <div className={styles.box} role="alert">
        <h1 className={styles.title}>{t('root.failed.title')}</h1>
        <p className={styles.body}>{t('root.failed.body')}</p>
      </div>
      <button ref={button} type="button" className={styles.reload} onClick={reload}>
        {t('root.failed.reload')}
      </button>
    </main>
  );
}
