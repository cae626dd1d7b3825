// GET /api/app/defects.csv: the defect list as CSV, with the list's own filters and order
// (shared/defect-list.ts), streamed in batches by the exports' machinery (server/lib/csv/):
// SQLite writes each batch's lines, formula-safe, UTF-8 with a byte order mark.

import { DEFECT_LIST_SORT, defectExportHeader, defectExportFilename, defectListFilter, parseDefectExportQuery } from "@shared/defect-list";
import { labelMessages } from "@shared/i18n/labels";
import type { Language } from "@shared/i18n/languages";
import { readExportBatch, readExportRequest, streamCsv } from "../csv/stream";
import { csvCell, dateCell, labelCell, type ExportTable } from "../csv/csv-sql";
import { parseSort } from "../db/sort-terms";

const DEFECT_EXPORT_SIGN_IN_MESSAGE = "Sign in as workshop staff to export defects.";

/** One defect's line, in the columns of DEFECT_EXPORT_HEADERS, its labels in `language`. */
function lineSql(language: Language): string {
  const labels = labelMessages[language];
  return (
    [
      csvCell("COALESCE([[ve.plate]], '')"),
      csvCell("[[v.title]]"),
      labelCell("[[v.severity]]", labels.defectSeverity),
      labelCell("[[v.status]]", labels.defectStatus),
      "CASE WHEN [[wo.number]] IS NULL THEN '' ELSE 'WO-' || CAST([[wo.number]] AS INTEGER) END",
      csvCell("COALESCE([[i.title]], '')"),
      csvCell("COALESCE([[rb.name]], '')"),
      dateCell("[[v.created]]"),
      dateCell("[[v.fixed_at]]"),
      csvCell("COALESCE([[db.name]], '')"),
      dateCell("[[v.dismissed_at]]"),
      csvCell("[[v.dismiss_note]]"),
      csvCell("[[v.note]]"),
    ].join(" || ',' || ") + " || char(13) || char(10)"
  );
}

const defectExportTable = (language: Language): ExportTable => ({
  table: "defects",
  joins: `
      LEFT JOIN {{vehicles}} ve ON [[ve.id]] = [[v.vehicle]]
      LEFT JOIN {{work_orders}} wo ON [[wo.id]] = [[v.work_order]]
      LEFT JOIN {{inspections}} i ON [[i.id]] = [[v.inspection]]
      LEFT JOIN {{employees}} rb ON [[rb.id]] = [[v.reported_by]]
      LEFT JOIN {{employees}} db ON [[db.id]] = [[v.dismissed_by]]`,
  lineSql: lineSql(language),
});

/** The route's handler. */
export function serveDefectsCsv(e: core.RequestEvent): void {
  const parsed = parseDefectExportQuery(e.request?.url?.rawQuery ?? "");
  const { query, language } = readExportRequest(e, parsed, DEFECT_EXPORT_SIGN_IN_MESSAGE);
  const columns = parseSort(DEFECT_LIST_SORT);
  const table = defectExportTable(language);
  streamCsv(e, defectExportFilename(new Date()), defectExportHeader(language), (after) =>
    readExportBatch(e.app, defectListFilter(query), columns, after, table),
  );
}
