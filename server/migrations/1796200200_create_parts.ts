// Parts and their stock (docs/product.md "Parts and stock"; docs/decisions/parts-and-stock.md).
// The limits repeat shared/validation/part.ts as literals (a migration is frozen history).
//
// - `number_key` is the number without spaces and case (the hooks set it): what "the same number"
//   means, held by a UNIQUE index; the barcode is unique when there is one.
// - `on_hand` is the sum of the part's stock movements, kept by the server in the transaction of
//   each movement; `needs_reorder` says it is at or below the reorder point, so that the reorder
//   list and the dashboard read one index instead of comparing two columns of every part.
// - Access (shared/roles.ts): signed-in staff read; managers create, change and delete. The roles
//   guard answers first with its 403 message; these rules hold on every other path.

import type { BaseCollectionSpec } from "../types/collection-spec";

const SIGNED_IN_EMPLOYEE = '@request.auth.collectionName = "employees"';
const MANAGER = `${SIGNED_IN_EMPLOYEE} && (@request.auth.role = "manager")`;

migrate(
  (app) => {
    const parts: BaseCollectionSpec = {
      type: "base",
      name: "parts",
      listRule: SIGNED_IN_EMPLOYEE,
      viewRule: SIGNED_IN_EMPLOYEE,
      createRule: MANAGER,
      updateRule: MANAGER,
      deleteRule: MANAGER,
      fields: [
        { name: "number", type: "text", required: true, max: 60, presentable: true },
        { name: "number_key", type: "text", required: true, max: 240 },
        { name: "name", type: "text", required: true, max: 120 },
        { name: "unit", type: "select", required: true, maxSelect: 1, values: ["pcs", "l", "kg", "m"] },
        { name: "unit_cost", type: "number", min: 0, max: 1000000 },
        { name: "reorder_point", type: "number", min: 0, max: 1000000 },
        { name: "location", type: "text", max: 60 },
        { name: "supplier", type: "text", max: 120 },
        { name: "barcode", type: "text", max: 64 },
        { name: "on_hand", type: "number", min: 0, max: 1000000 },
        { name: "needs_reorder", type: "bool" },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
        { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_parts_number_key ON parts (number_key)",
        "CREATE UNIQUE INDEX idx_parts_barcode ON parts (barcode) WHERE barcode != ''",
        // The list's sorts (number, name) and its filter "below reorder point", first page in order.
        "CREATE INDEX idx_parts_name ON parts (name, number_key)",
        "CREATE INDEX idx_parts_reorder ON parts (needs_reorder, number_key)",
      ],
    };
    app.save(new Collection(parts as unknown as Collection));
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("parts"));
  },
);
