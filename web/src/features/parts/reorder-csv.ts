// The reorder list as a CSV file for the supplier's order form: every part at or below its
// reorder point. Built in the browser from the list the server answers (it is short: parts to
// order, not the catalogue), with the app's one CSV writer (shared/csv.ts).

import { CSV_BOM, csvRecord } from "@shared/csv";
import type { Part } from "@shared/records";
import { centsText, toCents } from "@shared/work-orders/money";
import { amountText } from "./part-values";

const HEADER = ["Number", "Name", "On hand", "Reorder point", "Unit", "Unit cost", "Supplier", "Location", "Barcode"];

export function reorderCsv(parts: readonly Part[]): string {
  const lines = parts.map((p) =>
    csvRecord([p.number, p.name, amountText(p.on_hand), amountText(p.reorder_point), p.unit, centsText(toCents(p.unit_cost)), p.supplier, p.location, p.barcode]),
  );
  return CSV_BOM + csvRecord(HEADER) + lines.join("");
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
