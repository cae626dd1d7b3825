// What other saves do to defects (docs/product.md "Inspections and defects"), as steps of those
// saves (server/lib/records/steps.ts), each doing what the defect's own lifecycle would:
// - an inspection that becomes done opens one defect for each failed line;
// - a work order that becomes done fixes the defects scheduled on it; reopened, they are
//   scheduled again (its work is not finished); cancelled, they return to open, off it.
// The caller settles the vehicle's status afterwards (vehicles/steps.ts): a critical defect
// opened, fixed or reopened moves it.

import { defectFromLine } from "@shared/inspection-lines";
import { COLLECTIONS } from "@shared/records";
import type { NumberedLine } from "@shared/validation";
import { saveStep } from "../records/steps";
import { defectsOfWorkOrder } from "./rows";

export interface InspectionOfDefects {
  readonly id: string;
  readonly vehicle: string;
  readonly reportedBy: string;
}

/** One open defect for each failed line of a finished inspection (given with the others or alone). */
export function openDefectsOfInspection(app: core.App, inspection: InspectionOfDefects, lines: readonly NumberedLine[]): void {
  const collection = app.findCachedCollectionByNameOrId(COLLECTIONS.defects);
  for (const { index, line } of lines) {
    if (line.result !== "fail") continue;
    const { title, note, severity } = defectFromLine(line);
    const defect = new Record(collection);
    defect.load({
      vehicle: inspection.vehicle,
      inspection: inspection.id,
      inspection_item: index,
      title,
      note,
      severity,
      status: "open",
      work_order: "",
      dismiss_note: "",
      reported_by: inspection.reportedBy,
      fixed_at: "",
      dismissed_by: "",
      dismissed_at: "",
    });
    saveStep(app, defect);
  }
}

/** What a work order's status change does to its defects; `at` is when (its completion). */
export function followWorkOrder(app: core.App, workOrderId: string, from: string, to: string, at: string): void {
  if (from === to) return;
  const change =
    to === "done"
      ? { from: "scheduled", status: "fixed", fixedAt: at, keepWorkOrder: true }
      : from === "done"
        ? { from: "fixed", status: "scheduled", fixedAt: "", keepWorkOrder: true }
        : to === "cancelled"
          ? { from: "scheduled", status: "open", fixedAt: "", keepWorkOrder: false }
          : null;
  if (change === null) return;
  for (const id of defectsOfWorkOrder(app, workOrderId, change.from)) {
    const defect = app.findRecordById(COLLECTIONS.defects, id);
    defect.set("status", change.status);
    defect.set("fixed_at", change.fixedAt);
    if (!change.keepWorkOrder) defect.set("work_order", "");
    saveStep(app, defect);
  }
}
