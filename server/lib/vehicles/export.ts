// GET /api/app/vehicles.csv: the vehicle list as CSV, with the list's own search, filters and
// sort (shared/vehicle-list.ts: one definition of "the list"), streamed in batches by the CSV
// module (server/lib/csv/).

import { parseVehicleExportQuery, vehicleExportFilename, vehicleExportHeader } from "@shared/vehicle-export";
import { vehicleListFilter, vehicleListSort } from "@shared/vehicle-list";
import { readExportBatch, readExportRequest, streamCsv } from "../csv/stream";
import { parseSort } from "../db/sort-terms";
import { EXPORT_SIGN_IN_MESSAGE } from "../roles/staff";
import { vehicleExportTable } from "./export-table";

/** The route's handler. */
export function serveVehiclesCsv(e: core.RequestEvent): void {
  const parsed = parseVehicleExportQuery(e.request?.url?.rawQuery ?? "");
  const { query, language } = readExportRequest(e, parsed, EXPORT_SIGN_IN_MESSAGE);
  const columns = parseSort(vehicleListSort(query));
  const list = vehicleListFilter(query);
  const table = vehicleExportTable(language);
  streamCsv(e, vehicleExportFilename(new Date()), vehicleExportHeader(language), (after) => readExportBatch(e.app, list, columns, after, table));
}
