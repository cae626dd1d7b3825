// Colleagues' email addresses are not for employees (docs/product.md "Employees"). PocketBase hides the
// values, and to a filter on them it adds `emailVisibility = true`, so a filter finds nobody; a
// sort cannot be conditioned that way, and `?sort=email` (or `created_by.email` on vehicles)
// would list colleagues in the order of their hidden addresses. Only the superuser may sort by
// email.

import { sortsByEmail } from "../db/sort-terms";

export const EMAIL_SORT_MESSAGE = "Lists cannot be sorted by email addresses.";

/** `onRecordsListRequest` of every collection: runs before the list is sent. */
export function refuseEmailSort(e: core.RecordsListRequestEvent): void {
  if (!e.hasSuperuserAuth()) {
    const sort: unknown = e.requestInfo().query["sort"];
    if (typeof sort === "string" && sortsByEmail(sort)) {
      throw new BadRequestError(EMAIL_SORT_MESSAGE, { sort: new ValidationError("hidden_field", EMAIL_SORT_MESSAGE) });
    }
  }
  e.next();
}
