// Reminders (docs/product.md "Reminders", issue 15). The limits repeat
// shared/validation/reminder.ts as literals (a migration is frozen history).
//
// - `due_date`, `due_km` and `state` are stored and kept true by the hooks (server/lib/reminders/),
//   so the fleet's due list filters and sorts in SQL; `urgency` (1 overdue, 2 due soon, 3 ok,
//   4 done) is the state as a number to sort by, `soon_date`/`soon_at_km` the points where "due
//   soon" starts, so that the daily job finds the reminders whose state a new day changes by index.
// - `category` copies the vehicle's category (kept in step by the vehicles' hooks): the due list's
//   category filter needs no join.
// - Access (docs/product.md "Roles", shared/roles.ts): signed-in staff read; technicians and managers
//   create and change; managers delete. The roles guard answers first with its 403 message; these
//   rules (literals, as in 1796000020_role_rules) hold on every other path.

import type { BaseCollectionSpec } from "../types/collection-spec";

const SIGNED_IN_EMPLOYEE = '@request.auth.collectionName = "employees"';
const STAFF = `${SIGNED_IN_EMPLOYEE} && (@request.auth.role = "technician" || @request.auth.role = "manager")`;
const MANAGER = `${SIGNED_IN_EMPLOYEE} && (@request.auth.role = "manager")`;

migrate(
  (app) => {
    const vehicles = app.findCollectionByNameOrId("vehicles");
    const categories = app.findCollectionByNameOrId("categories");
    const reminders: BaseCollectionSpec = {
      type: "base",
      name: "reminders",
      listRule: SIGNED_IN_EMPLOYEE,
      viewRule: SIGNED_IN_EMPLOYEE,
      createRule: STAFF,
      updateRule: STAFF,
      deleteRule: MANAGER,
      fields: [
        { name: "vehicle", type: "relation", required: true, collectionId: vehicles.id, maxSelect: 1, cascadeDelete: true },
        { name: "title", type: "text", required: true, max: 120, presentable: true },
        { name: "every_months", type: "number", min: 0, max: 120, onlyInt: true },
        { name: "every_km", type: "number", min: 0, max: 1000000, onlyInt: true },
        { name: "due_date", type: "date" },
        { name: "due_km", type: "number", min: 0, max: 9999999, onlyInt: true },
        { name: "last_done_date", type: "date" },
        { name: "last_done_km", type: "number", min: 0, max: 9999999, onlyInt: true },
        { name: "soon_days", type: "number", min: 0, max: 365, onlyInt: true },
        { name: "soon_km", type: "number", min: 0, max: 100000, onlyInt: true },
        { name: "state", type: "select", maxSelect: 1, values: ["overdue", "due_soon", "ok", "done"] },
        { name: "urgency", type: "number", min: 0, max: 4, onlyInt: true },
        { name: "soon_date", type: "date" },
        { name: "soon_at_km", type: "number", min: 0, max: 9999999, onlyInt: true },
        { name: "category", type: "relation", collectionId: categories.id, maxSelect: 1, cascadeDelete: false },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
        { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
      ],
      indexes: [
        // The due list's sort, whole (ties broken by km and id), so its first page is read in order.
        "CREATE INDEX idx_reminders_urgency_due ON reminders (urgency, due_date, due_km, id)",
        "CREATE INDEX idx_reminders_category_urgency_due ON reminders (category, urgency, due_date, due_km, id)",
        "CREATE INDEX idx_reminders_urgency_soon ON reminders (urgency, soon_date)",
        "CREATE INDEX idx_reminders_vehicle_title ON reminders (vehicle, title)",
      ],
    };
    app.save(new Collection(reminders as unknown as Collection));
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("reminders"));
  },
);
