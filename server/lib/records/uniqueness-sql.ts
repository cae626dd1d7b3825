// The SQL of the duplicate lookup (uniqueness.ts); pure, for the query-plan test.
//
// It is plain SQL rather than a PocketBase filter. The VIN's index is partial
// (`WHERE vin != ''`, since many vehicles have none) and SQLite uses it only when the query
// itself says `vin != ''`: with the value bound as a parameter, `vin = ?` alone does not tell
// SQLite the value is not empty. PocketBase's filter language writes `!=` as `IS NOT` (another
// expression to SQLite), so through a filter every VIN check read all vehicles: ≈ 30 ms per
// save with 100 000 of them (docs/performance.md).

/** The lookup in PocketBase's query-builder syntax: `{:value}` and `{:id}` are bound. */
export function takenSql(table: string, column: string): string {
  return `SELECT 1 AS [[taken]] FROM {{${table}}} WHERE [[${column}]] = {:value} AND [[${column}]] != '' AND [[id]] != {:id} LIMIT 1`;
}
