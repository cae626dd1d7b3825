// The workshop's name and currency as runtime settings (shared/workshop-settings.ts): written
// into the page the server hands out, escaped, with the defaults when unset or unusable.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/pocketbase";

const NAME = /<meta name="workshop-name" content="([^"]*)"/;
const CURRENCY = /<meta name="workshop-currency" content="([^"]*)"/;

describe("WORKSHOP_NAME and WORKSHOP_CURRENCY", () => {
  let configured: TestServer;
  let plain: TestServer;

  beforeAll(async () => {
    [configured, plain] = await Promise.all([
      startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip", WORKSHOP_NAME: 'Müller & Sons "Fleet" <b>', WORKSHOP_CURRENCY: "chf" } }),
      startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip", WORKSHOP_CURRENCY: "euro", WORKSHOP_LABOUR_RATE: "89.505" } }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([configured?.dispose(), plain?.dispose()]);
  });

  it.each(["/", "/workshop/vehicles", "/no/such/page"])("are written into the page served at %s, escaped", async (path) => {
    const response = await configured.request(path);
    expect(NAME.exec(response.text)?.[1]).toBe("Müller &amp; Sons &quot;Fleet&quot; &lt;b&gt;");
    expect(CURRENCY.exec(response.text)?.[1]).toBe("CHF");
    expect(response.text).not.toContain("<b>");
  });

  it("fall back to Workshop and EUR, warning about a currency that is no code", async () => {
    const response = await plain.request("/");
    expect(NAME.exec(response.text)?.[1]).toBe("Workshop");
    expect(CURRENCY.exec(response.text)?.[1]).toBe("EUR");
    expect(plain.output()).toContain("ignoring WORKSHOP_CURRENCY");
    expect(configured.output()).not.toContain("ignoring WORKSHOP_CURRENCY");
  });

  it("a labour rate that is no amount (WORKSHOP_LABOUR_RATE) is said at start, and 0 is used", () => {
    expect(plain.output()).toContain("ignoring WORKSHOP_LABOUR_RATE");
    expect(configured.output()).not.toContain("ignoring WORKSHOP_LABOUR_RATE");
  });
});
