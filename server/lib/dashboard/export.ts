// GET /api/app/vehicles.csv: the vehicle list as CSV, with the list's own search, filters and
// sort (shared/vehicle-list.ts: one definition of "the list"), streamed in batches so that
// 100 000 vehicles never sit in memory at once.
//
// Each batch is one `findRecordsByFilter` with the list's filter and sort plus a keyset
// condition, "after the last row written" (keyset.ts), so every batch costs the same however far
// into the list it is. Rows go out through `e.response.write` and `e.flush()` batch by batch.
// The first batch is read before anything is written: a failure there still gets a proper
// error response, not a half-written file.

import { COLLECTIONS } from "@shared/records";
import { CSV_BOM } from "@shared/csv";
import { vehicleListFilter, vehicleListSort, type VehicleListQuery } from "@shared/vehicle-list";
import {
  parseVehicleExportQuery,
  vehicleExportFilename,
  vehicleExportHeader,
  vehicleExportRecord,
  type VehicleExportValues,
} from "@shared/vehicle-export";
import { throwFieldErrors } from "../field-errors";
import { keysetFilter, parseSort, type KeyValue, type SortColumn } from "./keyset";
import { select } from "./sql";
import { EXPORT_SIGN_IN_MESSAGE, requireStaff, requireStaffFileToken } from "./staff";

/** Vehicles per query and per write: small enough for flat memory, large enough to be quick. */
export const EXPORT_BATCH_SIZE = 1000;

// The cells of a batch of vehicles, given by id, in the order of the ids: one query that joins
// the names of category and employees and hands the whole batch over as one JSON text. Reading
// fields one by one from records costs the JS engine microseconds per call, 15 calls per
// vehicle; this costs one JSON.parse per batch.
const ROWS_SQL = `
  SELECT json_group_array(json_array(
    [[v.plate]], [[v.vin]], [[v.make]], [[v.model]], [[v.year]], COALESCE([[c.name]], ''), [[v.status]],
    [[v.odometer]], [[v.fuel]], [[v.color]], [[v.notes]], [[v.created]], [[v.updated]],
    COALESCE([[cb.name]], ''), COALESCE([[ub.name]], '')
  ) ORDER BY [[j.key]]) AS [[rows]]
  FROM json_each({:ids}) j
  JOIN {{vehicles}} v ON [[v.id]] = [[j.value]]
  LEFT JOIN {{categories}} c ON [[c.id]] = [[v.category]]
  LEFT JOIN {{employees}} cb ON [[cb.id]] = [[v.created_by]]
  LEFT JOIN {{employees}} ub ON [[ub.id]] = [[v.updated_by]]`;

function exportRows(app: core.App, ids: readonly string[]): VehicleExportValues[] {
  const [result] = select(app, ROWS_SQL, { rows: "" }, { ids: JSON.stringify(ids) });
  return JSON.parse(result?.rows || "[]") as VehicleExportValues[];
}

/** The values of a vehicle in the sort's columns, as the keyset condition compares them. */
function sortValues(app: core.App, record: core.Record, columns: readonly SortColumn[]): KeyValue[] {
  return columns.map(({ field }) => {
    if (field === "id") return record.id;
    if (field === "category.name") {
      return app.findRecordById(COLLECTIONS.categories, record.getString("category")).getString("name");
    }
    const value: unknown = record.get(field);
    return typeof value === "number" ? value : record.getString(field);
  });
}

/** Who asks, and for which vehicles: 401/403 for anyone but staff, then 400 for a malformed query. */
function readRequest(e: core.RequestEvent): VehicleListQuery {
  const parsed = parseVehicleExportQuery(e.request?.url?.rawQuery ?? "");
  if (parsed.token !== "") requireStaffFileToken(e.app, parsed.token);
  else requireStaff(e, EXPORT_SIGN_IN_MESSAGE);
  if (!parsed.ok) throwFieldErrors("The export's parameters are not valid.", parsed.errors);
  return parsed.query;
}

/** The route's handler. */
export function serveVehiclesCsv(e: core.RequestEvent): void {
  const query = readRequest(e);
  const app = e.app;
  const list = vehicleListFilter(query);
  const sort = vehicleListSort(query);
  const columns = parseSort(sort);
  const readBatch = (after: KeyValue[] | null): core.Record[] => {
    const keyset = after ? keysetFilter(columns, after) : null;
    const filter = [list.filter, keyset?.filter ?? ""].filter((part) => part !== "").map((part) => `(${part})`).join(" && ");
    const found = app.findRecordsByFilter(COLLECTIONS.vehicles, filter, sort, EXPORT_BATCH_SIZE, 0, {
      ...list.params,
      ...keyset?.params,
    });
    return found.filter((record): record is core.Record => record !== undefined);
  };

  let batch = readBatch(null);
  const headers = e.response.header();
  headers.set("Content-Type", "text/csv; charset=utf-8");
  headers.set("Content-Disposition", `attachment; filename="${vehicleExportFilename(new Date())}"`);
  headers.set("Cache-Control", "no-store");
  headers.set("X-Content-Type-Options", "nosniff");
  e.response.writeHeader(200);
  e.response.write(CSV_BOM + vehicleExportHeader());
  for (;;) {
    e.response.write(exportRows(app, batch.map((record) => record.id)).map(vehicleExportRecord).join(""));
    e.flush();
    const last = batch[batch.length - 1];
    if (batch.length < EXPORT_BATCH_SIZE || !last) return;
    batch = readBatch(sortValues(app, last, columns));
  }
}
