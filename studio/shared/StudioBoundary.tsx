/**
 * An error boundary around each part of the studio (issue 32, item 1): an error while drawing the outline, the form,
 * the preview or the review desk stops that part only, which says in the editor's language what happened and that
 * the draft is kept (it lives in the store, studio/model/studio-store.ts, and is saved on the server as edited);
 * the rest of the studio keeps working. The part tries again by itself when the draft or the selection changes
 * (after 撤销, or selecting something else), or when the editor asks.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { undo } from '../model/studio-store';
import { useStudioT } from '../i18n/use-studio-t';
import type { StudioKey } from '../i18n/messages';
import * as s from './studio.css';

interface Props {
  /** The part, as the editor calls it (a key of the studio's words). */
  part: StudioKey;
  /** Values that, when one changes, let the part try again (the draft, the selection). */
  resetKeys?: readonly unknown[];
  children: ReactNode;
}

const changed = (a: readonly unknown[] = [], b: readonly unknown[] = []) =>
  a.length !== b.length || a.some((value, i) => !Object.is(value, b[i]));

export class StudioBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // For the developer's console only: the editor reads the notice.
    console.error(`studio: ${this.props.part} failed`, error, info.componentStack);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error && changed(previous.resetKeys, this.props.resetKeys)) this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <PartFailed part={this.props.part} retry={() => this.setState({ error: null })} />;
  }
}

function PartFailed({ part, retry }: { part: StudioKey; retry: () => void }) {
  const { t } = useStudioT();
  return (
    <div role="alert" className={s.error} data-part-failed={part}>
      <p>{t('partFailed', { part: t(part) })}</p>
      <p>{t('draftKept')}</p>
      <p className={s.barGroup}>
        <button
          type="button"
          className={s.button}
          onClick={() => {
            undo();
            retry();
          }}
        >
          {t('undoLastStep')}
        </button>
        <button type="button" className={s.button} onClick={retry}>
          {t('tryAgain')}
        </button>
      </p>
    </div>
  );
}
