// A list streamed as a CSV file (the vehicle and work order exports), in batches so that
// 100 000 rows never sit in memory at once.
//
// Each batch is one SQL query (csv-sql.ts) with the list's filter and sort plus a keyset
// condition, "after the last row written" (db/keyset.ts), so every batch costs the same however far
// into the list it is; SQLite hands the batch back as finished CSV lines. Rows go out through
// `e.response.write` and `e.flush()` batch by batch. The first batch is read before anything is
// written: a failure there still gets a proper error response, not a half-written file.

import { CSV_BOM } from "@shared/csv";
import type { FilterClause } from "@shared/filter";
import type { Language } from "@shared/i18n/languages";
import type { FieldErrors } from "@shared/validation";
import { keysetFilter, type KeyValue } from "../db/keyset";
import type { SortColumn } from "../db/sort-terms";
import { select } from "../db/sql";
import { throwFieldErrors } from "../records/field-errors";
import { requireStaff, requireStaffFileToken } from "../roles/staff";
import { exportBatchSql, type ExportTable } from "./csv-sql";
import { exportLanguage } from "./export-language";

/**
 * Vehicles per query and per write. A batch is held as CSV text (≈ 160 bytes a vehicle, so
 * < 1 MB) while it is written; each query has a fixed cost (sorting the batch, one JS call), which
 * 5000 makes small: 100 000 vehicles take ≈ 2.1 s, against ≈ 2.5 s in batches of 2000.
 */
export const EXPORT_BATCH_SIZE = 5000;

export interface Batch {
  readonly csv: string;
  readonly rows: number;
  /** The last row's values in the sort's columns, for the next batch's keyset. */
  readonly last: KeyValue[] | null;
}

/** One batch of the rows `list` selects, in the order of `columns`, after the row `after`. */
export function readExportBatch(
  app: core.App,
  list: { readonly clause: FilterClause; readonly params: Readonly<Record<string, string>> },
  columns: readonly SortColumn[],
  after: KeyValue[] | null,
  table: ExportTable,
): Batch {
  const keyset = after ? keysetFilter(columns, after) : null;
  const filter = keyset ? { all: [list.clause, keyset.clause] } : list.clause;
  const { sql, params } = exportBatchSql(filter, { ...list.params, ...keyset?.params }, columns, EXPORT_BATCH_SIZE, table);
  const [row] = select(app, sql, { csv: "", rows: 0, last: "" }, params);
  return {
    csv: row?.csv ?? "",
    rows: row?.rows ?? 0,
    last: row?.last ? (JSON.parse(row.last) as KeyValue[]) : null,
  };
}

/**
 * Who asks, then what: 401/403 for anyone but staff (by their auth header, or the file token of
 * a plain link), then 400 for a malformed query. Gives the query, who asked and the language to
 * write in.
 */
export function readExportRequest<Q>(
  e: core.RequestEvent,
  parsed: { readonly token: string } & ({ readonly ok: true; readonly query: Q } | { readonly ok: false; readonly errors: FieldErrors }),
  signInMessage: string,
): { query: Q; asker: core.Record; language: Language } {
  const byLink = parsed.token !== "";
  const asker = byLink ? requireStaffFileToken(e.app, parsed.token) : requireStaff(e, signInMessage);
  if (!parsed.ok) throwFieldErrors("The export's parameters are not valid.", parsed.errors);
  return { query: parsed.query, asker, language: exportLanguage(e, asker, byLink) };
}

/**
 * Streams a CSV file: the header line, then batch after batch from `read` (given the last row's
 * keys of the batch before), until a batch comes back short. The first batch is read before
 * anything is written.
 */
export function streamCsv(e: core.RequestEvent, filename: string, header: string, read: (after: KeyValue[] | null) => Batch): void {
  let batch = read(null);
  const headers = e.response.header();
  headers.set("Content-Type", "text/csv; charset=utf-8");
  headers.set("Content-Disposition", `attachment; filename="${filename}"`);
  headers.set("Cache-Control", "no-store");
  headers.set("X-Content-Type-Options", "nosniff");
  e.response.writeHeader(200);
  e.response.write(CSV_BOM + header);
  for (;;) {
    e.response.write(batch.csv);
    e.flush();
    if (batch.rows < EXPORT_BATCH_SIZE || !batch.last) return;
    batch = read(batch.last);
  }
}
