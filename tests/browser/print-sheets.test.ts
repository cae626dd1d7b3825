// The job card and the vehicle label (issue 20, item 8), on a desk (1440 px), on a phone (360 px)
// and as printed: the job card is headed by the workshop's name and says when the work order was
// opened and closed and what its items cost; a vehicle label keeps its plate on one line, the
// longest plate included.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { PLATE_MAX_LENGTH } from "@shared/validation";
import { addSessionCookie, launchBrowser, newContext, screenshot, watchErrors } from "../support/browser";
import { createEmployee, signInWithPassword, startServer, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle } from "../support/records";
import { addItem, createWorkOrder, getWorkOrder, moveWorkOrder } from "../support/work-orders";

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let cars = "";

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip", WORKSHOP_NAME: "Müller Fleet Service", WORKSHOP_CURRENCY: "EUR" } }),
    launchBrowser(),
  ]);
  const mia = await createEmployee(server, { name: "Mia Manager" });
  context = await newContext(browser, server.url);
  await addSessionCookie(context, server.url, await signInWithPassword(server, mia.email, mia.password));
  cars = (await createCategory(server, undefined, { name: "Cars" })).id;
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const WIDTHS = [1440, 360] as const;

async function open(path: string, width: number): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  const errors = watchErrors(page);
  await page.goto(path);
  return { page, errors };
}

/** "22 November 2026 at 06:03", as the app writes a full date, in the browser's own words. */
function fullDate(page: Page, value: string): Promise<string> {
  return page.evaluate((date) => {
    const when = new Date(date.replace(" ", "T"));
    return new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short" }).format(when);
  }, value);
}

describe("the job card", () => {
  it("is headed by the workshop's name, with the dates it was opened and done, and the costs", async () => {
    const vehicle = await createVehicle(server, cars, undefined, { plate: "JC-1", make: "Skoda", model: "Octavia", odometer: 40_000 });
    const created = await createWorkOrder(server, server.superuserToken, vehicle.id, { title: "Brakes" });
    await addItem(server, server.superuserToken, created.id, { kind: "part", description: "Brake pads", quantity: 2, unit_cost: 45.5 });
    await addItem(server, server.superuserToken, created.id, { kind: "labour", description: "Fitting", quantity: 1.5, unit: "h", unit_cost: 80 });
    await addItem(server, server.superuserToken, created.id, { kind: "task", description: "Test drive" });
    await moveWorkOrder(server, server.superuserToken, created.id, { status: "in_progress" }, { status: "done", odometer: 40_100 });
    const workOrder = await getWorkOrder(server, created.id);

    for (const width of WIDTHS) {
      const { page, errors } = await open(`/workshop/work-orders/${workOrder.id}/job-card`, width);
      const card = page.getByRole("article", { name: `Job card WO-${workOrder.number}` });
      await card.getByRole("row", { name: /Brake pads/ }).waitFor();
      expect(await card.locator("header").textContent()).toContain("Müller Fleet Service");
      const facts = await card.locator("dl").textContent();
      expect(facts).toContain(`Opened${await fullDate(page, workOrder.created)}`);
      expect(facts).toContain(`Done${await fullDate(page, workOrder.completed)}`);
      expect(await card.getByRole("row", { name: /Brake pads/ }).textContent()).toContain("€45.50€91.00");
      expect(await card.getByRole("row", { name: /Fitting/ }).textContent()).toContain("€80.00€120.00");
      expect(await card.getByRole("row", { name: /^Total/ }).textContent()).toBe("Total€211.00");
      await screenshot(page, `job-card-${width}`);
      expect(errors).toEqual([]);
      await page.close();
    }
  });
});

/** Where the plate's text lies: how many lines, and whether it fits inside its box. */
function plateLayout(page: Page) {
  return page.locator(".vehicle-label-plate").evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    const label = element.closest(".print-sheet")!.getBoundingClientRect();
    const text = range.getBoundingClientRect();
    return { lines: lines.size, inside: text.right <= label.right + 0.5 && text.left >= label.left - 0.5, fontPx: parseFloat(getComputedStyle(element).fontSize) };
  });
}

describe("the vehicle label", () => {
  it.each([
    ["a short plate", "AB 12"],
    ["a long one with dashes", "0-AHG-931"],
    ["the longest a plate may be", "WWWW-MMMM-00000".slice(0, PLATE_MAX_LENGTH)],
  ])("keeps %s on one line, on screen and on paper", async (_name, plate) => {
    const vehicle = await createVehicle(server, cars, undefined, { plate, make: "Volkswagen", model: "Crafter" });
    for (const width of WIDTHS) {
      const { page, errors } = await open(`/workshop/vehicles/${vehicle.id}/label`, width);
      await page.locator(".vehicle-label-plate").waitFor();
      expect(await page.locator(".vehicle-label-plate").textContent()).toBe(plate);
      for (const media of ["screen", "print"] as const) {
        await page.emulateMedia({ media });
        const layout = await plateLayout(page);
        expect(layout, `${plate} at ${width} px, ${media}`).toMatchObject({ lines: 1, inside: true });
        // Still a size to read from a step away.
        expect(layout.fontPx).toBeGreaterThanOrEqual(10);
      }
      await page.emulateMedia({ media: "screen" });
      await screenshot(page, `vehicle-label-${plate.length}-${width}`);
      expect(errors).toEqual([]);
      await page.close();
    }
  });
});
