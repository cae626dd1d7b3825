// Employees change only their own name and password (PRODUCT.md "Data"); an administrator
// changes their email address in the dashboard. PocketBase's own email-change flow (ask for a
// confirmation link by mail, then confirm with the link's token) bypasses the collection's
// update rule, so it would let employees change their address themselves: it is refused at
// both steps, for employees' records only (superusers keep theirs).

export const EMAIL_CHANGE_MESSAGE = "Only an administrator can change an employee's email address.";

/** `onRecordRequestEmailChangeRequest` and `onRecordConfirmEmailChangeRequest` of employees. */
export function refuseEmailChange(): never {
  throw new ForbiddenError(EMAIL_CHANGE_MESSAGE, {});
}
