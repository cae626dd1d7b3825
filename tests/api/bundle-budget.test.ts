// The app is one page; it must stay light enough for a phone on the workshop's Wi-Fi
// (common brief: ≤ 100 KB gzip, React alone being about 60 KB; issue 13 allows 110 KB with the
// work-order screens, job card and QR code).
import { gzipSync } from "node:zlib";
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

describe("the served page", () => {
  it(`stays within ${BUDGET_BYTES} bytes gzip`, async () => {
    const page = await server.request("/");
    expect(page.status).toBe(200);
    const size = gzipSync(page.text).length;
    console.log(`index.html: ${page.text.length} bytes, ${size} bytes gzip (budget ${BUDGET_BYTES})`);
    expect(size).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
