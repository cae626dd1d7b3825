// Work orders (docs/product.md "Work orders", issue 13). The limits repeat shared/validation/limits.ts
// as literals (a migration is frozen history); tests/api/work-orders-schema.test.ts checks they still agree.
//
// - `number` is set by the hooks inside the create's transaction from `work_order_sequence`, a
//   one-row table of ours (not a collection: nobody edits it in the dashboard): each create
//   takes the next value, so numbers are consecutive, never reused after a delete, and unique
//   (SQLite has one writer at a time; the UNIQUE index would refuse a duplicate anyway).
// - `vehicle_plate`/`vehicle_plate_key` copy the vehicle's plate so that the list searches and
//   sorts by plate without a join; the hooks keep them in sync when a plate changes.
// - `total_cost` is the items' sum, computed by the hooks in integer cents.
// - Indexes follow what the screens ask: each board column (status, sorted by number; Done by
//   completion), a vehicle's work orders and its active ones (vehicle, status), its history
//   (vehicle, completed), "assigned to me" (assignee, status), overdue (status, due), the cost
//   chart (status, completed, total_cost) and the list's sorts, each tied by number.

import type { BaseCollectionSpec } from "../types/collection-spec";

const SIGNED_IN_EMPLOYEE = '@request.auth.collectionName = "employees"';

migrate(
  (app) => {
    const vehicles = app.findCollectionByNameOrId("vehicles");
    const employees = app.findCollectionByNameOrId("employees");
    const workOrders: BaseCollectionSpec = {
      type: "base",
      name: "work_orders",
      listRule: SIGNED_IN_EMPLOYEE,
      viewRule: SIGNED_IN_EMPLOYEE,
      createRule: SIGNED_IN_EMPLOYEE,
      updateRule: SIGNED_IN_EMPLOYEE,
      deleteRule: SIGNED_IN_EMPLOYEE,
      fields: [
        { name: "number", type: "number", min: 1, max: null, onlyInt: true, presentable: true },
        { name: "vehicle", type: "relation", required: true, collectionId: vehicles.id, maxSelect: 1, cascadeDelete: false },
        { name: "vehicle_plate", type: "text", max: 15 },
        { name: "vehicle_plate_key", type: "text", max: 15 },
        { name: "title", type: "text", required: true, max: 120, presentable: true },
        { name: "description", type: "text", max: 5000 },
        {
          name: "status",
          type: "select",
          required: true,
          maxSelect: 1,
          values: ["open", "in_progress", "waiting_parts", "done", "cancelled"],
        },
        { name: "priority", type: "select", required: true, maxSelect: 1, values: ["low", "normal", "high", "urgent"] },
        { name: "assignee", type: "relation", collectionId: employees.id, maxSelect: 1, cascadeDelete: false },
        { name: "due", type: "date" },
        { name: "odometer", type: "number", min: 0, max: 9999999, onlyInt: true },
        { name: "total_cost", type: "number", min: 0, max: null },
        { name: "started", type: "date" },
        { name: "completed", type: "date" },
        { name: "created_by", type: "relation", collectionId: employees.id, maxSelect: 1, cascadeDelete: false },
        { name: "updated_by", type: "relation", collectionId: employees.id, maxSelect: 1, cascadeDelete: false },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
        { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_work_orders_number ON work_orders (number)",
        "CREATE INDEX idx_work_orders_status_number ON work_orders (status, number)",
        "CREATE INDEX idx_work_orders_status_completed ON work_orders (status, completed, total_cost)",
        "CREATE INDEX idx_work_orders_status_due ON work_orders (status, due)",
        "CREATE INDEX idx_work_orders_vehicle_status ON work_orders (vehicle, status)",
        "CREATE INDEX idx_work_orders_vehicle_completed ON work_orders (vehicle, completed)",
        "CREATE INDEX idx_work_orders_assignee_status ON work_orders (assignee, status)",
        "CREATE INDEX idx_work_orders_due_number ON work_orders (due, number)",
        "CREATE INDEX idx_work_orders_plate_number ON work_orders (vehicle_plate, number)",
        "CREATE INDEX idx_work_orders_title_number ON work_orders (title, number)",
        "CREATE INDEX idx_work_orders_total_cost_number ON work_orders (total_cost, number)",
        "CREATE INDEX idx_work_orders_completed_number ON work_orders (completed, number)",
        "CREATE INDEX idx_work_orders_updated_number ON work_orders (updated, number)",
        "CREATE INDEX idx_work_orders_created_by ON work_orders (created_by)",
        "CREATE INDEX idx_work_orders_updated_by ON work_orders (updated_by)",
      ],
    };
    app.save(new Collection(workOrders as unknown as Collection));
    app.db().newQuery("CREATE TABLE work_order_sequence (id INTEGER PRIMARY KEY CHECK (id = 1), last INTEGER NOT NULL)").execute();
    app.db().newQuery("INSERT INTO work_order_sequence (id, last) VALUES (1, 0)").execute();
  },
  (app) => {
    app.db().newQuery("DROP TABLE IF EXISTS work_order_sequence").execute();
    app.delete(app.findCollectionByNameOrId("work_orders"));
  },
);
