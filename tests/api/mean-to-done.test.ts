// The dashboard's mean time from start to done over 90 days (docs/product.md "Time on jobs") from
// the sums kept by day of completion (migration 1796200420) equals the mean over every work order
// done in the window, after a varied history: done, reopened, done again, cancelled, deleted,
// dates repaired in SQL, completions on the window's first day before and after it begins, older
// than the window and in the future.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pocketBaseDate } from "@shared/dates";
import { TIME_FIGURES_PATH } from "@shared/time/figures";
import { createEmployee, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle } from "../support/records";
import { exactMeanToDoneOf, keptAndFreshDoneDays, meanToDoneOf, redateWorkOrder } from "../support/done-days";
import { createWorkOrder, moveWorkOrder, WORK_ORDER_RECORDS } from "../support/work-orders";

const DAY = 86_400_000;
const HOUR = 3_600_000;

let server: TestServer;
let manager: Employee;
let vehicle: string;

beforeAll(async () => {
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" }, rateLimits: false });
  manager = await createEmployee(server, { name: "Mia Manager", role: "manager" });
  vehicle = (await createVehicle(server, (await createCategory(server)).id, manager.token)).id;
});

afterAll(async () => {
  await server?.dispose();
});

const IN_PROGRESS = { status: "in_progress" };
const DONE = { status: "done", odometer: 100 };

/** A work order moved through the steps given (from open), its id. */
async function workOrderThrough(...steps: Record<string, unknown>[]): Promise<string> {
  const id = (await createWorkOrder(server, manager.token, vehicle)).id;
  if (steps.length > 0) await moveWorkOrder(server, manager.token, id, ...steps);
  return id;
}

/** Sets a work order's start and completion (milliseconds) in SQL, as an administrator's repair would. */
function redate(id: string, started: number, completed: number): Promise<void> {
  return redateWorkOrder(server.dataDir, id, { started: pocketBaseDate(started), completed: pocketBaseDate(completed) });
}

describe("the mean time from start to done over 90 days", () => {
  it("is the mean over every work order done in the window, with their count", async () => {
    const now = Date.now();
    const since = now - 90 * DAY;
    const sinceDayStart = Math.floor(since / DAY) * DAY;
    // Odd durations (down to the millisecond), so that no mean lies on a rounding boundary.
    const duration = (hours: number) => hours * HOUR + 1_234_567;

    // Done, dated inside the window.
    await redate(await workOrderThrough(IN_PROGRESS, DONE), since + 5 * DAY, since + 5 * DAY + duration(7));
    // Done, reopened, done again: one completion, the last.
    const twice = await workOrderThrough(IN_PROGRESS, DONE, IN_PROGRESS, DONE);
    await redate(twice, since + 10 * DAY, since + 12 * DAY + duration(1));
    // Done, then reopened and still at work: its completion left with the reopening.
    const reopened = await workOrderThrough(IN_PROGRESS, DONE);
    await redate(reopened, since + 20 * DAY, since + 20 * DAY + duration(2));
    await moveWorkOrder(server, manager.token, reopened, IN_PROGRESS);
    // Cancelled once started, and cancelled with a completion repaired in: never counted.
    await workOrderThrough(IN_PROGRESS, { status: "cancelled" });
    const cancelled = await workOrderThrough(IN_PROGRESS, { status: "cancelled" });
    await redate(cancelled, since + 30 * DAY, since + 30 * DAY + duration(3));
    // Done and deleted.
    const deleted = await workOrderThrough(IN_PROGRESS, DONE);
    await redate(deleted, since + 40 * DAY, since + 40 * DAY + duration(50));
    // Done on the window's first day: before it begins (out) and after (in).
    await redate(await workOrderThrough(IN_PROGRESS, DONE), sinceDayStart - DAY, sinceDayStart + Math.floor((since - sinceDayStart) / 2));
    await redate(await workOrderThrough(IN_PROGRESS, DONE), sinceDayStart - 2 * DAY, since + Math.min(30 * 60_000, (sinceDayStart + DAY - since) / 2));
    // Done long ago, older than the window.
    await redate(await workOrderThrough(IN_PROGRESS, DONE), since - 30 * DAY, since - 20 * DAY);
    // Its start moved later, then its completion moved out of the window and back into it.
    const moved = await workOrderThrough(IN_PROGRESS, DONE);
    await redate(moved, since + 50 * DAY, since + 60 * DAY);
    await redateWorkOrder(server.dataDir, moved, { started: pocketBaseDate(since + 59 * DAY + duration(4)) });
    await redateWorkOrder(server.dataDir, moved, { completed: pocketBaseDate(since - DAY) });
    await redateWorkOrder(server.dataDir, moved, { completed: pocketBaseDate(since + 60 * DAY + duration(0)) });
    // Done with its start wiped in SQL (not counted), and done in the future (a clock set back).
    const unstarted = await workOrderThrough(IN_PROGRESS, DONE);
    await redateWorkOrder(server.dataDir, unstarted, { started: "" });
    await redate(await workOrderThrough(IN_PROGRESS, DONE), now - HOUR, now + DAY + duration(0));
    // And one done today, by the server's own clock.
    await workOrderThrough(IN_PROGRESS, DONE);
    const removed = await server.request(`${WORK_ORDER_RECORDS}/${deleted}`, { method: "DELETE", token: manager.token });
    expect(removed.status, removed.text).toBe(204);

    const figures = await server.request(TIME_FIGURES_PATH, { token: manager.token });
    expect(figures.status, figures.text).toBe(200);
    const windowStart: string = figures.json.meanToDone.since;
    const expected = await meanToDoneOf(server.dataDir, windowStart);
    expect(expected.workOrders).toBeGreaterThanOrEqual(5);
    expect(await exactMeanToDoneOf(server.dataDir, windowStart)).toEqual(expected);
    expect({ workOrders: figures.json.meanToDone.workOrders, hours: figures.json.meanToDone.hours }).toEqual(expected);
    // The sums kept by day are those the work orders give, after inserts, updates and deletes.
    const { kept, fresh } = await keptAndFreshDoneDays(server.dataDir);
    expect(kept).toEqual(fresh);
    expect(kept.length).toBeGreaterThanOrEqual(6);
  });
});
