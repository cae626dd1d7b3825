// GET /api/app/stats: every figure of the dashboard in one answer, counted by SQLite (GROUP BY
// over the vehicles' indexes), never by reading vehicles into the JS engine. Over 100 000
// vehicles the queries take about 15 ms together (docs/decisions/dashboard.md, "Figures").

import { ADDED_WINDOW_DAYS, RECENT_VEHICLES, summariseCounts, type DashboardStats } from "@shared/dashboard";
import type { VehicleStatus } from "@shared/records";
import { DAY_MS, pocketBaseDate } from "@shared/dates";
import { select } from "../db/sql";
import { requireStaff, STATS_SIGN_IN_MESSAGE } from "../roles/staff";
import { stockStats } from "./stock-stats";
import { defectStats } from "./defect-stats";
import { workOrderStats } from "./work-order-stats";

// One pass over the covering (category, status, plate) index counts both charts at once: at most
// (categories × 4) rows come back, which the JS engine adds up.
const COUNTS_SQL =
  "SELECT [[category]], [[status]], COUNT(*) AS [[count]] FROM {{vehicles}} GROUP BY [[category]], [[status]]";

const CATEGORIES_SQL = "SELECT [[id]], [[name]], [[name_key]] FROM {{categories}}";

// A range over the created index.
const ADDED_SQL = "SELECT COUNT(*) AS [[count]] FROM {{vehicles}} WHERE [[created]] >= {:since}";

// The first entries of the updated index, with the name of whoever changed each vehicle. Ordered
// by `updated` alone: adding `id` as a tie-breaker makes SQLite sort the whole table instead.
const RECENT_SQL = `
  SELECT [[v.id]], [[v.plate]], [[v.make]], [[v.model]], [[v.status]], [[v.updated]],
    COALESCE([[e.name]], '') AS [[updatedBy]]
  FROM {{vehicles}} v
  LEFT JOIN {{employees}} e ON [[e.id]] = [[v.updated_by]]
  ORDER BY [[v.updated]] DESC
  LIMIT {:limit}`;

/** The dashboard's figures as of `now` (the server's clock), for the employee `me` ("" for a superuser). */
export function dashboardStats(app: core.App, now: Date, me = ""): DashboardStats {
  const counts = select(app, COUNTS_SQL, { category: "", status: "", count: 0 });
  const categories = select(app, CATEGORIES_SQL, { id: "", name: "", name_key: "" });
  const addedSince = pocketBaseDate(now.getTime() - ADDED_WINDOW_DAYS * DAY_MS);
  const added = select(app, ADDED_SQL, { count: 0 }, { since: addedSince })[0]?.count ?? 0;
  const recent = select(
    app,
    RECENT_SQL,
    { id: "", plate: "", make: "", model: "", status: "" as VehicleStatus, updated: "", updatedBy: "" },
    { limit: RECENT_VEHICLES },
  );
  const workOrders = workOrderStats(app, now, me);
  return {
    ...summariseCounts(counts, categories, { addedRecently: added, addedSince, recent, workOrders }),
    defects: defectStats(app),
    stock: stockStats(app),
  };
}

/** The route's handler. */
export function serveStats(e: core.RequestEvent): void {
  const asker = requireStaff(e, STATS_SIGN_IN_MESSAGE);
  e.response.header().set("Cache-Control", "no-store");
  e.json(200, dashboardStats(e.app, new Date(), asker.isSuperuser() ? "" : asker.id));
}
