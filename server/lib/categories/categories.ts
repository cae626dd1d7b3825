// Categories: names normalised and unique ignoring case (shared/validation/category.ts) through
// records/record-save.ts, no deleting a category that vehicles still use, and a rename reaches the
// vehicles' `category_name` (the vehicle list's sort key).

import { COLLECTIONS } from "@shared/records";
import {
  categoryInUseMessage,
  checkCategory,
  CATEGORY_INPUT_FIELDS,
  type CategoryValues,
  type FieldErrors,
} from "@shared/validation";
import { normaliseRecord, saveRequest, type SaveSpec } from "../records/record-save";
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
  // `service_plan` is checked by server/lib/reminders/plans.ts (onRecordValidate).
  serverFields: ["name_key", "service_plan"],
  check: checkCategory,
  databaseErrors,
  saveErrorRules: [{ column: "name_key", pocketbaseCode: "validation_not_unique", field: "name", error: NAME_TAKEN }],
};

/** `onRecordCreateRequest` and `onRecordUpdateRequest` of categories. */
export function saveCategoryRequest(e: core.RecordRequestEvent): void {
  saveRequest(e, CATEGORIES);
}

/** `onRecordValidate` of categories. */
export function validateCategoryRecord(e: core.RecordEvent): void {
  normaliseRecord(e, CATEGORIES);
}

/** `onRecordDeleteRequest` of categories: refused while vehicles use the category, saying how many. */
export function deleteCategoryRequest(e: core.RecordRequestEvent): void {
  const used = e.app.countRecords(COLLECTIONS.vehicles, $dbx.hashExp({ category: e.record!.id }));
  if (used > 0) throw new BadRequestError(categoryInUseMessage(used), {});
  e.next();
}

/**
 * `onRecordUpdate` of categories: once a rename is saved, its vehicles sort under the new name.
 * Plain SQL: the vehicles themselves did not change (no `updated`, no realtime event).
 */
export function renameCategoryOfVehicles(e: core.RecordEvent): void {
  const record = e.record!;
  const before = record.original().getString("name");
  e.next();
  const after = record.getString("name");
  if (after === before) return;
  e.app
    .db()
    .newQuery(`UPDATE {{${COLLECTIONS.vehicles}}} SET [[category_name]] = {:name} WHERE [[category]] = {:id}`)
    .bind({ name: after, id: record.id })
    .execute();
}
