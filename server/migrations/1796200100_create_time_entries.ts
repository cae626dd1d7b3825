// Time on jobs (docs/product.md "Time on jobs"; docs/decisions/time-on-jobs.md): one entry per
// stretch of an employee's work on a work order. The server sets `employee` (the signed-in one;
// a manager may name another), `started` (now unless given), `minutes`; `ended` is empty while
// the clock runs (server/lib/time-entries/).
//
// - At most one running entry per employee: a partial UNIQUE index holds it even if two devices
//   clock the same technician on at once (the lifecycle stops the running one first, in the same
//   transaction; the index is the last word).
// - Reads: one's own, a manager everyone's. Writes: technicians and managers; a technician only
//   their own (the rules below hold that without our hooks too; the hooks answer first, with 403
//   messages that say who may).
// - `employee` is not required in the schema: when an employee is deleted, their time stays
//   with nobody named (server/lib/employees/lifecycle.ts empties the references).
// - Deleting a work order deletes its time (only open or cancelled ones with items can go).
//
// The rules repeat shared/roles.ts as literals, since a migration is frozen history.

import type { BaseCollectionSpec } from "../types/collection-spec";

const SIGNED_IN = '@request.auth.collectionName = "employees"';
const STAFF = `${SIGNED_IN} && (@request.auth.role = "technician" || @request.auth.role = "manager")`;
const OWN_OR_MANAGER = '(@request.auth.role = "manager" || employee = @request.auth.id)';

migrate(
  (app) => {
    const workOrders = app.findCollectionByNameOrId("work_orders");
    const employees = app.findCollectionByNameOrId("employees");
    const entries: BaseCollectionSpec = {
      type: "base",
      name: "time_entries",
      listRule: `${SIGNED_IN} && ${OWN_OR_MANAGER}`,
      viewRule: `${SIGNED_IN} && ${OWN_OR_MANAGER}`,
      createRule: STAFF,
      updateRule: `${STAFF} && ${OWN_OR_MANAGER}`,
      deleteRule: `${STAFF} && ${OWN_OR_MANAGER}`,
      fields: [
        { name: "work_order", type: "relation", required: true, collectionId: workOrders.id, maxSelect: 1, cascadeDelete: true },
        { name: "employee", type: "relation", collectionId: employees.id, maxSelect: 1, cascadeDelete: false },
        { name: "started", type: "date", required: true },
        { name: "ended", type: "date" },
        { name: "minutes", type: "number", min: 0, max: 960, onlyInt: true },
        { name: "note", type: "text", max: 500 },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
        { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_time_entries_running ON time_entries (employee) WHERE ended = '' AND employee != ''",
        "CREATE INDEX idx_time_entries_work_order ON time_entries (work_order, employee)",
        "CREATE INDEX idx_time_entries_employee_started ON time_entries (employee, started)",
        "CREATE INDEX idx_time_entries_started ON time_entries (started)",
      ],
    };
    app.save(new Collection(entries as unknown as Collection));
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("time_entries"));
  },
);
