// The app is one page; it must stay light enough for a phone on the workshop's Wi-Fi. Measured as
// it travels: a browser on the workshop's plain-HTTP LAN address is offered no brotli (Chromium
// asks for it only from secure origins), so it gets the gzip the build made once (Zopfli), and
// issue 13's budget, 110 KB gzip with all the work order screens, is about those bytes. The
// brotli budget on the wire (100 KB) is tests/api/page-wire.test.ts's.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/pocketbase";

const BUDGET_BYTES = 110_000;

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } });
});

afterAll(async () => {
  await server?.dispose();
});

function bytesOnTheWire(path: string, acceptEncoding: string): Promise<{ bytes: number; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.url}${path}`, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () => resolve({ bytes, encoding: response.headers["content-encoding"] }));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

describe("the served page", () => {
  it(`stays within ${BUDGET_BYTES} bytes gzip on the wire`, async () => {
    const page = await bytesOnTheWire("/", "gzip, deflate");
    expect(page.encoding).toBe("gzip");
    console.log(`index.html: ${page.bytes} bytes gzip on the wire (budget ${BUDGET_BYTES})`);
    expect(page.bytes).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
