// Vehicles: every create and update is normalised and checked by the shared validation
// (shared/validation/vehicle.ts) through record-save.ts, with duplicate plates and VINs and a
// missing category as field errors too; created_by/updated_by come from the signed-in employee;
// `category_name` (the list's sort key, see the 1795500010 migration) from the category.

import { COLLECTIONS } from "@shared/records";
import {
  checkCategoryRef,
  checkPlate,
  checkVehicle,
  checkVin,
  PHOTO_SIZE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
  plateKey,
  VEHICLE_INPUT_FIELDS,
  type FieldErrors,
  type VehicleInput,
} from "@shared/validation";
import { setAuthorship } from "./authorship";
import { normaliseRecord, saveRequest, type SaveSpec } from "./record-save";
import { isTaken } from "./uniqueness";

const PLATE_TAKEN = { code: "plate_taken", message: "Another vehicle already has this plate." } as const;
const VIN_TAKEN = { code: "vin_taken", message: "Another vehicle already has this VIN." } as const;
const CATEGORY_MISSING = {
  code: "category_not_found",
  message: "This category does not exist (any more). Choose one from the list.",
} as const;

/** The category's name, or null when there is no such category. */
function categoryName(app: core.App, id: string): string | null {
  try {
    return app.findRecordById(COLLECTIONS.categories, id).getString("name");
  } catch {
    return null;
  }
}

function databaseErrors(app: core.App, input: VehicleInput, selfId: string): FieldErrors {
  const errors: FieldErrors = {};
  const plate = checkPlate(input.plate);
  if (plate.ok && isTaken(app, COLLECTIONS.vehicles, "plate_key", plateKey(plate.value), selfId)) errors.plate = PLATE_TAKEN;
  const vin = checkVin(input.vin);
  if (vin.ok && isTaken(app, COLLECTIONS.vehicles, "vin", vin.value, selfId)) errors.vin = VIN_TAKEN;
  const category = checkCategoryRef(input.category);
  if (category.ok && categoryName(app, category.value) === null) errors.category = CATEGORY_MISSING;
  return errors;
}

const VEHICLES: SaveSpec<(typeof VEHICLE_INPUT_FIELDS)[number], object> = {
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
  record.set("category_name", categoryName(e.app, record.getString("category")) ?? "");
  normaliseRecord(e, VEHICLES);
}
