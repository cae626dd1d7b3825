// Employees change only their own name and password (PRODUCT.md "Data"); an administrator
// changes their email address in the dashboard. PocketBase's own email-change flow (ask for a
// confirmation link by mail, then confirm with the link's token) bypasses the collection's
// update rule, so it would let employees change their address themselves: it is refused at
// both steps, for employees' records only (superusers keep theirs).

import { checkEmployeeName } from "@shared/validation";
import { throwFieldErrors } from "./field-errors";

export const EMAIL_CHANGE_MESSAGE = "Only an administrator can change an employee's email address.";

/** `onRecordRequestEmailChangeRequest` and `onRecordConfirmEmailChangeRequest` of employees. */
export function refuseEmailChange(): never {
  throw new ForbiddenError(EMAIL_CHANGE_MESSAGE, {});
}

/**
 * `onRecordValidate` of employees, so that the dashboard's saves are held to it too: a new or
 * changed name is cleaned ("  Ann   Lee " → "Ann Lee") and must still read as a name. An
 * unchanged name is left alone, so a password change never fails over a name stored before.
 */
export function validateEmployeeRecord(e: core.RecordEvent): void {
  const record = e.record!;
  const name: unknown = record.get("name");
  if (record.isNew() || name !== record.original().get("name")) {
    const check = checkEmployeeName(name);
    if (!check.ok) throwFieldErrors("The employee was not saved: check the field name.", { name: check.error });
    record.set("name", check.value);
  }
  e.next();
}
