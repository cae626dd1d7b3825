// The search rule where people search (issues 20 and 21; docs/decisions/search.md), in real
// Chromium against a real server: words in any order and case in the vehicle list's search box,
// the work order board's and list's, and the new work order's vehicle picker; "%" a plain
// character; a pasted tab a space; a control character refused with its message at the box; and
// the CSV export of a multi-word search holding what the work order list shows.
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { addSessionCookie, launchBrowser, newContext, newPhoneContext, screenshot, watchErrors } from "../support/browser";
import { createEmployee, signInWithPassword, startServer, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle } from "../support/records";
import { createWorkOrder } from "../support/work-orders";

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let phone: BrowserContext;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } }), launchBrowser()]);
  const alice = await createEmployee(server, { name: "Alice Mechanic" });
  const session = await signInWithPassword(server, alice.email, alice.password);
  context = await newContext(browser, server.url);
  await addSessionCookie(context, server.url, session);
  phone = await newPhoneContext(browser, server.url);
  await addSessionCookie(phone, server.url, session);
  const cars = (await createCategory(server, undefined, { name: "Cars" })).id;
  const leaf = await createVehicle(server, cars, undefined, { plate: "EV-123", make: "Nissan", model: "Leaf" });
  await createVehicle(server, cars, undefined, { plate: "EV-456", make: "Nissan", model: "e-NV200" });
  const bmw = await createVehicle(server, cars, undefined, { plate: "M-BW 3", make: "BMW", model: "3 Series" });
  await createVehicle(server, cars, undefined, { plate: "M-BW 5", make: "BMW", model: "5 Series" });
  await createVehicle(server, cars, undefined, { plate: "ÖL-77", make: "Škoda", model: "Octavia" });
  await createVehicle(server, cars, undefined, { plate: "KG-100", make: "Renault", model: "Kangoo 100%" });
  await createWorkOrder(server, alice.token, leaf.id, { title: "Front brake pads" });
  await createWorkOrder(server, alice.token, leaf.id, { title: "Brake fluid" });
  await createWorkOrder(server, alice.token, bmw.id, { title: "Rear brake pads" });
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const plates = (page: Page) => page.locator("tbody .plate").allTextContents();
const search = (page: Page) => page.getByRole("searchbox", { name: "Search" });

async function open(path: string, on: BrowserContext = context): Promise<{ page: Page; errors: string[] }> {
  const page = await on.newPage();
  const errors = watchErrors(page);
  await page.goto(path);
  return { page, errors };
}

