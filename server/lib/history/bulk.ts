// Entries for records created in bulk by SQL
// (docs/decisions/history.md "Bulk creates and derived states": applying a service plan adds
// thousands of reminders in one INSERT … SELECT, and each gets its entry). The entries say what one
// save of the record would have said (a create listing its non-empty kept fields, by whoever
// asked), written from the new rows by SQL and linked into the chain in the same transaction
// (chain.ts `appendEntries`). Open pages get no realtime event for them, as for the records
// themselves.

import { TRACKED_COLLECTIONS } from "@shared/history";
import { pocketBaseDate } from "@shared/dates";
import { count } from "../db/sql";
import { appendEntries } from "./chain";
import { keptFields, type KeptField } from "./changes";

/** Who made a change: an employee (`by` their id), "Administrator" or "System" (`by` empty). */
export interface Author {
  readonly by: string;
  readonly label: string;
}

/**
 * A field's `"name":{"before":null,"after":…},` when it is not empty, as `differences` leaves the
 * empty ones out. Plain concatenation: SQLite builds it for every new row twice (for the hash and
 * for the row), and json_object() per field cost twice as much.
 */
function createdFieldSql(field: KeptField, column: string): string {
  const [filled, value] =
    field.kind === "text"
      ? [`${column} != ''`, `json_quote(${column})`]
      : field.kind === "number"
        ? [`${column} != 0`, column]
        : field.kind === "bool"
          ? [`${column} != 0`, "'true'"]
          : [`${column} IS NOT NULL AND ${column} NOT IN ('', 'null', '[]', '{}')`, column];
  return `CASE WHEN ${filled} THEN '"${field.name}":{"before":null,"after":' || ${value} || '},' ELSE '' END`;
}

/** The SQL of the rowid after which new rows lie: the table's highest now. */
export function lastRowid(app: core.App, collection: string): number {
  return count(app, `SELECT COALESCE(MAX([[rowid]]), 0) AS [[count]] FROM {{${collection}}}`);
}

/**
 * Writes and links one "created" entry for each row of `collection` stored after `afterRowid`
 * (`lastRowid` taken before the INSERT, in the same transaction); returns how many. For
 * collections whose name and vehicle are their own columns (reminders, vehicles, categories).
 */
export function keepBulkCreates(app: core.App, collection: string, afterRowid: number, author: Author): number {
  const tracked = TRACKED_COLLECTIONS[collection];
  if (tracked === undefined || tracked.only !== undefined || tracked.workOrder !== undefined || tracked.vehicle === "") {
    throw new Error(`The history keeps no bulk creates of ${collection}.`);
  }
  const fields = keptFields(app.findCachedCollectionByNameOrId(collection), tracked);
  const changes = `'{' || rtrim(${fields.map((field) => createdFieldSql(field, `r.[[${field.name}]]`)).join(" || ")}, ',') || '}'`;
  const title = tracked.title === "" ? "''" : `r.[[${tracked.title}]]`;
  const vehicle = tracked.vehicle === undefined ? "''" : tracked.vehicle === "id" ? "r.[[id]]" : `r.[[${tracked.vehicle}]]`;
  return appendEntries(
    app,
    {
      from: `{{${collection}}} r`,
      where: "",
      key: "r.[[rowid]]",
      params: { collection, by: author.by, label: author.label, at: pocketBaseDate(new Date()) },
      columns: {
        // The record's own id: unique among "created" entries (a later entry of it gets another).
        id: "r.[[id]]",
        collection: "{:collection}",
        record: "r.[[id]]",
        action: "'created'",
        title,
        by: "{:by}",
        by_label: "{:label}",
        at: "{:at}",
        vehicle,
        work_order: "''",
        changes,
      },
    },
    afterRowid,
  );
}
