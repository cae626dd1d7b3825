// The one route table of the app. The browser's router renders from it and the server's
// `GET /{path...}` handler reads it to answer 200 for app pages and 404 for anything else,
// so a path is either a page in both places or in neither.

import type { Role } from "./roles";
import { RECORD_ID } from "./validation/record-id";

export type LayoutName = "landing-page" | "default" | "dashboard";

/** Who may open a route: anyone, only signed-out visitors, or only signed-in employees. */
export type Access = "public" | "guests" | "employees";

/** Route middleware by name (docs/decisions/routes.md: `/login` runs one named `auth`); the app implements them. */
export type MiddlewareName = "auth";

export type RouteName =
  | "index"
  | "login"
  | "template"
  | "workshop"
  | "my-work"
  | "scan"
  | "vehicles"
  | "vehicles-new"
  | "vehicle"
  | "vehicle-label"
  | "categories"
  | "categories-new"
  | "category"
  | "work-orders"
  | "work-orders-new"
  | "work-order"
  | "work-order-job-card"
  | "reminders"
  | "parts"
  | "parts-new"
  | "part"
  | "part-edit"
  | "part-label"
  | "time"
  | "inspections"
  | "inspections-new"
  | "inspection"
  | "defects"
  | "defect"
  | "backend";

export interface AppRoute {
  readonly name: RouteName;
  /** Pattern with `:param` segments; every param must be listed in `paramPatterns`. */
  readonly path: string;
  readonly layout: LayoutName;
  readonly access: Access;
  /** The route this one sits under in the URL hierarchy (docs/decisions/routes.md). */
  readonly parent?: RouteName;
  /** Named route middleware (docs/decisions/app-shell.md "Routes and guards": `/login` runs `auth`). */
  readonly middleware?: readonly MiddlewareName[];
  /** A parent route without a screen of its own sends its visitors here. */
  readonly redirectTo?: string;
  readonly title: string;
}

/** What a route parameter must look like: PocketBase record ids are 15 of `a-z0-9`. */
export const paramPatterns: Readonly<Record<string, RegExp>> = {
  id: RECORD_ID,
};

/** Where a signed-in employee lands (the vehicle list) and where everyone else signs in. */
export const HOME_FOR_EMPLOYEES = "/workshop/vehicles";
export const LOGIN_PATH = "/login";
/** A technician's jobs: their home after signing in (docs/product.md "Phone and offline"). */
export const MY_WORK_PATH = "/workshop/my-work";
/** The work order board: the home of managers and viewers. */
export const BOARD_PATH = "/workshop/work-orders";

/**
 * Where an employee lands after signing in: a technician on their jobs, a manager or viewer on
 * the board. A role the app does not know yet lands on the board, which every role may read.
 */
export function homeFor(role: Role | (string & {})): string {
  return role === "technician" ? MY_WORK_PATH : BOARD_PATH;
}

// Order matters: fixed segments come before the `:id` routes they would otherwise match.
export const routes: readonly AppRoute[] = [
  { name: "index", path: "/", layout: "landing-page", access: "public", title: "Workshop" },
  { name: "login", path: LOGIN_PATH, layout: "default", access: "guests", middleware: ["auth"], title: "Sign in" },
  // The seed's UI kit: for signed-in staff only (it shows the app's source paths).
  { name: "template", path: "/template", layout: "default", access: "employees", title: "UI kit" },
  {
    name: "workshop",
    path: "/workshop",
    layout: "default",
    access: "employees",
    redirectTo: HOME_FOR_EMPLOYEES,
    title: "Workshop",
  },
  { name: "my-work", path: MY_WORK_PATH, layout: "default", access: "employees", parent: "workshop", title: "My work" },
  { name: "scan", path: "/workshop/scan", layout: "default", access: "employees", parent: "workshop", title: "Scan" },
  { name: "vehicles", path: HOME_FOR_EMPLOYEES, layout: "default", access: "employees", parent: "workshop", title: "Vehicles" },
  { name: "vehicles-new", path: "/workshop/vehicles/new", layout: "default", access: "employees", parent: "vehicles", title: "New vehicle" },
  { name: "categories", path: "/workshop/vehicles/categories", layout: "default", access: "employees", parent: "vehicles", title: "Categories" },
  {
    name: "categories-new",
    path: "/workshop/vehicles/categories/new",
    layout: "default",
    access: "employees",
    parent: "categories",
    title: "New category",
  },
  { name: "category", path: "/workshop/vehicles/categories/:id", layout: "default", access: "employees", parent: "categories", title: "Category" },
  { name: "vehicle", path: "/workshop/vehicles/:id", layout: "default", access: "employees", parent: "vehicles", title: "Vehicle" },
  { name: "vehicle-label", path: "/workshop/vehicles/:id/label", layout: "default", access: "employees", parent: "vehicle", title: "Vehicle label" },
  { name: "work-orders", path: BOARD_PATH, layout: "default", access: "employees", parent: "workshop", title: "Work orders" },
  {
    name: "work-orders-new",
    path: "/workshop/work-orders/new",
    layout: "default",
    access: "employees",
    parent: "work-orders",
    title: "New work order",
  },
  { name: "work-order", path: "/workshop/work-orders/:id", layout: "default", access: "employees", parent: "work-orders", title: "Work order" },
  {
    name: "work-order-job-card",
    path: "/workshop/work-orders/:id/job-card",
    layout: "default",
    access: "employees",
    parent: "work-order",
    title: "Job card",
  },
  { name: "reminders", path: "/workshop/reminders", layout: "default", access: "employees", parent: "workshop", title: "Reminders" },
  { name: "parts", path: "/workshop/parts", layout: "default", access: "employees", parent: "workshop", title: "Parts" },
  { name: "parts-new", path: "/workshop/parts/new", layout: "default", access: "employees", parent: "parts", title: "New part" },
  { name: "part", path: "/workshop/parts/:id", layout: "default", access: "employees", parent: "parts", title: "Part" },
  { name: "part-edit", path: "/workshop/parts/:id/edit", layout: "default", access: "employees", parent: "part", title: "Edit part" },
  { name: "part-label", path: "/workshop/parts/:id/label", layout: "default", access: "employees", parent: "part", title: "Part label" },
  { name: "time", path: "/workshop/time", layout: "default", access: "employees", parent: "workshop", title: "Time" },
  { name: "inspections", path: "/workshop/inspections", layout: "default", access: "employees", parent: "workshop", title: "Inspections" },
  {
    name: "inspections-new",
    path: "/workshop/inspections/new",
    layout: "default",
    access: "employees",
    parent: "inspections",
    title: "New inspection",
  },
  { name: "inspection", path: "/workshop/inspections/:id", layout: "default", access: "employees", parent: "inspections", title: "Inspection" },
  { name: "defects", path: "/workshop/defects", layout: "default", access: "employees", parent: "workshop", title: "Defects" },
  { name: "defect", path: "/workshop/defects/:id", layout: "default", access: "employees", parent: "defects", title: "Defect" },
  { name: "backend", path: "/backend", layout: "dashboard", access: "employees", title: "Dashboard" },
];

