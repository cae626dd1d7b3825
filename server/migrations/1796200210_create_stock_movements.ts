// The stock ledger (docs/product.md "Parts and stock"; docs/decisions/parts-and-stock.md): one
// row per movement of a part's stock, whose sum is the part's `on_hand`. Nobody changes or deletes
// a row through the API: the update and delete rules are null, and the hooks refuse superusers
// too. Managers create receipts and adjustments (the hooks refuse issues and returns, which the
// server writes from the part lines of work orders).
//
// `work_order_item`, `work_order` and `by` are plain ids, not relations: a ledger row outlives the
// line, the work order and the employee it names (PocketBase would otherwise re-save every row
// naming a deleted record), and keeps the work order's number and the employee's name as they were.
// Rows are read newest first by rowid within a part (the `part` index holds the rowid).

import type { BaseCollectionSpec } from "../types/collection-spec";

const SIGNED_IN_EMPLOYEE = '@request.auth.collectionName = "employees"';
const MANAGER = `${SIGNED_IN_EMPLOYEE} && (@request.auth.role = "manager")`;

migrate(
  (app) => {
    const parts = app.findCollectionByNameOrId("parts");
    const movements: BaseCollectionSpec = {
      type: "base",
      name: "stock_movements",
      listRule: SIGNED_IN_EMPLOYEE,
      viewRule: SIGNED_IN_EMPLOYEE,
      createRule: MANAGER,
      updateRule: null,
      deleteRule: null,
      fields: [
        { name: "part", type: "relation", required: true, collectionId: parts.id, maxSelect: 1, cascadeDelete: false },
        // Never 0 (the hooks refuse it), but not "required": a stocktake's quantity is the
        // difference to what is on hand, known only inside its transaction, after PocketBase's checks.
        { name: "quantity", type: "number", min: -1000000, max: 1000000 },
        { name: "reason", type: "select", required: true, maxSelect: 1, values: ["receipt", "issue", "return", "adjustment"] },
        { name: "work_order_item", type: "text", max: 15 },
        { name: "work_order", type: "text", max: 15 },
        { name: "work_order_number", type: "number", min: 0, onlyInt: true },
        { name: "unit_cost", type: "number", min: 0, max: 1000000 },
        { name: "note", type: "text", max: 500 },
        { name: "by", type: "text", max: 15 },
        { name: "by_label", type: "text", max: 200 },
        { name: "at", type: "date", required: true },
      ],
      indexes: [
        "CREATE INDEX idx_stock_movements_part ON stock_movements (part)",
        "CREATE INDEX idx_stock_movements_item ON stock_movements (work_order_item)",
      ],
    };
    app.save(new Collection(movements as unknown as Collection));
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("stock_movements"));
  },
);
