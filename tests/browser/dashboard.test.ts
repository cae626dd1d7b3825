// The dashboard at /backend in real Chromium over demo data: figures as the server counts them,
// chart bars that open the filtered vehicle list, live updates, the CSV download, and a layout
// that fits a phone.
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { STATS_PATH, type DashboardStats } from "@shared/dashboard";
import { VEHICLE_STATUS_LABELS, WORK_ORDER_STATUS_LABELS } from "@shared/records";
import { formatMoney } from "@shared/work-orders/money";
import { VEHICLE_EXPORT_HEADERS } from "@shared/vehicle-export";
import { addSessionCookie, launchBrowser, newContext, newPhoneContext, screenshot, watchErrors } from "../support/browser";
import { parseCsv } from "../support/csv";
import { runDemo } from "../support/demo";
import { createEmployee, signInWithPassword, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { formatWorkOrderNumber } from "@shared/work-orders/number";
import { createVehicle } from "../support/records";
import { addItem, createWorkOrder, moveWorkOrder } from "../support/work-orders";

let server: TestServer;
let browser: Browser;
let alice: Employee;
let desktop: BrowserContext;
let session: Awaited<ReturnType<typeof signInWithPassword>>;

const VEHICLES = 400;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } }), launchBrowser()]);
  alice = await createEmployee(server, { name: "Alice Mechanic" });
  const demo = await runDemo(server, "--vehicles", String(VEHICLES), "--categories", "12", "--seed", "5");
  expect(demo.code, demo.output).toBe(0);
  // A session the app can refresh on start: one real password sign-in, put into the cookie.
  session = await signInWithPassword(server, alice.email, alice.password);
  desktop = await newContext(browser, server.url);
  await addSessionCookie(desktop, server.url, session);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function stats(): Promise<DashboardStats> {
  return (await server.request<DashboardStats>(STATS_PATH, { token: alice.token })).json;
}

async function openDashboard(context: BrowserContext = desktop): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto("/backend");
  await page.getByRole("heading", { name: "Vehicles by status" }).waitFor();
  return { page, errors };
}

/** The figure labelled exactly `label` ("Overdue", not "Reminders overdue"). */
const figure = (page: Page, label: string) =>
  page.locator(".figure", { has: page.locator(".figure-label", { hasText: new RegExp(`^${label}$`) }) }).locator(".figure-value").textContent();

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const path = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

