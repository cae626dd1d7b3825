import { useEffect, useRef, type ComponentType, type ReactNode } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { matchRoute, routeAncestry, type LayoutName, type RouteName } from "@shared/routes";
import { useTranslation } from "../lib/i18n";
import { useSession } from "../lib/session";
import { NotFoundPage } from "../features/errors/not-found-page";
import { ServerErrorPage } from "../features/errors/server-error-page";
import { ErrorBoundary } from "./error-boundary";
import { frames } from "./frames";
import { guardRedirect } from "./guards";
import { DashboardLayout } from "./layouts/dashboard-layout";
import { DefaultLayout } from "./layouts/default-layout";
import { LandingPageLayout } from "./layouts/landing-page-layout";
import { screens, type ScreenProps } from "./screens";

const layouts: Record<LayoutName, ComponentType<{ children: ReactNode }>> = {
  "landing-page": LandingPageLayout,
  default: DefaultLayout,
  dashboard: DashboardLayout,
};

/** Wraps a screen in the frames of its ancestors, e.g. the workshop sub-navigation. */
function withFrames(name: RouteName, screen: ReactNode): ReactNode {
  return routeAncestry(name)
    .reverse()
    .reduce((inner, route) => {
      const Frame = frames[route.name];
      return Frame ? <Frame>{inner}</Frame> : inner;
    }, screen);
}

/** The app's name: the window title of the pages that have no other, and after every other. */
const BRAND = "Workshop";

/** The window title, and focus to the new page's main area after an in-app navigation. */
function usePageChange(location: string, title: string): void {
  const first = useRef(true);
  useEffect(() => {
    document.title = title === BRAND ? BRAND : `${title} · ${BRAND}`;
  }, [title]);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById("main")?.focus({ preventScroll: false });
  }, [location]);
}

/** Renders the screen the shared route table assigns to the current location, behind its guards. */
export function AppRoutes() {
  const [location] = useLocation();
  const search = useSearch();
  const session = useSession();
  const match = matchRoute(location);
  const { t } = useTranslation();
  usePageChange(location, match ? t(`title.${match.route.name}`) : t("title.notFound"));

  if (!match) {
    return (
      <DefaultLayout>
        <NotFoundPage path={location} />
      </DefaultLayout>
    );
  }
  const { route, params } = match;
  const role = session.kind === "employee" ? session.role : "";
  const redirect = guardRedirect({ route, session: session.kind, role, path: location, search });
  if (redirect !== null) return <Redirect to={redirect} replace />;
  if (route.redirectTo) return <Redirect to={route.redirectTo} replace />;
  const Layout = layouts[route.layout];
  const Screen: ComponentType<ScreenProps> = screens[route.name];
  return (
    <Layout>
      {/* A screen that breaks shows the error page inside the layout; moving elsewhere recovers.
          Keyed by the path only: a new query (a list's search, filters, page) keeps the screen
          and its state, such as the text being typed in the search box. */}
      <ErrorBoundary key={location} resetKey={`${location}?${search}`} fallback={<ServerErrorPage />}>
        {withFrames(route.name, <Screen params={params} />)}
      </ErrorBoundary>
    </Layout>
  );
}
