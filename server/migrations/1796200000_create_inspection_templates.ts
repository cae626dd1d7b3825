// Inspection templates (docs/product.md "Inspections and defects", issue 24): a named checklist
// of 1–100 items (JSON), offered first for one category's vehicles. The limits repeat
// shared/validation/inspection-template.ts as literals (a migration is frozen history).
//
// - `name_key` is the name folded as category names are (shared/validation/category.ts
//   categoryNameKey): its UNIQUE index makes "Daily check" and " DAILY CHECK " one name.
// - `category` is optional: deleting a category clears it (no cascade).
// - Access (shared/roles.ts): everyone signed in reads; managers create, change and delete. The
//   roles guard answers first with its 403 message; these rules hold on every other path.

import type { BaseCollectionSpec } from "../types/collection-spec";

const SIGNED_IN_EMPLOYEE = '@request.auth.collectionName = "employees"';
const MANAGER = `${SIGNED_IN_EMPLOYEE} && (@request.auth.role = "manager")`;

migrate(
  (app) => {
    const categories = app.findCollectionByNameOrId("categories");
    const employees = app.findCollectionByNameOrId("employees");
    const templates: BaseCollectionSpec = {
      type: "base",
      name: "inspection_templates",
      listRule: SIGNED_IN_EMPLOYEE,
      viewRule: SIGNED_IN_EMPLOYEE,
      createRule: MANAGER,
      updateRule: MANAGER,
      deleteRule: MANAGER,
      fields: [
        { name: "name", type: "text", required: true, max: 80, presentable: true },
        { name: "name_key", type: "text", max: 80 },
        { name: "category", type: "relation", collectionId: categories.id, maxSelect: 1, cascadeDelete: false },
        // 100 items of at most ≈ 250 bytes each.
        { name: "items", type: "json", maxSize: 100000 },
        { name: "created_by", type: "relation", collectionId: employees.id, maxSelect: 1, cascadeDelete: false },
        { name: "updated_by", type: "relation", collectionId: employees.id, maxSelect: 1, cascadeDelete: false },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
        { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_inspection_templates_name_key ON inspection_templates (name_key)",
        "CREATE INDEX idx_inspection_templates_category ON inspection_templates (category, name)",
      ],
    };
    app.save(new Collection(templates as unknown as Collection));
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("inspection_templates"));
  },
);
