// Employees change only their own name and password (PRODUCT.md "Data"); an administrator
// changes their email address in the dashboard. PocketBase's own email-change flow (ask for a
// confirmation link by mail, then confirm with the link's token) bypasses the collection's
// update rule, so it would let employees change their address themselves: it is refused at
// both steps, for employees' records only (superusers keep theirs).

import { COLLECTIONS } from "@shared/records";
import { checkEmployeeName } from "@shared/validation";
import { throwFieldErrors } from "./field-errors";

export const EMAIL_CHANGE_MESSAGE = "Only an administrator can change an employee's email address.";

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
  e.next();
}

/** The vehicles' relations to employees, which say who created and last changed a vehicle. */
const AUTHOR_FIELDS = ["created_by", "updated_by"] as const;

/**
 * `onRecordDeleteExecute` of employees: empties the deleted employee's name on vehicles with
 * plain SQL, in the transaction that deletes the employee, before PocketBase's own clean-up of
 * references runs (it runs inside that transaction, after the handlers bound by hooks). That
 * clean-up re-saves every vehicle one by one: each would get a new `updated` (the whole yard
 * "just changed" in the list and the dashboard), a realtime event, and 20 000 vehicles took 18 s.
 * Here they keep everything but the name of who is gone, and PocketBase finds nothing left.
 */
export function clearEmployeeReferences(e: core.RecordEvent): void {
  const id = e.record!.id;
  const outer = e.app;
  outer.runInTransaction((tx) => {
    for (const field of AUTHOR_FIELDS) {
      tx.db()
        .newQuery(`UPDATE {{${COLLECTIONS.vehicles}}} SET [[${field}]] = '' WHERE [[${field}]] = {:id}`)
        .bind({ id })
        .execute();
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

/** The fields of an employee record that colleagues do not see (the email PocketBase hides). */
const NOT_FOR_COLLEAGUES = ["verified", "emailVisibility", "created", "updated"];

/**
 * `onRecordEnrich` of employees, for a requester who is neither a superuser nor the employee
 * (the entry file lets those through without loading this library): colleagues see names only
 * (PRODUCT.md "Data"). Enriching serves every way a record goes out — list, view, expanded
 * relations (a vehicle's created_by/updated_by) and realtime events — but not the sign-in and
 * auth-refresh answers, which carry the employee's own record.
 */
export function showColleaguesNamesOnly(e: core.RecordEnrichEvent): void {
  e.record!.hide(...NOT_FOR_COLLEAGUES);
  e.next();
}
