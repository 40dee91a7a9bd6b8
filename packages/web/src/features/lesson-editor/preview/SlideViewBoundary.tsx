import { Component, type ReactNode } from 'react';

interface Props {
  /** Shown instead of a slide whose renderer crashed. */
  fallback: ReactNode;
  /** A new slide (or new data) tries again. */
  resetKey: unknown;
  children: ReactNode;
}

/**
 * A slide whose data a renderer cannot draw (half-typed, or a renderer bug) must not take the editor
 * down with it: the frame shows a notice and the author keeps editing.
 */
export class SlideViewBoundary extends Component<Props, { failedFor: unknown; failed: boolean }> {
  override state = { failedFor: undefined as unknown, failed: false };

  static getDerivedStateFromError(): Partial<{ failed: boolean }> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.setState({ failedFor: this.props.resetKey });
    console.error('A slide could not be drawn', error);
  }

  override componentDidUpdate(): void {
    if (this.state.failed && this.state.failedFor !== undefined && this.state.failedFor !== this.props.resetKey) {
      this.setState({ failed: false, failedFor: undefined });
    }
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
