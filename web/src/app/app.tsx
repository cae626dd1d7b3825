import { Router } from "wouter";
import { AppRoutes } from "./app-routes";
import { ErrorBoundary } from "./error-boundary";

/** The whole app in the browser: browser location, error boundary, routes. */
export function App() {
  return (
    <ErrorBoundary>
      <Router>
        <AppRoutes />
      </Router>
    </ErrorBoundary>
  );
}
