import type { ReactNode } from "react";
import { AppFrame } from "../app-frame";

/**
 * The dashboard layout (docs/decisions/routes.md: /backend uses "dashboard"): the same frame as every other page
 * since one navigation replaced the dashboard's sidebar (docs/decisions/phone-and-offline.md).
 * The name stays in the route table, so a layout of the dashboard's own can come back here.
 */
export function DashboardLayout({ children }: { children: ReactNode }) {
  return <AppFrame>{children}</AppFrame>;
}
