// The dashboard's fleet availability over 30 days (docs/product.md "Time on jobs") from the kept
// sums by status and day (migration 1796200410) equals, to the millisecond, each period's overlap
// with the window summed: after a varied history of status changes (periods that straddle the
// window's start, end on its first day before it begins, begin on it after, last no time at all,
// begin in the future) by staff, by work, by direct repairs of the periods, and a vehicle deleted.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TIME_FIGURES_PATH } from "@shared/time/figures";
import { createEmployee, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle, VEHICLE_RECORDS } from "../support/records";
import { availabilityOf, keptAndFreshSums, retimePeriods, storedPeriods } from "../support/status-periods";
import { createWorkOrder, moveWorkOrder } from "../support/work-orders";

const DAY = 86_400_000;
const HOUR = 3_600_000;

let server: TestServer;
let manager: Employee;
let categoryId: string;

beforeAll(async () => {
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" }, rateLimits: false });
  manager = await createEmployee(server, { name: "Mia Manager", role: "manager" });
  categoryId = (await createCategory(server)).id;
});

afterAll(async () => {
  await server?.dispose();
});

async function setStatus(vehicle: string, status: string): Promise<void> {
  const response = await server.request(`${VEHICLE_RECORDS}/${vehicle}`, { method: "PATCH", token: manager.token, body: { status } });
  expect(response.status, response.text).toBe(200);
}

/** A vehicle with the statuses after `available` set by staff, one after the other. */
async function vehicleThrough(...statuses: string[]): Promise<string> {
  const vehicle = (await createVehicle(server, categoryId, manager.token)).id;
  for (const status of statuses) await setStatus(vehicle, status);
  return vehicle;
}

function retime(vehicle: string, moments: readonly number[]): Promise<void> {
  return retimePeriods(server.dataDir, vehicle, moments);
}

describe("the fleet's availability over 30 days", () => {
  it("is each period's overlap with the window, summed, to the millisecond", async () => {
    const now = Date.now();
    const since = now - 30 * DAY;

    // Out of service for a while long ago, back before the window, out again: closed across its start.
    const straddling = await vehicleThrough("out_of_service", "available");
    await retime(straddling, [since - 60 * DAY, since - 10 * DAY, since + 2 * HOUR]);
    // Out of service from an hour before the window's start, still.
    const parked = await vehicleThrough("out_of_service");
    await retime(parked, [since - 40 * DAY, since - HOUR]);
    // Retired a minute into the window (retired time counts in neither sum).
    const retired = await vehicleThrough("retired");
    await retime(retired, [since - 100 * DAY, since + 60_000]);
    // Into the workshop by its work and out again in the same millisecond, then available.
    const worked = (await createVehicle(server, categoryId, manager.token)).id;
    const order = await createWorkOrder(server, manager.token, worked);
    await moveWorkOrder(server, manager.token, order.id, { status: "in_progress" }, { status: "done", odometer: 100 });
    await retime(worked, [since + 3 * DAY, since + 5 * DAY, since + 5 * DAY]);
    // Made a minute ahead (a clock set back), then out of service: both periods after the window
    // ends (now), on its last day; and one made a day ahead.
    const early = await vehicleThrough();
    await retime(early, [now + 60_000]);
    await retime(await vehicleThrough(), [now + DAY]);
    // Out of service through the middle of the window, then deleted with its periods.
    const deleted = await vehicleThrough("out_of_service");
    await retime(deleted, [since - 20 * DAY, since + 10 * DAY]);
    // And today's changes, by staff, on periods that began in the past and now.
    await setStatus(straddling, "out_of_service");
    await setStatus(early, "out_of_service");
    const today = await vehicleThrough("out_of_service", "available", "out_of_service");
    const removed = await server.request(`${VEHICLE_RECORDS}/${deleted}`, { method: "DELETE", token: manager.token });
    expect(removed.status, removed.text).toBe(204);

    const figures = await server.request(TIME_FIGURES_PATH, { token: manager.token });
    expect(figures.status, figures.text).toBe(200);
    const windowStart = Date.parse(figures.json.availability.since.replace(" ", "T"));
    const periods = await storedPeriods(server.dataDir);
    expect(periods.some((period) => period.vehicle === deleted)).toBe(false);
    expect(periods.filter((period) => period.vehicle === today)).toHaveLength(4);
    const expected = availabilityOf(periods, windowStart, windowStart + 30 * DAY);
    expect(expected).not.toBeNull();
    expect(figures.json.availability.share).toBe(expected);
    // The sums kept by day are those the periods give, after inserts, updates and deletes.
    const { kept, fresh } = await keptAndFreshSums(server.dataDir);
    expect(kept).toEqual(fresh);
    expect(kept.length).toBeGreaterThan(5);
  });
});
