// What people do with defects (docs/product.md "Inspections and defects"): schedule open ones of
// one vehicle on a new work order or an existing one, fix one on the spot, dismiss one with a
// note (a manager), report one. The server does the rest in each change's transaction: the
// defect becomes scheduled and its work order gains a task line; the vehicle's status follows.

import { COLLECTIONS, type Defect, type DefectSeverity, type WorkOrder } from "@shared/records";
import { WORK_ORDER_TITLE_MAX_LENGTH } from "@shared/validation";
import { translate } from "../../lib/i18n";
import { deviceId, send } from "./writes";

/** A new work order's title for the defects it fixes: the one title, or how many and which. */
export function workOrderTitle(defects: readonly Pick<Defect, "title">[]): string {
  if (defects.length === 1) return defects[0]!.title;
  const text = translate("inspections", "defect.workOrderTitle", { n: defects.length, titles: defects.map((defect) => defect.title).join(", ") });
  return text.length <= WORK_ORDER_TITLE_MAX_LENGTH ? text : `${text.slice(0, WORK_ORDER_TITLE_MAX_LENGTH - 1)}…`;
}

/** A critical defect makes the work urgent, a major one high. */
export function priorityFor(defects: readonly Pick<Defect, "severity">[]): "urgent" | "high" | "normal" {
  const severities = new Set<DefectSeverity>(defects.map((defect) => defect.severity));
  return severities.has("critical") ? "urgent" : severities.has("major") ? "high" : "normal";
}

/** Schedules each defect on the work order, in turn. */
export async function scheduleOn(defects: readonly Defect[], workOrderId: string): Promise<void> {
  for (const defect of defects) {
    await send({ collection: COLLECTIONS.defects, id: defect.id, action: "update", body: { work_order: workOrderId }, label: translate("inspections", "defect.scheduleChange", { title: defect.title }) });
  }
}

/** "Create work order": one work order for the defects (all of one vehicle), each scheduled on it. Gives its id. */
export async function createWorkOrderFor(defects: readonly Defect[]): Promise<string> {
  const id = deviceId();
  const description = defects.map((defect) => `- ${defect.title}${defect.note ? `: ${defect.note.split("\n")[0]}` : ""}`).join("\n");
  await send<WorkOrder>({
    collection: COLLECTIONS.workOrders,
    id,
    action: "create",
    body: { vehicle: defects[0]!.vehicle, title: workOrderTitle(defects), description, priority: priorityFor(defects) },
    label: translate("inspections", "defect.createChange"),
  });
  await scheduleOn(defects, id);
  return id;
}

export function markFixed(defect: Defect): Promise<Defect | null> {
  return send<Defect>({ collection: COLLECTIONS.defects, id: defect.id, action: "update", body: { status: "fixed" }, label: translate("inspections", "defect.fixedChange", { title: defect.title }) });
}

export function dismiss(defect: Defect, note: string): Promise<Defect | null> {
  return send<Defect>({
    collection: COLLECTIONS.defects,
    id: defect.id,
    action: "update",
    body: { status: "dismissed", dismiss_note: note },
    label: translate("inspections", "defect.dismissChange", { title: defect.title }),
  });
}
