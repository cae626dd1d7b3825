// A form saved over a version that changed meanwhile (shared/precondition.ts): when a colleague's
// change has not reached the page (no live update in time), the save is refused with 409 and the
// page says so, names what the colleague changed and lets the person choose; nothing of either
// change is lost. Live updates are cut for the page, so the 409 is what tells it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { addSessionCookie, launchBrowser, newContext, screenshot } from "../support/browser";
import { createEmployee, signInWithPassword, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle, VEHICLE_RECORDS } from "../support/records";
import { createWorkOrder, getVehicle, getWorkOrder, patchWorkOrder } from "../support/work-orders";

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let colleague: Employee;
let category: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } }), launchBrowser()]);
  const technician = await createEmployee(server, { name: "Theo Technician", role: "technician" });
  colleague = await createEmployee(server, { name: "Cleo Colleague", role: "technician" });
  context = await newContext(browser, server.url);
  await addSessionCookie(context, server.url, await signInWithPassword(server, technician.email, technician.password));
  category = (await createCategory(server)).id;
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** A page whose live updates never arrive: a colleague's change reaches it only through its save. */
async function pageWithoutLiveUpdates(): Promise<Page> {
  const page = await context.newPage();
  await page.route("**/api/realtime**", (route) => route.abort());
  return page;
}

describe("saving a vehicle a colleague changed meanwhile", () => {
  it("is refused, says what they changed, and keeps both changes once the person goes on", async () => {
    const car = await createVehicle(server, category, undefined, { color: "Grey" });
    const page = await pageWithoutLiveUpdates();
    await page.goto(`/workshop/vehicles/${car.id}`);
    await page.getByLabel("Notes").fill("Left rear tyre worn");

    const theirs = await server.request(`${VEHICLE_RECORDS}/${car.id}`, { method: "PATCH", token: colleague.token, body: { color: "Red" } });
    expect(theirs.status).toBe(200);
    await page.getByRole("button", { name: "Save changes" }).click();

    const notice = page.getByRole("alert").filter({ hasText: "Not saved: a colleague changed this vehicle after you opened it." });
    await expect.poll(() => notice.count()).toBe(1);
    expect(await notice.textContent()).toContain("Cleo Colleague saved a new version. They changed Colour.");
    expect(await page.getByLabel("Notes").inputValue()).toBe("Left rear tyre worn");
    expect(await getVehicle(server, car.id)).toMatchObject({ color: "Red", notes: "" });
    await screenshot(page, "stale-save-vehicle");

    await page.getByRole("button", { name: "Keep editing" }).click();
    expect(await page.getByLabel("Colour").inputValue()).toBe("Red");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => page.getByText("Saved.", { exact: true }).count()).toBe(1);
    expect(await getVehicle(server, car.id)).toMatchObject({ color: "Red", notes: "Left rear tyre worn" });
  });
});

describe("saving a work order a colleague changed meanwhile", () => {
  it("is refused, and their version can be loaded instead", async () => {
    const car = await createVehicle(server, category);
    const order = await createWorkOrder(server, server.superuserToken, car.id, { title: "Brakes" });
    const page = await pageWithoutLiveUpdates();
    await page.goto(`/workshop/work-orders/${order.id}`);
    await page.getByLabel("Title").fill("Brakes and discs");

    expect((await patchWorkOrder(server, colleague.token, order.id, { priority: "urgent" })).status).toBe(200);
    await page.getByRole("button", { name: "Save changes" }).click();
    const notice = page.getByRole("alert").filter({ hasText: "Not saved: a colleague changed this work order after you opened it." });
    await expect.poll(() => notice.count()).toBe(1);
    expect(await notice.textContent()).toContain("They changed Priority.");
    expect((await getWorkOrder(server, order.id)).title).toBe("Brakes");

    await page.getByRole("button", { name: "Load their version" }).click();
    expect(await page.getByLabel("Title").inputValue()).toBe("Brakes");
    expect(await page.getByLabel("Priority").inputValue()).toBe("urgent");
  });
});
