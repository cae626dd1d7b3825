// What the inspection rules read, as plain SQL through the app given (the transaction's).

import { COLLECTIONS, type InspectionResult } from "@shared/records";
import type { NumberedLine } from "@shared/validation";
import { select, selectOne } from "../db/sql";

export interface TemplateRow {
  readonly name: string;
  /** The items as stored (JSON text). */
  readonly items: string;
}

const TEMPLATE_SQL = `SELECT [[name]], [[items]] FROM {{${COLLECTIONS.inspectionTemplates}}} WHERE [[id]] = {:id} LIMIT 1`;

const TEMPLATE_EXISTS_SQL = `SELECT 1 AS [[found]] FROM {{${COLLECTIONS.inspectionTemplates}}} WHERE [[id]] = {:id} LIMIT 1`;

/** Whether the template exists (without reading its items, a hundred of them as JSON). */
export function templateExists(app: core.App, id: string): boolean {
  return id !== "" && selectOne(app, TEMPLATE_EXISTS_SQL, { found: 0 }, { id }) !== null;
}

/** The template as stored now, or null. */
export function templateRow(app: core.App, id: string): TemplateRow | null {
  if (id === "") return null;
  return selectOne(app, TEMPLATE_SQL, { name: "", items: "" }, { id });
}

/**
 * The stored lines that canHoldUpCompletion (shared/validation/inspection.ts asks the same of one
 * line), with their places, in their order, picked by SQLite from the JSON. Since migration
 * 1796200600 each inspection keeps them (`lines_to_judge`, lifecycle.ts); this is for today's
 * library running the older migrations, and the condition the migration repeats.
 */
const LINES_TO_JUDGE_SQL = `SELECT CAST(l.[[key]] AS INTEGER) AS [[place]], l.[[value]] AS [[line]]
  FROM {{${COLLECTIONS.inspections}}} i, json_each(i.[[results]]) l
  WHERE i.[[id]] = {:id}
    AND (l.[[value]] ->> '$.result' IS NOT 'pass' OR (l.[[value]] ->> '$.kind' = 'measure' AND l.[[value]] ->> '$.value' IS NULL))
  ORDER BY l.[[key]]`;

export function storedLinesToJudge(app: core.App, inspectionId: string): NumberedLine[] {
  return select(app, LINES_TO_JUDGE_SQL, { place: 0, line: "" }, { id: inspectionId }).map(({ place, line }) => ({
    index: place,
    line: JSON.parse(line) as InspectionResult,
  }));
}
