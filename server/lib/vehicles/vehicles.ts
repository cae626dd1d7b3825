// Vehicles: every create and update is normalised and checked by the shared validation
// (shared/validation/vehicle.ts) through records/record-save.ts, with duplicate plates and VINs and a
// missing category as field errors too; created_by/updated_by come from the signed-in employee;
// `category_name` (the list's sort key, see the 1795500010 migration) from the category.

import { COLLECTIONS } from "@shared/records";
import {
  checkVehicle,
  PHOTO_SIZE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
  VEHICLE_INPUT_FIELDS,
  type FieldErrors,
  type VehicleValues,
} from "@shared/validation";
import { setAuthorship } from "../records/authorship";
import { normaliseRecord, saveRequest, type SaveSpec } from "../records/record-save";
import { isTaken } from "../records/uniqueness";

const PLATE_TAKEN = { code: "plate_taken", message: "Another vehicle already has this plate." } as const;
const VIN_TAKEN = { code: "vin_taken", message: "Another vehicle already has this VIN." } as const;
const CATEGORY_MISSING = {
  code: "category_not_found",
  message: "This category does not exist (any more). Choose one from the list.",
} as const;

const CATEGORY_NAME_SQL = `SELECT [[name]] FROM {{${COLLECTIONS.categories}}} WHERE [[id]] = {:id} LIMIT 1`;

/**
 * The category's name, or null when there is no such category. Plain SQL: PocketBase's
 * findRecordById builds a whole record model, several times the cost of this lookup.
 */
function categoryName(app: core.App, id: string): string | null {
  if (id === "") return null;
  const found = arrayOf(new DynamicModel({ name: "" })) as { name: string }[];
  app.db().newQuery(CATEGORY_NAME_SQL).bind({ id }).all(found);
  return found.length > 0 ? found[0]!.name : null;
}

function databaseErrors(app: core.App, values: Partial<VehicleValues>, selfId: string): FieldErrors {
  const errors: FieldErrors = {};
  if (values.plate_key !== undefined && isTaken(app, COLLECTIONS.vehicles, "plate_key", values.plate_key, selfId)) {
    errors.plate = PLATE_TAKEN;
  }
  if (values.vin !== undefined && isTaken(app, COLLECTIONS.vehicles, "vin", values.vin, selfId)) errors.vin = VIN_TAKEN;
  if (values.category !== undefined && categoryName(app, values.category) === null) errors.category = CATEGORY_MISSING;
  return errors;
}

const VEHICLES: SaveSpec<(typeof VEHICLE_INPUT_FIELDS)[number], VehicleValues> = {
  what: "vehicle",
  collectionLabel: "Vehicles",
  inputFields: VEHICLE_INPUT_FIELDS,
  fileFields: ["photo"],
  serverFields: ["plate_key", "category_name", "created_by", "updated_by"],
  check: (input) => checkVehicle(input, { now: new Date() }),
  databaseErrors,
  saveErrorRules: [
    { column: "plate_key", pocketbaseCode: "validation_not_unique", field: "plate", error: PLATE_TAKEN },
    { column: "vin", pocketbaseCode: "validation_not_unique", field: "vin", error: VIN_TAKEN },
    {
      column: "photo",
      pocketbaseCode: "validation_invalid_mime_type",
      field: "photo",
      error: { code: "invalid_type", message: PHOTO_TYPE_MESSAGE },
    },
    {
      column: "photo",
      pocketbaseCode: "validation_file_size_limit",
      field: "photo",
      error: { code: "too_large", message: PHOTO_SIZE_MESSAGE },
    },
  ],
  beforeSave: setAuthorship,
};

/** `onRecordCreateRequest` and `onRecordUpdateRequest` of vehicles. */
export function saveVehicleRequest(e: core.RecordRequestEvent): void {
  saveRequest(e, VEHICLES);
}

/** `onRecordValidate` of vehicles: on every save, whatever its path. */
export function validateVehicleRecord(e: core.RecordEvent): void {
  const record = e.record!;
  // Looked up on every save, although a rename reaches the vehicles by SQL (categories.ts): an
  // update that read the vehicle before a rename and saves after it would write the old name
  // back, and only a fresh lookup heals that on the next save. One primary-key read.
  record.set("category_name", categoryName(e.app, record.getString("category")) ?? "");
  normaliseRecord(e, VEHICLES);
}
