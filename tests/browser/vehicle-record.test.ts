// A vehicle's page reads as a record (issue 20, item 9), at the desk (1440 px) and on a phone
// (360 px): a summary at the top (status, odometer, category, open work, the next reminder due),
// "Add reading" there, reminders above the change history; a viewer reads values, not disabled
// inputs that look editable.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { Role } from "@shared/roles";
import { addSessionCookie, launchBrowser, newContext, screenshot, watchErrors } from "../support/browser";
import { createEmployee, signInWithPassword, startServer, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle } from "../support/records";
import { createReminder, dayFromToday } from "../support/reminders";
import { createWorkOrder, getVehicle, readingsOf } from "../support/work-orders";

let server: TestServer;
let browser: Browser;
const contexts = {} as Record<Role, BrowserContext>;
let vehicleId = "";

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } }), launchBrowser()]);
  for (const role of ["technician", "viewer"] as const) {
    const employee = await createEmployee(server, { name: `Pat ${role}`, role });
    contexts[role] = await newContext(browser, server.url);
    await addSessionCookie(contexts[role], server.url, await signInWithPassword(server, employee.email, employee.password));
  }
  const vans = (await createCategory(server, undefined, { name: "Vans" })).id;
  vehicleId = (await createVehicle(server, vans, undefined, { plate: "REC-1", make: "Ford", model: "Transit", year: 2019, color: "White", odometer: 30_000 })).id;
  await createWorkOrder(server, server.superuserToken, vehicleId, { title: "Sliding door sticks" });
  await createReminder(server, server.superuserToken, vehicleId, { title: "Brake fluid", every_months: 0, every_km: 0, due_date: dayFromToday(-3) });
  await createReminder(server, server.superuserToken, vehicleId, { title: "Oil change", every_months: 12, every_km: 15_000 });
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function open(role: Role, width: number): Promise<{ page: Page; errors: string[] }> {
  const page = await contexts[role].newPage();
  await page.setViewportSize({ width, height: 900 });
  const errors = watchErrors(page);
  await page.goto(`/workshop/vehicles/${vehicleId}`);
  await page.getByRole("region", { name: "Summary of REC-1" }).waitFor();
  return { page, errors };
}

const summary = (page: Page) => page.getByRole("region", { name: "Summary of REC-1" });
const fact = (page: Page, label: string) => summary(page).locator(".vehicle-summary-fact", { has: page.locator("dt", { hasText: label }) }).locator("dd");
const top = async (page: Page, heading: string) => (await page.getByRole("heading", { name: heading, exact: true }).boundingBox())!.y;
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe("a vehicle's page", () => {
  it.each([1440, 360])("at %i px opens with its summary, then open work and reminders before the history", async (width) => {
    const { page, errors } = await open("technician", width);
    await expect.poll(() => fact(page, "Next due").textContent()).toBe("Overdue Brake fluid, overdue by 3 days");
    expect(await fact(page, "Status").textContent()).toBe("Available");
    expect(await fact(page, "Odometer").textContent()).toMatch(/^3\d,\d{3} km$/);
    expect(await fact(page, "Category").getByRole("link", { name: "Vans" }).count()).toBe(1);
    await expect.poll(() => fact(page, "Open work").textContent()).toBe("1 work order");
    // The summary comes first; the reminders come before the change history.
    const summaryTop = (await summary(page).boundingBox())!.y;
    expect(summaryTop).toBeLessThan(await top(page, "Work orders"));
    expect(await top(page, "Reminders")).toBeLessThan(await top(page, "Changes"));
    expect(await top(page, "Reminders")).toBeLessThan(await top(page, "Details"));
    expect(await noSidewaysScroll(page)).toBe(0);
    await screenshot(page, `vehicle-record-${width}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("adds an odometer reading from the summary, refusing one below the vehicle's", async () => {
    const { page, errors } = await open("technician", 1440);
    await summary(page).getByRole("button", { name: "Add reading" }).click();
    const dialog = page.getByRole("dialog", { name: "New reading of REC-1" });
    await dialog.getByLabel("Odometer (km)").fill("29000");
    await dialog.getByRole("button", { name: "Add reading" }).click();
    await dialog.getByText("cannot go backwards", { exact: false }).waitFor();
    await dialog.getByLabel("Odometer (km)").fill("31500");
    await dialog.getByRole("button", { name: "Add reading" }).click();
    await summary(page).getByText("Reading of 31,500 km added.").waitFor();
    await expect.poll(() => fact(page, "Odometer").textContent()).toBe("31,500 km");
    expect((await getVehicle(server, vehicleId)).odometer).toBe(31_500);
    expect((await readingsOf(server, vehicleId)).map((reading) => [reading.km, reading.source])).toContainEqual([31_500, "manual"]);
    await expect.poll(() => page.getByRole("table", { name: "Readings of REC-1" }).textContent()).toContain("31,500 km");
    // One's own reading is no colleague's change of the vehicle.
    await page.waitForTimeout(1000);
    expect(await page.getByText(/just changed this vehicle|in another tab/).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each([1440, 360])("at %i px shows a viewer the details as values, with nothing that looks editable", async (width) => {
    const { page, errors } = await open("viewer", width);
    const details = page.getByRole("region", { name: "Details" });
    await details.getByText("Transit").waitFor();
    expect(await details.getByRole("textbox").count()).toBe(0);
    expect(await details.getByRole("combobox").count()).toBe(0);
    expect(await page.getByRole("form", { name: "Vehicle" }).count()).toBe(0);
    const values = await details.locator("dl").textContent();
    for (const text of ["PlateREC-1", "MakeFord", "ModelTransit", "CategoryVans", "StatusAvailable", "Year2019", "ColourWhite"]) expect(values).toContain(text);
    await details.getByText("Only technicians and managers can change vehicles.").waitFor();
    expect(await summary(page).getByRole("button", { name: "Add reading" }).count()).toBe(0);
    await summary(page).getByText("Only technicians and managers can add odometer readings.").waitFor();
    expect(await noSidewaysScroll(page)).toBe(0);
    await screenshot(page, `vehicle-record-viewer-${width}`);
    expect(errors).toEqual([]);
    await page.close();
  });
});
