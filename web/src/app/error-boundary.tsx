import { Component, type ErrorInfo, type ReactNode } from "react";

interface State {
  error: unknown;
}

/** Any uncaught render error shows `fallback` ("Internal Server Error") instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, State> {
  override state: State = { error: null };

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
