// Writing CSV (RFC 4180) that spreadsheets open safely. Pure and unit-tested. The vehicle export
// writes its header line and its labels with it; SQLite writes the vehicles' lines by the same
// rules (server/lib/csv/csv-sql.ts), and the API tests hold them to this writer.
//
// - Fields are separated by commas and records end with CRLF.
// - A field holding a comma, a double quote, CR or LF is quoted, its quotes doubled.
// - Spreadsheet formula injection (OWASP "CSV Injection"): a field that starts with `=`, `+`,
//   `-`, `@`, a tab, CR or LF could be run as a formula by Excel, LibreOffice or Google Sheets,
//   so it gets a leading `'`, which the spreadsheet shows as text. The value stays readable.

/** Excel reads a file as UTF-8 (umlauts, ß, é …) only when it starts with this byte order mark. */
export const CSV_BOM = "\uFEFF";
export const CSV_LINE_END = "\r\n";

const FORMULA_START = /^[=+\-@\t\r\n]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** The text a spreadsheet will not evaluate: `=1+1` → `'=1+1`; anything else unchanged. */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One field, neutralised and quoted as needed. */
export function csvField(value: string): string {
  const safe = neutraliseFormula(value);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One record (the export's header line, the tests' reference lines) with its line end. */
export function csvRecord(fields: readonly string[]): string {
  return fields.map(csvField).join(",") + CSV_LINE_END;
}
