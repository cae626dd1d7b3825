import { Component, type ErrorInfo, type ReactNode } from "react";
import { ServerErrorPage } from "../features/errors/server-error-page";

interface State {
  error: unknown;
}

/** Any uncaught render error shows "Internal Server Error" instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("Uncaught error in the app", error, info.componentStack);
  }

  override render() {
    return this.state.error ? <ServerErrorPage /> : this.props.children;
  }
}
