// The jobs already on a technician's phone are the ones My work lists, not only those they opened
// (docs/product.md "Phone and offline"): on a 360 px phone in real Chromium against the
// real server, Tess opens My work only, the network goes, and she opens a job she never opened:
// its page shows from the phone, she ticks its task, and the tick reaches the server once the
// network is back. A job that is not hers is not read ahead. Signing out takes every copy along,
// even one whose read answers after the sign-out.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { addSessionCookie, connectionNotice, itemRow, keptCopies, launchBrowser, newPhoneContext, screenshot, watchErrors } from "../support/browser";
import { createEmployee, signInWithPassword, startServer, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle } from "../support/records";
import { addItem, createWorkOrder, ITEM_RECORDS } from "../support/work-orders";

let server: TestServer;
let browser: Browser;
let phone: BrowserContext;
let ownJob = "";
let openJob = "";
let taskId = "";
let number = "";

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } }), launchBrowser()]);
  const [tess, manager] = await Promise.all([
    createEmployee(server, { name: "Tess Technician", role: "technician" }),
    createEmployee(server, { name: "Mia Manager", role: "manager" }),
  ]);
  const vans = (await createCategory(server, undefined, { name: "Vans" })).id;
  const vehicle = await createVehicle(server, vans, undefined, { plate: "CAR 123", make: "Ford", model: "Transit", odometer: 80_000 });
  const job = await createWorkOrder(server, manager.token, vehicle.id, { title: "Squeaking brakes", assignee: tess.id });
  ownJob = job.id;
  number = `WO-${job.number}`;
  taskId = (await addItem(server, manager.token, ownJob, { kind: "task", description: "Check the pads" })).id;
  openJob = (await createWorkOrder(server, manager.token, vehicle.id, { title: "Nobody's yet" })).id;
  phone = await newPhoneContext(browser, server.url, { viewport: { width: 360, height: 740 } });
  await addSessionCookie(phone, server.url, await signInWithPassword(server, tess.email, tess.password));
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});


describe("a job listed on My work, never opened", () => {
  let page: Page;
  let errors: string[];

  it("is kept on the phone once My work has shown it: the job, its items, its time and its history", async () => {
    page = await phone.newPage();
    errors = watchErrors(page);
    await page.goto("/workshop/my-work");
    await page.getByRole("listitem", { name: `${number}: Squeaking brakes` }).waitFor();
    await expect.poll(() => keptCopies(page, `/api/collections/work_orders/records/${ownJob}`)).toBe(1);
    await expect.poll(() => keptCopies(page, `/api/collections/work_order_items/records?`)).toBe(1);
    // Its items, its time and its history: each read filters on the job.
    await expect.poll(() => keptCopies(page, `work_order%20%3D%20%22${ownJob}%22`)).toBe(3);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // The open job nobody took is listed but not read ahead: a technician's own jobs are few.
    expect(await keptCopies(page, `/api/collections/work_orders/records/${openJob}`)).toBe(0);
  });

  it("opens offline, and its task is ticked on the phone, waiting to be sent", async () => {
    await phone.setOffline(true);
    await expect.poll(() => connectionNotice(page)).toContain("Cannot reach the Workshop server");
    await page.getByRole("listitem", { name: `${number}: Squeaking brakes` }).getByRole("link", { name: "Squeaking brakes" }).click();
    await page.getByRole("heading", { name: /Squeaking brakes/ }).waitFor();
    await expect.poll(() => itemRow(page, "Check the pads").count()).toBe(1);
    await page.getByLabel("Done: Check the pads").check();
    await expect.poll(() => itemRow(page, "Check the pads").textContent()).toContain("Waiting to be sent");
    await expect.poll(() => connectionNotice(page)).toContain("Offline — 1 change waiting.");
    await expect.poll(() => connectionNotice(page)).toMatch(/Shown as saved on this device (just now|\d+ min ago)\./);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await screenshot(page, "offline-never-opened-job-phone");
  });

  it("sends the tick when the network is back", async () => {
    await phone.setOffline(false);
    await expect.poll(() => page.locator(".connection-notice").count(), { timeout: 20_000 }).toBe(0);
    const task = await server.request<{ done: boolean }>(`${ITEM_RECORDS}/${taskId}`, { token: server.superuserToken });
    expect(task.json.done).toBe(true);
    expect(errors.filter((error) => !error.includes("net::ERR_INTERNET_DISCONNECTED"))).toEqual([]);
  });

  it("leaves nothing on the phone when Tess signs out, not even a read answered after it", async () => {
    expect(await keptCopies(page, "/api/")).toBeGreaterThan(0);
    const job = `**/api/collections/work_orders/records/${ownJob}?**`;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(job, async (route) => {
      await held;
      await route.continue();
    });
    const lateRead = page.waitForRequest(job);
    await page.reload();
    await lateRead;
    // On a phone, Sign out is under More.
    await page.getByRole("button", { name: "More" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(/\/login/);
    await expect.poll(() => keptCopies(page, "/api/")).toBe(0);
    const answered = page.waitForEvent("requestfinished", (request) => request.url().includes(`/work_orders/records/${ownJob}`));
    release();
    await answered;
    // The app has had its chance to keep the answer (a copy is written within milliseconds).
    await page.waitForTimeout(500);
    expect(await keptCopies(page, "/api/")).toBe(0);
    await page.unroute(job);
  });
});
