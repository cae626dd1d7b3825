// What the vehicle export reads and writes per row (server/lib/csv/csv-sql.ts). Pure: the unit
// tests build its SQL in Node.

import { labelMessages } from "@shared/i18n/labels";
import type { Language } from "@shared/i18n/languages";
import { csvCell, dateCell, labelCell, recordedCell, type ExportTable } from "../csv/csv-sql";
import { TABLE_ALIAS as V } from "../db/filter-sql";

/** One vehicle's CSV line, in the columns of VEHICLE_EXPORT_HEADERS (shared/vehicle-export.ts), its labels in `language`. */
function exportLineSql(language: Language): string {
  const labels = labelMessages[language];
  return [
    csvCell(`[[${V}.plate]]`),
    csvCell(`[[${V}.vin]]`),
    csvCell(`[[${V}.make]]`),
    csvCell(`[[${V}.model]]`),
    recordedCell(`[[${V}.year]]`),
    csvCell("COALESCE([[c.name]], '')"),
    labelCell(`[[${V}.status]]`, labels.vehicleStatus),
    recordedCell(`[[${V}.odometer]]`),
    labelCell(`[[${V}.fuel]]`, labels.fuel, ""),
    csvCell(`[[${V}.color]]`),
    csvCell(`[[${V}.notes]]`),
    dateCell(`[[${V}.created]]`),
    dateCell(`[[${V}.updated]]`),
    csvCell("COALESCE([[cb.name]], '')"),
    csvCell("COALESCE([[ub.name]], '')"),
  ].join(" || ',' || ") + " || char(13) || char(10)";
}

export const vehicleExportTable = (language: Language): ExportTable => ({
  table: "vehicles",
  joins: `
      LEFT JOIN {{categories}} c ON [[c.id]] = [[${V}.category]]
      LEFT JOIN {{employees}} cb ON [[cb.id]] = [[${V}.created_by]]
      LEFT JOIN {{employees}} ub ON [[ub.id]] = [[${V}.updated_by]]`,
  lineSql: exportLineSql(language),
});
