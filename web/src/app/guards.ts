// Who may see a route (docs/product.md "Screens and routes"). A guard answers with the address to go
// to instead, or null to show the route. Two rules:
// - employees-only routes send everyone else (guests, superusers) to /login?redirect=<path>;
// - the named route middleware of the table: `auth` on /login sends a signed-in employee on to
//   a safe `?redirect=` (shared/routes.ts `safeRedirect`), else to their home (`homeFor`: My work
//   for a technician, the board for a manager or viewer).

import { homeFor, LOGIN_PATH, safeRedirect, type AppRoute, type MiddlewareName } from "@shared/routes";
import type { Session } from "../lib/session";

export interface GuardContext {
  readonly route: AppRoute;
  readonly session: Session["kind"];
  /** The signed-in employee's role ("" for anyone else): where they land. */
  readonly role?: string;
  /** The pathname being opened. */
  readonly path: string;
  /** Its query string, without the leading "?". */
  readonly search: string;
}

/** /login with the page to come back to after signing in: `path` with its query string, if any. */
export function loginPathFor(path: string, search: string): string {
  const target = search ? `${path}?${search}` : path;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}`;
}

export const routeMiddleware: Readonly<Record<MiddlewareName, (context: GuardContext) => string | null>> = {
  auth: ({ session, role, search }) =>
    session === "employee" ? (safeRedirect(new URLSearchParams(search).get("redirect")) ?? homeFor(role ?? "")) : null,
};

export function guardRedirect(context: GuardContext): string | null {
  const { route, session, path, search } = context;
  if (route.access === "employees" && session !== "employee") {
    return loginPathFor(path, search);
  }
  for (const name of route.middleware ?? []) {
    const target = routeMiddleware[name](context);
    if (target !== null) return target;
  }
  return null;
}
