// Time on jobs in real Chromium (docs/product.md "Time on jobs"): a technician on a phone clocks
// on a work order with the big button (which starts it), switches to another job (the first
// clock stops), completes it and reads the labour line the clock made and its cost; the running
// clock rides in the top bar. A manager sees everyone's time, a viewer no clock; the vehicle
// page shows days off the road and the dashboard the fleet's availability and the day's hours.
// Each screen fits 360, 768 and 1440 px with a clock button a finger can press.
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { addSessionCookie, launchBrowser, newContext, newPhoneContext, screenshot, watchErrors } from "../support/browser";
import { createEmployee, signInWithPassword, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle, EMPLOYEE_RECORDS } from "../support/records";
import { entriesWhere, patchEntry } from "../support/time";
import { createWorkOrder } from "../support/work-orders";
import { fillDoneReading } from "../support/done-dialog";

let server: TestServer;
let browser: Browser;
let tom: Employee;
let mia: Employee;
let vera: Employee;
let phone: BrowserContext;
let desk: BrowserContext;
let viewerDesk: BrowserContext;
let vehicleId = "";
const orders: Record<"brakes" | "tyres", { id: string; number: string }> = { brakes: { id: "", number: "" }, tyres: { id: "", number: "" } };

async function signedIn(context: BrowserContext, employee: Employee): Promise<BrowserContext> {
  await addSessionCookie(context, server.url, await signInWithPassword(server, employee.email, employee.password));
  return context;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip", WORKSHOP_CURRENCY: "EUR", WORKSHOP_LABOUR_RATE: "60" } }), launchBrowser()]);
  [tom, mia, vera] = await Promise.all([
    createEmployee(server, { name: "Tom Technician", role: "technician" }),
    createEmployee(server, { name: "Mia Manager", role: "manager" }),
    createEmployee(server, { name: "Vera Viewer", role: "viewer" }),
  ]);
  await server.asSuperuser(`${EMPLOYEE_RECORDS}/${tom.id}`, { method: "PATCH", body: { labour_rate: 80 } });
  const vans = (await createCategory(server, undefined, { name: "Vans" })).id;
  vehicleId = (await createVehicle(server, vans, undefined, { plate: "TIME-1", make: "Ford", model: "Transit", odometer: 40_000 })).id;
  for (const [key, title] of [["brakes", "Brakes"], ["tyres", "Tyres"]] as const) {
    const order = await createWorkOrder(server, mia.token, vehicleId, { title });
    orders[key] = { id: order.id, number: `WO-${order.number}` };
  }
  [phone, desk, viewerDesk] = await Promise.all([
    newPhoneContext(browser, server.url).then((context) => signedIn(context, tom)),
    newContext(browser, server.url).then((context) => signedIn(context, mia)),
    newContext(browser, server.url).then((context) => signedIn(context, vera)),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const clockButton = (page: Page) => page.getByRole("group", { name: "Time on this job" }).getByRole("button");
const topBarClock = (page: Page) => page.getByRole("link", { name: /^Your clock runs on/ });

describe("a technician's day on a phone", () => {
  let page: Page;
  let errors: string[];

  it("clocks on an open work order with the big button: it starts, and the top bar shows the running clock", async () => {
    page = await phone.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    errors = watchErrors(page);
    await page.goto(`/workshop/work-orders/${orders.brakes.id}`);
    await expect.poll(() => clockButton(page).textContent()).toBe("Clock on");
    expect(await page.getByText("Clocking on starts this work order.").count()).toBe(1);
    await clockButton(page).click();
    await expect.poll(() => clockButton(page).textContent()).toBe("Clock off");
    await expect.poll(() => page.getByRole("group", { name: "Status" }).textContent()).toMatch(/Status: In progress/);
    await expect.poll(() => topBarClock(page).textContent()).toBe(`${orders.brakes.number} · 0:00`);
    await expect.poll(() => page.locator("table.job-time tbody tr").allTextContents()).toEqual([expect.stringMatching(/Running/)]);
    await screenshot(page, "time-clocked-on-phone");
  });

  it("switches to another job: clocking on there stops the first clock", async () => {
    await page.goto(`/workshop/work-orders/${orders.tyres.id}`);
    await expect.poll(() => page.getByText(`Your clock runs on ${orders.brakes.number}: clocking on here stops it.`).count()).toBe(1);
    await clockButton(page).click();
    await expect.poll(() => topBarClock(page).textContent()).toBe(`${orders.tyres.number} · 0:00`);
    // The press shows at once (through the outbox); the server has it a moment later.
    await expect.poll(async () => (await entriesWhere(server, `employee = "${tom.id}" && ended = ""`)).map((entry) => entry.work_order)).toEqual([orders.tyres.id]);
    // The first job's time ended when the second began.
    await topBarClock(page).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain("Tyres");
  });

  it("completes the job and sees the labour line the clock made, at his rate, rounded up to the quarter hour", async () => {
    // As if he had been on it for 50 minutes (a manager's correction; the phone clocks live).
    const [entry] = await entriesWhere(server, `employee = "${tom.id}" && ended = ""`);
    const corrected = await patchEntry(server, mia.token, entry!.id, { started: new Date(Date.now() - 50 * 60_000).toISOString() });
    expect(corrected.status, corrected.text).toBe(200);
    await expect.poll(() => topBarClock(page).textContent()).toBe(`${orders.tyres.number} · 0:50`);
    await page.getByRole("button", { name: /move to Done/ }).click();
    const dialog = page.getByRole("dialog", { name: `Complete ${orders.tyres.number}` });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await fillDoneReading(dialog, "40120");
    await dialog.getByRole("button", { name: "Mark done" }).click();
    await expect.poll(() => page.getByRole("group", { name: "Status" }).textContent()).toMatch(/Status: Done/);
    const line = page.locator("table.work-order-items tbody tr", { hasText: "Labour: Tom Technician" });
    // 50 minutes: 1 hour (rounded up to the quarter hour) at his €80.00.
    await expect.poll(() => line.textContent()).toBe("LabourLabour: Tom Technician · from the clock1h€80.00€80.00");
    await expect.poll(() => page.getByTestId("work-order-total").textContent()).toBe("€80.00");
    // The clock stopped with the work, and the top bar says so.
    await expect.poll(() => topBarClock(page).count()).toBe(0);
    expect(await clockButton(page).count()).toBe(0);
    await expect.poll(() => page.getByTestId("job-time-total").textContent()).toBe("0:50 h");
    await screenshot(page, "time-labour-line-phone");
    expect(errors).toEqual([]);
  });
});

describe("the week's timesheet", () => {
  it("a technician opens Time from the navigation on his phone: his own week and each stretch", async () => {
    const page = await phone.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/workshop/work-orders/${orders.brakes.id}`);
    // On a phone, Time is under More in the bottom bar.
    await page.getByRole("button", { name: "More" }).click();
    await page.getByRole("navigation", { name: "More destinations" }).getByRole("link", { name: "Time" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Time");
    const rows = page.locator("table.timesheet tbody tr");
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringMatching(/^Tom Technician.*0:50 h$/)]);
    // By when each began: the tyres' stretch was corrected to have begun 50 minutes ago.
    await expect.poll(() => page.locator("table.timesheet-entries tbody tr").allTextContents()).toEqual([
      expect.stringMatching(new RegExp(`^${orders.tyres.number} · Tyres TIME-1.*0:50 h$`)),
      expect.stringMatching(new RegExp(`^${orders.brakes.number} · Brakes TIME-1.*0:00 h$`)),
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    // Last week: nothing; Next → and This week come back to it.
    await page.getByRole("button", { name: "← Previous" }).click();
    await expect.poll(() => page.getByText("No time clocked this week.").count()).toBe(1);
    await page.getByRole("button", { name: "Next →" }).click();
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringMatching(/^Tom Technician.*0:50 h$/)]);
    await page.getByRole("button", { name: "← Previous" }).click();
    await expect.poll(() => page.getByText("No time clocked this week.").count()).toBe(1);
    await page.getByRole("button", { name: "This week" }).click();
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringMatching(/^Tom Technician.*0:50 h$/)]);
  });

  it("a manager sees everyone's week, picks one person's entries and exports them as CSV", async () => {
    const page = await desk.newPage();
    await page.goto("/workshop/time");
    const rows = page.locator("table.timesheet tbody tr");
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringMatching(/^Mia Manager.*0:00 h$/), expect.stringMatching(/^Tom Technician.*0:50 h$/)]);
    expect(await page.locator("table.timesheet-entries").count()).toBe(0);
    await page.getByRole("button", { name: "Show the entries of Tom Technician" }).click();
    await expect.poll(() => page.locator("table.timesheet-entries tbody tr").count()).toBe(2);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^timesheet-\d{4}-\d{2}-\d{2}-tom-technician\.csv$/);
    const csv = await readFile((await download.path())!, "utf8");
    expect(csv).toContain("Tyres");
    expect(csv).toContain("Tom Technician");
    // Back to everyone's week.
    await page.getByRole("button", { name: "← Everyone" }).click();
    await expect.poll(() => page.locator("table.timesheet-entries").count()).toBe(0);
    await expect.poll(() => rows.count()).toBe(2);
    for (const width of [360, 768, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    }
  });
});

describe("each role and width", () => {
  it("a manager sees everyone's time on the job; a viewer no clock, and who may", async () => {
    const manager = await desk.newPage();
    await manager.goto(`/workshop/work-orders/${orders.brakes.id}`);
    await expect.poll(() => manager.getByRole("heading", { name: "Time on this job" }).count()).toBe(1);
    await expect.poll(() => manager.locator("table.job-time tbody tr").allTextContents()).toEqual([expect.stringContaining("Tom Technician")]);
    expect(await clockButton(manager).textContent()).toBe("Clock on");
    const viewer = await viewerDesk.newPage();
    await viewer.goto(`/workshop/work-orders/${orders.brakes.id}`);
    await expect.poll(() => viewer.getByRole("heading", { name: "Your time on this job" }).count()).toBe(1);
    expect(await viewer.getByRole("button", { name: "Clock on" }).count()).toBe(0);
    expect(await viewer.getByText("Only technicians and managers can add time entries.").count()).toBe(1);
  });

  it("a manager corrects a stretch: its start moves, the job's total follows, the history keeps it", async () => {
    const page = await desk.newPage();
    await page.goto(`/workshop/work-orders/${orders.brakes.id}`);
    const [entry] = await entriesWhere(server, `work_order = "${orders.brakes.id}"`);
    const ended = new Date(Date.parse(entry!.ended.replace(" ", "T")));
    const start = new Date(ended.getTime() - 30 * 60_000 - ended.getSeconds() * 1000 - ended.getMilliseconds());
    const local = (at: Date) => `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, "0")}-${String(at.getDate()).padStart(2, "0")}T${String(at.getHours()).padStart(2, "0")}:${String(at.getMinutes()).padStart(2, "0")}`;
    await page.getByRole("button", { name: /^Correct the time from/ }).click();
    const form = page.getByRole("form", { name: "Correct the time" });
    await form.getByLabel("Started").fill(local(start));
    await form.getByLabel("Note").fill("Started before the scan");
    await form.getByRole("button", { name: "Save correction" }).click();
    await expect.poll(() => form.count()).toBe(0);
    await expect.poll(() => page.getByTestId("job-time-total").textContent()).toBe("0:30 h");
    const [corrected] = await entriesWhere(server, `id = "${entry!.id}"`);
    expect(corrected).toMatchObject({ note: "Started before the scan", minutes: 30 });
    // An end before the start is refused at the field, and nothing changes.
    await page.getByRole("button", { name: /^Correct the time from/ }).click();
    await form.getByLabel("Ended").fill(local(new Date(start.getTime() - 60_000)));
    await form.getByRole("button", { name: "Save correction" }).click();
    await expect.poll(() => form.locator(".field-error").textContent()).toBe("The end must be after the start.");
    await form.getByRole("button", { name: "Cancel" }).click();
    expect((await entriesWhere(server, `id = "${entry!.id}"`))[0]!.minutes).toBe(30);
    // A viewer corrects nothing.
    const viewer = await viewerDesk.newPage();
    await viewer.goto(`/workshop/work-orders/${orders.brakes.id}`);
    await expect.poll(() => viewer.getByRole("heading", { name: "Your time on this job" }).count()).toBe(1);
    expect(await viewer.getByRole("button", { name: /^Correct/ }).count()).toBe(0);
  });

  it("a manager deletes a stretch once she confirms it: Cancel keeps it, the job's total follows", async () => {
    const extra = await server.request<{ id: string }>("/api/collections/time_entries/records", {
      method: "POST",
      token: mia.token,
      body: { work_order: orders.brakes.id, employee: tom.id, started: new Date(Date.now() - 3 * 3_600_000).toISOString(), ended: new Date(Date.now() - 3 * 3_600_000 + 15 * 60_000).toISOString() },
    });
    expect(extra.status).toBe(200);
    const page = await desk.newPage();
    await page.goto(`/workshop/work-orders/${orders.brakes.id}`);
    await expect.poll(() => page.getByTestId("job-time-total").textContent()).toBe("0:45 h");
    await page.getByRole("button", { name: /^Correct the time from/ }).first().click();
    const form = page.getByRole("form", { name: "Correct the time" });
    await form.getByRole("button", { name: "Delete this time…" }).click();
    const dialog = page.getByRole("dialog", { name: /^Delete Tom Technician's time from/ });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await entriesWhere(server, `id = "${extra.json.id}"`)).toHaveLength(1);

    await form.getByRole("button", { name: "Delete this time…" }).click();
    await dialog.getByRole("button", { name: "Delete time" }).click();
    await expect.poll(() => form.count()).toBe(0);
    await expect.poll(() => page.getByTestId("job-time-total").textContent()).toBe("0:30 h");
    expect(await entriesWhere(server, `id = "${extra.json.id}"`)).toHaveLength(0);
    await page.close();
  });

  it("the work order page fits 360, 768 and 1440 px, its clock button at least 44 × 44 px", async () => {
    const page = await desk.newPage();
    for (const width of [360, 768, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/workshop/work-orders/${orders.brakes.id}`);
      await expect.poll(() => clockButton(page).count()).toBe(1);
      await expect.poll(() => page.getByTestId("job-time-total").count()).toBe(1);
      const box = (await clockButton(page).boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    }
  });

  it("the vehicle page shows its days off the road; the dashboard the fleet's availability and the day's hours per technician", async () => {
    const page = await desk.newPage();
    await page.goto(`/workshop/vehicles/${vehicleId}`);
    await expect.poll(() => page.getByTestId("vehicle-downtime").textContent()).toMatch(/^Off the road in the last 12 months: [\d.]+ days?/);
    await page.goto("/backend");
    const figures = page.getByRole("list", { name: "Time figures" });
    await expect.poll(() => figures.textContent()).toMatch(/Fleet availability.*%.*Start to done.*h.*mean of 1 work orders/);
    const row = page.locator("table.technicians-today tbody tr", { hasText: "Tom Technician" });
    // "Today" starts at the browser's midnight: within the hour after it, his 50 minutes are cut there.
    const sinceMidnight = Date.now() - new Date().setHours(0, 0, 0, 0);
    const hoursToday = sinceMidnight > 55 * 60_000 ? "(0:5\\d|1:\\d\\d)" : "0:\\d\\d";
    await expect.poll(() => row.textContent()).toMatch(new RegExp(`Tom Technician2${hoursToday} h—`));
    for (const width of [360, 768, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    }
  });
});

describe("My work on a phone", () => {
  it("clocks on and off from the job's card: the job starts, the top bar shows the clock", async () => {
    const vans = (await createCategory(server, undefined, { name: "Trucks" })).id;
    const truck = (await createVehicle(server, vans, undefined, { plate: "TIME-2", make: "MAN", model: "TGE", odometer: 10_000 })).id;
    const order = await createWorkOrder(server, mia.token, truck, { title: "Oil leak", assignee: tom.id });
    const number = `WO-${order.number}`;
    const page = await phone.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/workshop/my-work");
    const card = page.getByRole("listitem", { name: `${number}: Oil leak` });
    await expect.poll(() => card.getByRole("group", { name: "Time on this job" }).getByRole("button").textContent()).toBe("Clock on");
    await card.getByRole("button", { name: "Clock on" }).click();
    await expect.poll(() => topBarClock(page).textContent()).toBe(`${number} · 0:00`);
    // Started by the clock: the card is in progress now, with Clock off.
    const started = page.getByRole("listitem", { name: `${number}: Oil leak` });
    await expect.poll(() => started.getByRole("button", { name: "Clock off" }).count()).toBe(1);
    await expect.poll(async () => (await server.asSuperuser(`/api/collections/work_orders/records/${order.id}`)).json.status).toBe("in_progress");
    // Measured once the list has settled: the card moves to "In progress" when the server has it.
    await expect.poll(async () => (await started.getByRole("button", { name: "Clock off" }).boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await started.getByRole("button", { name: "Clock off" }).click();
    await expect.poll(() => topBarClock(page).count()).toBe(0);
    await expect.poll(async () => (await entriesWhere(server, `work_order = "${order.id}"`)).map((entry) => entry.ended === "")).toEqual([false]);
  });
});
