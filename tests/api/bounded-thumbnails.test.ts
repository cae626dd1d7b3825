// Bounded by design (docs/product.md "Bounded by design"): eight thumbnails of
// the largest photo the server accepts, requested at once, keep the server under 600 MB. The
// server makes one thumbnail at a time, and no accepted image takes more than 120 MB to decode
// (docs/decisions/photos.md); before, it made as many as the machine had cores plus two, and
// eight of 40 MP reached 1.1–1.9 GB.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { thumbnailsAtOnce, TRUST_BUDGETS, vehiclesWithLargestPhotos, type ThumbnailTarget } from "../support/bounds";
import { describeMemory, measureMemory } from "../support/memory";
import { createEmployee, startServer, type TestServer } from "../support/pocketbase";
import { createCategory } from "../support/records";

let server: TestServer;
let targets: ThumbnailTarget[];

beforeAll(async () => {
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" }, rateLimits: false });
  const employee = await createEmployee(server);
  targets = await vehiclesWithLargestPhotos(server, employee.token, (await createCategory(server)).id, 8);
});

afterAll(async () => {
  await server?.dispose();
});

describe("thumbnails of the largest photo accepted", () => {
  it(`eight at once are all made, and the server stays under ${TRUST_BUDGETS.thumbnails} MB`, { timeout: 120_000 }, async () => {
    const { result, memory } = await measureMemory(server.pid!, () => thumbnailsAtOnce(targets));
    expect(result).toEqual(Array(8).fill({ status: 200, contentType: "image/png", size: "100x100" }));
    expect(memory.peakMb, describeMemory(memory)).toBeLessThan(TRUST_BUDGETS.thumbnails);
  });

  it("once made, they are served from storage: eight more requests decode nothing", async () => {
    const { result, memory } = await measureMemory(server.pid!, () => thumbnailsAtOnce(targets));
    expect(result.map((thumbnail) => thumbnail.size)).toEqual(Array(8).fill("100x100"));
    expect(memory.growthMb, describeMemory(memory)).toBeLessThan(20);
  });
});
