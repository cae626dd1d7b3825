// A vehicle's work and history in real Chromium against a real server: work orders done through
// the API show in its service history (date, odometer, title, cost) and its readings; a reading
// shows as it is added; the form refuses an odometer that goes backwards at the field; a vehicle
// with work orders is not deleted (retire it instead); a colleague's page follows the vehicle's
// status as its work moves; and the page fits a tablet and a phone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { Vehicle, WorkOrder } from "@shared/records";
import { formatMoney } from "@shared/work-orders/money";
import { addSessionCookie, launchBrowser, newContext, newPhoneContext, screenshot, watchErrors } from "../support/browser";
import { createEmployee, signInWithPassword, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle, VEHICLE_RECORDS } from "../support/records";
import { addItem, addReading, createWorkOrder, moveWorkOrder } from "../support/work-orders";

/** Not the default (EUR): costs show in the currency the workshop set. */
const CURRENCY = "CHF";

let server: TestServer;
let browser: Browser;
let alice: Employee;
let bob: Employee;
let aliceContext: BrowserContext;
let bobContext: BrowserContext;
let session: Awaited<ReturnType<typeof signInWithPassword>>;
let cars: string;

async function contextOf(employee: Employee): Promise<{ context: BrowserContext; session: typeof session }> {
  const signedIn = await signInWithPassword(server, employee.email, employee.password);
  const context = await newContext(browser, server.url);
  await addSessionCookie(context, server.url, signedIn);
  return { context, session: signedIn };
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip", WORKSHOP_CURRENCY: CURRENCY } }), launchBrowser()]);
  [alice, bob] = [await createEmployee(server, { name: "Alice Mechanic" }), await createEmployee(server, { name: "Bob Foreman" })];
  const signedIn = await contextOf(alice);
  [aliceContext, session] = [signedIn.context, signedIn.session];
  bobContext = (await contextOf(bob)).context;
  cars = (await createCategory(server, undefined, { name: "Cars" })).id;
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** A work order on `vehicle` with one part line, taken through in progress to done at `odometer`. */
async function doneWorkOrder(vehicle: Vehicle, title: string, line: { quantity: number; unit_cost: number }, odometer: number): Promise<WorkOrder> {
  const workOrder = await createWorkOrder(server, alice.token, vehicle.id, { title });
  await addItem(server, alice.token, workOrder.id, { description: `${title} parts`, ...line });
  return moveWorkOrder(server, alice.token, workOrder.id, { status: "in_progress" }, { status: "done", odometer });
}

async function openVehicle(context: BrowserContext, vehicle: Vehicle): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`/workshop/vehicles/${vehicle.id}`);
  await page.getByRole("heading", { name: "Service history" }).waitFor();
  return { page, errors };
}

/** The rows of a section's table as the cells' texts. */
function rows(page: Page, section: string): Promise<string[][]> {
  return page
    .locator("section.vehicle-section", { has: page.getByRole("heading", { name: section }) })
    .locator("tbody tr")
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent ?? "")));
}

const today = () => new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" }).format(new Date());
const km = (value: number) => `${new Intl.NumberFormat("en-GB").format(value)} km`;

