// Inspections (docs/product.md "Inspections and defects", issue 24): one walk-around of one
// vehicle, its lines copied from a template when it starts (`results`, JSON), answered one by
// one, done once every line has its answer and the odometer is read. The limits repeat
// shared/validation/inspection.ts as literals (a migration is frozen history).
//
// - `title` copies the template's name (what the inspection is called, also after the template
//   is renamed or deleted); `failed` counts the failed lines (set by the hooks) for the lists.
// - `photos`: up to 20 images, protected (file tokens), with the same thumbnails as vehicles;
//   each line's answer names the photos taken for it.
// - A vehicle's inspections go with it (cascade); a deleted template is cleared, not followed.
// - Indexes: the list (newest first; by vehicle, by template, by day) and a vehicle's page.
// - Access (shared/roles.ts): everyone signed in reads; technicians and managers create and
//   record; managers delete.

import type { BaseCollectionSpec } from "../types/collection-spec";

const SIGNED_IN_EMPLOYEE = '@request.auth.collectionName = "employees"';
const STAFF = `${SIGNED_IN_EMPLOYEE} && (@request.auth.role = "technician" || @request.auth.role = "manager")`;
const MANAGER = `${SIGNED_IN_EMPLOYEE} && (@request.auth.role = "manager")`;

migrate(
  (app) => {
    const vehicles = app.findCollectionByNameOrId("vehicles");
    const templates = app.findCollectionByNameOrId("inspection_templates");
    const employees = app.findCollectionByNameOrId("employees");
    const inspections: BaseCollectionSpec = {
      type: "base",
      name: "inspections",
      listRule: SIGNED_IN_EMPLOYEE,
      viewRule: SIGNED_IN_EMPLOYEE,
      createRule: STAFF,
      updateRule: STAFF,
      deleteRule: MANAGER,
      fields: [
        { name: "vehicle", type: "relation", required: true, collectionId: vehicles.id, maxSelect: 1, cascadeDelete: true },
        { name: "template", type: "relation", collectionId: templates.id, maxSelect: 1, cascadeDelete: false },
        { name: "title", type: "text", max: 80, presentable: true },
        // 100 lines with their answers and notes (≤ 500 characters each).
        { name: "results", type: "json", maxSize: 400000 },
        { name: "odometer", type: "number", min: 0, max: 9999999, onlyInt: true },
        { name: "status", type: "select", required: true, maxSelect: 1, values: ["in_progress", "done"] },
        {
          name: "photos",
          type: "file",
          maxSelect: 20,
          maxSize: 10485760,
          mimeTypes: ["image/jpeg", "image/png", "image/webp"],
          thumbs: ["100x100", "480x0"],
          protected: true,
        },
        { name: "failed", type: "number", min: 0, max: 100, onlyInt: true },
        { name: "inspector", type: "relation", collectionId: employees.id, maxSelect: 1, cascadeDelete: false },
        { name: "completed", type: "date" },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
        { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE INDEX idx_inspections_created ON inspections (created)",
        "CREATE INDEX idx_inspections_vehicle_created ON inspections (vehicle, created)",
        "CREATE INDEX idx_inspections_template_created ON inspections (template, created)",
        "CREATE INDEX idx_inspections_status_created ON inspections (status, created)",
      ],
    };
    app.save(new Collection(inspections as unknown as Collection));
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("inspections"));
  },
);
