// Downloading the vehicle list as CSV (GET /api/app/vehicles.csv, shared/vehicle-export.ts),
// through a short-lived file token and a plain download link (lib/download.ts says why): the
// browser streams the file (16 MB for 100 000 vehicles) straight to disk.

import { DEFAULT_VEHICLE_LIST_QUERY, type VehicleListQuery } from "@shared/vehicle-list";
import { vehicleExportPath } from "@shared/vehicle-export";
import { downloadWithFileToken } from "../../lib/download";

/** Starts the download of the vehicles a list query shows (all of them by default). */
export function downloadVehiclesCsv(query: VehicleListQuery = DEFAULT_VEHICLE_LIST_QUERY): Promise<void> {
  return downloadWithFileToken((token) => vehicleExportPath(query, token));
}
