// Markup that staff type (or an attacker stores through the API) stays text: a category, a
// vehicle and an employee name full of <script>, <img onerror> and friends, opened on every
// screen that shows them, run nothing (no dialog, no injected element, no CSP violation) and
// show literally; the CSV holds the same text. And the Content-Security-Policy itself: a script
// or style that gets into the page anyway is blocked and reported.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import type { Category, Vehicle } from "@shared/records";
import { VEHICLES_CSV_PATH, VEHICLE_EXPORT_HEADERS } from "@shared/vehicle-export";
import { addSessionCookie, launchBrowser, newContext, takeCspViolations } from "../support/browser";
import { parseCsv } from "../support/csv";
import { createEmployee, signInWithPassword, startServer, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle } from "../support/records";

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let category: Category;
let vehicle: Vehicle;
let employeeToken: string;

/** Each payload would call alert() or set window.__xss if it ever ran. */
const EMPLOYEE_NAME = "Eve <img src=x onerror=alert('name')>";
const CATEGORY = { name: "<script>alert('category')</script>", description: "<img src=x onerror=\"window.__xss='desc'\">" };
const VEHICLE = {
  plate: "XSS 1",
  make: "<img src=x onerror=alert('make')>",
  model: "<script>alert('model')</script>",
  color: "<svg onload=alert('color')>",
  notes: "<iframe src=\"javascript:alert('notes')\"></iframe><a href=\"javascript:alert('link')\">click</a>",
};

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } }), launchBrowser()]);
  const eve = await createEmployee(server, { name: EMPLOYEE_NAME });
  employeeToken = eve.token;
  category = await createCategory(server, eve.token, CATEGORY);
  vehicle = await createVehicle(server, category.id, eve.token, VEHICLE);
  context = await newContext(browser, server.url);
  await addSessionCookie(context, server.url, await signInWithPassword(server, eve.email, eve.password));
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** Opens a screen, noting every dialog (alert, confirm…) any script opens. */
async function open(path: string): Promise<{ page: Page; dialogs: string[] }> {
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(path);
  return { page, dialogs };
}

/** Elements or flags that only a payload that ran as markup could have made. */
function injected(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const selectors = ['img[src="x"]', "svg[onload]", "iframe", "[onerror]", "[onload]", 'a[href^="javascript:"]', "body script", "b"];
    for (const selector of selectors) if (document.querySelector(selector)) found.push(selector);
    // The page ships two: the theme's, before the first paint, and the app’s (docs/decisions/hardening.md).
    if (document.querySelectorAll("script").length !== 2) found.push(`${document.querySelectorAll("script").length} scripts`);
    if ((window as unknown as { __xss?: unknown }).__xss !== undefined) found.push("window.__xss");
    return found;
  });
}

async function expectInert(page: Page, dialogs: string[]): Promise<void> {
  expect(await injected(page)).toEqual([]);
  expect(dialogs).toEqual([]);
}

const text = (within: Page | Locator, literal: string) => within.getByText(literal, { exact: false }).first();