describe("a vehicle's service history", () => {
  it("shows work orders done through the API with date, odometer, title and cost, and their readings", async () => {
    const vehicle = await createVehicle(server, cars, alice.token, { plate: "HIST 1", odometer: 10_000 });
    const first = await doneWorkOrder(vehicle, "Annual service", { quantity: 3, unit_cost: 0.1 }, 12_000);
    const second = await doneWorkOrder(vehicle, "Front brake pads", { quantity: 1.5, unit_cost: 45.5 }, 15_500);
    const { page, errors } = await openVehicle(aliceContext, vehicle);

    await expect.poll(() => rows(page, "Service history")).toEqual([
      [today(), km(15_500), `WO-${second.number} Front brake pads`, formatMoney(6825, CURRENCY)],
      [today(), km(12_000), `WO-${first.number} Annual service`, formatMoney(30, CURRENCY)],
    ]);
    // The work order's link opens it.
    expect(await page.getByRole("link", { name: `WO-${second.number}` }).first().getAttribute("href")).toBe(`/workshop/work-orders/${second.id}`);
    // Its odometer followed the work, and each completion recorded a reading.
    await expect.poll(() => page.getByLabel(/^Odometer/).inputValue()).toBe("15500");
    const readings = await rows(page, "Odometer readings");
    expect(readings.map((cells) => cells.slice(0, 3))).toEqual([
      [today(), km(15_500), `Work order WO-${second.number}`],
      [today(), km(12_000), `Work order WO-${first.number}`],
      [today(), km(10_000), "Entered"],
    ]);
    expect(await rows(page, "Work orders")).toEqual([]);
    expect(await page.getByText("No open work on HIST 1.", { exact: false }).count()).toBe(1);
    await screenshot(page, "vehicle-history");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows a reading as it is added, and deletes a wrong one after asking", async () => {
    const vehicle = await createVehicle(server, cars, alice.token, { plate: "READ 1", odometer: 5_000 });
    const { page, errors } = await openVehicle(aliceContext, vehicle);
    await expect.poll(() => rows(page, "Odometer readings").then((r) => r.length)).toBe(1);

    await addReading(server, alice.token, vehicle.id, 7_250);
    await expect.poll(() => rows(page, "Odometer readings").then((r) => r[0]?.slice(0, 4))).toEqual([today(), km(7_250), "Entered", "Alice Mechanic (Manager)"]);
    await expect.poll(() => page.getByLabel(/^Odometer/).inputValue()).toBe("7250");

    await page.getByRole("button", { name: `Delete the reading of ${km(7_250)}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete reading" }).click();
    await expect.poll(() => page.getByText(`The reading of ${km(7_250)} was deleted.`).count()).toBe(1);
    await expect.poll(() => rows(page, "Odometer readings").then((r) => r.map((cells) => cells[1]))).toEqual([km(5_000)]);
    // Its highest remaining reading is the vehicle's odometer again.
    await expect.poll(() => page.getByLabel(/^Odometer/).inputValue()).toBe("5000");
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("new work from the vehicle page", () => {
  it("opens the new work order form with the vehicle chosen, and lists the new work order on the vehicle", async () => {
    const vehicle = await createVehicle(server, cars, alice.token, { plate: "NEW 1", make: "Skoda", model: "Fabia" });
    const { page, errors } = await openVehicle(aliceContext, vehicle);
    await page.getByRole("link", { name: "New work order" }).click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/workshop/work-orders/new?vehicle=${vehicle.id}`);
    await expect.poll(() => page.getByRole("combobox", { name: "Vehicle" }).inputValue()).toBe("NEW 1 · Skoda Fabia");
    await page.getByLabel("Title").fill("Replace the wiper blades");
    await page.getByRole("button", { name: "Open work order" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toMatch(/^WO-\d+ · Replace the wiper blades$/);

    await page.goto(`/workshop/vehicles/${vehicle.id}`);
    await expect.poll(() => rows(page, "Work orders").then((r) => r.map((cells) => cells.slice(1, 4)))).toEqual([
      ["Replace the wiper blades", "Open", "Normal"],
    ]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("the vehicle form with readings", () => {
  it("refuses an odometer lower than the vehicle's at the field, keeping what was typed", async () => {
    const vehicle = await createVehicle(server, cars, alice.token, { plate: "BACK 1", odometer: 80_000 });
    const { page, errors } = await openVehicle(aliceContext, vehicle);
    const odometer = page.getByLabel(/^Odometer/);
    const message = () => page.locator(".field", { has: odometer }).locator(".field-error").textContent();
    await expect.poll(() => odometer.inputValue()).toBe("80000");

    // Below the odometer the page knows: said at once, nothing sent.
    await odometer.fill("79000");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => odometer.getAttribute("aria-invalid")).toBe("true");
    expect(await message()).toBe("The odometer cannot go backwards: this vehicle already has 80,000 km. If that reading is wrong, delete it first.");

    // Above it, but a colleague recorded more meanwhile (held back while Alice edits): the server refuses.
    await odometer.fill("81000");
    await addReading(server, bob.token, vehicle.id, 85_000);
    await expect.poll(() => page.getByText("A colleague changed this vehicle while you were editing.").count()).toBe(1);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => message()).toBe("The odometer cannot go backwards: this vehicle already has 85,000 km. If that reading is wrong, delete it first.");
    expect(await odometer.inputValue()).toBe("81000");
    const stored = await server.request<Vehicle>(`${VEHICLE_RECORDS}/${vehicle.id}`, { token: alice.token });
    expect(stored.json.odometer).toBe(85_000);
    // The browser logs the refused request; nothing else may go wrong.
    expect(errors.filter((error) => !error.includes("status of 400"))).toEqual([]);
    await page.close();
  });

  it("does not delete a vehicle with work orders, and offers to retire it", async () => {
    const vehicle = await createVehicle(server, cars, alice.token, { plate: "KEEP 1" });
    await createWorkOrder(server, alice.token, vehicle.id, { title: "Check the lights" });
    const { page } = await openVehicle(aliceContext, vehicle);
    await page.getByRole("button", { name: "Delete…" }).click();
    await page.getByRole("button", { name: "Delete vehicle" }).click();
    await expect.poll(() => page.getByText("KEEP 1 has work orders, so it cannot be deleted.").count()).toBe(1);
    await page.getByRole("button", { name: "Retire instead" }).click();
    expect(await page.getByLabel("Status").inputValue()).toBe("retired");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => page.getByText("Saved.").count()).toBe(1);
    const stored = await server.request<Vehicle>(`${VEHICLE_RECORDS}/${vehicle.id}`, { token: alice.token });
    expect(stored.json.status).toBe("retired");
    await page.close();
  });
});

describe("live", () => {
  it("a colleague's page follows the vehicle into the workshop and back as its work moves", async () => {
    const vehicle = await createVehicle(server, cars, alice.token, { plate: "LIVE 7", odometer: 30_000 });
    const { page, errors } = await openVehicle(bobContext, vehicle);
    const status = page.getByLabel("Status");
    expect(await status.inputValue()).toBe("available");

    const workOrder = await createWorkOrder(server, alice.token, vehicle.id, { title: "Timing belt", priority: "high" });
    await expect.poll(() => rows(page, "Work orders").then((r) => r[0]?.slice(0, 4))).toEqual([`WO-${workOrder.number}`, "Timing belt", "Open", "High"]);

    await moveWorkOrder(server, alice.token, workOrder.id, { status: "in_progress" });
    await expect.poll(() => status.inputValue()).toBe("in_service");
    await expect.poll(() => rows(page, "Work orders").then((r) => r[0]?.[2])).toBe("In progress");
    await screenshot(page, "vehicle-in-workshop-live");

    await moveWorkOrder(server, alice.token, workOrder.id, { status: "done", odometer: 31_000 });
    await expect.poll(() => status.inputValue()).toBe("available");
    await expect.poll(() => page.getByLabel(/^Odometer/).inputValue()).toBe("31000");
    await expect.poll(() => rows(page, "Service history").then((r) => r[0]?.[2])).toBe(`WO-${workOrder.number} Timing belt`);
    await expect.poll(() => rows(page, "Work orders")).toEqual([]);
    await expect.poll(() => rows(page, "Odometer readings").then((r) => r[0]?.[2])).toBe(`Work order WO-${workOrder.number}`);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("layout", () => {
  it.each([
    ["a 768 px tablet", 768],
    ["a 375 px phone", 375],
  ])("fits %s: the tables scroll inside their cards, the page does not", async (_name, width) => {
    const vehicle = await createVehicle(server, cars, alice.token, { plate: `FIT ${width}`, odometer: 1_000 });
    await doneWorkOrder(vehicle, "A long title that has to wrap somewhere on a narrow screen", { quantity: 1, unit_cost: 1234.5 }, 2_000);
    const context = width === 375 ? await newPhoneContext(browser, server.url) : await newContext(browser, server.url);
    await addSessionCookie(context, server.url, session);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/workshop/vehicles/${vehicle.id}`);
    await expect.poll(() => rows(page, "Service history").then((r) => r.length)).toBe(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await screenshot(page, `vehicle-history-${width}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
