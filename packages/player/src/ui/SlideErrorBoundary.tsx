import { Component, type ReactNode } from 'react';

interface SlideErrorBoundaryProps {
  /** A new value (the next edit of the slide, another state) tries to draw the slide again. */
  resetKey: unknown;
  fallback: ReactNode;
  children: ReactNode;
  /** Told once per failure, after the fallback is on screen (the lesson player lets the learner move on). */
  onError?: () => void;
}

interface SlideErrorBoundaryState {
  failed: boolean;
  resetKey: unknown;
}

/** Keeps one slide's broken data from taking down the editor or the lesson around it. */
export class SlideErrorBoundary extends Component<SlideErrorBoundaryProps, SlideErrorBoundaryState> {
  constructor(props: SlideErrorBoundaryProps) {
    super(props);
    this.state = { failed: false, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<SlideErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: SlideErrorBoundaryProps, state: SlideErrorBoundaryState): Partial<SlideErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch() {
    this.props.onError?.();
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
