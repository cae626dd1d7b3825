// The `errors` catalogue's English: what each code of a field error means, the source the app's
// other languages translate key for key (docs/decisions/languages.md, "Server"). In English the
// app shows the server's own message, which is often more specific ("The make can be at most 60
// characters long (this is 61)."); in another language, its catalogue's text for the code, when
// the error's `params` give every value that text names, else the server's English
// (`fieldErrorText`). Where a code's message has one shape, the text here is that message.

import type { ValidationCode } from "../validation/field-error";
import { translate, type TranslationValues } from "./translate";

/** Codes of the server's own that are not about a form's field (list parameters, filters). */
type RequestCode = "hidden_field" | "back_relation";

/** PocketBase's own codes the app can meet: the password change, a dashboard-made rule's refusal. */
type PocketBaseCode =
  | "validation_required"
  | "validation_invalid_value"
  | "validation_not_unique"
  | "validation_values_mismatch"
  | "validation_invalid_old_password"
  | "validation_length_out_of_range"
  | "validation_length_too_long";

export type ErrorCode = ValidationCode | RequestCode | PocketBaseCode;

/**
 * Each code's meaning in English, with `{{name}}` for the params the server sends with it:
 * too_long {max, length}; invalid_length {length, actual}; unit_mismatch and unit_fixed {unit};
 * insufficient_stock {onHand, unit, number}; nothing_to_adjust {onHand, unit}; too_much_stock and
 * too_many_items {max}; odometer_backwards {km}; entry_too_long {hours}; PocketBase's length
 * codes {min, max}. Numbers come as numbers, for the app to write in its language.
 */
export const ERROR_MESSAGES_EN: Readonly<Record<ErrorCode, string>> = {
  required: "This is required.",
  invalid_type: "This is not the right kind of value.",
  invalid_characters: "This contains characters that are not allowed.",
  too_long: "This can be at most {{max}} characters long (this is {{length}}).",
  invalid_format: "This is not in the expected format.",
  invalid_length: "This has exactly {{length}} characters (this one has {{actual}}).",
  vin_forbidden_letters: "A VIN never contains the letters I, O or Q: did you mean 1 or 0?",
  not_a_number: "Enter a number.",
  not_an_integer: "Enter a whole number.",
  too_small: "This number is too small.",
  too_large: "This is too large.",
  invalid_choice: "Choose one of the offered values.",
  category_not_found: "This category does not exist. Choose one from the list.",
  too_many_pixels: "This image has too many pixels.",
  unreadable_image: "This image cannot be read.",
  plate_taken: "Another vehicle already has this plate.",
  vin_taken: "Another vehicle already has this VIN.",
  name_taken: "This name is taken already.",
  unknown_field: "There is no such field.",
  admin_only: "Only an administrator can change this.",
  name_reserved: "This name is the history's own label: choose another name.",
  too_many_decimals: "This has too many decimals.",
  vehicle_not_found: "This vehicle does not exist.",
  work_order_not_found: "This work order does not exist.",
  employee_not_found: "This employee does not exist.",
  not_assignable: "This employee cannot be assigned work.",
  invalid_date: "Enter a valid date.",
  invalid_transition: "This change of status is not possible.",
  work_order_closed: "This work order is Done or Cancelled.",
  vehicle_locked: "The vehicle cannot change any more.",
  read_only: "This cannot change.",
  odometer_backwards: "The odometer cannot go backwards: this vehicle already has {{km}} km. If that reading is wrong, delete it first.",
  odometer_required: "Enter the vehicle's odometer reading.",
  has_work_orders: "This vehicle has work orders: deleting it would lose its history. Retire it instead.",
  has_items: "A work order with items cannot be deleted.",
  too_many_items: "A work order has at most {{max}} items. Combine lines or open another work order.",
  total_too_large: "This work order's total would be too large.",
  reminder_not_found: "A chosen reminder does not exist (any more).",
  reminder_other_vehicle: "A work order fulfils only reminders of its own vehicle.",
  part_not_found: "This part does not exist (any more).",
  number_taken: "Another part already has this number.",
  barcode_taken: "Another part already has this barcode.",
  not_a_part_line: "Only a line of the kind Part takes a part from stock.",
  unit_mismatch: "This part is counted in {{unit}}: the line's quantity is in {{unit}} too.",
  unit_fixed: "This part's stock is counted in {{unit}}: its unit cannot change once stock has moved.",
  insufficient_stock: "Only {{onHand}} {{unit}} of {{number}} are on hand.",
  too_much_stock: "A part holds at most {{max}} units in stock.",
  has_movements: "This part has stock movements: it cannot be deleted.",
  reason_not_allowed: "Parts are issued and returned through the part lines of work orders.",
  nothing_to_adjust: "On hand is {{onHand}} {{unit}} already: the count matches, nothing to adjust.",
  in_future: "This cannot be in the future.",
  ended_before_started: "The end must be after the start.",
  entry_too_long: "An entry can be at most {{hours}} hours long. Split a longer stretch into several entries.",
  already_clocked_on: "This clock is running already: clock off first.",
  not_in_progress: "Time is clocked only on work orders in progress.",
  still_running: "This clock is still running.",
  unreadable_file: "This file cannot be read.",
  follows_document: "This reminder follows a document's expiry date.",
  template_not_found: "This checklist does not exist (any more). Choose one from the list.",
  inspection_done: "This inspection is done: it cannot change any more.",
  photo_required: "A failed answer here needs a photo: take one before finishing.",
  note_required: "Say why the defect is dismissed: a note is required.",
  defect_closed: "This defect is closed: it cannot change any more. If the problem is back, report a new defect.",
  work_order_other_vehicle: "This work order is for another vehicle: a defect goes on a work order of its own vehicle.",
  hidden_field: "This field cannot be used here.",
  back_relation: "This relation cannot be followed backwards here.",
  validation_required: "Cannot be blank.",
  validation_invalid_value: "Invalid value.",
  validation_not_unique: "Value must be unique.",
  validation_values_mismatch: "Values don't match.",
  validation_invalid_old_password: "Missing or invalid old password.",
  validation_length_out_of_range: "The length must be between {{min}} and {{max}}.",
  validation_length_too_long: "The length must be no more than {{max}}.",
};

/** A field error as the server sends it: `data.<field>` of a 400. */
export interface SentFieldError {
  readonly code: string;
  readonly message: string;
  readonly params?: TranslationValues;
}

const PLACEHOLDER_NAMES = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * What to show for a field error: the catalogue's text for its code, with its params, when the
 * catalogue has the code and the error gives every value the text names; else the server's own
 * message (English, and often more specific).
 */
export function fieldErrorText(catalogue: Readonly<Record<string, string>>, error: SentFieldError): string {
  const text = Object.prototype.hasOwnProperty.call(catalogue, error.code) ? catalogue[error.code] : undefined;
  if (text === undefined) return error.message;
  const params = error.params ?? {};
  for (const [, name] of text.matchAll(PLACEHOLDER_NAMES)) {
    if (!Object.prototype.hasOwnProperty.call(params, name!)) return error.message;
  }
  return translate({ [error.code]: text }, error.code, params);
}
