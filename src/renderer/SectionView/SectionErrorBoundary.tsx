/**
 * A section whose data breaks its component (a body that does not keep to the contract) shows its own error with a
 * retry, like a failed call; the rest of the page keeps working.
 */
import { Component, type ReactNode } from 'react';
import { malformedError } from '../../../sdk/errors';

interface Props {
  /** Renders the error state; `retry` clears it and asks for the data again. */
  fallback: (error: unknown, retry: () => void) => ReactNode;
  onRetry: () => unknown;
  /** Changes when new data arrives (react-query's dataUpdatedAt): new data gets a fresh chance to render. */
  resetKey: unknown;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: unknown;
}

export class SectionErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    // Whatever broke, to the visitor it is data the portal cannot read.
    return { error: malformedError(undefined, error) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: undefined, resetKey: props.resetKey } : null;
  }

  private retry = () => void this.props.onRetry();

  override render() {
    return this.state.error === undefined ? this.props.children : this.props.fallback(this.state.error, this.retry);
  }
}
