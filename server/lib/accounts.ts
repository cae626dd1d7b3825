// Employees change only their own name and password (PRODUCT.md "Data"); an administrator
// changes their email address in the dashboard. PocketBase's own email-change flow (ask for a
// confirmation link by mail, then confirm with the link's token) bypasses the collection's
// update rule, so it would let employees change their address themselves: it is refused at
// both steps, for employees' records only (superusers keep theirs).

import { HISTORY_COLLECTION } from "@shared/history";
import { COLLECTIONS } from "@shared/records";
import { DEFAULT_ROLE, ROLE_CHANGE_MESSAGE } from "@shared/roles";
import { checkEmployeeName, fieldError, type FieldError, type FieldErrors } from "@shared/validation";
import { hasFieldErrors, notSavedMessage, throwFieldErrors } from "./records/field-errors";
import { asSent, isFormBody, SERVER_MANAGED_KEYS } from "./records/record-input";

export const EMAIL_CHANGE_MESSAGE = "Only an administrator can change an employee's email address.";

const ROLE_REQUIRED = fieldError("required", "Choose a role: manager, technician or viewer.");

/** What an employee may not change of their own account, and why (PRODUCT.md "Data"). */
const ADMIN_ONLY_FIELDS: { readonly [field: string]: FieldError } = {
  email: fieldError("admin_only", EMAIL_CHANGE_MESSAGE),
  verified: fieldError("admin_only", "Only an administrator can mark an account as verified or not."),
  emailVisibility: fieldError("admin_only", "Colleagues never see email addresses; only an administrator can change that setting."),
  role: fieldError("admin_only", ROLE_CHANGE_MESSAGE),
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
}

/** `onRecordRequestEmailChangeRequest` and `onRecordConfirmEmailChangeRequest` of employees. */
export function refuseEmailChange(): never {
  throw new ForbiddenError(EMAIL_CHANGE_MESSAGE, {});
}

/**
 * An email address as employees' addresses are stored: A–Z in lower case. Only A–Z, as SQLite's
 * `COLLATE NOCASE` of the unique index on `email` (migration 1795700000) compares them, so that
 * what is stored and what signs in follow one rule.
 */
export function storedEmail(email: string): string {
  return email.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/**
 * `onRecordValidate` of employees, so that the dashboard's saves are held to it too: a new or
 * changed name is cleaned ("  Ann   Lee " → "Ann Lee") and must still read as a name; a new or
 * changed email address is stored in lower case. Unchanged values are left alone, so a
 * password change never fails over a value stored before.
 */
export function validateEmployeeRecord(e: core.RecordEvent): void {
  const record = e.record!;
  const original = record.isNew() ? null : record.original();
  const name: unknown = record.get("name");
  if (!original || name !== original.get("name")) {
    const check = checkEmployeeName(name);
    if (!check.ok) throwFieldErrors("The employee was not saved: check the field name.", { name: check.error });
    record.set("name", check.value);
  }
  const email = record.getString("email");
  if (!original || email !== original.getString("email")) record.set("email", storedEmail(email));
  // A new account nobody chose a role for is a technician (PRODUCT.md "Roles"); an account
  // never loses its role to an empty value.
  if (record.getString("role") === "") {
    if (!original) record.set("role", DEFAULT_ROLE);
    else if (original.getString("role") !== "") throwFieldErrors("The employee was not saved: check the field role.", { role: ROLE_REQUIRED });
  }
  e.next();
}

/**
 * The relations to employees that say who created, changed or does something: on vehicles, work
 * orders (and who is assigned) and odometer readings.
 */
const EMPLOYEE_REFERENCES: readonly (readonly [collection: string, field: string])[] = [
  [COLLECTIONS.vehicles, "created_by"],
  [COLLECTIONS.vehicles, "updated_by"],
  [COLLECTIONS.workOrders, "created_by"],
  [COLLECTIONS.workOrders, "updated_by"],
  [COLLECTIONS.workOrders, "assignee"],
  [COLLECTIONS.odometerReadings, "created_by"],
  [HISTORY_COLLECTION, "by"],
];

/**
 * `onRecordDeleteExecute` of employees: empties the deleted employee's name on vehicles (and work
 * orders and readings) with plain SQL, in the transaction that deletes the employee, before PocketBase's own clean-up of
 * references runs (it runs inside that transaction, after the handlers bound by hooks). That
 * clean-up re-saves every vehicle one by one: each would get a new `updated` (the whole yard
 * "just changed" in the list and the dashboard), a realtime event, and 20 000 vehicles took 18 s.
 * Here they keep everything but the name of who is gone, and PocketBase finds nothing left.
 */
export function clearEmployeeReferences(e: core.RecordEvent): void {
  const id = e.record!.id;
  const outer = e.app;
  outer.runInTransaction((tx) => {
    for (const [collection, field] of EMPLOYEE_REFERENCES) {
      tx.db().newQuery(`UPDATE {{${collection}}} SET [[${field}]] = '' WHERE [[${field}]] = {:id}`).bind({ id }).execute();
    }
    // PocketBase's own delete step starts its transaction on `e.app`: handing it ours makes it
    // join this one, so the references and the employee go together or not at all.
    e.app = tx;
    try {
      e.next();
    } finally {
      e.app = outer;
    }
  });
}

/** The fields of an employee record hidden in the schema (migration 1795700010). */
const OWN_ACCOUNT_FIELDS = ["verified", "emailVisibility", "created", "updated", "role"];

/**
 * `onRecordEnrich` of employees, for the employee's own record (the entry file lets every other
 * record through without loading this library). Colleagues see names only (PRODUCT.md "Data"):
 * the other fields are hidden in the schema, which PocketBase applies to every way a record
 * goes out — list, view, expanded relations, realtime — and to filters and sorts, for anyone
 * but a superuser. An employee's own record gets them back here, in each of those ways and in
 * the sign-in and auth-refresh answers, whose requester is the employee.
 */
export function showOwnAccountWhole(e: core.RecordEnrichEvent): void {
  e.record!.unhide(...OWN_ACCOUNT_FIELDS);
  e.next();
}
