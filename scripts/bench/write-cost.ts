// A quick look at what one write costs, product against bare PocketBase on the same data
// (`npx tsx --tsconfig tests/tsconfig.json scripts/bench/write-cost.ts [N]`): p50 of N sequential
// vehicle creates and updates, a work order done with a reading and a reminder, and an update
// under contention (two writers on one record). For profiling while changing the save path; the
// budgets are recorded by `make bench` (main.ts).
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createEmployee, startServer, type TestServer } from "../../tests/support/pocketbase";
import { createCategory, createVehicle, VEHICLE_RECORDS } from "../../tests/support/records";
import { createWorkOrder, patchWorkOrder } from "../../tests/support/work-orders";
import { median } from "./report";

const N = Number(process.argv[2] ?? 100);

async function timed(action: () => Promise<{ status: number; text: string }>): Promise<number> {
  const started = performance.now();
  const response = await action();
  const took = performance.now() - started;
  if (response.status !== 200) throw new Error(`${response.status} ${response.text}`);
  return took;
}

async function p50(count: number, action: (i: number) => Promise<{ status: number; text: string }>): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) samples.push(await timed(() => action(i)));
  return median(samples);
}

async function vehicleWrites(server: TestServer, token: string, category: string, tag: string) {
  const create = await p50(N, (i) =>
    server.request(VEHICLE_RECORDS, { method: "POST", token, body: { plate: `${tag} ${i}`, plate_key: `${tag}${i}`, make: "Ford", model: "Transit", category, status: "available" } }),
  );
  const car = await createVehicle(server, category, token, { status: "available" });
  const update = await p50(N, (i) => server.request(`${VEHICLE_RECORDS}/${car.id}`, { method: "PATCH", token, body: { color: `Colour ${i}` } }));
  // Two writers on one record: each sample is the slower of two updates sent at once.
  const contended = await p50(N, async (i) => {
    const [a, b] = await Promise.all([
      server.request(`${VEHICLE_RECORDS}/${car.id}`, { method: "PATCH", token, body: { notes: `Note ${i}` } }),
      server.request(`${VEHICLE_RECORDS}/${car.id}`, { method: "PATCH", token, body: { color: `Paint ${i}` } }),
    ]);
    return a.status !== 200 ? a : b;
  });
  return { create, update, contended };
}

async function main(): Promise<void> {
  const product = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" }, rateLimits: false });
  const emptyHooks = await mkdtemp(join(tmpdir(), "workshop-bare-hooks-"));
  let bare: TestServer | null = null;
  try {
    const manager = await createEmployee(product, { name: "Bench Manager" });
    const category = (await createCategory(product, manager.token)).id;
    const planned = (await createCategory(product, manager.token, { service_plan: [{ title: "Oil", every_months: 12, every_km: 15000 }] })).id;

    const doneSamples: number[] = [];
    for (let i = 0; i < Math.max(10, Math.floor(N / 5)); i += 1) {
      const car = await createVehicle(product, planned, manager.token, { odometer: 1000 });
      const filter = encodeURIComponent(`vehicle="${car.id}"`);
      const reminder = (await product.request(`/api/collections/reminders/records?filter=${filter}`, { token: manager.token })).json.items[0];
      const order = await createWorkOrder(product, manager.token, car.id, { status: "in_progress", reminders: [reminder.id] });
      doneSamples.push(await timed(() => patchWorkOrder(product, manager.token, order.id, { status: "done", odometer: 2000 })));
    }
    const done = median(doneSamples);
    const productWrites = await vehicleWrites(product, manager.token, category, "P");

    const dataDir = await mkdtemp(join(tmpdir(), "workshop-bare-data-"));
    await product.stop();
    await cp(product.dataDir, dataDir, { recursive: true });
    bare = await startServer({ dataDir, hooksDir: emptyHooks, rateLimits: false });
    const bareWrites = await vehicleWrites(bare, bare.superuserToken, category, "B");
    const row = (name: string, p: number, b: number) => console.log(`${name.padEnd(34)} product ${p.toFixed(2)} ms  bare ${b.toFixed(2)} ms  ×${(p / b).toFixed(2)}`);
    row("vehicle create p50", productWrites.create, bareWrites.create);
    row("vehicle update p50", productWrites.update, bareWrites.update);
    row("update, two writers p50", productWrites.contended, bareWrites.contended);
    console.log(`work order done (reading, reminder) p50 ${done.toFixed(2)} ms (request and answer, c=1)`);
  } finally {
    await bare?.dispose();
    await product.dispose();
    await rm(emptyHooks, { recursive: true, force: true });
  }
}

await main();
