// The fleet's figures on the dashboard (how many vehicles and categories, added recently), each
// leading to the list behind it where one exists; the workshop's state comes before them
// (work-order-figures.tsx).

import type { ReactNode } from "react";
import { Link } from "wouter";
import { ADDED_WINDOW_DAYS, type DashboardStats } from "@shared/dashboard";
import { pathTo } from "@shared/routes";
import { useTranslation } from "../../lib/i18n";
import { formatCount, formatDayMonth } from "../../ui/format";

/** One figure (a count, or a text such as an amount of money); `alarm` marks one that calls for action (overdue work), `waiting` work held up (for parts). */
export function Figure({ label, value, detail, href, tone }: { label: string; value: number | string; detail: ReactNode; href?: string; tone?: "alarm" | "waiting" | undefined }) {
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
  const { t } = useTranslation("dashboard");
  return (
    <ul className="figures" aria-label={t("fleet.label")}>
      <Figure label={t("fleet.vehicles")} value={totals.vehicles} detail={t("fleet.vehiclesDetail")} href={pathTo("vehicles")} />
      <Figure label={t("fleet.categories")} value={totals.categories} detail={t("fleet.categoriesDetail")} href={pathTo("categories")} />
      <Figure
        label={t("fleet.added")}
        value={totals.addedRecently}
        detail={t("fleet.addedDetail", { days: ADDED_WINDOW_DAYS, since: formatDayMonth(stats.addedSince) })}
      />
    </ul>
  );
}
