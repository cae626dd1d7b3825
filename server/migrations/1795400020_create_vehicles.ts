// Vehicles (docs/product.md "Data" and "Access rules"). The limits repeat
// shared/validation/limits.ts as literals, since a migration is frozen history; the API tests
// check that the running schema still matches the shared constants.
//
// - `plate_key` is the plate without spaces and dashes, upper case (shared/validation/vehicle.ts),
//   kept by the hooks. Its UNIQUE index makes "AB-123" and "ab 123" one plate, also when two
//   requests race, and it serves plate-fragment search ("AB12" finds "AB-123"). Not hidden, so
//   that staff may filter on it.
// - `vin` is unique when present: a partial UNIQUE index skips the empty ones.
// - Empty numbers are stored as 0 by PocketBase: year 0 and odometer 0 mean "not recorded".
// - The list filters on category and status and sorts on any column: each has an index, and
//   the common pages (category + status sorted by plate) have a composite one.
// - The default order is `-updated`. Its index also carries the columns the search box looks
//   in (plate_key, vin, make, model): a search for a rare fragment ("AB12") walks that index
//   alone instead of reading every row it passes (≈ 20 ms instead of ≈ 110 ms over 100 000
//   vehicles), and the first page of the list still reads only 30 entries.

import type { BaseCollectionSpec } from "../types/collection-spec";

const SIGNED_IN_EMPLOYEE = '@request.auth.collectionName = "employees"';

migrate(
  (app) => {
    const categories = app.findCollectionByNameOrId("categories");
    const employees = app.findCollectionByNameOrId("employees");
    const vehicles: BaseCollectionSpec = {
      type: "base",
      name: "vehicles",
      listRule: SIGNED_IN_EMPLOYEE,
      viewRule: SIGNED_IN_EMPLOYEE,
      createRule: SIGNED_IN_EMPLOYEE,
      updateRule: SIGNED_IN_EMPLOYEE,
      deleteRule: SIGNED_IN_EMPLOYEE,
      fields: [
        { name: "plate", type: "text", required: true, max: 15, presentable: true },
        { name: "plate_key", type: "text", max: 15 },
        { name: "vin", type: "text", max: 17, pattern: "^[A-HJ-NPR-Z0-9]{17}$" },
        { name: "make", type: "text", required: true, max: 60 },
        { name: "model", type: "text", required: true, max: 60 },
        // The upper bound (next calendar year) moves with the clock: the hooks check it.
        { name: "year", type: "number", min: 1886, max: null, onlyInt: true },
        { name: "category", type: "relation", required: true, collectionId: categories.id, maxSelect: 1, cascadeDelete: false },
        {
          name: "status",
          type: "select",
          required: true,
          maxSelect: 1,
          values: ["available", "in_service", "out_of_service", "retired"],
        },
        { name: "odometer", type: "number", min: 0, max: 9999999, onlyInt: true },
        {
          name: "fuel",
          type: "select",
          maxSelect: 1,
          values: ["petrol", "diesel", "electric", "hybrid", "lpg", "cng", "hydrogen", "other"],
        },
        { name: "color", type: "text", max: 30 },
        { name: "notes", type: "text", max: 5000 },
        {
          name: "photo",
          type: "file",
          maxSelect: 1,
          maxSize: 5242880,
          mimeTypes: ["image/jpeg", "image/png", "image/webp"],
          thumbs: ["100x100", "480x0"],
          protected: true,
        },
        // Set by the hooks from the signed-in employee, never by the client. Empty for records a
        // superuser made in the dashboard, and once the employee is deleted.
        { name: "created_by", type: "relation", collectionId: employees.id, maxSelect: 1, cascadeDelete: false },
        { name: "updated_by", type: "relation", collectionId: employees.id, maxSelect: 1, cascadeDelete: false },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
        { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_vehicles_plate_key ON vehicles (plate_key)",
        "CREATE UNIQUE INDEX idx_vehicles_vin ON vehicles (vin) WHERE vin != ''",
        "CREATE INDEX idx_vehicles_plate ON vehicles (plate)",
        "CREATE INDEX idx_vehicles_make_model ON vehicles (make, model)",
        "CREATE INDEX idx_vehicles_model ON vehicles (model)",
        "CREATE INDEX idx_vehicles_year ON vehicles (year)",
        "CREATE INDEX idx_vehicles_category_status_plate ON vehicles (category, status, plate)",
        "CREATE INDEX idx_vehicles_status ON vehicles (status)",
        "CREATE INDEX idx_vehicles_odometer ON vehicles (odometer)",
        "CREATE INDEX idx_vehicles_created ON vehicles (created)",
        "CREATE INDEX idx_vehicles_updated ON vehicles (updated, plate_key, vin, make, model)",
        "CREATE INDEX idx_vehicles_created_by ON vehicles (created_by)",
        "CREATE INDEX idx_vehicles_updated_by ON vehicles (updated_by)",
      ],
    };
    app.save(new Collection(vehicles as unknown as Collection));
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("vehicles"));
  },
);
