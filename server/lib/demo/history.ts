// The demo's change history (docs/decisions/history.md): each vehicle's creation, each work
// order's creation and, for done ones, its completion, as the app would have recorded them —
// written by three INSERT … SELECTs over the rows just loaded, so 100 000 vehicles' history
// costs seconds, not a row-by-row pass in the JS engine. Items and readings get none (over a
// million rows for little use in a demo).

import { BY_SYSTEM, HISTORY_COLLECTION } from "@shared/history";
import { COLLECTIONS } from "@shared/records";
import { WORK_ORDER_NUMBER_PREFIX } from "@shared/work-orders/number";

const COLUMNS = "[[id]], [[collection]], [[record]], [[action]], [[title]], [[by]], [[by_label]], [[at]], [[vehicle]], [[work_order]], [[changes]]";

/** `{before: null, after: <column>}` for each column, as JSON. */
function created(columns: readonly string[], alias: string): string {
  return `json_object(${columns.map((c) => `'${c}', json_object('before', NULL, 'after', ${alias}.[[${c}]])`).join(", ")})`;
}

function insert(select: string): string {
  return `INSERT INTO {{${HISTORY_COLLECTION}}} (${COLUMNS}) ${select}`;
}

const WHO = (alias: string, field: string) =>
  `${alias}.[[${field}]], COALESCE(NULLIF((SELECT [[name]] FROM {{${COLLECTIONS.employees}}} WHERE [[id]] = ${alias}.[[${field}]]), ''), '${BY_SYSTEM}')`;

const WORK_ORDER_TITLE = `'${WORK_ORDER_NUMBER_PREFIX}' || w.[[number]] || ' ' || w.[[title]]`;

const STATEMENTS = [
  insert(
    `SELECT substr(v.[[id]], 1, 12) || 'hv0', '${COLLECTIONS.vehicles}', v.[[id]], 'created', v.[[plate]], ${WHO("v", "created_by")},
       v.[[created]], v.[[id]], '', ${created(["plate", "make", "model", "status", "category"], "v")}
     FROM {{${COLLECTIONS.vehicles}}} v`,
  ),
  insert(
    `SELECT substr(w.[[id]], 1, 12) || 'hw0', '${COLLECTIONS.workOrders}', w.[[id]], 'created', ${WORK_ORDER_TITLE}, ${WHO("w", "created_by")},
       w.[[created]], w.[[vehicle]], w.[[id]], ${created(["vehicle", "title", "priority"], "w")}
     FROM {{${COLLECTIONS.workOrders}}} w`,
  ),
  insert(
    `SELECT substr(w.[[id]], 1, 12) || 'hd0', '${COLLECTIONS.workOrders}', w.[[id]], 'updated', ${WORK_ORDER_TITLE}, ${WHO("w", "updated_by")},
       w.[[completed]], w.[[vehicle]], w.[[id]],
       json_object('status', json_object('before', 'in_progress', 'after', 'done'), 'odometer', json_object('before', 0, 'after', w.[[odometer]]))
     FROM {{${COLLECTIONS.workOrders}}} w WHERE w.[[status]] = 'done'`,
  ),
];

/** Writes the demo's history (the work orders numbered already, for their titles). */
export function writeDemoHistory(app: Pick<core.App, "db">): number {
  let rows = 0;
  for (const sql of STATEMENTS) rows += Number(app.db().newQuery(sql).execute().rowsAffected());
  return rows;
}
