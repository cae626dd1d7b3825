// Odometer reading fields (docs/product.md "Odometer readings"): a vehicle's odometer is its highest
// reading. Staff enter `manual` readings; the server records `work_order` ones.

import { pocketBaseDate } from "../dates";
import type { OdometerReading } from "../records";
import { dateRule, readOptionalMoment } from "./dates";
import { fieldError, isFieldError, splitOutcomes, toCheck, type FieldCheck, type Outcome, type RecordCheck } from "./field-error";
import { readReference, referenceRule } from "./reference";
import { readOptionalInteger } from "./text";
import { ODOMETER_RULE } from "./vehicle";

/** The fields a client may write; `source`, `work_order` and `created_by` are the server's (always manual for a client). */
export const ODOMETER_READING_INPUT_FIELDS = ["vehicle", "km", "read_at"] as const;
export type OdometerReadingInputField = (typeof ODOMETER_READING_INPUT_FIELDS)[number];
export type OdometerReadingInput = Partial<Record<OdometerReadingInputField, unknown>>;
export type OdometerReadingValues = Pick<OdometerReading, OdometerReadingInputField>;

/** Fields only the server sets. */
export const ODOMETER_READING_SERVER_FIELDS = ["source", "work_order", "inspection", "created_by"] as const;

const VEHICLE = referenceRule(
  { wrongType: "Choose one vehicle.", required: "Choose the vehicle of this reading.", notFound: "This vehicle does not exist." },
  "vehicle_not_found",
);
const KM_REQUIRED = fieldError("required", "Enter the odometer reading in km.");
const READ_AT = dateRule("The reading's date");
/** A reading may be dated up to a day ahead of the server's clock (time zones, a slow clock), not more. */
const FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000;

function readKm(raw: unknown): Outcome<number> {
  if (raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "")) return KM_REQUIRED;
  return readOptionalInteger(raw, ODOMETER_RULE);
}

function readReadAt(raw: unknown, now: Date): Outcome<string> {
  const value = readOptionalMoment(raw, READ_AT);
  if (isFieldError(value) || value === "") return value;
  if (Date.parse(value.replace(" ", "T")) > now.getTime() + FUTURE_TOLERANCE_MS) {
    return fieldError("too_large", "A reading cannot be dated in the future.");
  }
  return value;
}

export interface OdometerReadingCheckOptions {
  /** The clock: an empty date means now, and no reading is dated in the future. */
  readonly now: Date;
}

function readField(field: OdometerReadingInputField, raw: unknown, now: Date): Outcome<string | number> {
  switch (field) {
    case "vehicle":
      return readReference(raw, VEHICLE);
    case "km":
      return readKm(raw);
    case "read_at":
      return readReadAt(raw, now);
  }
}

export function checkOdometerReadingField(
  field: OdometerReadingInputField,
  raw: unknown,
  options: OdometerReadingCheckOptions,
): FieldCheck<string | number> {
  return toCheck(readField(field, raw, options.now));
}

/** Normalises and checks a whole reading; an empty date is `now`. */
export function checkOdometerReading(
  input: OdometerReadingInput,
  options: OdometerReadingCheckOptions,
): RecordCheck<OdometerReadingValues, OdometerReadingInputField> {
  const vehicle = readField("vehicle", input.vehicle, options.now);
  const km = readField("km", input.km, options.now);
  let readAt = readField("read_at", input.read_at, options.now);
  if (readAt === "") readAt = pocketBaseDate(options.now);
  if (isFieldError(vehicle) || isFieldError(km) || isFieldError(readAt)) {
    const { errors, values } = splitOutcomes({ vehicle, km, read_at: readAt });
    return { ok: false, errors, values: values as Partial<OdometerReadingValues> };
  }
  return { ok: true, values: { vehicle: vehicle as string, km: km as number, read_at: readAt as string } };
}

