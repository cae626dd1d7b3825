// A work order's limits in the app (docs/product.md "Bounded by design"): a line that would take the
// total past 1,000,000,000.00 is explained under the amount typed, before anything is sent; a
// work order with 500 lines says so where the row to add one was.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { addSessionCookie, launchBrowser, newContext, watchErrors } from "../support/browser";
import { createEmployee, signInWithPassword, startServer, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle } from "../support/records";
import { addItem, createWorkOrder, getWorkOrder, insertTasks } from "../support/work-orders";

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let token: string;
let vehicleId: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } }), launchBrowser()]);
  const alice = await createEmployee(server, { name: "Alice Mechanic" });
  token = alice.token;
  context = await newContext(browser, server.url);
  await addSessionCookie(context, server.url, await signInWithPassword(server, alice.email, alice.password));
  vehicleId = (await createVehicle(server, (await createCategory(server)).id, token)).id;
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe("a work order's limits", () => {
  it("a line past the total's limit is explained at its unit cost, and nothing is sent", async () => {
    const order = await createWorkOrder(server, token, vehicleId, { title: "Fleet overhaul" });
    await addItem(server, token, order.id, { kind: "labour", description: "Everything", quantity: 1000, unit_cost: 999_999.99 });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`/workshop/work-orders/${order.id}`);
    const add = page.locator("tr.item-editor");
    await add.getByLabel("Description").fill("Brake pads");
    await add.getByLabel("Unit cost").fill("20");
    await add.getByRole("button", { name: "Add item" }).click();
    await expect
      .poll(() => add.locator(".field-error").textContent())
      .toBe("A work order's total can be at most 1,000,000,000.00; with this line it would be 1,000,000,010.00.");
    expect((await getWorkOrder(server, order.id)).total_cost).toBe(999_999_990);
    await add.getByLabel("Unit cost").fill("10");
    await add.getByRole("button", { name: "Add item" }).click();
    await expect.poll(async () => (await getWorkOrder(server, order.id)).total_cost).toBe(1_000_000_000);
    expect(errors).toEqual([]);
  });

  it("a work order with 500 lines says so instead of offering a 501st", async () => {
    const order = await createWorkOrder(server, token, vehicleId, { title: "Inspection of everything" });
    await insertTasks(server, order.id, 500);
    const page = await context.newPage();
    await page.goto(`/workshop/work-orders/${order.id}`);
    await expect
      .poll(() => page.getByTestId("items-full").textContent(), { timeout: 20_000 })
      .toBe("This work order already has 500 items, the most one can have. Combine lines or open another work order.");
    expect(await page.locator("tr.item-editor").count()).toBe(0);
  });
});
