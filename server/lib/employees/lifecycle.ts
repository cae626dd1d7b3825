// Everything a save of an employee's account does (server/hooks/employees.hooks.ts). Employees
// change only their own name, language and password (docs/product.md "Employees"; access/own-account.ts answers what
// else they send); an administrator changes their email address in the dashboard. PocketBase's
// own email-change flow (ask for a confirmation link by mail, then confirm with the link's token)
// bypasses the collection's update rule, so it would let employees change their address
// themselves: it is refused at both steps, for employees' records only (superusers keep theirs).
// A change of name or role is kept in the history; a change of language is not (a preference of
// the employee's own, which says nothing about the workshop's work: docs/decisions/languages.md).

import { HISTORY_COLLECTION } from "@shared/history";
import { COLLECTIONS } from "@shared/records";
import { DEFAULT_ROLE } from "@shared/roles";
import { labourRateError } from "@shared/time/labour";
import { checkEmployeeName, employeeNameKey, employeeNameTaken, fieldError } from "@shared/validation";
import { EMAIL_CHANGE_MESSAGE, sentOwnLanguage } from "../access/own-account";
import { throwFieldErrors } from "../records/field-errors";
import { runSave } from "../records/save";
import { noteAuthor } from "../records/save-context";
import { saveTranslatingErrors, type SaveErrorRule } from "../records/save-errors";
import { isTaken } from "../records/uniqueness";

/** For the migration that makes names unique (1796100220): the same fold and labels as the hooks. */
export { employeeNameKey, isReservedEmployeeName } from "@shared/validation";

const ROLE_REQUIRED = fieldError("required", "Choose a role: manager, technician or viewer.");

/**
 * Two saves racing for one name both pass the look-up before saving; the UNIQUE index refuses
 * the second, and its error is answered as the look-up's, at `name`.
 */
function nameRace(e: core.RecordRequestEvent): SaveErrorRule[] {
  const check = checkEmployeeName(e.record!.get("name"));
  const taken = employeeNameTaken(check.ok ? check.value : e.record!.getString("name"));
  return [{ column: NAME_KEY, pocketbaseCode: "validation_not_unique", field: "name", error: taken }];
}

/** `onRecordCreateRequest` of employees. */
export function createEmployeeRequest(e: core.RecordRequestEvent): void {
  saveTranslatingErrors(e, "employee", nameRace(e));
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

const NAME_NOT_SAVED = "The employee was not saved: check the field name.";

/**
 * A new or changed name, cleaned, unless it is another employee's (ignoring case) or one of the
 * history's labels: with its key for the UNIQUE index (migration 1796100220; before that
 * migration, on a new data dir's first employee, there is no key to keep).
 */
function setName(app: core.App, record: core.Record, name: unknown): void {
  const check = checkEmployeeName(name);
  if (!check.ok) throwFieldErrors(NAME_NOT_SAVED, { name: check.error });
  record.set("name", check.value);
  if (!record.collection().fields.getByName(NAME_KEY)) return;
  const key = employeeNameKey(check.value);
  if (isTaken(app, COLLECTIONS.employees, NAME_KEY, key, record.isNew() ? "" : record.original().id)) {
    throwFieldErrors(NAME_NOT_SAVED, { name: employeeNameTaken(check.value) });
  }
  record.set(NAME_KEY, key);
}

/** The column of the folded name (hidden, kept by the hooks). */
export const NAME_KEY = "name_key";

/**
 * `onRecordValidate` of employees, so that the dashboard's saves are held to it too: a new or
 * changed name is cleaned ("  Ann   Lee " → "Ann Lee"), must still read as a name and be nobody
 * else's; a new or changed email address is stored in lower case. Unchanged values are left
 * alone, so a password change never fails over a value stored before.
 */
export function validateEmployeeRecord(e: core.RecordEvent): void {
  const record = e.record!;
  const original = record.isNew() ? null : record.original();
  const name: unknown = record.get("name");
  // A key that is not its name's (none, from a server without these hooks, or one an
  // administrator typed into the dashboard's field) is made again, and the name checked.
  const keyed = !!record.collection().fields.getByName(NAME_KEY);
  const keyStale = keyed && record.getString(NAME_KEY) !== employeeNameKey(record.getString("name"));
  if (!original || name !== original.get("name") || keyStale) setName(e.app, record, name);
  const rate: unknown = record.get("labour_rate");
  if (!original || rate !== original.get("labour_rate")) {
    const error = labourRateError(rate);
    if (error !== null) throwFieldErrors("The employee was not saved: check the field labour_rate.", { labour_rate: error });
  }
  const email = record.getString("email");
  if (!original || email !== original.getString("email")) record.set("email", storedEmail(email));
  // A new account nobody chose a role for is a technician (docs/product.md "Roles"); an account
  // never loses its role to an empty value.
  if (record.getString("role") === "") {
    if (!original) record.set("role", DEFAULT_ROLE);
    else if (original.getString("role") !== "") throwFieldErrors("The employee was not saved: check the field role.", { role: ROLE_REQUIRED });
  }
  e.next();
}

/**
 * The relations to employees that say who created, changed or does something: on categories,
 * vehicles, work orders (and who is assigned) and odometer readings.
 */
const EMPLOYEE_REFERENCES: readonly (readonly [collection: string, field: string])[] = [
  [COLLECTIONS.categories, "created_by"],
  [COLLECTIONS.categories, "updated_by"],
  [COLLECTIONS.vehicles, "created_by"],
  [COLLECTIONS.vehicles, "updated_by"],
  [COLLECTIONS.workOrders, "created_by"],
  [COLLECTIONS.workOrders, "updated_by"],
  [COLLECTIONS.workOrders, "assignee"],
  [COLLECTIONS.odometerReadings, "created_by"],
  [COLLECTIONS.timeEntries, "employee"],
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

/** The fields of an employee record hidden in the schema (migrations 1795700010, 1796200500). */
const OWN_ACCOUNT_FIELDS = ["verified", "emailVisibility", "created", "updated", "language"];

/**
 * `onRecordEnrich` of employees, for the employee's own record (the entry file lets every other
 * record through without loading this library). Colleagues see names and roles only
 * (docs/product.md "Employees"): the other fields are hidden in the schema, which PocketBase
 * applies to every way a record goes out — list, view, expanded relations, realtime — and to
 * filters and sorts, for anyone but a superuser. An employee's own record gets them back here, in
 * each of those ways and in the sign-in and auth-refresh answers, whose requester is the employee.
 */
export function showOwnAccountWhole(e: core.RecordEnrichEvent): void {
  e.record!.unhide(...OWN_ACCOUNT_FIELDS);
  e.next();
}

/** `onRecordUpdateExecute` of employees: a change of name or role is kept in the history. */
export function storeEmployee(e: core.RecordEvent): void {
  runSave(e, { what: "employee", written: [] });
}

/**
 * An employee's own choice of language, which PocketBase would not take from their body (a
 * hidden field): set from what the router guard checked (access/own-account.ts).
 */
function setOwnLanguage(e: core.RecordRequestEvent): void {
  const language = sentOwnLanguage(e);
  if (language !== null) e.record!.set("language", language);
}

/**
 * `onRecordUpdateRequest` of employees: who makes the change, for the history; an employee's
 * own language; names race as on create.
 */
export function updateEmployeeRequest(e: core.RecordRequestEvent): void {
  noteAuthor(e);
  setOwnLanguage(e);
  saveTranslatingErrors(e, "employee", nameRace(e));
}
