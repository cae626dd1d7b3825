// Reminders in real Chromium against a real server (issue 15): a technician adds a reminder on a
// vehicle and sees it due soon; the due list offers "Create work order", which opens the new work
// order with vehicle, title and reminder filled in; completing that work order rolls the
// reminder forward, which the vehicle page shows live.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { addSessionCookie, launchBrowser, newContext, screenshot, watchErrors } from "../support/browser";
import { signInWithPassword, startServer, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle } from "../support/records";
import { createReminder, dayFromToday, employeeWithRole, remindersOf } from "../support/reminders";
import { fillDoneReading } from "../support/done-dialog";

let server: TestServer;
let browser: Browser;
let page: Page;
let errors: string[];
let vehicleId = "";

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } }), launchBrowser()]);
  const tina = await employeeWithRole(server, "technician", { name: "Tina Technician" });
  const context = await newContext(browser, server.url);
  await addSessionCookie(context, server.url, await signInWithPassword(server, tina.email, tina.password));
  const vans = (await createCategory(server, undefined, { name: "Vans" })).id;
  vehicleId = (await createVehicle(server, vans, undefined, { plate: "RM-200", make: "Ford", model: "Transit", odometer: 80_000 })).id;
  await createVehicle(server, vans, undefined, { plate: "RM-201", make: "Ford", model: "Custom" });
  page = await context.newPage();
  errors = watchErrors(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const reminderRow = () => page.getByRole("region", { name: "Reminders of RM-200" }).getByRole("row", { name: /Oil change/ });

describe("a reminder, from the vehicle to done", () => {
  it("is added on the vehicle page and shows due soon, in words", async () => {
    await page.goto(`/workshop/vehicles/${vehicleId}`);
    await page.getByRole("button", { name: "Add reminder" }).click();
    const form = page.getByRole("form", { name: "New reminder" });
    await form.getByLabel("Title").fill("Oil change");
    await form.getByLabel("Every (km)").fill("15000");
    // Last done 14 600 km ago: 400 km to go, within the 1 000 km margin.
    await form.getByLabel("Last done at km").fill("65400");
    await form.getByRole("button", { name: "Save reminder" }).click();
    await expect.poll(() => reminderRow().textContent()).toMatch(/Due soon.*Oil change.*due in 400 km/);
    // A technician edits reminders; deleting them is a manager's, and the page says so.
    expect(await reminderRow().getByRole("button", { name: "Edit Oil change" }).count()).toBe(1);
    expect(await reminderRow().getByRole("button", { name: "Delete Oil change" }).count()).toBe(0);
    expect(await page.getByText("Only a manager can delete reminders.").count()).toBe(1);
    await screenshot(page, "vehicle-reminders");
  });

  it("is on the fleet's due list, which filters by state in the URL and opens a prefilled work order", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Reminders" }).click();
    await expect.poll(() => page.getByRole("row", { name: /RM-200/ }).textContent()).toMatch(/Due soon.*RM-200.*Oil change.*due in 400 km/);
    await page.getByLabel("State").selectOption("overdue");
    await expect.poll(() => page.url()).toContain("/workshop/reminders?state=overdue");
    await expect.poll(() => page.getByText("Nothing is due.").count()).toBe(1);
    await page.goBack();
    await page.getByRole("row", { name: /RM-200/ }).getByRole("link", { name: "Create work order" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("New work order");
    expect(await page.getByLabel("Title").inputValue()).toBe("Oil change");
    await expect.poll(() => page.locator("body").textContent()).toContain("RM-200");
    await page.getByRole("button", { name: "Open work order" }).click();
    await expect.poll(() => page.url()).toMatch(/\/workshop\/work-orders\/[a-z0-9]{15}$/);
  });

  it("rolls forward when that work order is done, and the vehicle page shows it", async () => {
    const status = page.getByRole("group", { name: "Status" });
    await status.getByRole("button", { name: /^Start/ }).click();
    await status.getByRole("button", { name: /^Done/ }).click();
    const dialog = page.getByRole("dialog", { name: /^Complete WO-/ });
    await fillDoneReading(dialog, "80500");
    await dialog.getByRole("button", { name: "Mark done" }).click();
    await expect.poll(async () => (await remindersOf(server, vehicleId))[0]).toMatchObject({ last_done_km: 80_500, due_km: 95_500, state: "ok" });
    await page.goto(`/workshop/vehicles/${vehicleId}`);
    await expect.poll(() => reminderRow().textContent()).toMatch(/OK.*Oil change.*due in 15,000 km/);
    expect(errors).toEqual([]);
  });
});

describe("changing a reminder", () => {
  it("a technician changes its interval; a manager deletes it once she confirms, and Cancel keeps it", async () => {
    await page.goto(`/workshop/vehicles/${vehicleId}`);
    await reminderRow().getByRole("button", { name: "Edit Oil change" }).click();
    const form = page.getByRole("form", { name: "Edit reminder" });
    await form.getByLabel("Every (km)").fill("20000");
    await form.getByRole("button", { name: "Save reminder" }).click();
    // Last done at 80 500 km: now due at 100 500, 20 000 km to go.
    await expect.poll(() => reminderRow().textContent()).toMatch(/OK.*Oil change.*due in 20,000 km/);
    expect((await remindersOf(server, vehicleId))[0]).toMatchObject({ every_km: 20_000, due_km: 100_500 });

    const manager = await employeeWithRole(server, "manager", { name: "Mona Manager" });
    const context = await newContext(browser, server.url);
    await addSessionCookie(context, server.url, await signInWithPassword(server, manager.email, manager.password));
    const desk = await context.newPage();
    const deskErrors = watchErrors(desk);
    await desk.goto(`/workshop/vehicles/${vehicleId}`);
    const row = desk.getByRole("region", { name: "Reminders of RM-200" }).getByRole("row", { name: /Oil change/ });
    await row.getByRole("button", { name: "Delete Oil change" }).click();
    const dialog = desk.getByRole("dialog", { name: "Delete the reminder “Oil change”?" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await remindersOf(server, vehicleId)).toHaveLength(1);
    await row.getByRole("button", { name: "Delete Oil change" }).click();
    await dialog.getByRole("button", { name: "Delete reminder" }).click();
    await expect.poll(() => desk.getByText("Reminder “Oil change” deleted.").count()).toBe(1);
    await expect.poll(() => row.count()).toBe(0);
    expect(await remindersOf(server, vehicleId)).toHaveLength(0);
    // The technician's page follows.
    await expect.poll(() => reminderRow().count()).toBe(0);
    expect(deskErrors).toEqual([]);
    await context.close();
  });
});

describe("the fleet's due list", () => {
  it.each([1440, 360])("at %i px says how many are due, names each vehicle's make and model, and pages as Page 1 of N", async (width) => {
    const vans = (await createCategory(server, undefined, { name: `Due list ${width}` })).id;
    const vehicle = (await createVehicle(server, vans, undefined, { plate: `DL-${width}`, make: "Renault", model: "Kangoo" })).id;
    // 31 overdue in this category: a page and one more.
    for (let i = 0; i < 31; i += 1) {
      await createReminder(server, server.superuserToken, vehicle, { title: `Check ${String(i).padStart(2, "0")}`, every_months: 0, every_km: 0, due_date: dayFromToday(-1 - i) });
    }
    const listPage = await page.context().newPage();
    await listPage.setViewportSize({ width, height: 900 });
    const pageErrors = watchErrors(listPage);
    await listPage.goto(`/workshop/reminders?category=${vans}`);
    await listPage.getByText("31 reminders due").waitFor();
    expect(await listPage.getByRole("navigation", { name: "Pages of the reminders" }).textContent()).toContain("Page 1 of 2");
    const first = listPage.getByRole("row", { name: /Check 30/ });
    expect(await first.getByRole("link").first().textContent()).toBe(`DL-${width}Renault Kangoo`);
    await listPage.getByRole("navigation", { name: "Pages of the reminders" }).getByRole("link", { name: "Next" }).click();
    await expect.poll(() => listPage.getByRole("navigation", { name: "Pages of the reminders" }).textContent()).toContain("Page 2 of 2");
    await listPage.getByRole("row", { name: /Check 00/ }).waitFor();
    expect(await listPage.getByRole("row", { name: /Check 01/ }).count()).toBe(0);
    await listPage.getByLabel("State").selectOption("overdue");
    await listPage.getByText("31 reminders", { exact: true }).waitFor();
    const overflow = await listPage.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await screenshot(listPage, `reminders-due-list-${width}`);
    expect(pageErrors).toEqual([]);
    await listPage.close();
  });
});
