// The fleet's figures on the dashboard (how many vehicles and categories, added recently), each
// leading to the list behind it where one exists; the workshop's state comes before them
// (work-order-figures.tsx).

import type { ReactNode } from "react";
import { Link } from "wouter";
import { ADDED_WINDOW_DAYS, type DashboardStats } from "@shared/dashboard";
import { pathTo } from "@shared/routes";
import { formatCount, formatDayMonth } from "../../ui/format";

/** One figure; `alarm` marks one that calls for action (overdue work), `waiting` work held up (for parts). */
export function Figure({ label, value, detail, href, tone }: { label: string; value: number; detail: ReactNode; href?: string; tone?: "alarm" | "waiting" | undefined }) {
  const body = (
    <>
      <span className="figure-label">{label}</span>
      <span className="figure-value">{formatCount(value)}</span>
      <span className="figure-detail">{detail}</span>
    </>
  );
  return <li className={tone ? `figure figure-${tone}` : "figure"}>{href ? <Link href={href}>{body}</Link> : <div>{body}</div>}</li>;
}

export function Figures({ stats }: { stats: DashboardStats }) {
  const { totals } = stats;
  return (
    <ul className="figures" aria-label="Fleet figures">
      <Figure label="Vehicles" value={totals.vehicles} detail="in the fleet" href={pathTo("vehicles")} />
      <Figure label="Categories" value={totals.categories} detail="to sort vehicles by" href={pathTo("categories")} />
      <Figure
        label="Added recently"
        value={totals.addedRecently}
        detail={`in the last ${ADDED_WINDOW_DAYS} days (since ${formatDayMonth(stats.addedSince)})`}
      />
    </ul>
  );
}
