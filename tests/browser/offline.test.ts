// A technician's work with the network gone (docs/product.md "Phone and offline"), on a
// 360 px phone in real Chromium against the real server: with the work order open, the phone
// goes offline; Tess adds an item, ticks a task and starts the job; a reload still opens the
// app (the service worker) and shows all three, marked as waiting; back online, each change
// arrives exactly once. Then a change made offline while a manager closed the work order comes
// back refused: shown with the server's message, kept across a reload, until Tess discards it;
// another, refused the same way, arrives with Try again once the manager has reopened the job.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page, Request } from "playwright-core";
import { addSessionCookie, connectionNotice, itemRow, launchBrowser, newPhoneContext, screenshot, watchErrors } from "../support/browser";
import { createEmployee, signInWithPassword, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle } from "../support/records";
import { addItem, createWorkOrder, getWorkOrder, ITEM_RECORDS, moveWorkOrder } from "../support/work-orders";

let server: TestServer;
let browser: Browser;
let phone: BrowserContext;
let tess: Employee;
let manager: Employee;
let workOrderId = "";
let taskId = "";

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } }), launchBrowser()]);
  [tess, manager] = await Promise.all([
    createEmployee(server, { name: "Tess Technician", role: "technician" }),
    createEmployee(server, { name: "Mia Manager", role: "manager" }),
  ]);
  const cars = (await createCategory(server, undefined, { name: "Vans" })).id;
  const vehicle = await createVehicle(server, cars, undefined, { plate: "OFF 123", make: "Ford", model: "Transit", odometer: 80_000 });
  const workOrder = await createWorkOrder(server, manager.token, vehicle.id, { title: "Brake service", assignee: tess.id });
  workOrderId = workOrder.id;
  taskId = (await addItem(server, manager.token, workOrderId, { kind: "task", description: "Check tyre pressure" })).id;
  phone = await newPhoneContext(browser, server.url, { viewport: { width: 360, height: 740 } });
  await addSessionCookie(phone, server.url, await signInWithPassword(server, tess.email, tess.password));
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const statusLine = (page: Page) => page.getByRole("group", { name: "Status" }).textContent();

async function itemsOnServer(): Promise<{ id: string; description: string; done: boolean }[]> {
  const response = await server.asSuperuser(`${ITEM_RECORDS}?filter=${encodeURIComponent(`work_order="${workOrderId}"`)}&perPage=100&sort=created`);
  return response.json.items;
}

/** Every write the page sends to the API, as "METHOD /api/…" (the service worker passes these by). */
function watchWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (request.method() !== "GET" && url.pathname.startsWith("/api/collections/")) writes.push(`${request.method()} ${url.pathname}`);
  });
  return writes;
}

