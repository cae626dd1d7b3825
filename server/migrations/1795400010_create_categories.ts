// Vehicle categories (docs/product.md "Data" and "Access rules"). The limits repeat
// shared/validation/limits.ts as literals, since a migration is frozen history; the API tests
// check that the running schema still matches the shared constants.
//
// `name_key` is the name folded for comparison (shared/validation/category.ts), kept by the
// hooks; its UNIQUE index makes "Vans" and " vans " one name, also for unicode, which SQLite's
// ASCII-only NOCASE cannot do, and also when two requests race. It is hidden: clients never see
// or send it.

import type { BaseCollectionSpec } from "../types/collection-spec";

const SIGNED_IN_EMPLOYEE = '@request.auth.collectionName = "employees"';

migrate(
  (app) => {
    const categories: BaseCollectionSpec = {
      type: "base",
      name: "categories",
      listRule: SIGNED_IN_EMPLOYEE,
      viewRule: SIGNED_IN_EMPLOYEE,
      createRule: SIGNED_IN_EMPLOYEE,
      updateRule: SIGNED_IN_EMPLOYEE,
      // Deleting a category in use is refused by a hook (with the number of vehicles) and, as a
      // last resort, by PocketBase itself: vehicles.category is a required relation.
      deleteRule: SIGNED_IN_EMPLOYEE,
      fields: [
        { name: "name", type: "text", required: true, max: 60, presentable: true },
        { name: "name_key", type: "text", max: 0, hidden: true },
        { name: "description", type: "text", max: 500 },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
        { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_categories_name_key ON categories (name_key)",
        // The category list is sorted by name.
        "CREATE INDEX idx_categories_name ON categories (name)",
      ],
    };
    app.save(new Collection(categories as unknown as Collection));
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("categories"));
  },
);