describe("the dashboard with demo data", () => {
  it("shows the server's figures, both charts and the recently updated vehicles", async () => {
    const expected = await stats();
    const { page, errors } = await openDashboard();
    const count = (value: number) => new Intl.NumberFormat("en-GB").format(value);
    expect(await figure(page, "Vehicles")).toBe(count(VEHICLES));
    expect(await figure(page, "In workshop")).toBe(count(expected.totals.inService));
    expect(await figure(page, "Categories")).toBe("12");
    expect(await figure(page, "Added recently")).toBe(count(expected.totals.addedRecently));

    const statusChart = page.getByRole("figure", { name: "Vehicles by status" });
    const items = await statusChart.getByRole("listitem").allTextContents();
    expect(items).toHaveLength(4);
    expected.byStatus.forEach(({ status, count: n }, i) => {
      expect(items[i]).toContain(VEHICLE_STATUS_LABELS[status]);
      expect(items[i]).toContain(`${count(n)} vehicles`);
    });
    expect(await statusChart.getByRole("link").count()).toBe(4);
    const categoryChart = page.getByRole("figure", { name: "Vehicles by category" });
    // Eight categories by name, the other four together (not a link: no one list shows them).
    expect(await categoryChart.getByRole("link").count()).toBe(8);
    expect(await categoryChart.getByRole("listitem").last().textContent()).toContain("4 other categories");

    const recent = page.getByRole("region", { name: "Recently updated vehicles" });
    expect(await recent.getByRole("link").count()).toBe(8);
    const first = expected.recent[0]!;
    expect(await recent.getByRole("link").first().getAttribute("href")).toBe(`/workshop/vehicles/${first.id}`);
    await screenshot(page, "desktop-dashboard");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("opens the vehicle list filtered by status from a status bar", async () => {
    const { page } = await openDashboard();
    await page.getByRole("figure", { name: "Vehicles by status" }).getByRole("link", { name: /^In workshop/ }).click();
    await expect.poll(() => path(page)).toBe("/workshop/vehicles?status=in_service");
    await expect.poll(() => page.title()).toBe("Vehicles · Workshop");
    await page.close();
  });

  it("opens the vehicle list filtered by category from a category bar", async () => {
    const biggest = (await stats()).byCategory.top[0]!;
    const { page } = await openDashboard();
    await page
      .getByRole("figure", { name: "Vehicles by category" })
      .getByRole("link", { name: new RegExp(`^${biggest.name}`) })
      .click();
    await expect.poll(() => path(page)).toBe(`/workshop/vehicles?category=${biggest.id}`);
    await expect.poll(() => page.title()).toBe("Vehicles · Workshop");
    await page.close();
  });

  it("follows changes live: a colleague's new vehicle shows up without a reload", async () => {
    const { page } = await openDashboard();
    const before = (await stats()).totals.vehicles;
    const category = (await stats()).byCategory.top[0]!.id;
    const added = await createVehicle(server, category, alice.token, { status: "in_service" });
    await expect.poll(() => figure(page, "Vehicles"), { timeout: 10_000 }).toBe(new Intl.NumberFormat("en-GB").format(before + 1));
    const recent = page.getByRole("region", { name: "Recently updated vehicles" });
    expect(await recent.getByRole("link").first().getAttribute("href")).toBe(`/workshop/vehicles/${added.id}`);
    expect(await recent.getByRole("listitem").first().textContent()).toContain("Alice Mechanic");
    await page.close();
  });

  it("downloads every vehicle as CSV", async () => {
    const { page } = await openDashboard();
    const total = (await stats()).totals.vehicles;
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toBe(`vehicles-${new Date().toISOString().slice(0, 10)}.csv`);
    const text = await readFile((await download.path())!, "utf8");
    expect(text.startsWith("\uFEFF")).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual(VEHICLE_EXPORT_HEADERS);
    expect(rows).toHaveLength(total);
    // The file token rode in the URL; the page itself stayed where it was.
    expect(path(page)).toBe("/backend");
    await page.close();
  });

  it("shows the work: open, overdue and mine, open work by status, and the cost of done work per month", async () => {
    // Work of Alice's own, so that "assigned to me" and this month's cost are not zero whatever
    // the demo data holds: one overdue and assigned to her, one done with 2 × 60.25.
    const category = (await stats()).byCategory.top[0]!.id;
    const vehicle = await createVehicle(server, category, alice.token, { odometer: 1000 });
    await createWorkOrder(server, alice.token, vehicle.id, { title: "Late job", assignee: alice.id, due: "2020-01-01 00:00:00.000Z" });
    const done = await createWorkOrder(server, alice.token, vehicle.id, { title: "Paid job" });
    await addItem(server, alice.token, done.id, { kind: "labour", description: "Work", quantity: 2, unit_cost: 60.25 });
    await moveWorkOrder(server, alice.token, done.id, { status: "in_progress" }, { status: "done", odometer: 1500 });

    const expected = (await stats()).workOrders;
    expect(expected.assignedToMe).toBeGreaterThanOrEqual(1);
    expect(expected.overdue).toBeGreaterThanOrEqual(1);
    const { page, errors } = await openDashboard();
    const count = (value: number) => new Intl.NumberFormat("en-GB").format(value);
    const unfinished = expected.byStatus.filter((row) => ["open", "in_progress", "waiting_parts"].includes(row.status));
    expect(await figure(page, "Open work orders")).toBe(count(unfinished.reduce((sum, row) => sum + row.count, 0)));
    expect(await figure(page, "Overdue")).toBe(count(expected.overdue));
    expect(await figure(page, "Assigned to me")).toBe(count(expected.assignedToMe));

    const open = page.getByRole("figure", { name: "Open work orders by status" });
    const bars = await open.getByRole("listitem").allTextContents();
    expect(bars).toHaveLength(3);
    unfinished.forEach(({ status, count: n }, i) => {
      expect(bars[i]).toContain(WORK_ORDER_STATUS_LABELS[status]);
      expect(bars[i]).toContain(`${count(n)} work order`);
    });

    const cost = page.getByRole("figure", { name: "Cost of done work per month" });
    const months = await cost.getByRole("listitem").allTextContents();
    expect(months).toHaveLength(12);
    const thisMonth = expected.costByMonth.at(-1)!;
    expect(thisMonth.cents).toBeGreaterThanOrEqual(12_050);
    const monthName = new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "UTC" }).format(new Date());
    expect(months[11]).toBe(`${monthName}${formatMoney(thisMonth.cents, "EUR")}`);
    await screenshot(page, "desktop-dashboard-work");

    // "Assigned to me" opens the board filtered to Alice's work.
    await page.locator(".figure", { has: page.locator(".figure-label", { hasText: "Assigned to me" }) }).getByRole("link").click();
    await expect.poll(() => path(page)).toBe("/workshop/work-orders?assignee=me");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("follows work orders live: a new one counts as open without a reload", async () => {
    const { page } = await openDashboard();
    const before = await figure(page, "Open work orders");
    const category = (await stats()).byCategory.top[0]!.id;
    const vehicle = await createVehicle(server, category, alice.token);
    await createWorkOrder(server, alice.token, vehicle.id, { title: "Live job" });
    const now = (await stats()).workOrders.byStatus.filter((row) => ["open", "in_progress", "waiting_parts"].includes(row.status));
    const expected = new Intl.NumberFormat("en-GB").format(now.reduce((sum, row) => sum + row.count, 0));
    expect(expected).not.toBe(before);
    await expect.poll(() => figure(page, "Open work orders"), { timeout: 10_000 }).toBe(expected);
    await page.close();
  });

  it.each([1440, 360])("at %i px shows the workshop's state before the fleet, the work changed last, and waiting work in its own colour", async (width) => {
    const category = (await stats()).byCategory.top[0]!.id;
    const vehicle = await createVehicle(server, category, alice.token, { plate: `WAIT-${width}` });
    const held = await createWorkOrder(server, alice.token, vehicle.id, { title: "Gearbox", status: "in_progress", priority: "urgent" });
    await moveWorkOrder(server, alice.token, held.id, { status: "waiting_parts" });
    const expected = await stats();
    const { page, errors } = await openDashboard();
    await page.setViewportSize({ width, height: 900 });
    const count = (value: number) => new Intl.NumberFormat("en-GB").format(value);

    const now = page.getByRole("list", { name: "The workshop now" });
    const labels = await now.locator(".figure-label").allTextContents();
    expect(labels.slice(0, 4)).toEqual(["Open work orders", "Overdue", "In workshop", "Waiting for parts"]);
    expect(await figure(page, "Waiting for parts")).toBe(count(expected.workOrders.byStatus.find((row) => row.status === "waiting_parts")!.count));
    expect(await figure(page, "In workshop")).toBe(count(expected.totals.inService));
    const fleet = page.getByRole("list", { name: "Fleet figures" });
    expect((await now.boundingBox())!.y).toBeLessThan((await fleet.boundingBox())!.y);

    // The work changed last, newest first, each leading to its work order.
    const work = page.getByRole("region", { name: "Recently updated work" });
    await expect.poll(() => work.getByRole("link").first().textContent()).toContain(formatWorkOrderNumber(held.number));
    expect(await work.getByRole("listitem").first().textContent()).toContain("Alice Mechanic");
    expect((await work.boundingBox())!.y).toBeLessThan((await fleet.boundingBox())!.y);
    await work.getByRole("link").first().click();
    await expect.poll(() => path(page)).toBe(`/workshop/work-orders/${held.id}`);

    // Waiting for parts is not the red of Urgent: side by side in the work order list.
    await page.goto("/workshop/work-orders?view=list&status=waiting_parts");
    const row = page.getByRole("row", { name: new RegExp(formatWorkOrderNumber(held.number)) });
    const colour = (text: string) => row.locator(".badge", { hasText: text }).evaluate((badge) => getComputedStyle(badge).color);
    expect(await colour("Waiting for parts")).not.toBe(await colour("Urgent"));
    expect(await noSidewaysScroll(page)).toBe(0);
    await page.goto("/backend");
    await page.getByRole("list", { name: "The workshop now" }).waitFor();
    const waitingEdge = await page.locator(".figure", { has: page.locator(".figure-label", { hasText: "Waiting for parts" }) }).locator("a").evaluate((a) => getComputedStyle(a).borderTopColor);
    const overdueEdge = await page.locator(".figure", { has: page.locator(".figure-label", { hasText: /^Overdue$/ }) }).locator("a").evaluate((a) => getComputedStyle(a).borderTopColor);
    expect(waitingEdge).not.toBe(overdueEdge);
    expect(await noSidewaysScroll(page)).toBe(0);
    await screenshot(page, `dashboard-workshop-now-${width}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("fits a 375 px phone", async () => {
    const phone = await newPhoneContext(browser, server.url);
    await addSessionCookie(phone, server.url, session);
    const { page, errors } = await openDashboard(phone);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await screenshot(page, "phone-dashboard");
    expect(errors).toEqual([]);
    await phone.close();
  });
});
