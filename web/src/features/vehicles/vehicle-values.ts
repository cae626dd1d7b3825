// A vehicle as the forms hold it: every field as text, checked by the shared validation (the
// same rules the server applies), plus `photo`: "" (keep), "new" (a chosen file) or "remove".

import { COLLECTIONS, type Vehicle } from "@shared/records";
import { DEFAULT_VEHICLE_LIST_QUERY, vehicleListPath, type VehicleListQuery } from "@shared/vehicle-list";
import {
  checkOdometer,
  checkVehicleField,
  DEFAULT_VEHICLE_STATUS,
  odometerBackwardsError,
  VEHICLE_INPUT_FIELDS,
  type VehicleInputField,
} from "@shared/validation";
import type { TFunction } from "i18next";
import { pb } from "../../lib/api-client";
import { checkFields, type FieldErrors } from "../../lib/use-form";

export type VehicleFormField = VehicleInputField | "photo";
export type VehicleFormValues = Record<VehicleFormField, string>;

export const EMPTY_VEHICLE: Readonly<VehicleFormValues> = {
  plate: "",
  vin: "",
  make: "",
  model: "",
  year: "",
  category: "",
  status: DEFAULT_VEHICLE_STATUS,
  odometer: "",
  fuel: "",
  color: "",
  notes: "",
  photo: "",
};

/** The form's labels, to say which fields a colleague changed. */
export function vehicleFieldLabels(t: TFunction<"vehicles">): Readonly<Record<VehicleFormField, string>> {
  return Object.fromEntries(Object.keys(EMPTY_VEHICLE).map((field) => [field, t(`field.${field as VehicleFormField}`)])) as Record<VehicleFormField, string>;
}

/** Year and odometer 0 mean "not recorded": an empty field. */
export function vehicleValues(vehicle: Vehicle): VehicleFormValues {
  return {
    plate: vehicle.plate,
    vin: vehicle.vin,
    make: vehicle.make,
    model: vehicle.model,
    year: vehicle.year ? String(vehicle.year) : "",
    category: vehicle.category,
    status: vehicle.status,
    odometer: vehicle.odometer ? String(vehicle.odometer) : "",
    fuel: vehicle.fuel,
    color: vehicle.color,
    notes: vehicle.notes,
    photo: "",
  };
}

export function validateVehicle(values: Readonly<VehicleFormValues>): FieldErrors<VehicleFormField> {
  const now = new Date();
  return checkFields(VEHICLE_INPUT_FIELDS, (field) => checkVehicleField(field, values[field], { now }));
}

/**
 * A stored vehicle's form: also refuses an odometer below the vehicle's (its highest reading),
 * with the server's own words, as soon as it is typed rather than after a save. The server
 * stays the judge: a reading a colleague added a moment ago is still refused there.
 */
export function validateStoredVehicle(values: Readonly<VehicleFormValues>, currentKm: number): FieldErrors<VehicleFormField> {
  const errors = validateVehicle(values);
  const km = checkOdometer(values.odometer);
  if (!errors.odometer && km.ok && km.value < currentKm) errors.odometer = odometerBackwardsError(currentKm).message;
  return errors;
}

/**
 * The request body for `fields`: their text (the server normalises it) and, for the photo, the
 * chosen file or null to remove it. With a file the SDK sends multipart form data.
 */
export function vehicleBody(values: Readonly<VehicleFormValues>, fields: readonly VehicleFormField[], file: File | null) {
  const body: Record<string, string | File | null> = {};
  for (const field of fields) {
    if (field !== "photo") body[field] = values[field];
    else if (values.photo === "new") body.photo = file;
    else if (values.photo === "remove") body.photo = null;
  }
  return body;
}

/** The SDK's record service for vehicles (list, create, update, delete). */
export const vehicleRecords = () => pb.collection(COLLECTIONS.vehicles);

/** Where the person comes back to from a vehicle: the list as they last left it. */
let lastListQuery: VehicleListQuery = DEFAULT_VEHICLE_LIST_QUERY;

export function rememberListQuery(query: VehicleListQuery): void {
  lastListQuery = query;
}

export function backToListPath(): string {
  return vehicleListPath(lastListQuery);
}
