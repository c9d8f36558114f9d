/**
 * The one error boundary every section sits in, whatever its kind: one data source, several (forms) or none (the
 * login panel, entry links). A section that throws while drawing, or whose code does not arrive, shows its title,
 * the failure and a retry in its own place; the rest of the page keeps working (docs/decisions/006, 012). It adds
 * no element of its own, so widgets fixed to the viewport (contact box, side panel) stay where they place themselves.
 */
import { Component, type ReactNode } from 'react';
import type { SectionConfig } from '../../config/portal-config';
import { localText, type Locale } from '../../i18n/i18n';
import { SectionFrame } from '../../widgets/SectionFrame/SectionFrame';

interface Props {
  section: SectionConfig;
  locale: Locale;
  /** A widget that places itself: its failure is told without the section's box. */
  bare: boolean;
  /** Asks again for what may have failed; the section is drawn afresh once that has settled. */
  onRetry: (error: unknown) => Promise<unknown>;
  /** Changes with the page address: another address gives a failed section a fresh chance by itself. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failure: { error: unknown } | null;
  retrying: boolean;
  resetKey: string;
}

export class SectionErrorBoundary extends Component<Props, State> {
  override state: State = { failure: null, retrying: false, resetKey: this.props.resetKey };
  private mounted = false;

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: { error }, retrying: false };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { failure: null, retrying: false, resetKey: props.resetKey };
  }

  override componentDidMount() {
    this.mounted = true;
  }

  override componentWillUnmount() {
    this.mounted = false;
  }

  /** The failed section was unmounted when its failure was drawn: clearing the failure mounts it anew. */
  private retry = () => {
    const { failure, retrying } = this.state;
    if (!failure || retrying) return;
    this.setState({ retrying: true });
    void this.props
      .onRetry(failure.error)
      .catch(() => undefined) // a call that fails again shows in the section as that call's error
      .then(() => {
        if (this.mounted) this.setState({ failure: null, retrying: false });
      });
  };

  override render() {
    const { failure, retrying } = this.state;
    if (!failure) return this.props.children;
    const { section, locale, bare } = this.props;
    return (
      <SectionFrame
        id={section.id}
        title={localText(locale, section.title) || undefined}
        more={section.more}
        bare={bare}
        query={{
          data: undefined,
          error: failure.error,
          isPending: false,
          isError: true,
          isFetching: retrying,
          refetch: this.retry,
        }}
      >
        {() => null}
      </SectionFrame>
    );
  }
}
