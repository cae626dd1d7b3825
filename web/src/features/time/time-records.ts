// Clocking on and off (docs/product.md "Time on jobs") through the app's outbox
// (web/src/lib/offline/outbox.ts), like every change a technician makes at the car: online it is
// a request as before (the server's error for the screen); offline the press waits on the
// phone, shows as made (marked), and is sent when the network is back. Each press carries the
// moment it was made (`started`, `ended`), so a clock kept on the phone runs from the press, not
// from its arrival; the server sets who and the minutes, and its rules still decide (one running
// clock per person: clocking on elsewhere stops the other at the new start).

import { pocketBaseDate } from "@shared/dates";
import { COLLECTIONS, type TimeEntry, type WorkOrder } from "@shared/records";
import { formatWorkOrderNumber } from "@shared/work-orders/number";
import { pb } from "../../lib/api-client";
import { translate } from "../../lib/i18n";
import { newRecordId, submitChange } from "../../lib/offline/changes";
import { localRecord, scopeOf } from "../../lib/offline/pending";
import type { Change } from "../../lib/offline/outbox";

export const timeEntryRecords = () => pb.collection(COLLECTIONS.timeEntries);

/** Starts the signed-in employee's clock on `workOrder` (stopping one running elsewhere). */
export async function clockOn(workOrder: Pick<WorkOrder, "id" | "number">): Promise<void> {
  await submitChange({
    collection: COLLECTIONS.timeEntries,
    action: "create",
    recordId: newRecordId(),
    body: { work_order: workOrder.id, started: pocketBaseDate(new Date()) },
    label: translate("time", "clock.onChange", { number: formatWorkOrderNumber(workOrder.number) }),
    scope: scopeOf(COLLECTIONS.workOrders, workOrder.id),
    shows: { number: workOrder.number },
  });
}

/** Stops `entry` now. */
export async function clockOff(entry: Pick<TimeEntry, "id" | "work_order" | "expand">): Promise<void> {
  await submitChange({
    collection: COLLECTIONS.timeEntries,
    action: "update",
    recordId: entry.id,
    body: { ended: pocketBaseDate(new Date()) },
    label: translate("time", "clock.offChange", { number: formatWorkOrderNumber(entry.expand?.work_order?.number ?? 0) }),
    scope: scopeOf(COLLECTIONS.workOrders, entry.work_order),
  });
}

/** A clock-on waiting on the device, as the running entry it will be. */
export function localEntry(change: Change): TimeEntry {
  const number = Number(change.shows?.number ?? 0);
  return {
    work_order: "",
    employee: change.employee,
    started: change.madeAt,
    ended: "",
    minutes: 0,
    note: "",
    ...localRecord(change),
    collectionName: "time_entries",
    expand: { work_order: { number } as WorkOrder },
  } as TimeEntry;
}
