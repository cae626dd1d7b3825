// Downloading the vehicle list as CSV (GET /api/app/vehicles.csv, shared/vehicle-export.ts).
//
// A plain link cannot carry the Authorization header, and fetching the file into a Blob would
// hold all of it (16 MB for 100 000 vehicles) in the page before saving. So the app asks for a
// short-lived PocketBase file token (minutes) and follows an ordinary download link with it: the
// browser streams the file straight to disk and shows its own progress.

import { DEFAULT_VEHICLE_LIST_QUERY, type VehicleListQuery } from "@shared/vehicle-list";
import { vehicleExportPath } from "@shared/vehicle-export";
import { pb } from "../../lib/api-client";

/** Starts the download of the vehicles a list query shows (all of them by default). */
export async function downloadVehiclesCsv(query: VehicleListQuery = DEFAULT_VEHICLE_LIST_QUERY): Promise<void> {
  const token = await pb.files.getToken({ requestKey: null });
  const link = document.createElement("a");
  link.href = pb.buildURL(vehicleExportPath(query, token));
  // The server names the file (vehicles-YYYY-MM-DD.csv).
  link.download = "";
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
