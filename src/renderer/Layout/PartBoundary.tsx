/**
 * The boundary around each part of the layout outside the page's content: the header, the care toolbar, the footer
 * and the ad window (docs/decisions/036). A part that throws while drawing, or whose code does not arrive, says so in
 * its place with a retry, and the page's content keeps working; before, the root's error screen replaced the whole
 * page. The ad window fails quietly: a visitor has no use for a note about an advert (React still reports the error).
 */
import { Component, type ReactNode } from 'react';
import { useT, type MessageKey } from '../../i18n/i18n';
import { FailureNote } from '../../widgets/FailureNote/FailureNote';
import * as styles from './Layout.css';

interface Props {
  /** The part's name, as the failure note says it. */
  name: MessageKey;
  /** Shows nothing in place of the failed part. */
  quiet?: boolean;
  /** Before the part is drawn again: e.g. a fresh load of its code (a failed lazy load is remembered). */
  onRetry?: () => void;
  children: ReactNode;
}

interface State {
  failure: { error: unknown } | null;
}

export class PartBoundary extends Component<Props, State> {
  override state: State = { failure: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failure: { error } };
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState({ failure: null });
  };

  override render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    if (this.props.quiet) return null;
    return <PartFailure name={this.props.name} error={failure.error} retry={this.retry} />;
  }
}

function PartFailure({ name, error, retry }: { name: MessageKey; error: unknown; retry: () => void }) {
  const { t } = useT();
  return (
    <div className={styles.partFailure}>
      <FailureNote
        error={error}
        retry={retry}
        busy={false}
        say={(reason) => t('state.failed', { title: t(name), reason })}
      />
    </div>
  );
}
