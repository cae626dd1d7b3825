// What the screens show of clock presses and photos waiting on the device
// (web/src/features/time/use-running-clock.ts, web/src/features/photos/use-photo-upload.ts,
// web/src/lib/offline/pending.ts). The real thing in Chromium: tests/browser/offline-clock-photos.test.ts.
import { describe, expect, it } from "vitest";
import type { TimeEntry, WorkOrder } from "@shared/records";
import type { Change } from "../../web/src/lib/offline/outbox";
import { withPendingRecord } from "../../web/src/lib/offline/pending";
import { pendingPhotos } from "../../web/src/features/photos/use-photo-upload";
import { runningWithPending } from "../../web/src/features/time/use-running-clock";

let seq = 0;
function change(fields: Partial<Change> & Pick<Change, "collection" | "action" | "recordId" | "body">): Change {
  seq += 1;
  return { label: "", scope: "", seq, employee: "tech", madeAt: `2026-11-26 08:0${seq % 10}:00.000Z`, state: "waiting", refusal: null, attempts: 0, ...fields };
}
const clockOn = (workOrder: string, number: number, recordId = `entry${seq}`) =>
  change({ collection: "time_entries", action: "create", recordId, body: { work_order: workOrder, started: "2026-11-26 08:00:00.000Z" }, shows: { number } });
const clockOff = (recordId: string) => change({ collection: "time_entries", action: "update", recordId, body: { ended: "2026-11-26 09:00:00.000Z" } });

const serverEntry = { id: "served00000001", work_order: "wo1", employee: "tech", started: "2026-11-26 07:00:00.000Z", ended: "", minutes: 0, note: "" } as TimeEntry;

describe("the running clock with presses waiting on the device", () => {
  it("is the server's when nothing waits", () => {
    expect(runningWithPending(serverEntry, [])).toBe(serverEntry);
    expect(runningWithPending(null, [])).toBeNull();
  });

  it("runs on the job clocked on last, from the press, marked, with the job's number", () => {
    const entry = runningWithPending(serverEntry, [clockOn("wo2", 12, "local000000002")]);
    expect(entry).toMatchObject({ id: "local000000002", work_order: "wo2", started: "2026-11-26 08:00:00.000Z", ended: "", pending: true });
    expect(entry?.expand?.work_order?.number).toBe(12);
  });

  it("stops with a waiting clock-off, of the server's entry or of one pressed on the device", () => {
    expect(runningWithPending(serverEntry, [clockOff(serverEntry.id)])).toBeNull();
    expect(runningWithPending(null, [clockOn("wo2", 12, "local000000003"), clockOff("local000000003")])).toBeNull();
  });

  it("leaves out refused presses: the screen shows what the server has", () => {
    expect(runningWithPending(serverEntry, [{ ...clockOn("wo2", 12), state: "refused" }])).toBe(serverEntry);
  });

  // Between a press's arrival and the next read of the list, the list still holds the clock as it
  // was: the top bar flipped back to the job left behind, and a tap on it opened that job.
  it("keeps a press that arrived after the list was read, unmarked, until a read that began after it", () => {
    const arrived = clockOn("wo2", 12, "sent0000000004");
    const entry = runningWithPending(serverEntry, [], [arrived]);
    expect(entry).toMatchObject({ id: "sent0000000004", work_order: "wo2", ended: "" });
    expect(entry?.pending).toBeUndefined();
    expect(entry?.expand?.work_order?.number).toBe(12);
    expect(runningWithPending(serverEntry, [], [clockOff(serverEntry.id)])).toBeNull();
    // Still marked while a press of its own waits.
    expect(runningWithPending(serverEntry, [clockOff("sent0000000005")], [clockOn("wo2", 12, "sent0000000005"), clockOn("wo3", 13, "sent0000000006")])?.pending).toBeUndefined();
    expect(runningWithPending(serverEntry, [clockOn("wo4", 14, "local000000007")], [arrived])).toMatchObject({ id: "local000000007", pending: true });
  });
});

describe("photos waiting on the device", () => {
  const photo = new Blob(["x"], { type: "image/png" });
  const addPhoto = (recordId: string, state: Change["state"] = "waiting") =>
    change({ collection: "work_orders", action: "update", recordId, body: { "photos+": [photo] }, state });

  it("are those of this record still waiting, in order", () => {
    const changes = [addPhoto("wo1"), addPhoto("wo2"), addPhoto("wo1", "refused"), addPhoto("wo1")];
    expect(pendingPhotos(changes, "work_orders", "wo1").map((p) => p.seq)).toEqual([changes[0]!.seq, changes[3]!.seq]);
    expect(pendingPhotos(changes, "work_orders", "wo1")[0]!.file).toBe(photo);
  });

  it("do not mark the record itself as changed", () => {
    const workOrder = { id: "wo1", status: "open" } as WorkOrder;
    expect(withPendingRecord(workOrder, [addPhoto("wo1")], "work_orders")).toBe(workOrder);
    const moved = withPendingRecord(workOrder, [addPhoto("wo1"), change({ collection: "work_orders", action: "update", recordId: "wo1", body: { status: "in_progress" } })], "work_orders");
    expect(moved).toEqual({ id: "wo1", status: "in_progress", pending: true });
  });
});
