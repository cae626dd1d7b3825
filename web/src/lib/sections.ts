import { matchRoute, pathTo, routeAncestry } from "@shared/routes";

/** The app's destinations: what the one navigation links to (web/src/app/app-frame.tsx). */
export type Section = "my-work" | "scan" | "work-orders" | "vehicles" | "defects" | "inspections" | "reminders" | "parts" | "time" | "categories" | "dashboard";

/** Which part of the app a path belongs to, so navigation can mark where the person is. */
export function sectionOf(pathname: string): Section | null {
  const match = matchRoute(pathname);
  if (!match) return null;
  const names = routeAncestry(match.route.name).map((route) => route.name);
  if (names.includes("my-work")) return "my-work";
  if (names.includes("scan")) return "scan";
  if (names.includes("categories")) return "categories";
  if (names.includes("work-orders")) return "work-orders";
  if (names.includes("reminders")) return "reminders";
  if (names.includes("parts")) return "parts";
  if (names.includes("time")) return "time";
  if (names.includes("defects")) return "defects";
  if (names.includes("inspections")) return "inspections";
  if (names.includes("vehicles")) return "vehicles";
  if (names.includes("backend")) return "dashboard";
  return null;
}

/**
 * A destination's name is `nav.<section>` of the `common` namespace (the top bar and the More
 * sheet); one in the phone's bottom bar also has a short `bar.<section>`.
 */
export interface Destination {
  readonly section: Section;
  readonly href: string;
  /** In the phone's bottom bar, where room is short; destinations without it are under More. */
  readonly inBar?: true;
}

/** Every destination once, in the top bar's order; the first three are the phone's bottom bar. */
export const DESTINATIONS: readonly Destination[] = [
  { section: "my-work", href: pathTo("my-work"), inBar: true },
  { section: "scan", href: pathTo("scan"), inBar: true },
  { section: "work-orders", href: pathTo("work-orders"), inBar: true },
  { section: "vehicles", href: pathTo("vehicles") },
  { section: "defects", href: pathTo("defects") },
  { section: "inspections", href: pathTo("inspections") },
  { section: "reminders", href: pathTo("reminders") },
  { section: "parts", href: pathTo("parts") },
  { section: "time", href: pathTo("time") },
  { section: "categories", href: pathTo("categories") },
  { section: "dashboard", href: pathTo("backend") },
];
