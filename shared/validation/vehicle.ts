// Vehicle fields (PRODUCT.md "Data"): normalise and check one field as a form does on every
// keystroke, or a whole vehicle as the server does before it saves one.

import {
  FUEL_LABELS,
  FUEL_TYPES,
  VEHICLE_STATUSES,
  VEHICLE_STATUS_LABELS,
  type FuelType,
  type Vehicle,
  type VehicleStatus,
} from "../records";
import { checkRecord, invalid, valid, type FieldCheck, type RecordCheck } from "./field-error";
import {
  COLOR_MAX_LENGTH,
  MAKE_MAX_LENGTH,
  MODEL_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  ODOMETER_MAX,
  PLATE_MAX_LENGTH,
  VIN_LENGTH,
  YEAR_MIN,
  yearMax,
} from "./limits";
import {
  checkChoice,
  checkOptionalInteger,
  checkText,
  codePointLength,
  groupDigits,
  isCasedLetter,
  listInWords,
  readText,
  tooLongMessage,
} from "./text";

/** The fields a client may write (the photo is checked by PocketBase's file field, see photo.ts). */
export const VEHICLE_INPUT_FIELDS = [
  "plate",
  "vin",
  "make",
  "model",
  "year",
  "category",
  "status",
  "odometer",
  "fuel",
  "color",
  "notes",
] as const;
export type VehicleInputField = (typeof VEHICLE_INPUT_FIELDS)[number];
export type VehicleInput = Partial<Record<VehicleInputField, unknown>>;

export const DEFAULT_VEHICLE_STATUS: VehicleStatus = "available";

/** Everything a client writes, normalised, plus the `plate_key` derived from the plate. */
export type VehicleValues = Pick<Vehicle, VehicleInputField | "plate_key">;

export type VehicleField = keyof VehicleValues;

// ---- plate ------------------------------------------------------------------------------

/** Dashes people paste from word processors: hyphen, non-breaking hyphen, en/em dash, minus. */
const DASHES = /[\u2010-\u2015\u2212]/g;

/**
 * A plate as stored: compatibility-normalised (full-width "ＡＢ" is "AB"), any dash "-", one space
 * between groups, trimmed, upper case.
 */
export function normalizePlate(text: string): string {
  return text.normalize("NFKC").replace(DASHES, "-").replace(/\s+/g, " ").trim().toUpperCase();
}

/** "AB-123", "ab 123" and "AB123" are the same plate: they share the key "AB123". */
export function plateKey(text: string): string {
  return normalizePlate(text).replace(/[ -]/g, "");
}

function isPlateCharacter(character: string): boolean {
  return character === " " || character === "-" || (character >= "0" && character <= "9") || isCasedLetter(character);
}

export function checkPlate(raw: unknown): FieldCheck<string> {
  const text = readText(raw);
  if (text === null) return invalid("invalid_type", "The plate must be text.");
  const plate = normalizePlate(text);
  if (plate === "") return invalid("required", "Enter the number plate.");
  for (const character of plate) {
    if (!isPlateCharacter(character)) {
      return invalid("invalid_characters", `A plate has only letters, digits, spaces and dashes, not “${character}”.`);
    }
  }
  const length = codePointLength(plate);
  if (length > PLATE_MAX_LENGTH) return invalid("too_long", tooLongMessage("A plate", PLATE_MAX_LENGTH, length));
  if (plateKey(plate) === "") return invalid("invalid_format", "A plate needs at least one letter or digit.");
  return valid(plate);
}

// ---- VIN --------------------------------------------------------------------------------

/** A VIN as stored: compatibility-normalised, without any whitespace, upper case. */
export function normalizeVin(text: string): string {
  return text.normalize("NFKC").replace(/\s+/g, "").toUpperCase();
}

export function checkVin(raw: unknown): FieldCheck<string> {
  const text = readText(raw);
  if (text === null) return invalid("invalid_type", "The VIN must be text.");
  const vin = normalizeVin(text);
  if (vin === "") return valid("");
  if (!/^[A-Z0-9]+$/.test(vin)) return invalid("invalid_characters", "A VIN has only letters and digits.");
  if (/[IOQ]/.test(vin)) {
    return invalid("vin_forbidden_letters", "A VIN never contains the letters I, O or Q: did you mean 1 or 0?");
  }
  if (vin.length !== VIN_LENGTH) {
    return invalid("invalid_length", `A VIN has exactly ${VIN_LENGTH} characters (this one has ${vin.length}).`);
  }
  return valid(vin);
}

// ---- the other fields --------------------------------------------------------------------

export function checkMake(raw: unknown): FieldCheck<string> {
  return checkText(raw, { label: "The make", max: MAKE_MAX_LENGTH, required: "Enter the make, like Volkswagen." });
}

