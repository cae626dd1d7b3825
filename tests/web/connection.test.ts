// Whether the app says the server is gone (web/src/lib/connection.ts through the API client):
// an answer proves the server is back only if its request left after the connection was lost.
// A phone that loses the network while reads are on their way gets their answers a moment
// later; they must not hide "Cannot reach the Workshop server" while nothing else is sent (it
// happened in the offline browser test, tests/browser/offline.test.ts).
import { afterEach, describe, expect, it, vi } from "vitest";
import { pb, PROBE_TIMEOUT_MS } from "../../web/src/lib/api-client";
import { connection } from "../../web/src/lib/connection";
import { json, list, route, stubApi } from "./api-stub";

/** A read whose answer the test gives when it wants. */
function heldRead() {
  let answer!: () => void;
  const held = new Promise<Response>((resolve) => {
    answer = () => resolve(list([]));
  });
  return { route: route("GET", "/api/collections/vehicles/records", () => held), answer: () => answer() };
}

const noProbe = () => new Promise<never>(() => undefined);

afterEach(() => {
  vi.useRealTimers();
  connection.markReachable();
  vi.unstubAllGlobals();
});

describe("the connection", () => {
  it("stays lost when a read sent before the loss answers after it", async () => {
    const read = heldRead();
    stubApi(read.route);
    const sent = pb.collection("vehicles").getList(1, 30, { requestKey: null });
    connection.markUnreachable(noProbe);
    read.answer();
    await sent;
    expect(connection.getState()).toBe("unreachable");
  });

  it("is back when a request sent after the loss gets an answer, even a refusal", async () => {
    stubApi(route("GET", "/api/collections/vehicles/records", () => json(403, { status: 403, message: "Only managers may.", data: {} })));
    connection.markUnreachable(noProbe);
    await expect(pb.collection("vehicles").getList(1, 30, { requestKey: null })).rejects.toThrow();
    expect(connection.getState()).toBe("online");
  });

  it("probes again when the server answered a probe sent before a later failure", async () => {
    vi.useFakeTimers();
    let answerFirstProbe!: () => void;
    const probes: string[] = [];
    const probe = () => {
      probes.push("probe");
      return probes.length === 1 ? new Promise<void>((resolve) => (answerFirstProbe = resolve)) : Promise.resolve();
    };
    connection.markUnreachable(probe);
    await vi.advanceTimersByTimeAsync(1000);
    expect(probes).toHaveLength(1);
    // Meanwhile a request fails: the network went again while the probe was on its way.
    connection.markUnreachable(probe);
    answerFirstProbe();
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.getState()).toBe("unreachable");
    await vi.advanceTimersByTimeAsync(2000);
    expect(probes).toHaveLength(2);
    expect(connection.getState()).toBe("online");
  });

  it("gives up a probe that never answers and probes again, and is back when one answers", async () => {
    vi.useFakeTimers();
    let healthAsked = 0;
    stubApi(
      route("GET", "/api/health", () => {
        healthAsked += 1;
        return healthAsked === 1 ? new Promise<Response>(() => undefined) : json(200, { code: 200, message: "API is healthy.", data: {} });
      }),
    );
    connection.markUnreachable(pb.probe);
    await vi.advanceTimersByTimeAsync(1000);
    expect(healthAsked).toBe(1);
    await vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS);
    expect(connection.getState()).toBe("unreachable");
    await vi.advanceTimersByTimeAsync(2000);
    expect(healthAsked).toBe(2);
    expect(connection.getState()).toBe("online");
  });
});
