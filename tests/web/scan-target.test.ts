// What a scanned code opens (web/src/features/scan/scan-target.ts): Workshop's own addresses,
// from whichever address of the server printed them; other text is looked up as if typed; another
// site's address is never opened.
import { describe, expect, it } from "vitest";
import { readScan } from "../../web/src/features/scan/scan-target";

const ID = "abcdefghij12345";

describe("readScan", () => {
  it.each([
    [`https://workshop.lan/workshop/work-orders/${ID}`, { kind: "page", path: `/workshop/work-orders/${ID}` }],
    // A job card printed from the plain-HTTP address opens the work order on the HTTPS one.
    [`http://192.168.1.20:8090/workshop/work-orders/${ID}`, { kind: "page", path: `/workshop/work-orders/${ID}` }],
    // Printed pages open their record, not the print view.
    [`http://server:8090/workshop/work-orders/${ID}/job-card`, { kind: "page", path: `/workshop/work-orders/${ID}` }],
    [`http://server:8090/workshop/vehicles/${ID}/label`, { kind: "page", path: `/workshop/vehicles/${ID}` }],
    [`  https://workshop.lan/workshop/vehicles/${ID}  `, { kind: "page", path: `/workshop/vehicles/${ID}` }],
    ["https://evil.example/phish", { kind: "foreign", text: "https://evil.example/phish" }],
    ["https://workshop.lan/no/such/page", { kind: "foreign", text: "https://workshop.lan/no/such/page" }],
    // The sign-in page is no record to open.
    ["https://workshop.lan/login", { kind: "foreign", text: "https://workshop.lan/login" }],
    ["WO-12", { kind: "text", text: "WO-12" }],
    [" ab 123 ", { kind: "text", text: "ab 123" }],
    ["4006381333931", { kind: "text", text: "4006381333931" }],
  ])("%s → %o", (code, expected) => {
    expect(readScan(code)).toEqual(expected);
  });
});
