// The board and the inspection runner by keyboard alone (issue 28; docs/decisions/themes-and-accessibility.md),
// in real Chromium: only page.keyboard moves the focus and presses (Tab, Shift+Tab, Enter, Space,
// the arrow keys, typing); locators only say where the focus must be. A manager moves a card
// from Open to In progress, to Waiting for parts and to Done (with the odometer dialog), the
// focus staying on the card as it changes column (a phone showing that column); a technician answers every line of an
// inspection and finishes it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import type { Inspection, WorkOrder } from "@shared/records";
import { addSessionCookie, launchBrowser, newContext, watchErrors } from "../support/browser";
import { createTemplate, startInspection } from "../support/inspections";
import { signInWithPassword, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle } from "../support/records";
import { employeeWithRole } from "../support/reminders";
import { createWorkOrder, getWorkOrder } from "../support/work-orders";

let server: TestServer;
let browser: Browser;
let manager: Employee;
let technician: Employee;
let vehicleId = "";

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } }), launchBrowser()]);
  [manager, technician] = await Promise.all([employeeWithRole(server, "manager", { name: "Mia Manager" }), employeeWithRole(server, "technician", { name: "Tina Technician" })]);
  const category = (await createCategory(server, undefined, { name: "Vans" })).id;
  vehicleId = (await createVehicle(server, category, undefined, { plate: "KB-100", make: "Ford", model: "Transit", odometer: 50_000 })).id;
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function pageFor(who: Employee, width: number): Promise<Page> {
  const context = await newContext(browser, server.url, { viewport: { width, height: 900 } });
  await addSessionCookie(context, server.url, await signInWithPassword(server, who.email, who.password));
  return context.newPage();
}

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement)).catch(() => false);
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.tagName.toLowerCase()} "${element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 60) ?? ""}"` : "nothing";
  });

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 80 } = {}): Promise<void> {
  const passed: string[] = [];
  for (let presses = 0; presses < limit; presses++) {
    if (await isFocused(target)) return;
    passed.push(await focusedName(page));
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  throw new Error(`${limit} presses of Tab never reached the target; the focus went ${passed.join(", ")} to ${await focusedName(page)}`);
}

/** Presses `key` on the focused move button once it takes presses (a card refuses them while its last move is sent). */
async function pressMove(button: Locator, key: string): Promise<void> {
  await expect.poll(() => button.getAttribute("aria-disabled")).toBeNull();
  await button.page().keyboard.press(key);
}

describe("the work-order board by keyboard", () => {
  it.each([1440, 768, 360])("at %i px a manager moves a card through the columns with Tab and Enter", async (width) => {
    const workOrder = await createWorkOrder(server, manager.token, vehicleId, { title: `Brakes at ${width}` });
    const page = await pageFor(manager, width);
    const errors = watchErrors(page);
    await page.goto("/workshop/work-orders");
    const card = page.locator(".work-order-card", { hasText: `Brakes at ${width}` });
    const column = (status: string) => page.locator(`section.board-column[data-status="${status}"]`);
    await expect.poll(() => column("open").locator(".work-order-card", { hasText: `Brakes at ${width}` }).count()).toBe(1);

    const start = card.getByRole("button", { name: /move .* to In progress/ });
    await tabTo(page, start);
    await pressMove(start, "Enter");
    await expect.poll(() => column("in_progress").locator(".work-order-card", { hasText: `Brakes at ${width}` }).count()).toBe(1);
    await expect.poll(async () => (await getWorkOrder(server, workOrder.id)).status).toBe("in_progress");
    // The focus went with the card: the next move is a Tab or two away, not a walk from the top.
    await expect.poll(() => isFocused(card)).toBe(true);
    // A phone shows one column at a time: the one the card went to.
    if (width < 640) expect(await page.getByRole("group", { name: "Column shown" }).getByRole("button", { pressed: true }).textContent()).toMatch(/^In progress/);

    const waitForParts = card.getByRole("button", { name: /move .* to Waiting for parts/ });
    await tabTo(page, waitForParts, { limit: 6 });
    await pressMove(waitForParts, "Space");
    await expect.poll(() => column("waiting_parts").locator(".work-order-card", { hasText: `Brakes at ${width}` }).count()).toBe(1);
    await expect.poll(() => isFocused(card)).toBe(true);

    const resume = card.getByRole("button", { name: /move .* to In progress/ });
    await tabTo(page, resume, { limit: 6 });
    await pressMove(resume, "Enter");
    await expect.poll(() => column("in_progress").locator(".work-order-card", { hasText: `Brakes at ${width}` }).count()).toBe(1);
    const done = card.getByRole("button", { name: /move .* to Done/ });
    await tabTo(page, done, { limit: 6 });
    await pressMove(done, "Enter");
    // The odometer dialog takes the focus; the reading is typed and Enter completes.
    const dialog = page.getByRole("dialog");
    await expect.poll(() => isFocused(dialog)).toBe(true);
    await tabTo(page, dialog.getByLabel("Odometer (km)"), { limit: 6 });
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("50120");
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await getWorkOrder(server, workOrder.id)) satisfies WorkOrder).toMatchObject({ status: "done", odometer: 50_120 });
    await expect.poll(() => column("done").locator(".work-order-card", { hasText: `Brakes at ${width}` }).count()).toBe(1);
    await expect.poll(() => isFocused(card)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("the inspection runner by keyboard", () => {
  it("a technician answers every line and finishes with the keyboard alone", async () => {
    const template = await createTemplate(server, manager.token, { name: "Keyboard walk-around" });
    const inspection = await startInspection(server, technician.token, vehicleId, template.id);
    const page = await pageFor(technician, 360);
    const errors = watchErrors(page);
    await page.goto(`/workshop/inspections/${inspection.id}`);
    const line = (label: string) => page.locator("li.inspection-line", { has: page.getByRole("heading", { level: 2, name: label }) });
    await expect.poll(() => line("Lights").count()).toBe(1);

    // Lights: fails, as major, with a note.
    await tabTo(page, line("Lights").getByRole("button", { name: "Fail" }));
    await page.keyboard.press("Enter");
    await expect.poll(() => line("Lights").getByRole("button", { name: "Fail" }).getAttribute("aria-pressed")).toBe("true");
    await tabTo(page, line("Lights").getByLabel("Severity"), { limit: 4 });
    await page.keyboard.press("ArrowDown");
    await tabTo(page, line("Lights").getByLabel("What is wrong"), { limit: 4 });
    await page.keyboard.type("Left indicator out");
    // Tyre tread: measured with the number keys, Enter keeps it and passes the line.
    await tabTo(page, line("Tyre tread").getByLabel("Measured (mm)"), { limit: 12 });
    await page.keyboard.type("3,2");
    await page.keyboard.press("Enter");
    await expect.poll(() => line("Tyre tread").getByRole("button", { name: "Pass" }).getAttribute("aria-pressed")).toBe("true");
    // Bodywork: passes with Space.
    await tabTo(page, line("Bodywork").getByRole("button", { name: "Pass" }), { limit: 8 });
    await page.keyboard.press("Space");
    await expect.poll(() => page.getByText("3 of 3 lines answered").count()).toBe(1);

    await tabTo(page, page.getByLabel("Odometer (km)"), { limit: 8 });
    await page.keyboard.type("50200");
    await page.keyboard.press("Enter");
    await expect
      .poll(async () => (await server.asSuperuser<Inspection>(`/api/collections/inspections/records/${inspection.id}`)).json)
      .toMatchObject({ status: "done", odometer: 50_200 });
    const saved = (await server.asSuperuser<Inspection>(`/api/collections/inspections/records/${inspection.id}`)).json;
    expect(saved.results.map((result) => result.result)).toEqual(["fail", "pass", "pass"]);
    expect(saved.results[0]).toMatchObject({ note: "Left indicator out" });
    expect(saved.results[0]!.severity).not.toBe("");
    expect(saved.results[1]).toMatchObject({ value: 3.2 });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
