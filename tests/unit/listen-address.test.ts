import { describe, expect, it } from "vitest";
import { listenAddress } from "../../server/lib/listen-address";

describe("listenAddress", () => {
  it.each([
    [["serve"], "http://127.0.0.1:8090"],
    [["serve", "--http=127.0.0.1:9000"], "http://127.0.0.1:9000"],
    [["serve", "--http", "0.0.0.0:8090"], "http://127.0.0.1:8090"],
    [["serve", "--http=:8080"], "http://127.0.0.1:8080"],
    [["serve", "--https=workshop.example:443"], "https://workshop.example:443"],
  ])("reads %j as %s", (args, url) => {
    expect(listenAddress(["/bin/pocketbase", ...args]).url).toBe(url);
  });

  it("has no address outside `serve` (e.g. `migrate up`)", () => {
    expect(listenAddress(["/bin/pocketbase", "migrate", "up"]).url).toBeNull();
  });
});
