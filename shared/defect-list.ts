// What the defect list shows (`/workshop/defects`), as data: the status, severity and vehicle
// filters and the page. The browser keeps it in the URL and the CSV export
// (GET /api/app/defects.csv) reads the same parameters, strictly. The order is fixed: critical
// first, then major, then minor (the severity values sort so by name), the oldest first within
// each, over the (status, severity, created, id) index. Pure.

import { csvRecord } from "./csv";
import { filterExpression, type FilterClause } from "./filter";
import { exportHeadings } from "./i18n/export-messages";
import { FALLBACK_LANGUAGE, type Language } from "./i18n/languages";
import { addMisreadErrors, addPageError, EXPORT_TOKEN_PARAM, readListParams, type ListParams } from "./list-params";
import { DEFECT_SEVERITIES, DEFECT_STATUSES, type DefectSeverity, type DefectStatus } from "./records";
import { pathTo, withQuery } from "./routes";
import type { FieldErrors } from "./validation";
import { RECORD_ID } from "./validation/record-id";

export const DEFECTS_CSV_PATH = "/api/app/defects.csv";

export interface DefectListQuery {
  readonly status: DefectStatus;
  readonly severity: DefectSeverity | "";
  /** A vehicle's id, "" for the whole fleet. */
  readonly vehicle: string;
  /** 1-based. */
  readonly page: number;
}

export const DEFAULT_DEFECT_LIST_QUERY: DefectListQuery = { status: "open", severity: "", vehicle: "", page: 1 };

export const DEFECT_LIST_PARAMS = ["status", "severity", "vehicle", "page"] as const;

/** Critical first (by name: critical < major < minor), then the oldest; `id` makes the order total. */
export const DEFECT_LIST_SORT = "severity,created,id";

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/** Reads a query from URL parameters; anything malformed falls back to its default. */
export function parseDefectListQuery(get: (name: string) => string | null | undefined): DefectListQuery {
  const status = get("status") ?? "";
  const severity = get("severity") ?? "";
  const vehicle = get("vehicle") ?? "";
  const page = Number(get("page") ?? "1");
  return {
    status: isOneOf(DEFECT_STATUSES, status) ? status : DEFAULT_DEFECT_LIST_QUERY.status,
    severity: isOneOf(DEFECT_SEVERITIES, severity) ? severity : "",
    vehicle: RECORD_ID.test(vehicle) ? vehicle : "",
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL parameters of a query, defaults left out. */
export function defectListParams(query: DefectListQuery): [string, string][] {
  const params: [string, string][] = [];
  if (query.status !== DEFAULT_DEFECT_LIST_QUERY.status) params.push(["status", query.status]);
  if (query.severity !== "") params.push(["severity", query.severity]);
  if (query.vehicle !== "") params.push(["vehicle", query.vehicle]);
  if (query.page > 1) params.push(["page", String(query.page)]);
  return params;
}

export interface DefectListFilter {
  readonly filter: string;
  readonly clause: FilterClause;
  readonly params: Readonly<Record<string, string>>;
}

/** The list's (and the export's) filter. */
export function defectListFilter(query: DefectListQuery): DefectListFilter {
  const clauses: FilterClause[] = [{ field: "status", op: "=", param: "status" }];
  const params: Record<string, string> = { status: query.status };
  if (query.severity !== "") {
    clauses.push({ field: "severity", op: "=", param: "severity" });
    params.severity = query.severity;
  }
  if (query.vehicle !== "") {
    clauses.push({ field: "vehicle", op: "=", param: "vehicle" });
    params.vehicle = query.vehicle;
  }
  const clause: FilterClause = { all: clauses };
  return { filter: filterExpression(clause), clause, params };
}

/** The list showing a query; missing parts are the defaults. */
export function defectListPath(query: Partial<DefectListQuery> = {}): string {
  return withQuery(pathTo("defects"), defectListParams({ ...DEFAULT_DEFECT_LIST_QUERY, ...query }));
}

// ---- the CSV export -------------------------------------------------------------------------

/** The export's URL for a list query: every page. */
export function defectExportPath(query: DefectListQuery, token?: string): string {
  const params = defectListParams({ ...query, page: 1 });
  if (token !== undefined) params.push([EXPORT_TOKEN_PARAM, token]);
  return withQuery(DEFECTS_CSV_PATH, params);
}

function choices(values: readonly string[]): string {
  return `Use one of ${values.join(", ")}.`;
}

/** The list's parameters read strictly: the query, and an error for each one it would have read differently. */
export function readDefectListParams(search: string): { params: ListParams; query: DefectListQuery } {
  const params = readListParams(search, DEFECT_LIST_PARAMS);
  const query = parseDefectListQuery((name) => params.values.get(name));
  addMisreadErrors(params, [
    ["status", query.status, { code: "invalid_choice", message: choices(DEFECT_STATUSES) }],
    ["severity", query.severity, { code: "invalid_choice", message: choices(DEFECT_SEVERITIES) }],
    ["vehicle", query.vehicle, { code: "invalid_format", message: "A vehicle is given by its id: 15 lowercase letters and digits." }],
  ]);
  addPageError(params, query.page);
  return { params, query };
}

export type DefectExportQuery = { readonly token: string } & (
  | { readonly ok: true; readonly query: DefectListQuery }
  | { readonly ok: false; readonly errors: FieldErrors }
);

/** Reads the export's query string (without "?"): the file token, and the query or its errors. */
export function parseDefectExportQuery(search: string): DefectExportQuery {
  const { params, query } = readDefectListParams(search);
  const { errors, token } = params;
  if (Object.keys(errors).length > 0) return { ok: false, errors, token };
  return { ok: true, query: { ...query, page: 1 }, token };
}

/** The columns, in order, in English (server/lib/defects/export.ts writes the lines in it). */
export const DEFECT_EXPORT_HEADERS: readonly string[] = exportHeadings("defects");

/** The file's first line, in the reader's language. */
export function defectExportHeader(language: Language = FALLBACK_LANGUAGE): string {
  return csvRecord(exportHeadings("defects", language));
}

/** `defects-2026-11-22.csv`, dated by the server's clock in UTC. */
export function defectExportFilename(now: Date): string {
  return `defects-${now.toISOString().slice(0, 10)}.csv`;
}
