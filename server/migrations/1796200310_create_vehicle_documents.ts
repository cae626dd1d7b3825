// A vehicle's papers (docs/product.md "Photos and documents", issue 27): registration,
// insurance, inspection certificates, warranties. The limits repeat
// shared/validation/vehicle-document.ts and document-file.ts as literals (a migration is frozen
// history).
//
// - `file`: one PDF, JPEG, PNG or WebP of at most 20 MB, protected (a file token to read it);
//   PocketBase sniffs the type from the content, the hooks check the content further.
// - `expires`: optional; the hooks keep one "Renew: …" reminder in step with it (reminders.document).
// - A vehicle's documents go with it (cascade), as its reminders do.
// - Indexes: a vehicle's documents by expiry (the vehicle page), and expiries across the fleet.
// - Access (shared/roles.ts): everyone signed in reads; technicians and managers add and change;
//   managers delete.

import type { BaseCollectionSpec } from "../types/collection-spec";

const SIGNED_IN_EMPLOYEE = '@request.auth.collectionName = "employees"';
const STAFF = `${SIGNED_IN_EMPLOYEE} && (@request.auth.role = "technician" || @request.auth.role = "manager")`;
const MANAGER = `${SIGNED_IN_EMPLOYEE} && (@request.auth.role = "manager")`;

migrate(
  (app) => {
    const vehicles = app.findCollectionByNameOrId("vehicles");
    const employees = app.findCollectionByNameOrId("employees");
    const documents: BaseCollectionSpec = {
      type: "base",
      name: "vehicle_documents",
      listRule: SIGNED_IN_EMPLOYEE,
      viewRule: SIGNED_IN_EMPLOYEE,
      createRule: STAFF,
      updateRule: STAFF,
      deleteRule: MANAGER,
      fields: [
        { name: "vehicle", type: "relation", required: true, collectionId: vehicles.id, maxSelect: 1, cascadeDelete: true },
        {
          name: "kind",
          type: "select",
          required: true,
          maxSelect: 1,
          values: ["registration", "insurance", "inspection_certificate", "warranty", "other"],
        },
        { name: "title", type: "text", required: true, max: 120, presentable: true },
        {
          name: "file",
          type: "file",
          required: true,
          maxSelect: 1,
          maxSize: 20971520,
          mimeTypes: ["application/pdf", "image/jpeg", "image/png", "image/webp"],
          thumbs: ["100x100"],
          protected: true,
        },
        { name: "expires", type: "date" },
        { name: "created_by", type: "relation", collectionId: employees.id, maxSelect: 1, cascadeDelete: false },
        { name: "updated_by", type: "relation", collectionId: employees.id, maxSelect: 1, cascadeDelete: false },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
        { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE INDEX idx_vehicle_documents_vehicle_expires ON vehicle_documents (vehicle, expires)",
        "CREATE INDEX idx_vehicle_documents_expires ON vehicle_documents (expires)",
      ],
    };
    app.save(new Collection(documents as unknown as Collection));
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("vehicle_documents"));
  },
);