export function checkModel(raw: unknown): FieldCheck<string> {
  return checkText(raw, { label: "The model", max: MODEL_MAX_LENGTH, required: "Enter the model, like Golf." });
}

export function checkColor(raw: unknown): FieldCheck<string> {
  return checkText(raw, { label: "The color", max: COLOR_MAX_LENGTH });
}

export function checkNotes(raw: unknown): FieldCheck<string> {
  return checkText(raw, { label: "The notes", max: NOTES_MAX_LENGTH, multiLine: true });
}

/** Model year: empty (0) or a whole number from 1886 to next calendar year (by `now`). */
export function checkYear(raw: unknown, now: Date): FieldCheck<number> {
  const max = yearMax(now);
  return checkOptionalInteger(raw, {
    min: YEAR_MIN,
    max,
    rangeMessage: `The year must be between ${YEAR_MIN} and ${max}.`,
    wholeNumberMessage: "Enter the year as a whole number, like 2019.",
  });
}

/** Odometer reading in km: empty (0) or a whole number up to 9 999 999. */
export function checkOdometer(raw: unknown): FieldCheck<number> {
  return checkOptionalInteger(raw, {
    min: 0,
    max: ODOMETER_MAX,
    rangeMessage: `The odometer reading must be between 0 and ${groupDigits(ODOMETER_MAX)} km.`,
    wholeNumberMessage: "Enter the odometer reading in whole km, like 125000.",
  });
}

export function checkStatus(raw: unknown): FieldCheck<VehicleStatus> {
  const labels = VEHICLE_STATUSES.map((status) => VEHICLE_STATUS_LABELS[status]);
  return checkChoice(raw, {
    values: VEHICLE_STATUSES,
    empty: DEFAULT_VEHICLE_STATUS,
    message: `Choose a status: ${listInWords(labels)}.`,
  }) as FieldCheck<VehicleStatus>;
}

export function checkFuel(raw: unknown): FieldCheck<FuelType | ""> {
  const labels = FUEL_TYPES.map((fuel) => FUEL_LABELS[fuel]);
  return checkChoice(raw, {
    values: FUEL_TYPES,
    empty: "",
    message: `Choose a fuel (${listInWords(labels)}) or leave it empty.`,
  });
}

/** PocketBase record ids: 15 of a-z0-9. Whether the category exists only the server can tell. */
export const RECORD_ID = /^[a-z0-9]{15}$/;

export function checkCategoryRef(raw: unknown): FieldCheck<string> {
  const text = readText(raw);
  if (text === null) return invalid("invalid_type", "Choose one category.");
  const id = text.trim();
  if (id === "") return invalid("required", "Choose a category.");
  if (!RECORD_ID.test(id)) return invalid("category_not_found", "This category does not exist. Choose one from the list.");
  return valid(id);
}

// ---- the whole vehicle ---------------------------------------------------------------------

export interface VehicleCheckOptions {
  /** The clock, for the latest model year accepted. */
  readonly now: Date;
}

/** Checks one field on its own: what a form calls on every keystroke. */
export function checkVehicleField(field: VehicleInputField, raw: unknown, options: VehicleCheckOptions): FieldCheck<unknown> {
  switch (field) {
    case "plate":
      return checkPlate(raw);
    case "vin":
      return checkVin(raw);
    case "make":
      return checkMake(raw);
    case "model":
      return checkModel(raw);
    case "year":
      return checkYear(raw, options.now);
    case "category":
      return checkCategoryRef(raw);
    case "status":
      return checkStatus(raw);
    case "odometer":
      return checkOdometer(raw);
    case "fuel":
      return checkFuel(raw);
    case "color":
      return checkColor(raw);
    case "notes":
      return checkNotes(raw);
  }
}

/**
 * Normalises and checks a whole vehicle (absent fields count as empty): every value ready to
 * store, `plate_key` included, or one error per bad field.
 */
export function checkVehicle(input: VehicleInput, options: VehicleCheckOptions): RecordCheck<VehicleValues, VehicleField> {
  const plate = checkPlate(input.plate);
  return checkRecord({
    plate,
    plate_key: plate.ok ? valid(plateKey(plate.value)) : valid(""),
    vin: checkVin(input.vin),
    make: checkMake(input.make),
    model: checkModel(input.model),
    year: checkYear(input.year, options.now),
    category: checkCategoryRef(input.category),
    status: checkStatus(input.status),
    odometer: checkOdometer(input.odometer),
    fuel: checkFuel(input.fuel),
    color: checkColor(input.color),
    notes: checkNotes(input.notes),
  });
}