describe("markup in every text field stays text", () => {
  it("on the vehicle list: make, model and category", async () => {
    const { page, dialogs } = await open("/workshop/vehicles");
    const table = page.locator("tbody");
    await text(table, `${VEHICLE.make} ${VEHICLE.model}`).waitFor();
    await text(table, CATEGORY.name).waitFor();
    // The category filter lists it by name too.
    expect(await page.getByLabel("Category").locator("option", { hasText: CATEGORY.name }).count()).toBe(1);
    await expectInert(page, dialogs);
    await page.close();
  });

  it("on the vehicle page: every field in the form, and who changed it", async () => {
    const { page, dialogs } = await open(`/workshop/vehicles/${vehicle.id}`);
    await expect.poll(() => page.getByLabel("Make").inputValue()).toBe(VEHICLE.make);
    expect(await page.getByLabel("Model").inputValue()).toBe(VEHICLE.model);
    expect(await page.getByLabel(/^Colou?r/).inputValue()).toBe(VEHICLE.color);
    expect(await page.getByLabel(/^Notes/).inputValue()).toBe(VEHICLE.notes);
    await text(page, EMPLOYEE_NAME).waitFor();
    await expectInert(page, dialogs);
    await page.close();
  });

  it("on the category list and the category page", async () => {
    const list = await open("/workshop/vehicles/categories");
    await list.page.getByRole("link", { name: CATEGORY.name }).waitFor();
    await text(list.page, CATEGORY.description).waitFor();
    await expectInert(list.page, list.dialogs);
    await list.page.close();

    const one = await open(`/workshop/vehicles/categories/${category.id}`);
    await expect.poll(() => one.page.getByRole("heading", { level: 1 }).textContent()).toBe(CATEGORY.name);
    expect(await one.page.getByLabel("Name").inputValue()).toBe(CATEGORY.name);
    expect(await one.page.getByLabel(/^Description/).inputValue()).toBe(CATEGORY.description);
    // The delete confirmation names it too.
    await one.page.getByRole("button", { name: "Delete…" }).click();
    await one.page.getByRole("dialog", { name: `Delete “${CATEGORY.name}”?` }).waitFor();
    await expectInert(one.page, one.dialogs);
    await one.page.keyboard.press("Escape");
    await one.page.close();
  });

  it("on the new vehicle form: the category to choose", async () => {
    const { page, dialogs } = await open("/workshop/vehicles/new");
    await expect.poll(() => page.getByLabel("Category").locator("option", { hasText: CATEGORY.name }).count()).toBe(1);
    await expectInert(page, dialogs);
    await page.close();
  });

  it("on the dashboard: the category chart and the recent vehicles with who changed them", async () => {
    const { page, dialogs } = await open("/backend");
    await page.getByRole("heading", { name: "Vehicles by status" }).waitFor();
    await text(page, CATEGORY.name).waitFor();
    await text(page, VEHICLE.make).waitFor();
    await text(page, EMPLOYEE_NAME).waitFor();
    await expectInert(page, dialogs);
    await page.close();
  });

  it("in a search typed into the address, and in an unknown path", async () => {
    const search = await open(`/workshop/vehicles?q=${encodeURIComponent("<script>alert('q')</script>")}`);
    await expect.poll(() => search.page.getByRole("searchbox", { name: "Search" }).inputValue()).toBe("<script>alert('q')</script>");
    await expectInert(search.page, search.dialogs);
    await search.page.close();

    const unknown = await open(`/no/such/${encodeURIComponent("<img src=x onerror=alert('path')>")}`);
    await expect.poll(() => unknown.page.getByRole("heading", { level: 1 }).textContent()).toMatch(/^Page Not Found: \/no\/such\//);
    await expectInert(unknown.page, unknown.dialogs);
    await unknown.page.close();
  });

  it("in a sign-in redirect to javascript:, which goes to the manager's home, the board, instead", async () => {
    const { page, dialogs } = await open(`/login?redirect=${encodeURIComponent("javascript:alert('redirect')")}`);
    await expect.poll(() => new URL(page.url()).pathname).toBe("/workshop/work-orders");
    await expectInert(page, dialogs);
    await page.close();
  });

  it("in the CSV export, cell for cell", async () => {
    const response = await server.request(`${VEHICLES_CSV_PATH}?q=XSS`, { token: employeeToken });
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment;/);
    const [header, row] = parseCsv(response.text.replace(/^\uFEFF/, ""));
    expect(header).toEqual([...VEHICLE_EXPORT_HEADERS]);
    const cells = Object.fromEntries(VEHICLE_EXPORT_HEADERS.map((name, i) => [name, row![i]]));
    expect(cells).toMatchObject({
      Make: VEHICLE.make,
      Model: VEHICLE.model,
      Colour: VEHICLE.color,
      Notes: VEHICLE.notes,
      Category: CATEGORY.name,
      "Created by": EMPLOYEE_NAME,
    });
  });
});

describe("the Content-Security-Policy in the browser", () => {
  it("blocks a script, a style and an inline handler that get into the page anyway, and reports them", async () => {
    const { page, dialogs } = await open("/template");
    await page.getByRole("heading", { level: 1 }).waitFor();
    const before = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__xss = 'script'";
      document.head.append(script);
      const style = document.createElement("style");
      style.textContent = "body { background: rgb(255, 0, 0) !important }";
      document.head.append(style);
      const img = document.createElement("img");
      img.setAttribute("onerror", "window.__xss = 'handler'");
      img.src = "data:,broken";
      document.body.append(img);
    });
    // Each one is refused and reported; taking the reports here keeps the test itself clean.
    const reported: string[] = [];
    const missing = () => {
      reported.push(...takeCspViolations());
      return ["script-src-elem", "style-src-elem", "script-src-attr"].filter((d) => !reported.some((r) => r.includes(d)));
    };
    await expect.poll(missing).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(before);
    expect(dialogs).toEqual([]);
    await page.close();
  });

  it("leaves PocketBase's dashboard at /_/ working under its own policy", async () => {
    const { page, dialogs } = await open("/_/");
    await page.getByRole("button", { name: /login/i }).waitFor();
    expect(dialogs).toEqual([]);
    await page.close();
  });
});
