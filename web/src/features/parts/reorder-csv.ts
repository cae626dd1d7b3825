// The reorder list as a CSV file for the supplier's order form: every part at or below its
// reorder point. Built in the browser from the list the server answers (it is short: parts to
// order, not the catalogue), with the app's one CSV writer (shared/csv.ts).

import { CSV_BOM, csvRecord } from "@shared/csv";
import type { Part } from "@shared/records";
import { centsText, toCents } from "@shared/work-orders/money";
import { translate } from "../../lib/i18n";
import { amountText } from "./part-values";

/** The columns' headings, in the language spoken now. */
const HEADER = ["number", "name", "onHand", "reorderPoint", "unit", "unitCost", "supplier", "location", "barcode"] as const;

export function reorderCsv(parts: readonly Part[]): string {
  const lines = parts.map((p) =>
    csvRecord([p.number, p.name, amountText(p.on_hand), amountText(p.reorder_point), p.unit, centsText(toCents(p.unit_cost)), p.supplier, p.location, p.barcode]),
  );
  return CSV_BOM + csvRecord(HEADER.map((column) => translate("parts", `csv.${column}`))) + lines.join("");
}

/** Saves the text as a file named `name`. */
export function saveTextFile(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
