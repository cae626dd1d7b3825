import { matchRoute, pathTo, routeAncestry } from "@shared/routes";

/** The parts of the app the navigation names. */
export type Section = "vehicles" | "work-orders" | "defects" | "inspections" | "reminders" | "categories" | "dashboard";

/** Which part of the app a path belongs to, so navigation can mark where the person is. */
export function sectionOf(pathname: string): Section | null {
  const match = matchRoute(pathname);
  if (!match) return null;
  const names = routeAncestry(match.route.name).map((route) => route.name);
  if (names.includes("categories")) return "categories";
  if (names.includes("work-orders")) return "work-orders";
  if (names.includes("reminders")) return "reminders";
  if (names.includes("defects")) return "defects";
  if (names.includes("inspections")) return "inspections";
  if (names.includes("vehicles")) return "vehicles";
  if (names.includes("backend")) return "dashboard";
  return null;
}

export const SECTION_LINKS: readonly { section: Section; href: string; label: string }[] = [
  { section: "vehicles", href: pathTo("vehicles"), label: "Vehicles" },
  { section: "work-orders", href: pathTo("work-orders"), label: "Work orders" },
  { section: "defects", href: pathTo("defects"), label: "Defects" },
  { section: "inspections", href: pathTo("inspections"), label: "Inspections" },
  { section: "reminders", href: pathTo("reminders"), label: "Reminders" },
  { section: "categories", href: pathTo("categories"), label: "Categories" },
  { section: "dashboard", href: pathTo("backend"), label: "Dashboard" },
];
