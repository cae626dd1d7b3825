// `make bench-photos` (issue 27's row, "bounded memory"): the server's peak memory while
// BENCH_PHOTOS (8) photos of the largest size it accepts (30 megapixels of 8-bit PNG, which
// decodes as RGBA: 120 MB, the most any accepted image may take once thumbnails are bounded) are added
// to work orders at once and then thumbnailed at once, each on its own work order as 8
// technicians would; budget ≤ 600 MB. Memory is the kernel's peak (VmHWM) of the server process,
// plus VmRSS sampled every 100 ms for the notes. Prints the table and writes
// bench-results/<date>-<commit>-photos.md.
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { devicePhotoName } from "@shared/photos";
import { blackPng } from "../../tests/support/images";
import { repoRoot } from "../../tests/support/pocketbase";
import { createWorkOrder, WORK_ORDER_RECORDS } from "../../tests/support/work-orders";
import { MemorySampler, readStatusMb } from "./memory";
import { atMost, type Budget } from "./report";
import { benchRoot, makeDemoData, startBenchServer } from "./servers";
import { reportSideBench } from "./side-report";

const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 8);
const MEMORY_BUDGET_MB = 600;

function progress(message: string): void {
  process.stderr.write(`[bench photos] ${message}\n`);
}

async function main(): Promise<void> {
  const root = await benchRoot();
  const dataDir = join(root, "data");
  const budgets: Budget[] = [];
  const notes: string[] = [];
  try {
    await makeDemoData(dataDir, PHOTOS, 1);
    const bench = await startBenchServer("product", dataDir, join(repoRoot, "pb_hooks"));
    const { server, pid } = bench;
    const token = bench.employee.token;
    const sampler = new MemorySampler(pid).start();
    try {
      const vehicles = (await server.asSuperuser(`/api/collections/vehicles/records?perPage=${PHOTOS}`)).json.items as { id: string }[];
      const orders = await Promise.all(vehicles.map((vehicle) => createWorkOrder(server, token, vehicle.id, { title: "Photos bench" })));
      const photo = blackPng(6000, 5000, { colorType: 2 });
      notes.push(`${orders.length} photos of 6 000 × 5 000 px (8-bit RGB, ${(photo.length / 1024).toFixed(0)} KB each); server at ${(await readStatusMb(pid, "VmRSS"))?.toFixed(0)} MB before`);

      progress(`adding ${orders.length} photos at once`);
      let started = performance.now();
      const added = await Promise.all(
        orders.map((order, i) => {
          const form = new FormData();
          form.append("photos+", new Blob([Uint8Array.from(photo)], { type: "image/png" }), devicePhotoName(`bench${String(i).padStart(10, "0")}`, "png"));
          return server.request(`${WORK_ORDER_RECORDS}/${order.id}`, { method: "PATCH", token, rawBody: form });
        }),
      );
      const failed = added.filter((answer) => answer.status !== 200);
      if (failed.length > 0) throw new Error(`adding photos: ${failed[0]!.status} ${failed[0]!.text.slice(0, 200)}`);
      notes.push(`added at once in ${((performance.now() - started) / 1000).toFixed(2)} s; peak so far ${(await readStatusMb(pid, "VmHWM"))?.toFixed(0)} MB`);

      progress(`thumbnailing ${orders.length} photos at once`);
      const fileToken = (await server.request("/api/files/token", { method: "POST", token })).json.token as string;
      started = performance.now();
      const thumbs = await Promise.all(
        added.map(async ({ json }) => {
          const response = await fetch(`${server.url}/api/files/work_orders/${json.id}/${json.photos[0]}?thumb=100x100&token=${fileToken}`);
          await response.arrayBuffer();
          return response.status;
        }),
      );
      if (thumbs.some((status) => status !== 200)) throw new Error(`thumbnails: ${thumbs.join(", ")}`);
      notes.push(`thumbnailed at once in ${((performance.now() - started) / 1000).toFixed(2)} s; sampled RSS peak ${sampler.peak()?.toFixed(0)} MB`);
      budgets.push(atMost(`server peak memory (VmHWM), ${orders.length} largest photos added and thumbnailed at once`, await readStatusMb(pid, "VmHWM"), MEMORY_BUDGET_MB, "MB"));
    } finally {
      sampler.stop();
      await server.stop();
    }
    const file = await reportSideBench("photos", "Photos", budgets, notes);
    progress(`written to ${file}`);
  } finally {
    if (process.env.BENCH_KEEP !== "1") await rm(root, { recursive: true, force: true });
  }
}

await main();
