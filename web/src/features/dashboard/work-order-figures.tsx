// The dashboard's work: figures for open, overdue and "assigned to me" work orders, open work
// by status, and what done work cost per month over the last year. Each figure and status bar
// opens the work orders board or list filtered to what it counts.

import type { WorkOrderStats } from "@shared/dashboard";
import { UNFINISHED_WORK_ORDER_STATUSES } from "@shared/work-orders/transitions";
import { WORK_ORDER_STATUS_LABELS } from "@shared/records";
import { ASSIGNEE_ME } from "@shared/work-order-list";
import { sumCents } from "@shared/work-orders/money";
import { workOrderListPath } from "../work-orders";
import { money } from "../../lib/workshop-settings";
import { BarChart, type Bar } from "./bar-chart";
import { Figure } from "./figures";

const WORK_ORDERS = { one: "work order", many: "work orders" };

const MONTH = new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "UTC" });

/** "2026-11" as "Nov 2026". */
export function monthLabel(month: string): string {
  return MONTH.format(new Date(`${month}-01T00:00:00Z`));
}

function openCount(stats: WorkOrderStats): number {
  return stats.byStatus.reduce((sum, row) => ((UNFINISHED_WORK_ORDER_STATUSES as readonly string[]).includes(row.status) ? sum + row.count : sum), 0);
}

export function WorkOrderFigures({ stats }: { stats: WorkOrderStats }) {
  return (
    <ul className="figures" aria-label="Work order figures">
      <Figure label="Open work orders" value={openCount(stats)} detail="open, in progress or waiting for parts" href={workOrderListPath({})} />
      <Figure
        label="Overdue"
        value={stats.overdue}
        detail="past their due date: marked on the board"
        // The list query has no overdue filter (shared/work-order-list.ts); the board marks them.
        href={workOrderListPath({})}
        tone={stats.overdue > 0 ? "alarm" : undefined}
      />
      <Figure label="Assigned to me" value={stats.assignedToMe} detail="still to be done" href={workOrderListPath({ assignee: ASSIGNEE_ME })} />
    </ul>
  );
}

function statusBars(stats: WorkOrderStats): Bar[] {
  return stats.byStatus
    .filter(({ status }) => (UNFINISHED_WORK_ORDER_STATUSES as readonly string[]).includes(status))
    .map(({ status, count }) => ({
      key: status,
      label: WORK_ORDER_STATUS_LABELS[status],
      count,
      tone: "category",
      href: workOrderListPath({ view: "list", status }),
    }));
}

export function OpenWorkChart({ stats }: { stats: WorkOrderStats }) {
  return (
    <BarChart
      title="Open work orders by status"
      bars={statusBars(stats)}
      total={openCount(stats)}
      unit={WORK_ORDERS}
      note="Select a bar to see those work orders."
      empty="No open work orders: nothing is waiting to be done."
    />
  );
}

export function MonthlyCostChart({ stats }: { stats: WorkOrderStats }) {
  const total = sumCents(stats.costByMonth.map((month) => month.cents));
  const bars: Bar[] = stats.costByMonth.map(({ month, cents }) => ({ key: month, label: monthLabel(month), count: cents, tone: "category" }));
  return (
    <BarChart
      title="Cost of done work per month"
      bars={bars}
      total={total}
      value={(bar) => money(bar.count)}
      empty={`No work was done in the last ${stats.costByMonth.length} months. Costs appear here by the month each work order is done.`}
      note={`${money(total)} in the last ${stats.costByMonth.length} months, by the month each work order was done.`}
    />
  );
}
