// Clock presses and photos made with the network gone (docs/product.md "Phone and offline",
// "Time on jobs", "Photos and documents"), on a 360 px phone in real Chromium against the real
// server: offline, Tess clocks on from My work and adds a photo to the work order; both show as
// waiting, survive a reload, and reach the server once the network is back. The clock starts
// when she pressed the button, not when the phone got its network back; the server's rules
// (clocking on starts the job) still decide.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { addSessionCookie, connectionNotice, keptCopies, launchBrowser, newPhoneContext, screenshot, watchErrors } from "../support/browser";
import { createEmployee, signInWithPassword, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle, TINY_PNG } from "../support/records";
import { entriesWhere } from "../support/time";
import { createWorkOrder, getWorkOrder } from "../support/work-orders";

let server: TestServer;
let browser: Browser;
let phone: BrowserContext;
let tess: Employee;
let workOrderId = "";
let number = "";

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } }), launchBrowser()]);
  let manager: Employee;
  [tess, manager] = await Promise.all([
    createEmployee(server, { name: "Tess Technician", role: "technician" }),
    createEmployee(server, { name: "Mia Manager", role: "manager" }),
  ]);
  const vans = (await createCategory(server, undefined, { name: "Vans" })).id;
  const vehicle = await createVehicle(server, vans, undefined, { plate: "OFF 456", make: "Ford", model: "Transit", odometer: 80_000 });
  const workOrder = await createWorkOrder(server, manager.token, vehicle.id, { title: "Dented door", assignee: tess.id });
  workOrderId = workOrder.id;
  number = `WO-${workOrder.number}`;
  phone = await newPhoneContext(browser, server.url, { viewport: { width: 360, height: 740 } });
  await addSessionCookie(phone, server.url, await signInWithPassword(server, tess.email, tess.password));
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const card = (page: Page) => page.getByRole("listitem", { name: `${number}: Dented door` });
const clockGroup = (page: Page) => card(page).getByRole("group", { name: "Time on this job" });
const topBarClock = (page: Page) => page.getByRole("link", { name: /^Your clock runs on/ });
const photosSection = (page: Page) => page.locator(".record-photos");
const disconnected = (error: string) => !error.includes("net::ERR_INTERNET_DISCONNECTED");

describe("a technician offline clocks on and adds a photo", () => {
  let page: Page;
  let errors: string[];
  let pressedBy = 0;

  it("has My work and the work order on the phone, as read online", async () => {
    page = await phone.newPage();
    errors = watchErrors(page);
    await page.goto(`/workshop/work-orders/${workOrderId}`);
    await page.getByRole("heading", { name: "Photos" }).waitFor();
    // The copy is written a moment after the page shows it; leaving at once could abort that write.
    await expect.poll(() => keptCopies(page, `/api/collections/work_orders/records/${workOrderId}`)).toBeGreaterThan(0);
    await page.goto("/workshop/my-work");
    await expect.poll(() => clockGroup(page).getByRole("button").textContent()).toBe("Clock on");
    // Enabled once the running clock (none) was read: what the phone keeps for offline.
    await expect.poll(() => clockGroup(page).getByRole("button").isEnabled()).toBe(true);
    // …and My work's list, once their copies are written.
    await expect.poll(() => keptCopies(page, "/api/collections/time_entries/records?")).toBeGreaterThan(0);
    await expect.poll(() => keptCopies(page, "/api/collections/work_orders/records?")).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  });

  it("clocks on from My work offline: the clock runs on the phone, marked as waiting", async () => {
    await phone.setOffline(true);
    await expect.poll(() => connectionNotice(page)).toContain("Cannot reach the Workshop server");
    await clockGroup(page).getByRole("button", { name: "Clock on" }).click();
    pressedBy = Date.now();
    await expect.poll(() => clockGroup(page).getByRole("button").textContent()).toBe("Clock off");
    expect(await clockGroup(page).textContent()).toContain("Waiting to be sent");
    await expect.poll(() => topBarClock(page).textContent()).toBe(`${number} · 0:00`);
    await expect.poll(() => connectionNotice(page)).toContain("Offline — 1 change waiting.");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await screenshot(page, "offline-clock-on-phone");
  });

  it("adds a photo to the work order offline: it shows, marked as waiting", async () => {
    await card(page).getByRole("link", { name: "Dented door" }).click();
    await page.getByRole("heading", { name: "Photos" }).waitFor();
    await page.getByLabel("Choose photos…").setInputFiles({ name: "dent.png", mimeType: "image/png", buffer: Buffer.from(TINY_PNG) });
    await expect.poll(() => photosSection(page).getByRole("img", { name: /waiting to be sent/ }).count()).toBe(1);
    expect(await photosSection(page).textContent()).toContain("1 photo of 20");
    await expect.poll(() => connectionNotice(page)).toContain("Offline — 2 changes waiting.");
    await screenshot(page, "offline-photo-phone");
  });

  it("keeps both across a reload with the network still gone", async () => {
    await page.reload();
    await expect.poll(() => photosSection(page).getByRole("img", { name: /waiting to be sent/ }).count()).toBe(1);
    await expect.poll(() => page.getByRole("group", { name: "Time on this job" }).getByRole("button").textContent()).toBe("Clock off");
    await expect.poll(() => connectionNotice(page)).toContain("Offline — 2 changes waiting.");
    expect(await getWorkOrder(server, workOrderId).then((order) => order.photos.length)).toBe(0);
    expect(await entriesWhere(server, `work_order = "${workOrderId}"`)).toEqual([]);
  });

  it("sends both when the network is back: the clock started when the button was pressed", async () => {
    // Long enough offline that a start taken on arrival would differ from the press.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await phone.setOffline(false);
    await expect.poll(() => page.locator(".connection-notice").count(), { timeout: 20_000 }).toBe(0);
    const entries = await entriesWhere(server, `work_order = "${workOrderId}"`);
    expect(entries.map((entry) => ({ employee: entry.employee, ended: entry.ended }))).toEqual([{ employee: tess.id, ended: "" }]);
    expect(Date.parse(entries[0]!.started)).toBeLessThanOrEqual(pressedBy);
    const order = await getWorkOrder(server, workOrderId);
    // Clocking on started the job, as the server's rules say.
    expect(order.status).toBe("in_progress");
    expect(order.photos).toHaveLength(1);
    await expect.poll(() => photosSection(page).getByRole("button", { name: "Photo 1 of 1" }).count()).toBe(1);
    expect(await photosSection(page).getByRole("img", { name: /waiting to be sent/ }).count()).toBe(0);
    expect(errors.filter(disconnected)).toEqual([]);
  });
});
