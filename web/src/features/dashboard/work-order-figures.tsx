// The dashboard's work: the workshop's state first (open work orders, overdue, vehicles in the
// workshop, waiting for parts, assigned to me), open work by status, and what done work cost
// per month over the last year. Each figure and status bar opens the work orders board, the
// list or the vehicles filtered to what it counts.

import type { DashboardStats, WorkOrderStats } from "@shared/dashboard";
import { vehicleListPath } from "@shared/vehicle-list";
import { UNFINISHED_WORK_ORDER_STATUSES } from "@shared/work-orders/transitions";
import { ASSIGNEE_ME } from "@shared/work-order-list";
import { sumCents } from "@shared/work-orders/money";
import { workOrderListPath, WORK_ORDER_STATUS_TONES } from "../work-orders";
import { currentLocale, useLabel, useTranslation } from "../../lib/i18n";
import { money } from "../../lib/workshop-settings";
import { BarChart, type Bar } from "./bar-chart";
import { Figure } from "./figures";

/** "2026-11" as "Nov 2026" (English), "Nov. 2026" (German). */
function monthLabel(month: string): string {
  return new Intl.DateTimeFormat(currentLocale(), { month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${month}-01T00:00:00Z`));
}

function openCount(stats: WorkOrderStats): number {
  return stats.byStatus.reduce((sum, row) => ((UNFINISHED_WORK_ORDER_STATUSES as readonly string[]).includes(row.status) ? sum + row.count : sum), 0);
}

function countOf(stats: WorkOrderStats, status: string): number {
  return stats.byStatus.find((row) => row.status === status)?.count ?? 0;
}

/** The workshop now: what is to be done, what is late, what is in, what is held up. */
export function WorkshopNow({ stats }: { stats: DashboardStats }) {
  const work = stats.workOrders;
  const waiting = countOf(work, "waiting_parts");
  const { t } = useTranslation("dashboard");
  return (
    <ul className="figures" aria-label={t("part.now")}>
      <Figure label={t("work.open")} value={openCount(work)} detail={t("work.openDetail")} href={workOrderListPath({})} />
      <Figure
        label={t("work.overdue")}
        value={work.overdue}
        detail={t("work.overdueDetail")}
        // The list query has no overdue filter (shared/work-order-list.ts); the board marks them.
        href={workOrderListPath({})}
        tone={work.overdue > 0 ? "alarm" : undefined}
      />
      <Figure label={t("work.inWorkshop")} value={stats.totals.inService} detail={t("work.inWorkshopDetail")} href={vehicleListPath({ status: "in_service" })} />
      <Figure
        label={t("work.waitingParts")}
        value={waiting}
        detail={t("work.waitingPartsDetail")}
        href={workOrderListPath({ view: "list", status: "waiting_parts" })}
        tone={waiting > 0 ? "waiting" : undefined}
      />
      <Figure label={t("work.mine")} value={work.assignedToMe} detail={t("work.mineDetail")} href={workOrderListPath({ assignee: ASSIGNEE_ME })} />
    </ul>
  );
}

function statusBars(stats: WorkOrderStats, label: ReturnType<typeof useLabel>): Bar[] {
  return stats.byStatus
    .filter(({ status }) => (UNFINISHED_WORK_ORDER_STATUSES as readonly string[]).includes(status))
    .map(({ status, count }) => ({
      key: status,
      label: label("workOrderStatus", status),
      count,
      tone: WORK_ORDER_STATUS_TONES[status],
      href: workOrderListPath({ view: "list", status }),
    }));
}

export function OpenWorkChart({ stats }: { stats: WorkOrderStats }) {
  const { t } = useTranslation("dashboard");
  const label = useLabel();
  return (
    <BarChart
      title={t("chart.openByStatus")}
      bars={statusBars(stats, label)}
      total={openCount(stats)}
      unit={(count) => t("unit.workOrders", { count })}
      note={t("chart.openNote")}
      empty={t("chart.openEmpty")}
    />
  );
}

export function MonthlyCostChart({ stats }: { stats: WorkOrderStats }) {
  const { t } = useTranslation("dashboard");
  const total = sumCents(stats.costByMonth.map((month) => month.cents));
  const months = stats.costByMonth.length;
  const bars: Bar[] = stats.costByMonth.map(({ month, cents }) => ({ key: month, label: monthLabel(month), count: cents, tone: "category" }));
  return (
    <BarChart
      title={t("chart.cost")}
      bars={bars}
      total={total}
      value={(bar) => money(bar.count)}
      empty={t("chart.costEmpty", { months })}
      note={t("chart.costNote", { total: money(total), months })}
    />
  );
}
