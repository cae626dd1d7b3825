// A category's service plan from the screen (issue 20, item 1): a manager saves a plan, "Save
// plan" goes quiet and "Apply to existing vehicles" lights up (also after a reload), and applying
// it gives the category's vehicles the plan's reminders. Saving one's own plan is no colleague's
// change: no "just changed this category" notice (item 2).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { addSessionCookie, launchBrowser, newContext, screenshot, watchErrors } from "../support/browser";
import { signInWithPassword, startServer, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle } from "../support/records";
import { employeeWithRole, remindersOf } from "../support/reminders";

let server: TestServer;
let browser: Browser;
let page: Page;
let errors: string[];
let vansId = "";
const vans: string[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } }), launchBrowser()]);
  const mia = await employeeWithRole(server, "manager", { name: "Mia Manager" });
  const context = await newContext(browser, server.url);
  await addSessionCookie(context, server.url, await signInWithPassword(server, mia.email, mia.password));
  vansId = (await createCategory(server, undefined, { name: "Vans" })).id;
  for (const plate of ["SP-1", "SP-2"]) vans.push((await createVehicle(server, vansId, undefined, { plate, odometer: 40_000 })).id);
  page = await context.newPage();
  errors = watchErrors(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const plan = () => page.locator("section", { has: page.getByRole("heading", { name: "Service plan" }) });
const button = (name: string) => plan().getByRole("button", { name });

describe("a manager's service plan", () => {
  it("is saved, and then applied to the category's vehicles from the screen", async () => {
    await page.goto(`/workshop/vehicles/categories/${vansId}`);
    await button("Add to plan").click();
    await plan().getByLabel("Title").last().fill("Oil change ");
    await plan().getByLabel("Every (months)").last().fill("12");
    await plan().getByLabel("Every (km)").last().fill("15000");
    await button("Add to plan").click();
    await plan().getByLabel("Title").last().fill("Brake fluid");
    await plan().getByLabel("Every (months)").last().fill("24");
    expect(await button("Apply to existing vehicles").isDisabled()).toBe(true);
    await button("Save plan").click();

    await plan().getByText("Service plan saved.", { exact: false }).waitFor();
    await expect.poll(() => button("Save plan").isDisabled()).toBe(true);
    expect(await button("Apply to existing vehicles").isEnabled()).toBe(true);
    // One's own save is not news: no "a colleague just changed" notice.
    expect(await page.getByText("just changed this category", { exact: false }).count()).toBe(0);

    // The server's copy (its keys in another order) reads as the same plan after a reload.
    await page.reload();
    await expect.poll(() => plan().getByLabel("Title").count()).toBe(2);
    expect(await plan().getByLabel("Title").first().inputValue()).toBe("Oil change");
    expect(await button("Save plan").isDisabled()).toBe(true);
    expect(await button("Apply to existing vehicles").isEnabled()).toBe(true);

    await button("Apply to existing vehicles").click();
    await plan().getByText("4 reminders added to the category's vehicles.").waitFor();
    for (const vehicle of vans) {
      const titles = (await remindersOf(server, vehicle)).map((reminder) => `${reminder.title} ${reminder.every_months} ${reminder.every_km}`);
      expect(titles).toEqual(["Brake fluid 24 0", "Oil change 12 15000"]);
    }
    await page.goto(`/workshop/vehicles/${vans[0]}`);
    await page.getByRole("region", { name: "Reminders of SP-1" }).getByRole("row", { name: /Oil change/ }).waitFor();
    await screenshot(page, "service-plan-applied");
    expect(errors).toEqual([]);
  });

  it("tells an edited plan from the saved one, and Apply waits until it is saved", async () => {
    await page.goto(`/workshop/vehicles/categories/${vansId}`);
    await expect.poll(() => plan().getByLabel("Title").count()).toBe(2);
    await plan().getByLabel("Every (months)").first().fill("6");
    expect(await button("Save plan").isEnabled()).toBe(true);
    expect(await button("Apply to existing vehicles").isDisabled()).toBe(true);
    await plan().getByLabel("Every (months)").first().fill("12");
    expect(await button("Save plan").isDisabled()).toBe(true);
    expect(await button("Apply to existing vehicles").isEnabled()).toBe(true);
    expect(errors).toEqual([]);
  });

  it("removes a line from the plan: saved, it stays removed after a reload", async () => {
    await page.goto(`/workshop/vehicles/categories/${vansId}`);
    await expect.poll(() => plan().getByLabel("Title").count()).toBe(2);
    await button("Remove Brake fluid").click();
    expect(await plan().getByLabel("Title").count()).toBe(1);
    await button("Save plan").click();
    await plan().getByText("Service plan saved.", { exact: false }).waitFor();
    await page.reload();
    await expect.poll(() => plan().getByLabel("Title").count()).toBe(1);
    expect(await plan().getByLabel("Title").first().inputValue()).toBe("Oil change");
    const saved = (await server.asSuperuser(`/api/collections/categories/records/${vansId}`)).json.service_plan as { title: string }[];
    expect(saved.map((line) => line.title)).toEqual(["Oil change"]);
    expect(errors).toEqual([]);
  });
});
