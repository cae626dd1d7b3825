// GET /api/app/vehicles/{id}/downtime (shared/time/figures.ts): a vehicle's days off the road in
// the last year, for its page.

import { RECORD_ID } from "@shared/validation/record-id";
import { COLLECTIONS } from "@shared/records";
import { count } from "../db/sql";
import { requireStaff, SIGN_IN_MESSAGE } from "../roles/staff";
import { vehicleDowntime } from "./figures";

const EXISTS_SQL = `SELECT COUNT(*) AS [[count]] FROM {{${COLLECTIONS.vehicles}}} WHERE [[id]] = {:id}`;

/** The route's handler. */
export function serveVehicleDowntime(e: core.RequestEvent): void {
  requireStaff(e, SIGN_IN_MESSAGE);
  const id = e.request!.pathValue("id");
  if (!RECORD_ID.test(id) || count(e.app, EXISTS_SQL, { id }) === 0) throw new NotFoundError("This vehicle does not exist (any more).", {});
  e.response.header().set("Cache-Control", "no-store");
  e.json(200, vehicleDowntime(e.app, id, new Date()));
}
