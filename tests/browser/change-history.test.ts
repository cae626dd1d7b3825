// The change history in real Chromium against a real server: the vehicle page's timeline shows
// a colleague's change live (who, what, before and after in words), its work orders' changes
// too, and the work order page shows its own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { addSessionCookie, launchBrowser, newContext, watchErrors } from "../support/browser";
import { createEmployee, signInWithPassword, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle, uniquePlate, VEHICLE_RECORDS } from "../support/records";
import { addItem, createWorkOrder, moveWorkOrder } from "../support/work-orders";

let server: TestServer;
let browser: Browser;
let alice: Employee;
let bob: Employee;
let context: BrowserContext;
let cars: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } }), launchBrowser()]);
  [alice, bob] = [await createEmployee(server, { name: "Alice Mechanic" }), await createEmployee(server, { name: "Bob Foreman" })];
  const signedIn = await signInWithPassword(server, alice.email, alice.password);
  context = await newContext(browser, server.url);
  await addSessionCookie(context, server.url, signedIn);
  cars = (await createCategory(server, undefined, { name: "Cars" })).id;
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

function changes(page: Page) {
  return page.locator("section.vehicle-section", { has: page.getByRole("heading", { name: "Changes" }) }).locator(".history-entry");
}

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(path);
  await page.getByRole("heading", { name: "Changes" }).waitFor();
  return { page, errors };
}

describe("the vehicle's changes", () => {
  it("show a colleague's change live, and its work orders' changes, newest first, in words", async () => {
    const plate = uniquePlate(); // this run's own: a retry creates its vehicle again
    const vehicle = await createVehicle(server, cars, alice.token, { plate, odometer: 12_000 });
    const { page, errors } = await open(`/workshop/vehicles/${vehicle.id}`);
    // Its creation, and the reading its odometer recorded (the server's own, so "System").
    await expect.poll(async () => (await changes(page).allTextContents()).join("\n")).toContain(`Added vehicle “${plate}”`);
    expect((await changes(page).allTextContents()).join("\n")).toMatch(/System\s*Added odometer reading “12,000 km”/);

    // Bob, elsewhere, takes the car into the workshop with a work order and a part.
    const order = await createWorkOrder(server, bob.token, vehicle.id, { title: "Brakes" });
    await addItem(server, bob.token, order.id, { description: "Brake pads" });
    await moveWorkOrder(server, bob.token, order.id, { status: "in_progress" });
    const patched = await server.request(`${VEHICLE_RECORDS}/${vehicle.id}`, { method: "PATCH", token: bob.token, body: { odometer: 12_500 } });
    expect(patched.status).toBe(200);

    await expect.poll(() => changes(page).count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(7);
    const texts = await changes(page).allTextContents();
    expect(texts[0]).toMatch(/Bob Foreman|System/);
    const all = texts.join("\n");
    expect(all).toContain("Odometer: 12,000 → 12,500 km");
    expect(all).toContain("Status: Available → In workshop");
    expect(all).toContain("Status: Open → In progress");
    expect(all).toContain("Added item “Brake pads”");
    expect(all).toContain(`Added work order “WO-${order.number} Brakes”`);
    const statusLine = texts.find((text) => text.includes("Status: Available → In workshop"))!;
    expect(statusLine).toContain("System");
    const odometerLine = texts.find((text) => text.includes("Odometer: 12,000 → 12,500 km"))!;
    expect(odometerLine).toContain("Bob Foreman");
    expect(texts.findIndex((t) => t.includes("Odometer: 12,000"))).toBeLessThan(texts.findIndex((t) => t.includes("Added vehicle")));
    expect(errors).toEqual([]);

    // The work order page shows its own changes, and its item's.
    const own = await open(`/workshop/work-orders/${order.id}`);
    await expect.poll(() => changes(own.page).count()).toBe(3);
    const ownTexts = (await changes(own.page).allTextContents()).join("\n");
    expect(ownTexts).toContain("Status: Open → In progress");
    expect(ownTexts).toContain("Added item “Brake pads”");
    expect(ownTexts).not.toContain("Added vehicle");
    expect(own.errors).toEqual([]);
  });
});