describe("a technician offline", () => {
  let page: Page;
  let errors: string[];

  it("has the work order on the phone, as read online", async () => {
    page = await phone.newPage();
    errors = watchErrors(page);
    await page.goto(`/workshop/work-orders/${workOrderId}`);
    await expect.poll(() => itemRow(page, "Check tyre pressure").count()).toBe(1);
    // The service worker keeps the page for the reload below.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  });

  it("adds an item, ticks a task and starts the job, which wait on the phone", async () => {
    await phone.setOffline(true);
    await expect.poll(() => connectionNotice(page)).toContain("Cannot reach the Workshop server");

    const newItem = page.locator("tr.item-editor");
    await newItem.getByLabel("Kind").selectOption("part");
    await newItem.getByLabel("Description").fill("Brake fluid DOT 4");
    await newItem.getByLabel("Quantity").fill("2");
    await page.getByRole("button", { name: "Add item" }).click();
    await expect.poll(() => itemRow(page, "Brake fluid DOT 4").textContent()).toContain("Waiting to be sent");

    await page.getByLabel("Done: Check tyre pressure").check();
    await expect.poll(() => itemRow(page, "Check tyre pressure").textContent()).toContain("Waiting to be sent");

    await page.getByRole("button", { name: "Start: move to In progress" }).click();
    await expect.poll(() => statusLine(page)).toContain("In progress");
    await expect.poll(() => connectionNotice(page)).toContain("Offline — 3 changes waiting.");
    await screenshot(page, "offline-work-order-phone");
  });

  it("opens again after a reload with the network still gone: the page from the service worker, the job from the phone", async () => {
    const reload = await page.reload();
    expect(reload?.fromServiceWorker()).toBe(true);
    await expect.poll(() => itemRow(page, "Brake fluid DOT 4").textContent()).toContain("Waiting to be sent");
    expect(await page.getByLabel("Done: Check tyre pressure").isChecked()).toBe(true);
    expect(await statusLine(page)).toContain("In progress");
    await expect.poll(() => connectionNotice(page)).toContain("Offline — 3 changes waiting.");
    // What it shows was read before: it says how old it is.
    await expect.poll(() => connectionNotice(page)).toMatch(/Shown as saved on this device (just now|\d+ min ago)\./);
  });

  it("sends each change exactly once when the network is back", async () => {
    const writes = watchWrites(page);
    await phone.setOffline(false);
    await expect.poll(() => page.locator(".connection-notice").count(), { timeout: 20_000 }).toBe(0);
    const items = await itemsOnServer();
    expect(items.map((item) => item.description)).toEqual(["Check tyre pressure", "Brake fluid DOT 4"]);
    expect(items.find((item) => item.id === taskId)?.done).toBe(true);
    expect((await getWorkOrder(server, workOrderId)).status).toBe("in_progress");
    expect(writes.sort()).toEqual(
      [
        `PATCH /api/collections/work_orders/records/${workOrderId}`,
        `PATCH /api/collections/work_order_items/records/${taskId}`,
        "POST /api/collections/work_order_items/records",
      ].sort(),
    );
    // The page now shows the server's records, nothing waiting.
    await expect.poll(() => itemRow(page, "Brake fluid DOT 4").textContent()).not.toContain("Waiting to be sent");
    expect(errors.filter((error) => !error.includes("net::ERR_INTERNET_DISCONNECTED"))).toEqual([]);
  });

  it("keeps a change the server refuses on arrival, with its message, until it is discarded", async () => {
    await phone.setOffline(true);
    await expect.poll(() => connectionNotice(page)).toContain("Cannot reach the Workshop server");
    await page.locator("tr.item-editor").getByLabel("Description").fill("Wiper blades");
    await page.getByRole("button", { name: "Add item" }).click();
    await expect.poll(() => connectionNotice(page)).toContain("Offline — 1 change waiting.");
    // Meanwhile, at the office, the manager closes the job.
    await moveWorkOrder(server, manager.token, workOrderId, { status: "done", odometer: 80_500 });

    await phone.setOffline(false);
    await expect.poll(() => connectionNotice(page), { timeout: 20_000 }).toContain("1 change was not accepted by the server.");
    const refused = page.locator(".device-change", { hasText: "Wiper blades" });
    await expect.poll(() => refused.textContent()).toContain("This work order is Done or Cancelled: its items cannot change.");
    expect((await itemsOnServer()).map((item) => item.description)).not.toContain("Wiper blades");
    await screenshot(page, "offline-refused-phone");

    // Kept on the phone: still there after a reload.
    await page.reload();
    await expect.poll(() => page.locator(".device-change", { hasText: "Wiper blades" }).count()).toBe(1);
    await page.locator(".device-change", { hasText: "Wiper blades" }).getByRole("button", { name: "Discard" }).click();
    await expect.poll(() => page.locator(".device-change").count()).toBe(0);
    await expect.poll(() => page.locator(".connection-notice").count()).toBe(0);
  });

  it("sends a refused change again with Try again, once the manager has reopened the job", async () => {
    // The job open again, then a change made offline while the manager closes it once more.
    await moveWorkOrder(server, manager.token, workOrderId, { status: "in_progress" });
    await expect.poll(() => page.locator("tr.item-editor").count()).toBe(1);
    await phone.setOffline(true);
    await expect.poll(() => connectionNotice(page)).toContain("Cannot reach the Workshop server");
    await page.locator("tr.item-editor").getByLabel("Description").fill("Washer fluid");
    await page.getByRole("button", { name: "Add item" }).click();
    await expect.poll(() => connectionNotice(page)).toContain("Offline — 1 change waiting.");
    await moveWorkOrder(server, manager.token, workOrderId, { status: "done", odometer: 80_500 });
    await phone.setOffline(false);
    const refused = page.locator(".device-change", { hasText: "Washer fluid" });
    await expect.poll(() => refused.textContent(), { timeout: 20_000 }).toContain("This work order is Done or Cancelled: its items cannot change.");

    // The manager reopens the job; Tess tries the change again, and it arrives once.
    await moveWorkOrder(server, manager.token, workOrderId, { status: "in_progress" });
    await refused.getByRole("button", { name: "Try again" }).click();
    await expect.poll(() => page.locator(".device-change").count(), { timeout: 20_000 }).toBe(0);
    await expect.poll(async () => (await itemsOnServer()).filter((item) => item.description === "Washer fluid")).toHaveLength(1);
    await expect.poll(() => page.locator(".connection-notice").count()).toBe(0);
    await expect.poll(() => itemRow(page, "Washer fluid").textContent()).not.toContain("Waiting to be sent");
  });
});
