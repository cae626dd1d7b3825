// The dashboard's work order figures (shared/dashboard.ts WorkOrderStats), counted by SQLite over
// the work_orders indexes: by status (status, number), overdue (status, due), assigned to the
// asking employee (assignee, status), and the cost of done work per month (status, completed,
// total_cost), summed in whole cents so that no floating sum creeps in.

import { costMonthsSince, summariseWorkOrders, type WorkOrderStats } from "@shared/dashboard";
import { COLLECTIONS } from "@shared/records";
import { UNFINISHED_WORK_ORDER_STATUSES } from "@shared/work-orders/transitions";
import { select } from "./sql";

const WORK_ORDERS = COLLECTIONS.workOrders;
const UNFINISHED = UNFINISHED_WORK_ORDER_STATUSES.map((status) => `'${status}'`).join(", ");

const BY_STATUS_SQL = `SELECT [[status]], COUNT(*) AS [[count]] FROM {{${WORK_ORDERS}}} GROUP BY [[status]]`;

// One range per unfinished status over (status, due); an empty due ('') sorts before any date.
const OVERDUE_SQL = `SELECT COUNT(*) AS [[count]] FROM {{${WORK_ORDERS}}}
  WHERE [[status]] IN (${UNFINISHED}) AND [[due]] > '' AND [[due]] < {:today}`;

const ASSIGNED_SQL = `SELECT COUNT(*) AS [[count]] FROM {{${WORK_ORDERS}}}
  WHERE [[assignee]] = {:me} AND [[status]] IN (${UNFINISHED})`;

const COST_SQL = `SELECT substr([[completed]], 1, 7) AS [[month]], SUM(CAST(ROUND([[total_cost]] * 100) AS INTEGER)) AS [[cents]]
  FROM {{${WORK_ORDERS}}} WHERE [[status]] = 'done' AND [[completed]] >= {:since}
  GROUP BY [[month]]`;

/** The figures as of `now`, "assigned to me" for the employee `me` ("" for a superuser: 0). */
export function workOrderStats(app: core.App, now: Date, me: string): WorkOrderStats {
  const byStatus = select(app, BY_STATUS_SQL, { status: "", count: 0 });
  const today = `${now.toISOString().slice(0, 10)} 00:00:00.000Z`;
  const overdue = select(app, OVERDUE_SQL, { count: 0 }, { today })[0]?.count ?? 0;
  const assignedToMe = me === "" ? 0 : (select(app, ASSIGNED_SQL, { count: 0 }, { me })[0]?.count ?? 0);
  const months = select(app, COST_SQL, { month: "", cents: 0 }, { since: costMonthsSince(now) });
  return summariseWorkOrders(byStatus, months, { overdue, assignedToMe, now });
}
