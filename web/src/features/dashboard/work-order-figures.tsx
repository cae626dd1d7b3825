// The dashboard's work: the workshop's state first (open work orders, overdue, vehicles in the
// workshop, waiting for parts, assigned to me), open work by status, and what done work cost
// per month over the last year. Each figure and status bar opens the work orders board, the
// list or the vehicles filtered to what it counts.

import type { DashboardStats, WorkOrderStats } from "@shared/dashboard";
import { vehicleListPath } from "@shared/vehicle-list";
import { UNFINISHED_WORK_ORDER_STATUSES } from "@shared/work-orders/transitions";
import { WORK_ORDER_STATUS_LABELS } from "@shared/records";
import { ASSIGNEE_ME } from "@shared/work-order-list";
import { sumCents } from "@shared/work-orders/money";
import { workOrderListPath, WORK_ORDER_STATUS_TONES } from "../work-orders";
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

function countOf(stats: WorkOrderStats, status: string): number {
  return stats.byStatus.find((row) => row.status === status)?.count ?? 0;
}

/** The workshop now: what is to be done, what is late, what is in, what is held up. */
export function WorkshopNow({ stats }: { stats: DashboardStats }) {
  const work = stats.workOrders;
  const waiting = countOf(work, "waiting_parts");
  return (
    <ul className="figures" aria-label="The workshop now">
      <Figure label="Open work orders" value={openCount(work)} detail="open, in progress or waiting for parts" href={workOrderListPath({})} />
      <Figure
        label="Overdue"
        value={work.overdue}
        detail="past their due date: marked on the board"
        // The list query has no overdue filter (shared/work-order-list.ts); the board marks them.
        href={workOrderListPath({})}
        tone={work.overdue > 0 ? "alarm" : undefined}
      />
      <Figure label="In workshop" value={stats.totals.inService} detail="vehicles right now" href={vehicleListPath({ status: "in_service" })} />
      <Figure
        label="Waiting for parts"
        value={waiting}
        detail="work orders held up"
        href={workOrderListPath({ view: "list", status: "waiting_parts" })}
        tone={waiting > 0 ? "waiting" : undefined}
      />
      <Figure label="Assigned to me" value={work.assignedToMe} detail="still to be done" href={workOrderListPath({ assignee: ASSIGNEE_ME })} />
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
      tone: WORK_ORDER_STATUS_TONES[status],
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
