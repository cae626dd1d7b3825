// The lines of a work order (docs/product.md "Work orders"). Deleting a work order deletes its lines
// (the hooks allow that only while it is open or cancelled). Quantities and unit costs have at
// most 2 decimals, which the hooks check (a number field cannot). Read by work order only.

import type { BaseCollectionSpec } from "../types/collection-spec";

const SIGNED_IN_EMPLOYEE = '@request.auth.collectionName = "employees"';

migrate(
  (app) => {
    const workOrders = app.findCollectionByNameOrId("work_orders");
    const items: BaseCollectionSpec = {
      type: "base",
      name: "work_order_items",
      listRule: SIGNED_IN_EMPLOYEE,
      viewRule: SIGNED_IN_EMPLOYEE,
      createRule: SIGNED_IN_EMPLOYEE,
      updateRule: SIGNED_IN_EMPLOYEE,
      deleteRule: SIGNED_IN_EMPLOYEE,
      fields: [
        { name: "work_order", type: "relation", required: true, collectionId: workOrders.id, maxSelect: 1, cascadeDelete: true },
        { name: "kind", type: "select", required: true, maxSelect: 1, values: ["task", "part", "labour"] },
        { name: "description", type: "text", required: true, max: 200, presentable: true },
        { name: "part_number", type: "text", max: 60 },
        { name: "quantity", type: "number", required: true, min: 0.01, max: 100000 },
        { name: "unit", type: "select", required: true, maxSelect: 1, values: ["pcs", "h", "l", "kg", "m"] },
        { name: "unit_cost", type: "number", min: 0, max: 1000000 },
        { name: "done", type: "bool" },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
        { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
      ],
      indexes: ["CREATE INDEX idx_work_order_items_work_order ON work_order_items (work_order, created)"],
    };
    app.save(new Collection(items as unknown as Collection));
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("work_order_items"));
  },
);
