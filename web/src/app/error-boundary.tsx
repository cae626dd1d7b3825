import { Component, type ErrorInfo, type ReactNode } from "react";

interface State {
  error: unknown;
}

interface Props {
  children: ReactNode;
  fallback: ReactNode;
  /** A change of this value clears a caught error (e.g. the URL, so navigating recovers). */
  resetKey?: string;
}

/** Any uncaught render error shows `fallback` ("Internal Server Error") instead of a blank page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  override componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error("Unknown render error") };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("Uncaught error in the app", error, info.componentStack);
  }

  override render() {
    return this.state.error ? this.props.fallback : this.props.children;
  }
}
