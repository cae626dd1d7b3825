// The demo's work (server/lib/demo/work.ts): believable histories that the API would accept —
// done work orders with rising odometers, lines whose total is exact, readings that make each
// vehicle's odometer its highest reading, and work under way exactly for vehicles in the workshop.
import { describe, expect, it } from "vitest";
import { checkWorkOrder, checkWorkOrderItem } from "@shared/validation";
import { itemCents, sumCents, toCents } from "@shared/work-orders/money";
import { createVehicleGenerator, demoCategories, type DemoOptions, type VehicleRow } from "../../server/lib/demo/generate";
import { childId, createWorkGenerator, MAX_DONE_PER_VEHICLE, type VehicleWork } from "../../server/lib/demo/work";

const NOW = new Date("2026-11-22T00:00:00Z");
const options: DemoOptions = { vehicles: 3000, categories: 12, seed: 5, now: NOW, employees: ["aaaaaaaaaaaaaaa", "bbbbbbbbbbbbbbb"] };

function generate(seed = options.seed): { vehicle: VehicleRow; work: VehicleWork }[] {
  const demo = { ...options, seed };
  const vehicles = createVehicleGenerator(demo, demoCategories(demo));
  const work = createWorkGenerator(demo);
  return Array.from({ length: demo.vehicles }, () => {
    const vehicle = vehicles.next();
    return { vehicle, work: work.forVehicle(vehicle) };
  });
}

describe("demo work", () => {
  const all = generate();
  const workOrders = all.flatMap(({ work }) => work.workOrders);
  const items = all.flatMap(({ work }) => work.items);

  it("comes to about 3 work orders and 10 items a vehicle", () => {
    expect(workOrders.length / all.length).toBeGreaterThan(2.6);
    expect(workOrders.length / all.length).toBeLessThan(3.6);
    expect(items.length / all.length).toBeGreaterThan(8);
    expect(items.length / all.length).toBeLessThan(13);
  });

  it("gives each vehicle 0–6 done work orders, none before its odometer is known", () => {
    for (const { vehicle, work } of all) {
      const done = work.workOrders.filter((row) => row.status === "done");
      expect(done.length).toBeLessThanOrEqual(MAX_DONE_PER_VEHICLE);
      if (vehicle.odometer === 0) expect(done).toEqual([]);
    }
  });

  it("makes only work orders and items the shared validation accepts as they are", () => {
    for (const row of workOrders.slice(0, 3000)) {
      const check = checkWorkOrder(row);
      expect(check.ok && check.values).toEqual(expect.objectContaining({ title: row.title, status: row.status, due: row.due }));
    }
    for (const row of items.slice(0, 3000)) {
      const check = checkWorkOrderItem(row);
      expect(check.ok && check.values).toEqual(expect.objectContaining({ quantity: row.quantity, unit_cost: row.unit_cost }));
    }
  });

  it("totals each work order exactly from its lines", () => {
    const byOrder = new Map<string, number[]>();
    for (const item of items) byOrder.set(item.work_order, [...(byOrder.get(item.work_order) ?? []), itemCents(item)]);
    for (const row of workOrders) expect(toCents(row.total_cost)).toBe(sumCents(byOrder.get(row.id) ?? []));
  });

  it("has odometers that rise with time and end at the vehicle's, as its highest reading", () => {
    for (const { vehicle, work } of all) {
      const done = work.workOrders.filter((row) => row.status === "done");
      for (let i = 1; i < done.length; i += 1) expect(done[i]!.odometer).toBeGreaterThanOrEqual(done[i - 1]!.odometer);
      for (const row of done) {
        expect(row.odometer).toBeGreaterThan(0);
        expect(row.completed >= row.started && row.started >= row.created).toBe(true);
        expect(row.completed < "2026-11-22").toBe(true);
      }
      const highest = Math.max(0, ...work.readings.map((reading) => reading.km));
      expect(highest).toBe(vehicle.odometer);
      expect(work.readings.filter((reading) => reading.source === "work_order").map((reading) => reading.work_order)).toEqual(done.map((row) => row.id));
    }
  });

  it("puts work under way on vehicles in the workshop only, and a few percent open", () => {
    for (const { vehicle, work } of all) {
      const active = work.workOrders.filter((row) => row.status === "in_progress" || row.status === "waiting_parts");
      if (vehicle.status !== "in_service") expect(active).toEqual([]);
      for (const row of active) expect(row.started).not.toBe("");
    }
    const share = (status: string) => workOrders.filter((row) => row.status === status).length / workOrders.length;
    expect(share("open")).toBeGreaterThan(0.003);
    expect(share("in_progress") + share("waiting_parts")).toBeGreaterThan(0.02);
    expect(share("in_progress") + share("waiting_parts") + share("open")).toBeLessThan(0.1);
  });

  it("has unique ids of PocketBase's shape", () => {
    for (const rows of [workOrders, items, all.flatMap(({ work }) => work.readings)]) {
      expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
      for (const row of rows.slice(0, 500)) expect(row.id).toMatch(/^[a-z0-9]{15}$/);
    }
    expect(childId("abcdefghijklmno", 35)).toBe("abcdefghijkl00z");
  });

  it("is the same for the same seed", () => {
    expect(generate().slice(0, 200)).toEqual(all.slice(0, 200));
  });
});
