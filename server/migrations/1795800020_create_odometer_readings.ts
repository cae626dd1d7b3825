// Odometer readings (docs/product.md "Odometer readings"): a vehicle's odometer is its highest reading.
// Readings are added (by staff, or by a work order becoming done) and deleted to correct a
// mistake, never changed: the update rule is for superusers only.
//
// Upgrade: every vehicle with an odometer gets one manual reading of it, dated when the vehicle
// was last changed and by whom, so that "the odometer is the highest reading" holds for the
// data that existed before readings did (docs/decisions/work-orders-server.md).

import type { BaseCollectionSpec } from "../types/collection-spec";

const SIGNED_IN_EMPLOYEE = '@request.auth.collectionName = "employees"';

migrate(
  (app) => {
    const vehicles = app.findCollectionByNameOrId("vehicles");
    const workOrders = app.findCollectionByNameOrId("work_orders");
    const employees = app.findCollectionByNameOrId("employees");
    const readings: BaseCollectionSpec = {
      type: "base",
      name: "odometer_readings",
      listRule: SIGNED_IN_EMPLOYEE,
      viewRule: SIGNED_IN_EMPLOYEE,
      createRule: SIGNED_IN_EMPLOYEE,
      updateRule: null,
      deleteRule: SIGNED_IN_EMPLOYEE,
      fields: [
        { name: "vehicle", type: "relation", required: true, collectionId: vehicles.id, maxSelect: 1, cascadeDelete: true },
        { name: "km", type: "number", min: 0, max: 9999999, onlyInt: true, presentable: true },
        { name: "read_at", type: "date", required: true },
        { name: "source", type: "select", required: true, maxSelect: 1, values: ["manual", "work_order"] },
        { name: "work_order", type: "relation", collectionId: workOrders.id, maxSelect: 1, cascadeDelete: false },
        { name: "created_by", type: "relation", collectionId: employees.id, maxSelect: 1, cascadeDelete: false },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
        { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE INDEX idx_odometer_readings_vehicle_km ON odometer_readings (vehicle, km)",
        "CREATE INDEX idx_odometer_readings_vehicle_read_at ON odometer_readings (vehicle, read_at)",
        "CREATE INDEX idx_odometer_readings_work_order ON odometer_readings (work_order)",
      ],
    };
    app.save(new Collection(readings as unknown as Collection));
    // 15 characters of a-z0-9, like PocketBase's own ids (hex digits are a subset).
    app
      .db()
      .newQuery(
        `INSERT INTO odometer_readings (id, vehicle, km, read_at, source, work_order, created_by, created, updated)
         SELECT substr(lower(hex(randomblob(8))), 1, 15), id, odometer, updated, 'manual', '', updated_by, updated, updated
         FROM vehicles WHERE odometer > 0`,
      )
      .execute();
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("odometer_readings"));
  },
);
