// Everything a save of a category does (server/hooks/categories.hooks.ts): names normalised and
// unique ignoring case (shared/validation/category.ts) through records/record-save.ts, its service
// plan checked (reminders/plans.ts), created_by/updated_by from the signed-in employee, its
// history entry, no deleting a category that vehicles still use, and a rename reaches the
// vehicles' `category_name` (the vehicle list's sort key).

import { COLLECTIONS } from "@shared/records";
import {
  categoryInUseMessage,
  checkCategory,
  CATEGORY_INPUT_FIELDS,
  type CategoryValues,
  type FieldErrors,
} from "@shared/validation";
import { execute } from "../db/sql";
import { setAuthorship } from "../records/authorship";
import { passNotingAuthor, normaliseRecord, saveRequest, type SaveSpec } from "../records/record-save";
import { runDelete, runSave } from "../records/save";
import { normaliseServicePlan } from "../reminders/plans";
import { isTaken } from "../records/uniqueness";

const NAME_TAKEN = { code: "name_taken", message: "Another category already has this name." } as const;

function databaseErrors(app: core.App, values: Partial<CategoryValues>, selfId: string): FieldErrors {
  const taken = values.name_key !== undefined && isTaken(app, COLLECTIONS.categories, "name_key", values.name_key, selfId);
  return taken ? { name: NAME_TAKEN } : {};
}

const CATEGORIES: SaveSpec<(typeof CATEGORY_INPUT_FIELDS)[number], CategoryValues> = {
  what: "category",
  collectionLabel: "Categories",
  inputFields: CATEGORY_INPUT_FIELDS,
  fileFields: [],
  // `service_plan` is checked on every save (normalise).
  serverFields: ["name_key", "service_plan", "created_by", "updated_by"],
  check: checkCategory,
  databaseErrors,
  saveErrorRules: [{ column: "name_key", pocketbaseCode: "validation_not_unique", field: "name", error: NAME_TAKEN }],
  normalise: (_app, record) => normaliseServicePlan(record),
  // Who changed it last: what a colleague's open category page names (docs/decisions/live-notices.md).
  beforeSave: setAuthorship,
};

/** `onRecordCreateRequest` and `onRecordUpdateRequest` of categories. */
export function saveCategoryRequest(e: core.RecordRequestEvent): void {
  saveRequest(e, CATEGORIES);
}

/** `onRecordValidate` of categories. */
export function validateCategoryRecord(e: core.RecordEvent): void {
  normaliseRecord(e, CATEGORIES);
}

const RENAME_SQL = `UPDATE {{${COLLECTIONS.vehicles}}} SET [[category_name]] = {:name} WHERE [[category]] = {:id}`;

/**
 * `onRecordCreateExecute` and `onRecordUpdateExecute` of categories: once a rename is written,
 * its vehicles sort under the new name. Plain SQL: the vehicles themselves did not change (no
 * `updated`, no realtime event, no history).
 */
export function storeCategory(e: core.RecordEvent): void {
  runSave(e, {
    what: "category",
    written: [...CATEGORY_INPUT_FIELDS, "service_plan"],
    derived: { name: ["name_key"] },
    after(app, record, current) {
      const name = record.getString("name");
      if (current !== null && current.getString("name") !== name) execute(app, RENAME_SQL, { name, id: record.id });
    },
  });
}

/** `onRecordDeleteExecute` of categories: its history entry. */
export function deleteCategory(e: core.RecordEvent): void {
  runDelete(e, {});
}

/** `onRecordDeleteRequest` of categories: refused while vehicles use the category, saying how many. */
export function deleteCategoryRequest(e: core.RecordRequestEvent): void {
  const used = e.app.countRecords(COLLECTIONS.vehicles, $dbx.hashExp({ category: e.record!.id }));
  if (used > 0) throw new BadRequestError(categoryInUseMessage(used), {});
  passNotingAuthor(e);
}
