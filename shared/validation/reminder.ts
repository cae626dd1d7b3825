// Reminder fields and service plans (docs/product.md "Reminders"): normalise
// and check what a form or a request gives. A recurring reminder (an `every_*` set) has its due
// point computed by the server from when it was last done; a one-off one needs a due date or a
// due km. Defaults that need the database (last done at the vehicle's odometer) are the server's.

import { DEFAULT_SOON_DAYS, DEFAULT_SOON_KM } from "../reminders/due";
import { dateRule, readOptionalDay } from "./dates";
import { fieldError, isFieldError, splitOutcomes, toCheck, type FieldCheck, type FieldError, type Outcome, type RecordCheck } from "./field-error";
import { ODOMETER_MAX } from "./limits";
import { readReference, referenceRule } from "./reference";
import { groupDigits, integerRule, readOptionalInteger, readTextField, textRule } from "./text";

export const REMINDER_TITLE_MAX_LENGTH = 120;
export const EVERY_MONTHS_MAX = 120;
export const EVERY_KM_MIN = 100;
export const EVERY_KM_MAX = 1_000_000;
export const SOON_DAYS_MAX = 365;
export const SOON_KM_MAX = 100_000;
/** Reminders a category's service plan may list. */
export const SERVICE_PLAN_MAX_ITEMS = 30;
/** Reminders one work order may fulfil. */
export const WORK_ORDER_REMINDERS_MAX = 20;

export const REMINDER_INPUT_FIELDS = [
  "vehicle",
  "title",
  "every_months",
  "every_km",
  "due_date",
  "due_km",
  "last_done_date",
  "last_done_km",
  "soon_days",
  "soon_km",
] as const;
export type ReminderInputField = (typeof REMINDER_INPUT_FIELDS)[number];
export type ReminderInput = Partial<Record<ReminderInputField, unknown>>;

export interface ReminderValues {
  vehicle: string;
  title: string;
  every_months: number;
  every_km: number;
  /** PocketBase's date text of the day ("2027-01-31 00:00:00.000Z") or "". */
  due_date: string;
  due_km: number;
  last_done_date: string;
  last_done_km: number;
  soon_days: number;
  soon_km: number;
}

/** Fields only the server sets (ignored when a client sends them back). */
export const REMINDER_SERVER_FIELDS = ["state", "urgency", "soon_date", "soon_at_km", "category", "document"] as const;

const VEHICLE = referenceRule(
  { wrongType: "Choose one vehicle.", required: "Choose the vehicle of this reminder.", notFound: "This vehicle does not exist." },
  "vehicle_not_found",
);
const TITLE = textRule("The title", REMINDER_TITLE_MAX_LENGTH, { required: "Say what is due, like Oil change." });
const EVERY_MONTHS = integerRule(1, EVERY_MONTHS_MAX, `Repeat every 1 to ${EVERY_MONTHS_MAX} months.`, "Enter whole months, like 12.");
const EVERY_KM = integerRule(
  EVERY_KM_MIN,
  EVERY_KM_MAX,
  `Repeat every ${EVERY_KM_MIN} to ${groupDigits(EVERY_KM_MAX)} km.`,
  "Enter whole km, like 15000.",
);
const KM = integerRule(0, ODOMETER_MAX, `Enter 0 to ${groupDigits(ODOMETER_MAX)} km.`, "Enter whole km, like 125000.");
const SOON_DAYS = integerRule(1, SOON_DAYS_MAX, `The margin is 1 to ${SOON_DAYS_MAX} days.`, "Enter whole days, like 30.");
const SOON_KM = integerRule(1, SOON_KM_MAX, `The margin is 1 to ${groupDigits(SOON_KM_MAX)} km.`, "Enter whole km, like 1000.");
const DUE_DATE = dateRule("The due date");
const LAST_DONE_DATE = dateRule("The date it was last done");
const LAST_DONE_FUTURE = fieldError("too_large", "It cannot have been done in the future.");

/** At due_date (and every_months): neither a due point nor a repeat. */
export const DUE_OR_REPEAT_REQUIRED: FieldError = fieldError(
  "required",
  "Give a due date or km, or how often it repeats (every so many months or km).",
);

