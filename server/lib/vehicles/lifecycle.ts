// Everything a save of a vehicle does (server/hooks/vehicles.hooks.ts), in one place:
// - requests: normalised and checked by the shared validation (shared/validation/vehicle.ts)
//   through records/record-save.ts, with duplicate plates and VINs and a missing category as
//   field errors too; created_by/updated_by come from the signed-in employee; `category_name`
//   (the list's sort key, see the 1795500010 migration) from the category;
// - in the save's transaction (records/save.ts): while work is under way it stays In workshop
//   (staff may set it out_of_service or retired, not available), and while a critical defect is
//   not fixed it stays Out of service (staff may retire it); its odometer changed in the
//   form records a manual reading, and lower than its highest reading is refused; the history;
//   then a new vehicle gets its category's service plan, a changed category or odometer reaches
//   its reminders, a new plate its work orders' copies (what the work order list searches), a
//   new status a status period (downtime/periods.ts);
// - a vehicle with work orders cannot be deleted: its history would be lost.
// What other saves do to a vehicle (its odometer, its status) is in steps.ts.

import { COLLECTIONS, VEHICLE_STATUS_LABELS } from "@shared/records";
import { isOffTheRoad } from "@shared/vehicle-status";
import {
  checkVehicle,
  fieldError,
  hasWorkOrdersError,
  PHOTO_SIZE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
  VEHICLE_INPUT_FIELDS,
  type FieldErrors,
  type VehicleValues,
} from "@shared/validation";
import { execute, selectOne } from "../db/sql";
import { forgetVehicleStatuses, recordVehicleStatus } from "../downtime/periods";
import { highestReading, refuseBackwards } from "../odometer/rows";
import { addReading } from "../odometer/steps";
import { setAuthorship } from "../records/authorship";
import { notSavedMessage, throwFieldErrors } from "../records/field-errors";
import { runDelete, runSave, type Lifecycle } from "../records/save";
import { givePlan, restateByOdometer } from "../reminders/steps";
import { workOrdersOfVehicle } from "../work-orders/rows";
import { vehicleWork } from "./rows";
import { normaliseRecord, passNotingAuthor, saveRequest, type SaveSpec } from "../records/record-save";
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
  return selectOne(app, CATEGORY_NAME_SQL, { name: "" }, { id })?.name ?? null;
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
  // Looked up on every save, although a rename reaches the vehicles by SQL (categories/): an
  // update that read the vehicle before a rename and saves after it would write the old name
  // back, and only a fresh lookup heals that on the next save. One primary-key read.
  normalise: (app, record) => record.set("category_name", categoryName(app, record.getString("category")) ?? ""),
};

/** `onRecordCreateRequest` and `onRecordUpdateRequest` of vehicles. */
export function saveVehicleRequest(e: core.RecordRequestEvent): void {
  saveRequest(e, VEHICLES);
}

/** `onRecordValidate` of vehicles: on every save, whatever its path. */
export function validateVehicleRecord(e: core.RecordEvent): void {
  normaliseRecord(e, VEHICLES);
}

const STILL_IN_WORKSHOP = fieldError(
  "invalid_choice",
  `This vehicle has work in progress or waiting for parts, so it stays ${VEHICLE_STATUS_LABELS.in_service} until that work is done or cancelled. You can still set it ${VEHICLE_STATUS_LABELS.out_of_service} or ${VEHICLE_STATUS_LABELS.retired}.`,
);

const STILL_OFF_THE_ROAD = fieldError(
  "invalid_choice",
  `This vehicle has a critical defect that is not fixed, so it stays ${VEHICLE_STATUS_LABELS.out_of_service} until the defect is fixed or dismissed. You can still set it ${VEHICLE_STATUS_LABELS.retired}.`,
);

