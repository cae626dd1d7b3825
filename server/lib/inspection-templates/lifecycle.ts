// Everything a save of an inspection template does (server/hooks/inspection-templates.hooks.ts;
// docs/product.md "Inspections and defects"): its name unique ignoring case, its category one
// that exists, its items checked and stored normalised (shared/validation/inspection-template.ts),
// who made and last changed it, its history entry. Inspections copy the items when they start,
// so changing or deleting a template changes no inspection.

import { COLLECTIONS } from "@shared/records";
import {
  checkInspectionTemplate,
  fieldError,
  INSPECTION_TEMPLATE_INPUT_FIELDS,
  INSPECTION_TEMPLATE_SERVER_FIELDS,
  type FieldErrors,
  type InspectionTemplateValues,
} from "@shared/validation";
import { count } from "../db/sql";
import { setAuthorship } from "../records/authorship";
import { normaliseRecord, passNotingAuthor, saveRequest, type SaveSpec } from "../records/record-save";
import { runDelete, runSave } from "../records/save";
import { isTaken } from "../records/uniqueness";

const NAME_TAKEN = fieldError("name_taken", "Another checklist already has this name.");
const CATEGORY_MISSING = fieldError("category_not_found", "This category does not exist (any more). Choose one from the list.");
const CATEGORY_SQL = `SELECT COUNT(*) AS [[count]] FROM {{${COLLECTIONS.categories}}} WHERE [[id]] = {:id}`;

function databaseErrors(app: core.App, values: Partial<InspectionTemplateValues>, selfId: string): FieldErrors {
  const errors: FieldErrors = {};
  if (values.name_key !== undefined && isTaken(app, COLLECTIONS.inspectionTemplates, "name_key", values.name_key, selfId)) errors.name = NAME_TAKEN;
  if (values.category !== undefined && values.category !== "" && count(app, CATEGORY_SQL, { id: values.category }) === 0) {
    errors.category = CATEGORY_MISSING;
  }
  return errors;
}

const TEMPLATES: SaveSpec<(typeof INSPECTION_TEMPLATE_INPUT_FIELDS)[number], InspectionTemplateValues> = {
  what: "checklist",
  collectionLabel: "Inspection templates",
  inputFields: INSPECTION_TEMPLATE_INPUT_FIELDS,
  fileFields: [],
  serverFields: INSPECTION_TEMPLATE_SERVER_FIELDS,
  check: checkInspectionTemplate,
  databaseErrors,
  saveErrorRules: [{ column: "name_key", pocketbaseCode: "validation_not_unique", field: "name", error: NAME_TAKEN }],
  beforeSave: setAuthorship,
};

/**
 * `onRecordCreateRequest` and `onRecordUpdateRequest` of inspection templates. The items are read
 * as the record's JSON text (what was sent, or what is stored): PocketBase hands a JSON field to
 * the JS engine as its bytes.
 */
export function saveTemplateRequest(e: core.RecordRequestEvent): void {
  const record = e.record!;
  saveRequest(e, { ...TEMPLATES, check: (input) => checkInspectionTemplate({ ...input, items: record.getString("items") }) });
}

/** `onRecordValidate` of inspection templates. */
export function validateTemplateRecord(e: core.RecordEvent): void {
  const record = e.record!;
  normaliseRecord(e, { ...TEMPLATES, check: (input) => checkInspectionTemplate({ ...input, items: record.getString("items") }) });
}

/** `onRecordCreateExecute` and `onRecordUpdateExecute`: its history entry, in one transaction with the write. */
export function storeTemplate(e: core.RecordEvent): void {
  runSave(e, { what: "checklist", written: INSPECTION_TEMPLATE_INPUT_FIELDS, derived: { name: ["name_key"] } });
}

/** `onRecordDeleteExecute`: its history entry (inspections made from it keep their lines). */
export function deleteTemplate(e: core.RecordEvent): void {
  runDelete(e, {});
}

/** `onRecordDeleteRequest`: who makes the change, for the history. */
export function deleteTemplateRequest(e: core.RecordRequestEvent): void {
  passNotingAuthor(e);
}
