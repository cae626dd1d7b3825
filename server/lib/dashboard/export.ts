// GET /api/app/vehicles.csv: the vehicle list as CSV, with the list's own search, filters and
// sort (shared/vehicle-list.ts: one definition of "the list"), streamed in batches so that
// 100 000 vehicles never sit in memory at once.
//
// Each batch is one SQL query (export-sql.ts) with the list's filter and sort plus a keyset
// condition, "after the last row written" (keyset.ts), so every batch costs the same however far
// into the list it is; SQLite hands the batch back as finished CSV lines. Rows go out through
// `e.response.write` and `e.flush()` batch by batch. The first batch is read before anything is
// written: a failure there still gets a proper error response, not a half-written file.

import { CSV_BOM } from "@shared/csv";
import { vehicleListFilter, vehicleListSort, type VehicleListQuery } from "@shared/vehicle-list";
import { parseVehicleExportQuery, vehicleExportFilename, vehicleExportHeader } from "@shared/vehicle-export";
import { throwFieldErrors } from "../field-errors";
import { exportBatchSql } from "./export-sql";
import { parseSort, type SortColumn } from "../sort-terms";
import { keysetFilter, type KeyValue } from "./keyset";
import { select } from "./sql";
import { EXPORT_SIGN_IN_MESSAGE, requireStaff, requireStaffFileToken } from "./staff";

/**
 * Vehicles per query and per write. A batch is held as CSV text (≈ 160 bytes a vehicle, so
 * < 1 MB) while it is written; each query has a fixed cost (sorting the batch, one JS call), which
 * 5000 makes small: 100 000 vehicles take ≈ 2.1 s, against ≈ 2.5 s in batches of 2000.
 */
export const EXPORT_BATCH_SIZE = 5000;

interface Batch {
  readonly csv: string;
  readonly rows: number;
  /** The last row's values in the sort's columns, for the next batch's keyset. */
  readonly last: KeyValue[] | null;
}

function readBatch(app: core.App, query: VehicleListQuery, columns: readonly SortColumn[], after: KeyValue[] | null): Batch {
  const list = vehicleListFilter(query);
  const keyset = after ? keysetFilter(columns, after) : null;
  const filter = keyset ? { all: [list.clause, keyset.clause] } : list.clause;
  const { sql, params } = exportBatchSql(filter, { ...list.params, ...keyset?.params }, columns, EXPORT_BATCH_SIZE);
  const [row] = select(app, sql, { csv: "", rows: 0, last: "" }, params);
  return {
    csv: row?.csv ?? "",
    rows: row?.rows ?? 0,
    last: row?.last ? (JSON.parse(row.last) as KeyValue[]) : null,
  };
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
  const columns = parseSort(vehicleListSort(query));

  let batch = readBatch(app, query, columns, null);
  const headers = e.response.header();
  headers.set("Content-Type", "text/csv; charset=utf-8");
  headers.set("Content-Disposition", `attachment; filename="${vehicleExportFilename(new Date())}"`);
  headers.set("Cache-Control", "no-store");
  headers.set("X-Content-Type-Options", "nosniff");
  e.response.writeHeader(200);
  e.response.write(CSV_BOM + vehicleExportHeader());
  for (;;) {
    e.response.write(batch.csv);
    e.flush();
    if (batch.rows < EXPORT_BATCH_SIZE || !batch.last) return;
    batch = readBatch(app, query, columns, batch.last);
  }
}
