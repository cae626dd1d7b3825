// An employee's name (docs/product.md "Data", "Honest names"): colleagues see it on every vehicle the
// employee saved and in the history, so it is cleaned and checked like the other single-line
// texts, it is unique ignoring case (two "Ann Lee"s could not be told apart), and the history's
// own labels, "Administrator" and "System", are nobody's name.

import { BY_ADMINISTRATOR, BY_SYSTEM } from "../history";
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from "../i18n/languages";
import { categoryNameKey } from "./category";
import { fieldError, invalid, toCheck, valid, type FieldCheck, type FieldError } from "./field-error";
import { EMPLOYEE_NAME_MAX_LENGTH } from "./limits";
import { readTextField, textRule } from "./text";

const NAME = textRule("The name", EMPLOYEE_NAME_MAX_LENGTH, { required: "Enter the employee's name." });

/**
 * What "the same name" means: compatibility-normalised and case-folded, as for categories
 * ("Ann Lee", " ANN  LEE " and "ａｎｎ ｌｅｅ" are one name); stored in `employees.name_key`,
 * whose UNIQUE index holds it when two saves race.
 */
export function employeeNameKey(name: string): string {
  return categoryNameKey(name);
}

/** The history's labels for an administrator's and the server's own changes, by their keys. */
const RESERVED: Readonly<Record<string, string>> = {
  [employeeNameKey(BY_ADMINISTRATOR)]: `“${BY_ADMINISTRATOR}” is how the history names an administrator's changes: choose another name.`,
  [employeeNameKey(BY_SYSTEM)]: `“${BY_SYSTEM}” is how the history names the server's own changes: choose another name.`,
};

/** Whether the name (cleaned or not) is one of the history's own labels, in any case. */
export function isReservedEmployeeName(name: string): boolean {
  return Object.prototype.hasOwnProperty.call(RESERVED, employeeNameKey(name));
}

export function checkEmployeeName(raw: unknown): FieldCheck<string> {
  const check = toCheck(readTextField(raw, NAME));
  if (!check.ok) return check;
  const key = employeeNameKey(check.value);
  return Object.prototype.hasOwnProperty.call(RESERVED, key) ? invalid("name_reserved", RESERVED[key]!) : check;
}

/** Another employee has this name (ignoring case). */
export function employeeNameTaken(name: string): FieldError {
  return fieldError("name_taken", `Another employee is already called “${name}”: add something that tells you apart (a middle initial, a team).`);
}

const LANGUAGE_MESSAGE = `Choose ${LANGUAGES.map((language) => `${LANGUAGE_NAMES[language]} (${language})`).join(" or ")}, or nothing for the browser's language.`;

/**
 * An employee's language (docs/decisions/languages.md): one the app speaks, exactly as stored,
 * or empty (`""` or null) for the browser's.
 */
export function checkEmployeeLanguage(raw: unknown): FieldCheck<Language | ""> {
  if (raw === null || raw === "") return valid("");
  if (typeof raw !== "string") return invalid("invalid_type", LANGUAGE_MESSAGE);
  return isLanguage(raw) ? valid(raw) : invalid("invalid_choice", LANGUAGE_MESSAGE);
}
