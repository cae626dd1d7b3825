// The work order samples of `make bench` (issue 13): made once through the product's API in the
// demo data dir before it is copied, so every server sees the same records. A work order with
// 30 items (the work order page), one in progress whose status the status scenario moves back
// and forth (each move changes its vehicle's status, every "done" writes its reading and marks
// its reminder done), and a vehicle with a service history.
import type { WorkOrder } from "@shared/records";
import { repoRoot } from "../../tests/support/pocketbase";
import { join } from "node:path";
import { makeTimeline } from "./history";
import { startBenchServer } from "./servers";

export interface WorkSamples {
  /** A work order with 30 items. */
  readonly workOrderId: string;
  /** A work order in progress naming a reminder, on a vehicle of its own, for the status scenario. */
  readonly statusWorkOrderId: string;
  /** The km the status scenario starts from (above its vehicle's odometer). */
  readonly statusStartKm: number;
  /** A vehicle with done work orders, for its service history, and 1 000 changes in its timeline. */
  readonly historyVehicleId: string;
  /** A vehicle new work orders are created on. */
  readonly createVehicleId: string;
}

export const ITEMS_ON_SAMPLE = 30;

async function ok<T>(response: { status: number; text: string; json: T }, what: string): Promise<T> {
  if (response.status !== 200) throw new Error(`bench samples: ${what} failed: ${response.status} ${response.text}`);
  return response.json;
}

export async function makeWorkSamples(dataDir: string): Promise<WorkSamples> {
  const bench = await startBenchServer("product", dataDir, join(repoRoot, "pb_hooks"));
  const { server, employee } = bench;
  const token = employee.token;
  try {
    const vehicles = await ok(
      await server.request(`/api/collections/vehicles/records?filter=${encodeURIComponent('status = "available"')}&sort=plate&perPage=3&skipTotal=1`, {
        token,
      }),
      "picking vehicles",
    );
    const [first, second, third] = vehicles.items as { id: string; odometer: number }[];
    if (!first || !second || !third) throw new Error("bench samples: fewer than 3 available vehicles");
    const history = await ok(
      await server.request(`/api/collections/work_orders/records?filter=${encodeURIComponent('status = "done"')}&sort=-number&perPage=1&skipTotal=1`, {
        token,
      }),
      "picking a history",
    );
    const historyVehicleId = (history.items[0] as WorkOrder | undefined)?.vehicle;
    if (!historyVehicleId) throw new Error("bench samples: no done work order in the demo data");

    const create = (vehicle: string, title: string) =>
      server.request<WorkOrder>("/api/collections/work_orders/records", { method: "POST", token, body: { vehicle, title } });
    const page = await ok(await create(first.id, "Bench: work order with 30 items"), "creating the 30-item work order");
    for (let i = 0; i < ITEMS_ON_SAMPLE; i += 1) {
      await ok(
        await server.request("/api/collections/work_order_items/records", {
          method: "POST",
          token,
          body: { work_order: page.id, kind: ["task", "part", "labour"][i % 3], description: `Line ${i + 1}`, quantity: 1 + (i % 4) * 0.25, unit_cost: 10 + i },
        }),
        "adding an item",
      );
    }
    await makeTimeline(server, token, historyVehicleId);
    const moving = await ok(await create(second.id, "Bench: status changes"), "creating the status work order");
    const reminder = await ok(
      await server.request<{ id: string }>("/api/collections/reminders/records", {
        method: "POST",
        token,
        body: { vehicle: second.id, title: "Bench: service", every_months: 12, every_km: 15_000 },
      }),
      "adding the status work order's reminder",
    );
    await ok(
      await server.request(`/api/collections/work_orders/records/${moving.id}`, {
        method: "PATCH",
        token,
        body: { status: "in_progress", reminders: [reminder.id] },
      }),
      "starting the status work order",
    );
    return {
      workOrderId: page.id,
      statusWorkOrderId: moving.id,
      statusStartKm: second.odometer + 1,
      historyVehicleId,
      createVehicleId: third.id,
    };
  } finally {
    await server.stop();
  }
}
