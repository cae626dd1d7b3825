// My work's order and next steps (web/src/features/my-work/my-work-order.ts, docs/product.md
// "Phone and offline"): in progress first, then one's own open jobs, then open ones nobody took, each by
// priority and due date; a job finished on this device but not yet sent stays in view.
import { describe, expect, it } from "vitest";
import { groupMyWork, nextStep, type MyJob } from "../../web/src/features/my-work/my-work-order";

const ME = "me0000000000001";
let counter = 0;
function job(fields: Partial<MyJob>): MyJob {
  counter += 1;
  return { id: `job${counter}`, number: counter, status: "open", priority: "normal", assignee: ME, due: "", title: `Job ${counter}`, vehicle_plate: "AB 1", odometer: 0, ...fields };
}

describe("groupMyWork", () => {
  it("puts in-progress jobs first, then own open ones, then unassigned open ones, each most urgent first", () => {
    const waiting = job({ status: "waiting_parts", priority: "urgent", title: "waiting" });
    const working = job({ status: "in_progress", title: "working" });
    const lowSoon = job({ priority: "low", due: "2026-11-26", title: "low soon" });
    const urgentLate = job({ priority: "urgent", due: "2026-12-20", title: "urgent late" });
    const urgentSoon = job({ priority: "urgent", due: "2026-11-30", title: "urgent soon" });
    const urgentNoDue = job({ priority: "urgent", title: "urgent no due" });
    const free = job({ assignee: "", priority: "high", title: "free high" });
    const freeLow = job({ assignee: "", priority: "low", title: "free low" });
    const someoneElses = job({ assignee: "other000000001", title: "not mine" });
    const freeStarted = job({ assignee: "", status: "in_progress", title: "free but started" });
    const groups = groupMyWork([freeLow, lowSoon, urgentNoDue, someoneElses, waiting, urgentLate, free, working, urgentSoon, freeStarted], ME);
    expect(groups.inProgress.map((j) => j.title)).toEqual(["working", "waiting"]);
    expect(groups.mine.map((j) => j.title)).toEqual(["urgent soon", "urgent late", "urgent no due", "low soon"]);
    expect(groups.unassigned.map((j) => j.title)).toEqual(["free high", "free low"]);
  });

  it("keeps a job finished on this device in view until the server has it", () => {
    const sent = job({ status: "done", title: "done and sent" });
    const waiting = { ...job({ status: "done", title: "done, waiting" }), pending: true as const };
    expect(groupMyWork([sent, waiting], ME).inProgress.map((j) => j.title)).toEqual(["done, waiting"]);
  });
});

describe("nextStep", () => {
  it.each([
    [{ status: "open", assignee: ME }, { label: "Start", to: "in_progress", take: false }],
    [{ status: "open", assignee: "" }, { label: "Take and start", to: "in_progress", take: true }],
    [{ status: "in_progress", assignee: ME }, { label: "Done", to: "done", take: false }],
    [{ status: "waiting_parts", assignee: ME }, { label: "Resume", to: "in_progress", take: false }],
    [{ status: "done", assignee: ME }, null],
    [{ status: "cancelled", assignee: ME }, null],
  ] as const)("%o → %o", (jobFields, expected) => {
    expect(nextStep(jobFields)).toEqual(expected);
  });
});
