// A technician's own jobs kept on the device before they are opened (docs/product.md "Phone and
// offline": offline a technician keeps working on the work orders already on their device). The
// API client keeps a copy of each read a job's page makes once the page has made it; a job listed
// on My work but never opened would not open in the car park. So My work, once the server has
// answered, makes the same reads for each of the technician's own jobs, one job at a time,
// without the loading bar, and again for a job after ten minutes at the earliest.

import { pb } from "../../lib/api-client";
import { connection } from "../../lib/connection";
import { onSessionEnded } from "../../lib/session";
import { readWorkOrderHistory } from "../history";
import { readJobTime } from "../time";
import { readColleagues, readWorkOrderAndItems } from "../work-orders";

/** A job's copies are made again after this long at the earliest (opening it refreshes them too). */
const KEEP_AGAIN_AFTER_MS = 10 * 60 * 1000;

/** When each job was last read ahead, by whom: "employee job". */
const keptAt = new Map<string, number>();
// Signing out drops the device's copies: whoever signs in next has nothing kept yet.
onSessionEnded(() => keptAt.clear());

function keepJob(id: string): Promise<unknown> {
  return Promise.all([
    readWorkOrderAndItems(id),
    readJobTime(id),
    readWorkOrderHistory(id),
  ]);
}

/** Offline the reads would be answered from the copies themselves: nothing to keep then. */
function online(): boolean {
  return connection.getState() === "online" && navigator.onLine;
}

/**
 * Reads what the pages of the jobs `ids` show, so that the device keeps it; the jobs kept less
 * than ten minutes ago are left alone. Failures are left to the page, which reads again when it
 * opens: a job whose reads failed is tried again next time.
 */
export async function keepJobsOnDevice(ids: readonly string[], now = Date.now()): Promise<void> {
  const employee = pb.authStore.record?.id ?? "";
  if (employee === "" || !online()) return;
  const due = ids.map((id) => ({ id, key: `${employee} ${id}` })).filter(({ key }) => now - (keptAt.get(key) ?? -Infinity) >= KEEP_AGAIN_AFTER_MS);
  if (due.length === 0) return;
  for (const { key } of due) keptAt.set(key, now);
  // The names of "Assigned to" and of who changed the job: one read for all of them.
  await pb.quietly(() => readColleagues(null)).catch(() => undefined);
  for (const { id, key } of due) {
    // The network went meanwhile: the rest wait for the next time.
    if (!online()) {
      keptAt.delete(key);
      continue;
    }
    try {
      await pb.quietly(() => keepJob(id));
    } catch {
      keptAt.delete(key);
    }
  }
}
