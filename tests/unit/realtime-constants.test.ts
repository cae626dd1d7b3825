// Seed §9: realtime connect timeout 15 000 ms and reconnect delays 200 … 2000 ms. The app relies
// on the SDK's realtime service for both; this pins them so an SDK upgrade cannot change them
// unnoticed.
import PocketBase from "pocketbase";
import { describe, expect, it } from "vitest";
import { REALTIME_CONNECT_TIMEOUT_MS, REALTIME_RECONNECT_DELAYS_MS } from "@shared/constants";

describe("the SDK's realtime service", () => {
  const realtime = new PocketBase("http://127.0.0.1:1").realtime as unknown as Record<string, unknown>;

  it("times out a connection attempt after 15 000 ms", () => {
    expect(realtime.maxConnectTimeout).toBe(REALTIME_CONNECT_TIMEOUT_MS);
  });

  it("reconnects after 200, 300, 500, 1000, 1200, 1500 and then every 2000 ms, without giving up", () => {
    expect(realtime.predefinedReconnectIntervals).toEqual(REALTIME_RECONNECT_DELAYS_MS);
    expect(realtime.maxReconnectAttempts).toBe(Infinity);
  });
});
