import type { ComponentType, ReactNode } from "react";
import { Redirect, useLocation } from "wouter";
import { matchRoute, routeAncestry, type LayoutName, type RouteName } from "@shared/routes";
import { DashboardLayout } from "./layouts/dashboard-layout";
import { DefaultLayout } from "./layouts/default-layout";
import { LandingPageLayout } from "./layouts/landing-page-layout";
import { screens, type ScreenProps } from "./screens";
import { frames } from "./frames";
import { NotFoundPage } from "../features/errors/not-found-page";

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

/** Renders the screen the shared route table assigns to the current location. */
export function AppRoutes() {
  const [location] = useLocation();
  const match = matchRoute(location);
  if (!match) {
    return (
      <DefaultLayout>
        <NotFoundPage path={location} />
      </DefaultLayout>
    );
  }
  const { route, params } = match;
  if (route.redirectTo) return <Redirect to={route.redirectTo} replace />;
  const Layout = layouts[route.layout];
  const Screen: ComponentType<ScreenProps> = screens[route.name];
  return <Layout>{withFrames(route.name, <Screen params={params} />)}</Layout>;
}
