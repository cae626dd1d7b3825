// The four figures at the top of the dashboard, each leading to the list behind it where one
// exists.

import type { ReactNode } from "react";
import { Link } from "wouter";
import { ADDED_WINDOW_DAYS, type DashboardStats } from "@shared/dashboard";
import { pathTo } from "@shared/routes";
import { vehicleListPath } from "@shared/vehicle-list";
import { formatCount, formatDayMonth } from "../../ui/format";

/** One figure (a count, or a text such as an amount of money); `alarm` marks one that calls for action (overdue work). */
export function Figure({ label, value, detail, href, tone }: { label: string; value: number | string; detail: ReactNode; href?: string; tone?: "alarm" }) {
  const body = (
    <>
      <span className="figure-label">{label}</span>
      <span className="figure-value">{typeof value === "number" ? formatCount(value) : value}</span>
      <span className="figure-detail">{detail}</span>
    </>
  );
  return <li className={tone ? `figure figure-${tone}` : "figure"}>{href ? <Link href={href}>{body}</Link> : <div>{body}</div>}</li>;
}

export function Figures({ stats }: { stats: DashboardStats }) {
  const { totals } = stats;
  return (
    <ul className="figures" aria-label="Figures">
      <Figure label="Vehicles" value={totals.vehicles} detail="in the fleet" href={pathTo("vehicles")} />
      <Figure label="In workshop" value={totals.inService} detail="right now" href={vehicleListPath({ status: "in_service" })} />
      <Figure label="Categories" value={totals.categories} detail="to sort vehicles by" href={pathTo("categories")} />
      <Figure
        label="Added recently"
        value={totals.addedRecently}
        detail={`in the last ${ADDED_WINDOW_DAYS} days (since ${formatDayMonth(stats.addedSince)})`}
      />
    </ul>
  );
}