describe("the vehicle list's search box", () => {
  it("finds a vehicle by make and model, words in any order and case", async () => {
    const { page, errors } = await open("/workshop/vehicles?sort=plate");
    await expect.poll(() => plates(page).then((p) => p.length)).toBe(6);
    for (const [typed, expected] of [
      ["nissan leaf", ["EV-123"]],
      ["leaf nissan", ["EV-123"]],
      ["bmw 3", ["M-BW 3"]],
      ["BMW 3 Series", ["M-BW 3"]],
      ["nissan", ["EV-123", "EV-456"]],
      ["škoda", ["ÖL-77"]],
      ["%", ["KG-100"]],
      ["ev 12", ["EV-123"]],
    ] as const) {
      await search(page).fill(typed);
      await expect.poll(() => plates(page), { message: typed }).toEqual(expected);
    }
    expect(new URL(page.url()).search).toBe("?q=ev+12&sort=plate");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("makes a pasted tab a space", async () => {
    const { page } = await open("/workshop/vehicles?sort=plate");
    await search(page).fill("nissan\tleaf");
    await expect.poll(() => plates(page)).toEqual(["EV-123"]);
    expect(await search(page).inputValue()).toBe("nissan leaf");
    await page.close();
  });

  it("says at the box that a control character cannot be searched for, and searches once it is gone", async () => {
    const { page } = await open("/workshop/vehicles?sort=plate&q=nissan");
    await expect.poll(() => plates(page)).toEqual(["EV-123", "EV-456"]);
    await search(page).fill("nissan\u0000leaf");
    const message = page.getByRole("alert").filter({ hasText: "The search contains invisible control characters: please remove them." });
    await expect.poll(() => message.count()).toBe(1);
    expect(await search(page).getAttribute("aria-invalid")).toBe("true");
    expect(await search(page).getAttribute("aria-describedby")).toBe(await message.getAttribute("id"));
    // Nothing was searched for: the list still shows the last search.
    expect(new URL(page.url()).searchParams.get("q")).toBe("nissan");
    await screenshot(page, "vehicle-search-control-character");
    await search(page).fill("nissan leaf");
    await expect.poll(() => plates(page)).toEqual(["EV-123"]);
    expect(await message.count()).toBe(0);
    await page.close();
  });

  it("says so too for a control character in a link, which the server refuses at q", async () => {
    const { page } = await open("/workshop/vehicles?q=a%00b");
    await expect.poll(() => page.getByText("The search contains invisible control characters: please remove them.").count()).toBe(1);
    await page.close();
  });

  it("works the same on a phone", async () => {
    const { page } = await open("/workshop/vehicles?sort=plate", phone);
    await search(page).fill("Leaf NISSAN");
    await expect.poll(() => page.getByText("1 vehicle matches").count()).toBe(1);
    await screenshot(page, "vehicle-search-phone");
    await page.close();
  });
});

describe("the work order search", () => {
  const cards = (page: Page) => page.locator(`section.board-column[data-status="open"] .work-order-card`).evaluateAll((items) => items.map((item) => item.getAttribute("aria-label")));

  it("finds work orders on the board by words in any order, plate among them", async () => {
    const { page, errors } = await open("/workshop/work-orders");
    await expect.poll(() => cards(page).then((c) => c.length)).toBe(3);
    await search(page).fill("pads brake");
    await expect.poll(() => cards(page)).toEqual(["WO-1: Front brake pads", "WO-3: Rear brake pads"]);
    await search(page).fill("brake ev-12");
    await expect.poll(() => cards(page)).toEqual(["WO-1: Front brake pads", "WO-2: Brake fluid"]);
    await search(page).fill("PADS rear");
    await expect.poll(() => cards(page)).toEqual(["WO-3: Rear brake pads"]);
    await screenshot(page, "work-order-board-search");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("finds them in the list view, and a number among other words", async () => {
    const { page } = await open("/workshop/work-orders?view=list&sort=number");
    const numbers = () => page.locator("tbody tr td:first-child").allTextContents();
    await expect.poll(numbers).toEqual(["WO-1", "WO-2", "WO-3"]);
    await search(page).fill("brake front");
    await expect.poll(numbers).toEqual(["WO-1"]);
    await search(page).fill("fluid WO-2");
    await expect.poll(numbers).toEqual(["WO-2"]);
    await search(page).fill("pads brake");
    await expect.poll(numbers).toEqual(["WO-1", "WO-3"]);

    // Export what is shown: the same multi-word search, as a CSV file.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
    const lines = (await readFile((await download.path())!, "utf8")).trim().split("\r\n");
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual(["WO-1", "WO-3"]);
    await page.close();
  });

  it("finds the new work order's vehicle by make and model in any order", async () => {
    const { page } = await open("/workshop/work-orders/new");
    const picker = page.getByRole("combobox", { name: "Vehicle" });
    const options = () => page.getByRole("listbox", { name: "Matching vehicles" }).getByRole("option").allTextContents();
    await picker.fill("leaf nissan");
    await expect.poll(options).toEqual(["EV-123 Nissan Leaf"]);
    await picker.fill("bmw 3");
    await expect.poll(options).toEqual(["M-BW 3 BMW 3 Series"]);
    await picker.press("Enter");
    expect(await picker.inputValue()).toBe("M-BW 3 · BMW 3 Series");
    await page.close();
  });
});
