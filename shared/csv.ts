// Writing CSV (RFC 4180) that spreadsheets open safely. Pure: the server's vehicle export uses it
// and the unit tests check it.
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

// A record's fields joined by U+001F, to look for trouble in all of them at once. The test
// over-approximates (an "=" anywhere, a field that holds U+001F itself), which only sends a
// record the careful way; it never lets a field that needs care through.
const JOINER = "\u001f";
const FIELD_STARTING_WITH_DASH = `${JOINER}-`;

function mayNeedCare(joined: string): boolean {
  return (
    joined.indexOf('"') >= 0 ||
    joined.indexOf(",") >= 0 ||
    joined.indexOf("\n") >= 0 ||
    joined.indexOf("\r") >= 0 ||
    joined.indexOf("=") >= 0 ||
    joined.indexOf("+") >= 0 ||
    joined.indexOf("@") >= 0 ||
    joined.indexOf("\t") >= 0 ||
    joined.startsWith("-") ||
    joined.indexOf(FIELD_STARTING_WITH_DASH) >= 0
  );
}

/**
 * One record with its line end. Most records need neither quotes nor neutralising: looking for
 * trouble in the whole record at once spares them a check per field, which counts in
 * PocketBase's JS engine (100 000 records of 15 fields; plain string searches, since its
 * regular expressions are several times slower).
 */
export function csvRecord(fields: readonly string[]): string {
  if (!mayNeedCare(fields.join(JOINER))) return fields.join(",") + CSV_LINE_END;
  return fields.map(csvField).join(",") + CSV_LINE_END;
}
