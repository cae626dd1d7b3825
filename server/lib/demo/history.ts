// The demo's change history (docs/decisions/history.md): each vehicle's creation, each work
// order's creation and, for done ones, its completion, as the app would have recorded them —
// made by SQL from the rows just loaded and linked into the hash chain a page at a time
// (history/chain.ts `appendEntries`), so 100 000 vehicles' history costs seconds, not a
// row-by-row save in the JS engine. Items, readings and reminders get none (over a million
// rows for little use in a demo).

import { BY_SYSTEM } from "@shared/history";
import { COLLECTIONS } from "@shared/records";
import { WORK_ORDER_NUMBER_PREFIX } from "@shared/work-orders/number";
import { appendEntries, type EntrySource } from "../history/chain";

/** `{before: null, after: <column>}` for each column, as JSON text. */
function created(columns: readonly string[], alias: string): string {
  return `json_object(${columns.map((c) => `'${c}', json_object('before', NULL, 'after', ${alias}.[[${c}]])`).join(", ")}) || ''`;
}

/** The employee named on the row, or "System" for a row nobody is named on. */
function who(alias: string, field: string): { by: string; by_label: string } {
  return {
    by: `${alias}.[[${field}]]`,
    by_label: `COALESCE(NULLIF((SELECT [[name]] FROM {{${COLLECTIONS.employees}}} WHERE [[id]] = ${alias}.[[${field}]]), ''), '${BY_SYSTEM}')`,
  };
}

const WORK_ORDER_TITLE = `'${WORK_ORDER_NUMBER_PREFIX}' || w.[[number]] || ' ' || w.[[title]]`;

const SOURCES: readonly EntrySource[] = [
  {
    from: `{{${COLLECTIONS.vehicles}}} v`,
    where: "",
    key: "v.[[rowid]]",
    columns: {
      id: "substr(v.[[id]], 1, 12) || 'hv0'",
      collection: `'${COLLECTIONS.vehicles}'`,
      record: "v.[[id]]",
      action: "'created'",
      title: "v.[[plate]]",
      ...who("v", "created_by"),
      at: "v.[[created]]",
      vehicle: "v.[[id]]",
      work_order: "''",
      changes: created(["plate", "make", "model", "status", "category"], "v"),
    },
  },
  {
    from: `{{${COLLECTIONS.workOrders}}} w`,
    where: "",
    key: "w.[[rowid]]",
    columns: {
      id: "substr(w.[[id]], 1, 12) || 'hw0'",
      collection: `'${COLLECTIONS.workOrders}'`,
      record: "w.[[id]]",
      action: "'created'",
      title: WORK_ORDER_TITLE,
      ...who("w", "created_by"),
      at: "w.[[created]]",
      vehicle: "w.[[vehicle]]",
      work_order: "w.[[id]]",
      changes: created(["vehicle", "title", "priority"], "w"),
    },
  },
  {
    from: `{{${COLLECTIONS.workOrders}}} w`,
    where: "w.[[status]] = 'done'",
    key: "w.[[rowid]]",
    columns: {
      id: "substr(w.[[id]], 1, 12) || 'hd0'",
      collection: `'${COLLECTIONS.workOrders}'`,
      record: "w.[[id]]",
      action: "'updated'",
      title: WORK_ORDER_TITLE,
      ...who("w", "updated_by"),
      at: "w.[[completed]]",
      vehicle: "w.[[vehicle]]",
      work_order: "w.[[id]]",
      changes: "json_object('status', json_object('before', 'in_progress', 'after', 'done'), 'odometer', json_object('before', 0, 'after', w.[[odometer]])) || ''",
    },
  },
];

/** Writes the demo's history, linked (the work orders numbered already, for their titles). */
export function writeDemoHistory(app: core.App): number {
  let rows = 0;
  for (const source of SOURCES) rows += appendEntries(app, source);
  return rows;
}