export interface RouteMatch {
  readonly route: AppRoute;
  readonly params: Readonly<Record<string, string>>;
}

function splitPath(path: string): string[] {
  return path.split("/").filter((segment) => segment !== "");
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null; // malformed percent-encoding: no route can match it
  }
}

/** Matches a pattern such as `/workshop/vehicles/:id` against a pathname (no query or hash). */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  // Exact paths only: `/login/` and `//login` are not `/login`, on the server as in the browser.
  if (pathname !== "/" && (pathname.endsWith("/") || pathname.includes("//"))) return null;
  const want = splitPath(pattern);
  const got = splitPath(pathname);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const expected = want[i]!;
    const actual = decodeSegment(got[i]!);
    if (actual === null) return null;
    if (expected.startsWith(":")) {
      const name = expected.slice(1);
      const shape = paramPatterns[name];
      if (!shape || !shape.test(actual)) return null;
      params[name] = actual;
    } else if (expected !== actual) {
      return null;
    }
  }
  return params;
}

/** The route a pathname shows, or null when it is not a page of the app (a 404). */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const route of routes) {
    const params = matchPattern(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}

export function routeByName(name: RouteName): AppRoute {
  const route = routes.find((r) => r.name === name);
  if (!route) throw new Error(`Unknown route: ${name}`);
  return route;
}

/** Builds a concrete path from a route name and its params, e.g. `pathTo("vehicle", { id })`. */
export function pathTo(name: RouteName, params: Readonly<Record<string, string>> = {}): string {
  return routeByName(name).path.replace(/:([a-zA-Z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing param "${key}" for route ${name}`);
    return encodeURIComponent(value);
  });
}

/** The form encoding of one name or value, byte for byte as the browser's `URLSearchParams` writes it. */
function formEncode(text: string): string {
  // Lone surrogates become U+FFFD, as in URLSearchParams (encodeURIComponent would throw).
  const wellFormed = text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g, (c) => (c.length === 2 ? c : "\uFFFD"));
  return encodeURIComponent(wellFormed).replace(/%20|[!'()~]/g, (c) =>
    c === "%20" ? "+" : `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** A path with query parameters (none: the bare path), e.g. `/workshop/vehicles?q=ab+12&page=2`. */
export function withQuery(path: string, params: readonly (readonly [string, string])[]): string {
  if (params.length === 0) return path;
  return `${path}?${params.map(([name, value]) => `${formEncode(name)}=${formEncode(value)}`).join("&")}`;
}

/** The chain of routes from the outermost ancestor down to `name` itself. */
export function routeAncestry(name: RouteName): AppRoute[] {
  const chain: AppRoute[] = [];
  let current: AppRoute | undefined = routeByName(name);
  while (current) {
    chain.unshift(current);
    current = current.parent ? routeByName(current.parent) : undefined;
  }
  return chain;
}

/**
 * The `?redirect=` target to follow after sign-in, or null when it is unsafe or pointless.
 * Only same-origin relative paths to pages an employee can open are accepted, so a crafted
 * link can neither send staff off-site nor bounce them back to the login page.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  // Control characters and whitespace are never part of a path we produce.
  if (/[\u0000-\u0020\u007f]/.test(value)) return null;
  const pathname = value.split(/[?#]/, 1)[0]!;
  const match = matchRoute(pathname);
  if (!match || match.route.access === "guests") return null;
  return value;
}
