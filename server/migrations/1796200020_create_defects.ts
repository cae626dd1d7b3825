// Defects (docs/product.md "Inspections and defects", issue 24): something wrong with a vehicle,
// from a failed inspection line or reported directly, until it is fixed or dismissed. The limits
// repeat shared/validation/defect.ts as literals (a migration is frozen history).
//
// - `status` open → scheduled (its `work_order` chosen) → fixed (the work order done), or
//   dismissed by a manager with `dismiss_note`; the hooks keep it, and a critical one that is open
//   or scheduled keeps its vehicle out of service.
// - `severity` values sort critical < major < minor by name: the list's "critical first" is
//   its ascending order, over the (status, severity, created) index.
// - A vehicle's defects go with it (cascade); a deleted inspection or work order is cleared (the
//   hooks return a scheduled defect whose work order was deleted to open).
// - `photos`: up to 10 images, protected, as on inspections.
// - Access (shared/roles.ts): everyone signed in reads; technicians and managers create and
//   change; only managers dismiss (also in the update rule) and delete.

import type { BaseCollectionSpec } from "../types/collection-spec";

const SIGNED_IN_EMPLOYEE = '@request.auth.collectionName = "employees"';
const STAFF = `${SIGNED_IN_EMPLOYEE} && (@request.auth.role = "technician" || @request.auth.role = "manager")`;
const MANAGER = `${SIGNED_IN_EMPLOYEE} && (@request.auth.role = "manager")`;
/** Dismissing is a manager's; any other change is staff's. */
const DEFECT_UPDATE = `${STAFF} && (@request.auth.role = "manager" || @request.body.status:isset = false || @request.body.status != "dismissed")`;

migrate(
  (app) => {
    const vehicles = app.findCollectionByNameOrId("vehicles");
    const inspections = app.findCollectionByNameOrId("inspections");
    const workOrders = app.findCollectionByNameOrId("work_orders");
    const employees = app.findCollectionByNameOrId("employees");
    const defects: BaseCollectionSpec = {
      type: "base",
      name: "defects",
      listRule: SIGNED_IN_EMPLOYEE,
      viewRule: SIGNED_IN_EMPLOYEE,
      createRule: STAFF,
      updateRule: DEFECT_UPDATE,
      deleteRule: MANAGER,
      fields: [
        { name: "vehicle", type: "relation", required: true, collectionId: vehicles.id, maxSelect: 1, cascadeDelete: true },
        { name: "inspection", type: "relation", collectionId: inspections.id, maxSelect: 1, cascadeDelete: false },
        { name: "inspection_item", type: "number", min: 0, max: 99, onlyInt: true },
        { name: "title", type: "text", required: true, max: 120, presentable: true },
        { name: "note", type: "text", max: 2000 },
        { name: "severity", type: "select", required: true, maxSelect: 1, values: ["minor", "major", "critical"] },
        { name: "status", type: "select", required: true, maxSelect: 1, values: ["open", "scheduled", "fixed", "dismissed"] },
        { name: "work_order", type: "relation", collectionId: workOrders.id, maxSelect: 1, cascadeDelete: false },
        {
          name: "photos",
          type: "file",
          maxSelect: 10,
          maxSize: 10485760,
          mimeTypes: ["image/jpeg", "image/png", "image/webp"],
          thumbs: ["100x100", "480x0"],
          protected: true,
        },
        { name: "dismiss_note", type: "text", max: 2000 },
        { name: "reported_by", type: "relation", collectionId: employees.id, maxSelect: 1, cascadeDelete: false },
        { name: "fixed_at", type: "date" },
        { name: "dismissed_by", type: "relation", collectionId: employees.id, maxSelect: 1, cascadeDelete: false },
        { name: "dismissed_at", type: "date" },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
        { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE INDEX idx_defects_status_severity_created ON defects (status, severity, created, id)",
        "CREATE INDEX idx_defects_vehicle_status ON defects (vehicle, status, severity)",
        "CREATE INDEX idx_defects_work_order ON defects (work_order)",
        "CREATE INDEX idx_defects_inspection ON defects (inspection)",
        "CREATE INDEX idx_defects_created ON defects (created)",
      ],
    };
    app.save(new Collection(defects as unknown as Collection));
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("defects"));
  },
);
