// CSV for tests: a strict RFC 4180 reader (what a spreadsheet would make of a file, row by row)
// and the reference line of a vehicle in the export, which the server's SQL must match byte for
// byte (tests/api/vehicle-export.test.ts).
import { csvRecord } from "@shared/csv";
import { FUEL_LABELS, VEHICLE_STATUS_LABELS, type FuelType, type VehicleStatus } from "@shared/records";

/** A GET whose text keeps the byte order mark (fetch's `text()` drops it), with its JSON if any. */
export async function download(serverUrl: string, path: string, token: string | null, headers: Record<string, string> = {}) {
  const response = await fetch(serverUrl + path, { headers: token ? { ...headers, authorization: token } : headers });
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let i = 0;
  while (i < text.length) {
    if (text[i] === '"' && field === "") {
      i += 1;
      for (;;) {
        if (i >= text.length) throw new Error("CSV: unterminated quoted field");
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        field += text[i];
        i += 1;
      }
      if (i < text.length && text[i] !== "," && !text.startsWith("\r\n", i)) throw new Error(`CSV: text after a closing quote at ${i}`);
    } else if (text[i] === ",") {
      row.push(field);
      field = "";
      i += 1;
    } else if (text.startsWith("\r\n", i)) {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i += 2;
    } else {
      if (text[i] === "\n" || text[i] === "\r" || text[i] === '"') throw new Error(`CSV: bare ${JSON.stringify(text[i])} at ${i}`);
      field += text[i];
      i += 1;
    }
  }
  if (field !== "" || row.length > 0) throw new Error("CSV: the last record has no line end");
  return rows;
}

/** One vehicle as the export shows it: its own fields plus the names its relations point to. */
export interface ExportedVehicle {
  readonly plate: string;
  readonly vin: string;
  readonly make: string;
  readonly model: string;
  /** 0 when not recorded. */
  readonly year: number;
  /** The category's name. */
  readonly category: string;
  readonly status: string;
  /** 0 when not recorded. */
  readonly odometer: number;
  readonly fuel: string;
  readonly color: string;
  readonly notes: string;
  /** PocketBase's UTC dates, "2026-11-22 05:23:24.731Z". */
  readonly created: string;
  readonly updated: string;
  /** Employee names; "" for a superuser or a deleted employee. */
  readonly createdBy: string;
  readonly updatedBy: string;
}

/** "2026-11-22 05:23:24.731Z" → "2026-11-22 05:23:24", a form every spreadsheet reads as a date. */
function spreadsheetDate(value: string): string {
  return value.slice(0, 19);
}

/** Empty numbers are stored as 0 (docs/decisions/dashboard.md "CSV export"): the file leaves them blank, as the screens show "—". */
function recorded(value: number): string {
  return value === 0 ? "" : String(value);
}

/**
 * A vehicle's line in the export, in the columns of VEHICLE_EXPORT_HEADERS: statuses and fuels as
 * staff read them, unrecorded numbers blank, every cell by shared/csv.ts's rules.
 */
export function vehicleExportRecord(v: ExportedVehicle): string {
  return csvRecord([
    v.plate,
    v.vin,
    v.make,
    v.model,
    recorded(v.year),
    v.category,
    VEHICLE_STATUS_LABELS[v.status as VehicleStatus] ?? v.status,
    recorded(v.odometer),
    v.fuel === "" ? "" : (FUEL_LABELS[v.fuel as FuelType] ?? v.fuel),
    v.color,
    v.notes,
    spreadsheetDate(v.created),
    spreadsheetDate(v.updated),
    v.createdBy,
    v.updatedBy,
  ]);
}
