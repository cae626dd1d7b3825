// The dashboard's work order figures (shared/dashboard.ts WorkOrderStats), counted by SQLite over
// the work_orders indexes: by status (status, number), overdue (status, due), assigned to the
// asking employee (assignee, status), and the cost of done work per month (status, completed,
// total_cost), summed in whole cents so that no floating sum creeps in.

import { storedDay } from "@shared/dates";
import { costMonths, COST_MONTHS, RECENT_WORK_ORDERS, summariseWorkOrders, type WorkOrderStats } from "@shared/dashboard";
import { COLLECTIONS, type WorkOrderStatus } from "@shared/records";
import { UNFINISHED_WORK_ORDER_STATUSES } from "@shared/work-orders/transitions";
import { select, textList } from "../db/sql";

const WORK_ORDERS = COLLECTIONS.workOrders;
const UNFINISHED = textList(UNFINISHED_WORK_ORDER_STATUSES);

const BY_STATUS_SQL = `SELECT [[status]], COUNT(*) AS [[count]] FROM {{${WORK_ORDERS}}} GROUP BY [[status]]`;

// One range per unfinished status over (status, due); an empty due ('') sorts before any date.
const OVERDUE_SQL = `SELECT COUNT(*) AS [[count]] FROM {{${WORK_ORDERS}}}
  WHERE [[status]] IN (${UNFINISHED}) AND [[due]] > '' AND [[due]] < {:today}`;

// The last entries of the (updated, number) index, with the name of whoever changed each.
const RECENT_SQL = `SELECT [[w.id]], [[w.number]], [[w.title]], [[w.status]], [[w.vehicle_plate]] AS [[plate]], [[w.updated]],
    COALESCE([[e.name]], '') AS [[updatedBy]]
  FROM {{${WORK_ORDERS}}} w
  LEFT JOIN {{employees}} e ON [[e.id]] = [[w.updated_by]]
  ORDER BY [[w.updated]] DESC
  LIMIT {:limit}`;

const ASSIGNED_SQL = `SELECT COUNT(*) AS [[count]] FROM {{${WORK_ORDERS}}}
  WHERE [[assignee]] = {:me} AND [[status]] IN (${UNFINISHED})`;

// One range of the (status, completed, total_cost) index per month, summed as it is read: a
// GROUP BY substr(completed) over the year's ≈ 100 000 done work orders sorted them all first
// (54 ms against 15 ms over the demo's 300 000 work orders).
function costSql(months: number): string {
  const rows = Array.from({ length: months }, (_, i) => `({:month${i}}, {:start${i}}, {:end${i}})`).join(", ");
  return `WITH [[m]]([[month]], [[start]], [[end]]) AS (VALUES ${rows})
    SELECT [[m.month]] AS [[month]], COALESCE((SELECT SUM(CAST(ROUND([[total_cost]] * 100) AS INTEGER)) FROM {{${WORK_ORDERS}}}
      WHERE [[status]] = 'done' AND [[completed]] >= [[m.start]] AND [[completed]] < [[m.end]]), 0) AS [[cents]]
    FROM [[m]]`;
}

const COST_SQL = costSql(COST_MONTHS);

/** The chart's months with the first moment of each and of the month after, as bound values. */
function monthParams(now: Date): Record<string, string> {
  const months = costMonths(now);
  const params: Record<string, string> = {};
  months.forEach((month, i) => {
    const [year, number] = month.split("-").map(Number) as [number, number];
    params[`month${i}`] = month;
    params[`start${i}`] = storedDay(`${month}-01`);
    params[`end${i}`] = storedDay(`${new Date(Date.UTC(year, number, 1)).toISOString().slice(0, 7)}-01`);
  });
  return params;
}

interface WorkshopFigures {
  /** The UTC day they were counted for: overdue and the chart's months depend on it. */
  readonly day: string;
  readonly countedAt: number;
  readonly byStatus: readonly { status: string; count: number }[];
  readonly overdue: number;
  readonly months: readonly { month: string; cents: number }[];
}

/**
 * The figures that are the same for everyone are kept in the app's store between requests: the
 * status counts read the whole (status, number) index and the chart a year of done work, and
 * every concurrent request doing so fills one more SQLite connection's page cache (at 32 at once
 * over the demo's 300 000 work orders the server grew by gigabytes). Any write of a work order
 * forgets them (forgetWorkOrderFigures); they are at most FIGURES_TTL_MS old in any case.
 */
const FIGURES_KEY = "workshop.workOrderFigures";
const FIGURES_TTL_MS = 10_000;

export function forgetWorkOrderFigures(app: core.App): void {
  app.store().remove(FIGURES_KEY);
}

function workshopFigures(app: core.App, now: Date): WorkshopFigures {
  const day = now.toISOString().slice(0, 10);
  const kept = app.store().get(FIGURES_KEY) as WorkshopFigures | null | undefined;
  if (kept && kept.day === day && now.getTime() - kept.countedAt < FIGURES_TTL_MS && now.getTime() >= kept.countedAt) return kept;
  const figures: WorkshopFigures = {
    day,
    countedAt: now.getTime(),
    byStatus: select(app, BY_STATUS_SQL, { status: "", count: 0 }),
    overdue: select(app, OVERDUE_SQL, { count: 0 }, { today: storedDay(day) })[0]?.count ?? 0,
    months: select(app, COST_SQL, { month: "", cents: 0 }, monthParams(now)),
  };
  app.store().set(FIGURES_KEY, figures);
  return figures;
}

/**
 * The figures as of `now`, "assigned to me" for the employee `me` ("" for a superuser: 0). The
 * recently changed work orders are read each time: eight rows of an index, and they change
 * with every item added.
 */
export function workOrderStats(app: core.App, now: Date, me: string): WorkOrderStats {
  const figures = workshopFigures(app, now);
  const assignedToMe = me === "" ? 0 : (select(app, ASSIGNED_SQL, { count: 0 }, { me })[0]?.count ?? 0);
  const recent = select(
    app,
    RECENT_SQL,
    { id: "", number: 0, title: "", status: "" as WorkOrderStatus, plate: "", updated: "", updatedBy: "" },
    { limit: RECENT_WORK_ORDERS },
  );
  return summariseWorkOrders(figures.byStatus, figures.months, { overdue: figures.overdue, assignedToMe, now, recent });
}
