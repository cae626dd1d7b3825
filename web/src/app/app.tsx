import { useSyncExternalStore } from "react";
import { Router } from "wouter";
import { loadingBar } from "../lib/loading-bar";
import { LoadingBar } from "../ui/loading-bar";
import { ServerErrorPage } from "../features/errors/server-error-page";
import { AppRoutes } from "./app-routes";
import { ErrorBoundary } from "./error-boundary";
import { aroundNav } from "./navigation";
import { OfflineEffects } from "./offline-effects";
import { SessionEffects } from "./session-effects";

function GlobalLoadingBar() {
  const state = useSyncExternalStore(loadingBar.subscribe, loadingBar.getState);
  return <LoadingBar visible={state.visible} progress={state.progress} />;
}

/** The whole app in the browser: loading bar, error boundary, router with its navigation hooks, routes. */
export function App() {
  return (
    <>
      <GlobalLoadingBar />
      <ErrorBoundary fallback={<ServerErrorPage standalone />}>
        <Router aroundNav={aroundNav}>
          <SessionEffects />
          <OfflineEffects />
          <AppRoutes />
        </Router>
      </ErrorBoundary>
    </>
  );
}
