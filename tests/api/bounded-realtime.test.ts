// Bounded by design (docs/product.md "Bounded by design"): the SDK opens
// /api/realtime before it sends any credentials, so guests may open it; an open connection
// holds no JS engine and costs little, and one address holds at most 50 at once. Measured
// before: 300 guests cost 460 MB that never came back (each held a JS engine with our library
// loaded, for as long as it stayed open) and took 19 s to connect.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guestAddress, guestStreams, openGuestStream, TRUST_BUDGETS, type GuestStream } from "../support/bounds";
import { describeMemory, measureMemory } from "../support/memory";
import { createEmployee, startServer, type TestServer } from "../support/pocketbase";
import { VEHICLE_RECORDS } from "../support/records";

const PER_ADDRESS = 50;
const TOO_MANY = {
  status: 429,
  message: "This address already holds 50 live connections, the most one device may keep open. Close some tabs and reload.",
  data: {},
};

let server: TestServer;
let streams: GuestStream[] = [];

beforeAll(async () => {
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } });
});

afterAll(async () => {
  for (const stream of streams) stream.close();
  await server?.dispose();
});

describe("guests holding /api/realtime open", () => {
  it(`300 of them, 50 from each of 6 addresses, all connect and cost under ${TRUST_BUDGETS.guestStreams} MB together`, async () => {
    const { result, memory } = await measureMemory(server.pid!, async () => {
      streams = await guestStreams(server, 300, PER_ADDRESS);
      // Still open a moment later: nothing closed them behind our back.
      await new Promise((resolve) => setTimeout(resolve, 500));
      return streams;
    });
    expect(result.filter((stream) => stream.status === 200)).toHaveLength(300);
    expect(memory.growthMb, describeMemory(memory)).toBeLessThan(TRUST_BUDGETS.guestStreams);
  });

  it("while they stay open, a signed-in person's requests are answered", async () => {
    const employee = await createEmployee(server);
    const answers = await Promise.all(Array.from({ length: 20 }, () => server.request(`${VEHICLE_RECORDS}?perPage=1`, { token: employee.token })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
  });

  it("a 51st connection from an address that holds 50 gets a 429 that says why", async () => {
    const refused = await openGuestStream(server.url, guestAddress(0, PER_ADDRESS));
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.text)).toEqual(TOO_MANY);
  });

  it("once that address closes one, it may open another", async () => {
    const first = streams.find((stream) => stream.status === 200)!;
    first.close();
    let reopened: GuestStream | undefined;
    // The server notices the closed connection a moment later.
    for (let attempt = 0; attempt < 50 && reopened?.status !== 200; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      reopened = await openGuestStream(server.url, guestAddress(0, PER_ADDRESS));
    }
    expect(reopened?.status).toBe(200);
    streams.push(reopened!);
  });
});