function readField(field: ReminderInputField, raw: unknown, today: string): Outcome<string | number> {
  switch (field) {
    case "vehicle":
      return readReference(raw, VEHICLE);
    case "title":
      return readTextField(raw, TITLE);
    case "every_months":
      return readOptionalInteger(raw, EVERY_MONTHS);
    case "every_km":
      return readOptionalInteger(raw, EVERY_KM);
    case "due_date":
      return readOptionalDay(raw, DUE_DATE);
    case "due_km":
    case "last_done_km":
      return readOptionalInteger(raw, KM);
    case "last_done_date": {
      const day = readOptionalDay(raw, LAST_DONE_DATE);
      // A day's slack for time zones: "today" in the workshop may be tomorrow in UTC.
      return typeof day === "string" && day !== "" && day.slice(0, 10) > nextDay(today) ? LAST_DONE_FUTURE : day;
    }
    case "soon_days":
      return readOptionalInteger(raw, SOON_DAYS);
    case "soon_km":
      return readOptionalInteger(raw, SOON_KM);
  }
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export interface ReminderCheckOptions {
  /** Today's day ("YYYY-MM-DD", UTC): nothing was done after it. */
  readonly today: string;
}

export function checkReminderField(field: ReminderInputField, raw: unknown, options: ReminderCheckOptions): FieldCheck<string | number> {
  return toCheck(readField(field, raw, options.today));
}

/** Normalises and checks a whole reminder; empty margins get their defaults. */
export function checkReminder(input: ReminderInput, options: ReminderCheckOptions): RecordCheck<ReminderValues, ReminderInputField> {
  const outcomes = {} as Record<ReminderInputField, Outcome<string | number>>;
  for (const field of REMINDER_INPUT_FIELDS) outcomes[field] = readField(field, input[field], options.today);
  if (outcomes.soon_days === 0) outcomes.soon_days = DEFAULT_SOON_DAYS;
  if (outcomes.soon_km === 0) outcomes.soon_km = DEFAULT_SOON_KM;
  const recurring = (outcomes.every_months as number) > 0 || (outcomes.every_km as number) > 0;
  const dueGiven = outcomes.due_date !== "" || (outcomes.due_km as number) > 0;
  const failed = REMINDER_INPUT_FIELDS.some((field) => isFieldError(outcomes[field]));
  if (!failed && !recurring && !dueGiven) {
    outcomes.due_date = DUE_OR_REPEAT_REQUIRED;
    outcomes.every_months = DUE_OR_REPEAT_REQUIRED;
  }
  if (REMINDER_INPUT_FIELDS.some((field) => isFieldError(outcomes[field]))) {
    const { errors, values } = splitOutcomes(outcomes);
    return { ok: false, errors, values: values as Partial<ReminderValues> };
  }
  return { ok: true, values: outcomes as unknown as ReminderValues };
}

// ---- service plans -----------------------------------------------------------------------

export interface ServicePlanItem {
  title: string;
  every_months: number;
  every_km: number;
}

function planItemError(index: number, title: string, error: FieldError): FieldError {
  const which = title === "" ? `Line ${index + 1}` : `Line ${index + 1} (${title})`;
  return fieldError(error.code, `${which}: ${error.message}`);
}

const PLAN_NOT_A_LIST = fieldError("invalid_type", "The service plan is a list of reminders, each with a title and every months or km.");
const PLAN_TOO_LONG = fieldError("too_long", `A service plan lists at most ${SERVICE_PLAN_MAX_ITEMS} reminders.`);
const PLAN_NEEDS_REPEAT = fieldError("required", "A plan's reminder repeats: give every months, every km or both.");

/**
 * A category's service plan (`categories.service_plan`): a list of recurring reminders, each
 * `{title, every_months, every_km}`, titles unique ignoring case. Empty (null, "", []) is none.
 */
export function checkServicePlan(raw: unknown): FieldCheck<ServicePlanItem[]> {
  let value = raw;
  if (typeof value === "string") {
    if (value.trim() === "") return { ok: true, value: [] };
    try {
      value = JSON.parse(value);
    } catch {
      return { ok: false, error: PLAN_NOT_A_LIST };
    }
  }
  if (value === undefined || value === null) return { ok: true, value: [] };
  if (!Array.isArray(value)) return { ok: false, error: PLAN_NOT_A_LIST };
  if (value.length > SERVICE_PLAN_MAX_ITEMS) return { ok: false, error: PLAN_TOO_LONG };
  const plan: ServicePlanItem[] = [];
  const seen = new Set<string>();
  for (let index = 0; index < value.length; index++) {
    const item: unknown = value[index];
    if (typeof item !== "object" || item === null || Array.isArray(item)) return { ok: false, error: planItemError(index, "", PLAN_NOT_A_LIST) };
    const fields = item as Record<string, unknown>;
    const title = readTextField(fields.title, TITLE);
    if (isFieldError(title)) return { ok: false, error: planItemError(index, "", title) };
    for (const key of Object.keys(fields)) {
      if (key !== "title" && key !== "every_months" && key !== "every_km") {
        return { ok: false, error: planItemError(index, title, fieldError("unknown_field", `A plan's reminder has only a title, every_months and every_km, not ${key}.`)) };
      }
    }
    const months = readOptionalInteger(fields.every_months, EVERY_MONTHS);
    if (isFieldError(months)) return { ok: false, error: planItemError(index, title, months) };
    const km = readOptionalInteger(fields.every_km, EVERY_KM);
    if (isFieldError(km)) return { ok: false, error: planItemError(index, title, km) };
    if (months === 0 && km === 0) return { ok: false, error: planItemError(index, title, PLAN_NEEDS_REPEAT) };
    const key = title.toLowerCase();
    if (seen.has(key)) return { ok: false, error: planItemError(index, title, fieldError("name_taken", "this title is in the plan twice.")) };
    seen.add(key);
    plan.push({ title, every_months: months, every_km: km });
  }
  return { ok: true, value: plan };
}

/**
 * Whether two plans (as `checkServicePlan` answers them) list the same reminders in the same
 * order. The stored plan comes back from the server with its keys in another order, so plans
 * are compared field by field, never as JSON text.
 */
export function samePlan(a: readonly ServicePlanItem[], b: readonly ServicePlanItem[]): boolean {
  return a.length === b.length && a.every((item, index) => {
    const other = b[index]!;
    return item.title === other.title && item.every_months === other.every_months && item.every_km === other.every_km;
  });
}

// ---- rules that need the database --------------------------------------------------------

/** At a work order's `reminders`: one that does not exist. */
export const REMINDER_NOT_FOUND: FieldError = fieldError("reminder_not_found", "A chosen reminder does not exist (any more).");

/** At a work order's `reminders`: a reminder of another vehicle. */
export const REMINDER_OTHER_VEHICLE: FieldError = fieldError(
  "reminder_other_vehicle",
  "A work order fulfils only reminders of its own vehicle.",
);
