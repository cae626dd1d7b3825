// A technician's own jobs kept on the device before they are opened (docs/product.md "Phone,
// tablet and no network": offline a technician keeps working on the work orders already on their
// device). The API client keeps a copy of each read a job's page makes once the page has made
// it; a job listed on My work but never opened would not open in the car park. So My work, once
// the server has answered, makes the same reads for each of the technician's own jobs, one job
// at a time, without the loading bar, and again for a job after ten minutes at the earliest.

import { pb } from "../../lib/api-client";
import { connection } from "../../lib/connection";
import { readJobTime } from "../time";
import { readColleagues } from "./use-employee-options";
import { readWorkOrderItems } from "./use-work-order-items";
import { WORK_ORDER_PAGE_QUERY, workOrderRecords } from "./work-order-values";

/** A job's copies are made again after this long at the earliest (opening it refreshes them too). */
const KEEP_AGAIN_AFTER_MS = 10 * 60 * 1000;

const keptAt = new Map<string, number>();

function keepJob(id: string): Promise<unknown> {
  return Promise.all([
    workOrderRecords().getOne(id, { ...WORK_ORDER_PAGE_QUERY, requestKey: null }),
    readWorkOrderItems(id, null),
    readJobTime(id),
  ]);
}

/**
 * Reads what the pages of the jobs `ids` show, so that the device keeps it; the jobs kept less
 * than ten minutes ago are left alone. Failures are left to the page, which reads again when it
 * opens: a job whose reads failed is tried again next time.
 */
export async function keepJobsOnDevice(ids: readonly string[], now = Date.now()): Promise<void> {
  // Offline the reads would answer from the copies themselves: nothing to keep.
  if (connection.getState() !== "online" || !navigator.onLine) return;
  const due = ids.filter((id) => now - (keptAt.get(id) ?? -Infinity) >= KEEP_AGAIN_AFTER_MS);
  if (due.length === 0) return;
  for (const id of due) keptAt.set(id, now);
  // The names of "Assigned to" and of who changed the job: one read for all of them.
  await pb.quietly(() => readColleagues(null)).catch(() => undefined);
  for (const id of due) {
    try {
      await pb.quietly(() => keepJob(id));
    } catch {
      keptAt.delete(id);
    }
  }
}