/** Staff's own status choice, judged from the vehicle's work and defects as stored now. */
function checkStatusChoice(app: core.App, record: core.Record, current: core.Record | null): void {
  const status = record.getString("status");
  if (current === null || status === current.getString("status")) return;
  if (status !== "available" && status !== "in_service") return;
  const work = vehicleWork(app, record.id);
  let error: FieldErrors[string] = undefined;
  if (isOffTheRoad(work)) error = STILL_OFF_THE_ROAD;
  else if (status === "available" && work.active > 0) error = STILL_IN_WORKSHOP;
  if (error) throwFieldErrors(notSavedMessage("vehicle", { status: error }), { status: error });
}

const PLATE_COPIES_SQL = `UPDATE {{${COLLECTIONS.workOrders}}} SET [[vehicle_plate]] = {:plate}, [[vehicle_plate_key]] = {:key}
  WHERE [[vehicle]] = {:id}`;
const REMINDER_CATEGORY_SQL = `UPDATE {{${COLLECTIONS.reminders}}} SET [[category]] = {:category} WHERE [[vehicle]] = {:vehicle}`;

/**
 * The form's odometer, before the write: the km of a manual reading to record once the vehicle is
 * written, or -1 for none. A new value records a reading; below the
 * highest reading is refused, saying the current one. An update that leaves the odometer as
 * stored keeps the highest reading as it is now. The server's own steps set exactly the highest
 * reading, which records nothing.
 */
function checkOdometer(app: core.App, vehicle: core.Record, current: core.Record | null): number {
  const km = vehicle.getInt("odometer");
  if (current === null) return km > 0 ? km : -1;
  if (km === current.getInt("odometer")) {
    const highest = highestReading(app, vehicle.id);
    if (highest > km) vehicle.set("odometer", highest);
    return -1;
  }
  refuseBackwards(app, vehicle.id, km, "odometer", "vehicle");
  return km > highestReading(app, vehicle.id) ? km : -1;
}

const LIFECYCLE: Lifecycle<number> = {
  what: "vehicle",
  written: [...VEHICLE_INPUT_FIELDS, "photo"],
  derived: { plate: ["plate_key"], category: ["category_name"] },
  before(app, record, current) {
    checkStatusChoice(app, record, current);
    return checkOdometer(app, record, current);
  },
  after(app, record, current, km) {
    if (km >= 0) addReading(app, { vehicle: record.id, km, source: "manual", createdBy: record.getString("updated_by") });
    if (current?.getString("status") !== record.getString("status")) recordVehicleStatus(app, record.id, record.getString("status"));
    if (current === null) {
      givePlan(app, record);
      return;
    }
    if (current.getString("category") !== record.getString("category")) {
      execute(app, REMINDER_CATEGORY_SQL, { category: record.getString("category"), vehicle: record.id });
    }
    if (current.getInt("odometer") !== record.getInt("odometer")) restateByOdometer(app, record.id, record.getInt("odometer"));
    if (current.getString("plate") !== record.getString("plate")) {
      execute(app, PLATE_COPIES_SQL, { plate: record.getString("plate"), key: record.getString("plate_key"), id: record.id });
    }
  },
};

/** `onRecordCreateExecute` and `onRecordUpdateExecute` of vehicles. */
export function storeVehicle(e: core.RecordEvent): void {
  runSave(e, LIFECYCLE);
}

/** `onRecordDeleteExecute` of vehicles: refused while it has work orders. */
export function deleteVehicle(e: core.RecordEvent): void {
  runDelete(e, {
    before(app, record) {
      const workOrders = workOrdersOfVehicle(app, record.id);
      if (workOrders > 0) {
        const error = hasWorkOrdersError(workOrders);
        throw new BadRequestError(error.message, { id: new ValidationError(error.code, error.message) });
      }
    },
    after: (app, record) => forgetVehicleStatuses(app, record.id),
  });
}

/** `onRecordDeleteRequest` of vehicles: who makes the change, for the history. */
export function deleteVehicleRequest(e: core.RecordRequestEvent): void {
  passNotingAuthor(e);
}
