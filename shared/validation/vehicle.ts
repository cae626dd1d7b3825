// Vehicle fields (docs/product.md "Data"): normalise and check one field as a form does on every
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
import {
  fieldError,
  isFieldError,
  splitOutcomes,
  toCheck,
  type FieldCheck,
  type Outcome,
  type RecordCheck,
} from "./field-error";
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
import { RECORD_ID } from "./record-id";
import {
  choiceRule,
  codePointLength,
  groupDigits,
  integerRule,
  isCasedLetter,
  listInWords,
  readChoice,
  readOptionalInteger,
  readText,
  readTextField,
  textRule,
  tooLongError,
  type IntegerRule,
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
const SPACES_AND_DASHES = /[ -]/g;
/** The common case, checked by one regex rather than character by character. */
const ASCII_PLATE = /^[A-Z0-9 -]*$/;

const PLATE_WRONG_TYPE = fieldError("invalid_type", "The plate must be text.");
const PLATE_REQUIRED = fieldError("required", "Enter the number plate.");
const PLATE_NO_LETTER_OR_DIGIT = fieldError("invalid_format", "A plate needs at least one letter or digit.");

/**
 * A plate as stored: compatibility-normalised (full-width "ＡＢ" is "AB"), any dash "-", one space
 * between groups, trimmed, upper case.
 */
export function normalizePlate(text: string): string {
  return text.normalize("NFKC").replace(DASHES, "-").replace(/\s+/g, " ").trim().toUpperCase();
}

/** "AB-123", "ab 123" and "AB123" are the same plate: they share the key "AB123". */
export function plateKey(text: string): string {
  return normalizePlate(text).replace(SPACES_AND_DASHES, "");
}

function isPlateCharacter(character: string): boolean {
  return character === " " || character === "-" || (character >= "0" && character <= "9") || isCasedLetter(character);
}

function readPlate(raw: unknown): Outcome<string> {
  const text = readText(raw);
  if (text === null) return PLATE_WRONG_TYPE;
  const plate = normalizePlate(text);
  if (plate === "") return PLATE_REQUIRED;
  if (!ASCII_PLATE.test(plate)) {
    for (const character of plate) {
      if (!isPlateCharacter(character)) {
        return fieldError("invalid_characters", `A plate has only letters, digits, spaces and dashes, not “${character}”.`);
      }
    }
  }
  const length = plate.length > PLATE_MAX_LENGTH ? codePointLength(plate) : plate.length;
  if (length > PLATE_MAX_LENGTH) return tooLongError("A plate", PLATE_MAX_LENGTH, length);
  if (plate.replace(SPACES_AND_DASHES, "") === "") return PLATE_NO_LETTER_OR_DIGIT;
  return plate;
}

export function checkPlate(raw: unknown): FieldCheck<string> {
  return toCheck(readPlate(raw));
}

// ---- VIN --------------------------------------------------------------------------------

const VIN_WRONG_TYPE = fieldError("invalid_type", "The VIN must be text.");
const VIN_CHARACTERS = fieldError("invalid_characters", "A VIN has only the letters A–Z and the digits 0–9.");
const VIN_IOQ = fieldError("vin_forbidden_letters", "A VIN never contains the letters I, O or Q: did you mean 1 or 0?");

/** A VIN as stored: compatibility-normalised, without any whitespace, upper case. */
export function normalizeVin(text: string): string {
  return text.normalize("NFKC").replace(/\s+/g, "").toUpperCase();
}

function readVin(raw: unknown): Outcome<string> {
  const text = readText(raw);
  if (text === null) return VIN_WRONG_TYPE;
  const vin = normalizeVin(text);
  if (vin === "") return "";
  if (!/^[A-Z0-9]+$/.test(vin)) return VIN_CHARACTERS;
  if (/[IOQ]/.test(vin)) return VIN_IOQ;
  if (vin.length !== VIN_LENGTH) {
    return fieldError("invalid_length", `A VIN has exactly ${VIN_LENGTH} characters (this one has ${vin.length}).`, { length: VIN_LENGTH, actual: vin.length });
  }
  return vin;
}

export function checkVin(raw: unknown): FieldCheck<string> {
  return toCheck(readVin(raw));
}

// ---- free text --------------------------------------------------------------------------

const MAKE = textRule("The make", MAKE_MAX_LENGTH, { required: "Enter the make, like Volkswagen." });
const MODEL = textRule("The model", MODEL_MAX_LENGTH, { required: "Enter the model, like Golf." });
const COLOR = textRule("The colour", COLOR_MAX_LENGTH);
const NOTES = textRule("The notes", NOTES_MAX_LENGTH, { multiLine: true });

export function checkMake(raw: unknown): FieldCheck<string> {
  return toCheck(readTextField(raw, MAKE));
}

export function checkModel(raw: unknown): FieldCheck<string> {
  return toCheck(readTextField(raw, MODEL));
}

export function checkColor(raw: unknown): FieldCheck<string> {
  return toCheck(readTextField(raw, COLOR));
}

export function checkNotes(raw: unknown): FieldCheck<string> {
  return toCheck(readTextField(raw, NOTES));
}

// ---- numbers ----------------------------------------------------------------------------

const YEAR_RULES = new Map<number, IntegerRule>();

/** The year rule for an upper bound, made once per bound (it moves once a year). */
function yearRule(max: number): IntegerRule {
  let rule = YEAR_RULES.get(max);
  if (!rule) {
    rule = integerRule(YEAR_MIN, max, `The year must be between ${YEAR_MIN} and ${max}.`, "Enter the year as a whole number, like 2019.");
    YEAR_RULES.set(max, rule);
  }
  return rule;
}

/** The odometer rule: work orders and readings take the same km as vehicles. */
export const ODOMETER_RULE = integerRule(
  0,
  ODOMETER_MAX,
  `The odometer reading must be between 0 and ${groupDigits(ODOMETER_MAX)} km.`,
  "Enter the odometer reading in whole km, like 125000.",
);

/** Model year: empty (0) or a whole number from 1886 to next calendar year (by `now`). */
export function checkYear(raw: unknown, now: Date): FieldCheck<number> {
  return toCheck(readOptionalInteger(raw, yearRule(yearMax(now))));
}

/** Odometer reading in km: empty (0) or a whole number up to 9 999 999. */
export function checkOdometer(raw: unknown): FieldCheck<number> {
  return toCheck(readOptionalInteger(raw, ODOMETER_RULE));
}

// ---- choices ----------------------------------------------------------------------------

const STATUS = choiceRule(
  VEHICLE_STATUSES,
  DEFAULT_VEHICLE_STATUS,
  `Choose a status: ${listInWords(VEHICLE_STATUSES.map((status) => VEHICLE_STATUS_LABELS[status]))}.`,
);

const FUEL = choiceRule(
  FUEL_TYPES,
  "",
  `Choose a fuel (${listInWords(FUEL_TYPES.map((fuel) => FUEL_LABELS[fuel]))}) or leave it empty.`,
);

/** Empty means the default, Available. */
export function checkStatus(raw: unknown): FieldCheck<VehicleStatus> {
  return toCheck(readChoice(raw, STATUS)) as FieldCheck<VehicleStatus>;
}

export function checkFuel(raw: unknown): FieldCheck<FuelType | ""> {
  return toCheck(readChoice(raw, FUEL));
}

const CATEGORY_WRONG_TYPE = fieldError("invalid_type", "Choose one category.");
const CATEGORY_REQUIRED = fieldError("required", "Choose a category.");
const CATEGORY_UNKNOWN = fieldError("category_not_found", "This category does not exist. Choose one from the list.");

function readCategoryRef(raw: unknown): Outcome<string> {
  const text = readText(raw);
  if (text === null) return CATEGORY_WRONG_TYPE;
  const id = text.trim();
  if (id === "") return CATEGORY_REQUIRED;
  return RECORD_ID.test(id) ? id : CATEGORY_UNKNOWN;
}

export function checkCategoryRef(raw: unknown): FieldCheck<string> {
  return toCheck(readCategoryRef(raw));
}

// ---- the whole vehicle ---------------------------------------------------------------------

export interface VehicleCheckOptions {
  /** The clock, for the latest model year accepted. */
  readonly now: Date;
}

function readField(field: VehicleInputField, raw: unknown, now: Date): Outcome<string | number> {
  switch (field) {
    case "plate":
      return readPlate(raw);
    case "vin":
      return readVin(raw);
    case "make":
      return readTextField(raw, MAKE);
    case "model":
      return readTextField(raw, MODEL);
    case "year":
      return readOptionalInteger(raw, yearRule(yearMax(now)));
    case "category":
      return readCategoryRef(raw);
    case "status":
      return readChoice(raw, STATUS);
    case "odometer":
      return readOptionalInteger(raw, ODOMETER_RULE);
    case "fuel":
      return readChoice(raw, FUEL);
    case "color":
      return readTextField(raw, COLOR);
    case "notes":
      return readTextField(raw, NOTES);
  }
}

/** Checks one field on its own: what a form calls on every keystroke. */
export function checkVehicleField(
  field: VehicleInputField,
  raw: unknown,
  options: VehicleCheckOptions,
): FieldCheck<string | number> {
  return toCheck(readField(field, raw, options.now));
}

/**
 * Normalises and checks a whole vehicle (absent fields count as empty): every value ready to
 * store, `plate_key` included, or one error per bad field.
 */
export function checkVehicle(input: VehicleInput, options: VehicleCheckOptions): RecordCheck<VehicleValues, VehicleField> {
  const plate = readPlate(input.plate);
  const vin = readVin(input.vin);
  const make = readTextField(input.make, MAKE);
  const model = readTextField(input.model, MODEL);
  const year = readOptionalInteger(input.year, yearRule(yearMax(options.now)));
  const category = readCategoryRef(input.category);
  const status = readChoice(input.status, STATUS);
  const odometer = readOptionalInteger(input.odometer, ODOMETER_RULE);
  const fuel = readChoice(input.fuel, FUEL);
  const color = readTextField(input.color, COLOR);
  const notes = readTextField(input.notes, NOTES);
  if (
    isFieldError(plate) ||
    isFieldError(vin) ||
    isFieldError(make) ||
    isFieldError(model) ||
    isFieldError(year) ||
    isFieldError(category) ||
    isFieldError(status) ||
    isFieldError(odometer) ||
    isFieldError(fuel) ||
    isFieldError(color) ||
    isFieldError(notes)
  ) {
    const { errors, values } = splitOutcomes({ plate, vin, make, model, year, category, status, odometer, fuel, color, notes });
    const key = isFieldError(plate) ? {} : { plate_key: plate.replace(SPACES_AND_DASHES, "") };
    return { ok: false, errors, values: { ...values, ...key } as Partial<VehicleValues> };
  }
  return {
    ok: true,
    values: {
      plate,
      plate_key: plate.replace(SPACES_AND_DASHES, ""),
      vin,
      make,
      model,
      year,
      category,
      status: status as VehicleStatus,
      odometer,
      fuel,
      color,
      notes,
    },
  };
}
