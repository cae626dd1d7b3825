// An employee's change of their own account (docs/product.md "Employees"): only their name, language and password.
// What else they send is answered field by field before PocketBase's update rule would answer
// 404 (the router guard, guard.ts, calls this for such requests).

import { ROLE_CHANGE_MESSAGE } from "@shared/roles";
import { checkEmployeeLanguage, checkEmployeeName, fieldError, type FieldError, type FieldErrors } from "@shared/validation";
import { hasFieldErrors, notSavedMessage, throwFieldErrors } from "../records/field-errors";
import { asSent, isFormBody, SERVER_MANAGED_KEYS } from "../records/record-input";

export const EMAIL_CHANGE_MESSAGE = "Only an administrator can change an employee's email address.";
const LABOUR_RATE_CHANGE_MESSAGE = "Only an administrator can set labour rates (in the dashboard).";

/** What an employee may not change of their own account, and why (docs/product.md "Employees"). */
const ADMIN_ONLY_FIELDS: { readonly [field: string]: FieldError } = {
  email: fieldError("admin_only", EMAIL_CHANGE_MESSAGE),
  verified: fieldError("admin_only", "Only an administrator can mark an account as verified or not."),
  emailVisibility: fieldError("admin_only", "Colleagues never see email addresses; only an administrator can change that setting."),
  role: fieldError("admin_only", ROLE_CHANGE_MESSAGE),
  labour_rate: fieldError("admin_only", LABOUR_RATE_CHANGE_MESSAGE),
};
const PASSWORD_FIELDS: { readonly [field: string]: FieldError } = {
  oldPassword: fieldError("invalid_type", "The current password must be text."),
  password: fieldError("invalid_type", "The new password must be text."),
  passwordConfirm: fieldError("invalid_type", "The password confirmation must be text."),
};

type Body = { readonly [key: string]: unknown };

/**
 * What is wrong with an employee's change of their own record, field by field, as vehicles and
 * categories answer: a field only an administrator changes, a value of the wrong type (in a JSON
 * body; in a form every value is text), a key that is no field. Keys of the record as read
 * (`id`, `created`…) may be sent back and are ignored, as for vehicles.
 */
export function ownAccountErrors(body: Body, formBody: boolean): FieldErrors {
  const errors: FieldErrors = {};
  for (const key of Object.keys(body)) {
    const value = body[key];
    if (key === "name") {
      const check = checkEmployeeName(asSent(value, formBody));
      if (!check.ok) errors[key] = check.error;
    } else if (key === "language") {
      const check = checkEmployeeLanguage(value);
      if (!check.ok) errors[key] = check.error;
    } else if (Object.prototype.hasOwnProperty.call(PASSWORD_FIELDS, key)) {
      if (!formBody && value !== null && typeof value !== "string") errors[key] = PASSWORD_FIELDS[key]!;
    } else if (Object.prototype.hasOwnProperty.call(ADMIN_ONLY_FIELDS, key)) {
      errors[key] = ADMIN_ONLY_FIELDS[key]!;
    } else if (!SERVER_MANAGED_KEYS.includes(key)) {
      errors[key] = fieldError("unknown_field", `Employees have no field “${key}”.`);
    }
  }
  return errors;
}

/**
 * Router guard, for an employee's update of their own record: answers what cannot be saved with
 * a 400 at each field. It has to run before PocketBase: the update rule refuses an email,
 * `verified` or `emailVisibility` in the body with a 404 before any record hook runs, and by
 * then the body's values are already cast (`{"name": 42}` is "42"). The rule stays, as the
 * defence that holds even without hooks. A body PocketBase cannot read is left to it.
 */
export function checkOwnAccountUpdate(e: core.RequestEvent): void {
  let body: Body;
  try {
    body = (e.requestInfo().body ?? {}) as Body;
  } catch {
    return;
  }
  const errors = ownAccountErrors(body, isFormBody(e));
  if (hasFieldErrors(errors)) throwFieldErrors(notSavedMessage("employee", errors), errors);
  if (Object.keys(body).includes("language")) {
    const check = checkEmployeeLanguage(body["language"]);
    if (check.ok) e.set(OWN_LANGUAGE_KEY, check.value);
  }
}

/** Where the guard leaves an employee's own checked language for the request hook. */
const OWN_LANGUAGE_KEY = "workshop.ownLanguage";

/**
 * The language an employee's change of their own record sent, as checked, or null. The field
 * is hidden from colleagues, and PocketBase drops a hidden field from the body of anyone but a
 * superuser before the record hooks run (removing it from the request's body, too): the guard,
 * which reads the body before that, keeps it on the request for the employees' request hook.
 */
export function sentOwnLanguage(e: core.RequestEvent): string | null {
  const language: unknown = e.get(OWN_LANGUAGE_KEY);
  return typeof language === "string" ? language : null;
}
