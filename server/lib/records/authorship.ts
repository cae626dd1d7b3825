// created_by / updated_by (docs/product.md "Data"): set by the server from the signed-in employee,
// never by the client; whatever a client sends for them is ignored. A superuser is not an
// employee: what they create or change in the dashboard carries no employee ("" → "—").

import { EMPLOYEES_COLLECTION } from "@shared/constants";

export function signedInEmployeeId(e: core.RecordRequestEvent): string {
  const auth = e.auth;
  return auth && auth.collection().name === EMPLOYEES_COLLECTION ? auth.id : "";
}

export function setAuthorship(e: core.RecordRequestEvent): void {
  const record = e.record!;
  const editor = signedInEmployeeId(e);
  record.set("created_by", record.isNew() ? editor : record.original().get("created_by"));
  record.set("updated_by", editor);
}

/** For records that keep only who made them (work order items): set once, at creation. */
export function setCreator(e: core.RecordRequestEvent): void {
  const record = e.record!;
  record.set("created_by", record.isNew() ? signedInEmployeeId(e) : record.original().get("created_by"));
}

/**
 * A record the server saves because of another change (a work order's total after one of its
 * items, a vehicle's odometer after a reading, its status after a work order): whoever made that
 * change changed it, so its `updated_by` names them and a colleague's open page of it says who
 * (docs/decisions/live-notices.md). `by` is "" for a superuser.
 */
export function setChangedBy(record: core.Record, by: string): void {
  record.set("updated_by", by);
}
