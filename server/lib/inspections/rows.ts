// What the inspection rules read, as plain SQL through the app given (the transaction's).

import { COLLECTIONS } from "@shared/records";
import { selectOne } from "../db/sql";

export interface TemplateRow {
  readonly name: string;
  /** The items as stored (JSON text). */
  readonly items: string;
}

const TEMPLATE_SQL = `SELECT [[name]], [[items]] FROM {{${COLLECTIONS.inspectionTemplates}}} WHERE [[id]] = {:id} LIMIT 1`;

/** The template as stored now, or null. */
export function templateRow(app: core.App, id: string): TemplateRow | null {
  if (id === "") return null;
  return selectOne(app, TEMPLATE_SQL, { name: "", items: "" }, { id });
}
