// Finishing a job (issue 20, item 7), as a technician meets it at the desk (1440 px) and on a
// phone (360 px): "Done" offers the vehicle's odometer as the reading and warns about tasks not
// ticked (letting the person go on); a card dropped on a column it cannot go to says why.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { addSessionCookie, launchBrowser, newContext, newPhoneContext, screenshot, watchErrors } from "../support/browser";
import { createEmployee, signInWithPassword, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle } from "../support/records";
import { addItem, createWorkOrder, getVehicle, getWorkOrder, moveWorkOrder } from "../support/work-orders";

let server: TestServer;
let browser: Browser;
let tom: Employee;
let desk: BrowserContext;
let phone: BrowserContext;
let cars = "";

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } }), launchBrowser()]);
  tom = await createEmployee(server, { name: "Tom Technician", role: "technician" });
  const session = await signInWithPassword(server, tom.email, tom.password);
  [desk, phone] = await Promise.all([newContext(browser, server.url), newPhoneContext(browser, server.url)]);
  for (const context of [desk, phone]) await addSessionCookie(context, server.url, session);
  cars = (await createCategory(server, undefined, { name: "Cars" })).id;
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function jobInProgress(plate: string, km: number, tasks: readonly [string, boolean][]): Promise<{ vehicle: string; workOrder: string; number: string }> {
  const vehicle = (await createVehicle(server, cars, undefined, { plate, odometer: km })).id;
  const workOrder = await createWorkOrder(server, tom.token, vehicle, { title: `Service ${plate}` });
  for (const [description, done] of tasks) await addItem(server, tom.token, workOrder.id, { kind: "task", description, done });
  await moveWorkOrder(server, tom.token, workOrder.id, { status: "in_progress" });
  return { vehicle, workOrder: workOrder.id, number: `WO-${workOrder.number}` };
}

async function openPage(context: BrowserContext, width: number, path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: width < 500 ? 740 : 900 });
  const errors = watchErrors(page);
  await page.goto(path);
  return { page, errors };
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe("Done on a work order's page, at the desk", () => {
  it("offers the vehicle's odometer and warns about tasks not ticked, then lets the technician go on", async () => {
    const job = await jobInProgress("FIN-1", 50_000, [["Check lights", true], ["Test drive", false], ["Clean the car", false]]);
    const { page, errors } = await openPage(desk, 1440, `/workshop/work-orders/${job.workOrder}`);
    await page.getByRole("group", { name: "Status" }).getByRole("button", { name: /^Done/ }).click();
    const dialog = page.getByRole("dialog", { name: `Complete ${job.number}` });
    await dialog.getByText("2 tasks are not ticked").waitFor();
    expect(await dialog.getByRole("listitem").allTextContents()).toEqual(["Test drive", "Clean the car"]);
    await expect.poll(() => dialog.getByLabel("Odometer (km)").inputValue()).toBe("50000");
    expect(await dialog.textContent()).toContain("The vehicle has 50,000 km so far.");
    await screenshot(page, "complete-with-open-tasks");

    await dialog.getByLabel("Odometer (km)").fill("50120");
    await dialog.getByRole("button", { name: "Mark done" }).click();
    await expect.poll(() => page.getByRole("group", { name: "Status" }).textContent()).toContain("Status: Done");
    // The page shows Done as soon as the change is queued; the server has it a moment later.
    await expect.poll(async () => (await getWorkOrder(server, job.workOrder)).status).toBe("done");
    expect(await getWorkOrder(server, job.workOrder)).toMatchObject({ status: "done", odometer: 50_120 });
    expect((await getVehicle(server, job.vehicle)).odometer).toBe(50_120);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("Done on the board, on a phone", () => {
  it("offers the vehicle's odometer as it is, with no warning when every task is ticked", async () => {
    const job = await jobInProgress("FIN-2", 81_234, [["Oil change", true]]);
    const { page, errors } = await openPage(phone, 360, "/workshop/work-orders");
    await page.getByRole("group", { name: "Column shown" }).getByRole("button", { name: /^In progress/ }).click();
    await page.getByRole("button", { name: new RegExp(`move ${job.number} to Done`) }).click();
    const dialog = page.getByRole("dialog", { name: `Complete ${job.number}` });
    await expect.poll(() => dialog.getByLabel("Odometer (km)").inputValue()).toBe("81234");
    expect(await dialog.getByText("not ticked", { exact: false }).count()).toBe(0);
    expect(await noSidewaysScroll(page)).toBe(0);
    await screenshot(page, "phone-complete-work-order");
    await dialog.getByRole("button", { name: "Mark done" }).click();
    await expect.poll(async () => (await getWorkOrder(server, job.workOrder)).status).toBe("done");
    expect((await getWorkOrder(server, job.workOrder)).odometer).toBe(81_234);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("a card dropped where it cannot go, at the desk", () => {
  it("stays in its column and the board says why", async () => {
    const job = await jobInProgress("FIN-3", 20_000, []);
    await moveWorkOrder(server, tom.token, job.workOrder, { status: "waiting_parts" });
    const { page, errors } = await openPage(desk, 1440, "/workshop/work-orders");
    const card = page.locator(".work-order-card", { hasText: job.number });
    await card.waitFor();
    await card.dragTo(page.locator('section.board-column[data-status="done"]'));
    await page
      .getByRole("alert")
      .getByText(`${job.number} was not moved to Done: A work order that is Waiting for parts cannot move to Done; it can move to In progress or Cancelled.`)
      .waitFor();
    expect(await page.locator('section.board-column[data-status="waiting_parts"] .work-order-card', { hasText: job.number }).count()).toBe(1);
    expect((await getWorkOrder(server, job.workOrder)).status).toBe("waiting_parts");
    expect(await noSidewaysScroll(page)).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
