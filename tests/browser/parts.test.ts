// Parts and stock in real Chromium against a real server (issue 26): a manager adds a part,
// receives stock and counts it, and downloads the reorder list; a technician on a phone adds a
// part to a work order by typing its number, and the shelf follows; a viewer reads. Every parts
// screen fits 360, 768 and 1440 px, with targets a finger can hit.
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { Role } from "@shared/roles";
import { addSessionCookie, launchBrowser, newContext, screenshot, watchErrors } from "../support/browser";
import { signInWithPassword, startServer, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle } from "../support/records";
import { employeeWithRole } from "../support/reminders";
import { createPart, getPart, ledgerOf, receive } from "../support/parts";
import { createWorkOrder } from "../support/work-orders";

let server: TestServer;
let browser: Browser;
const contexts: Partial<Record<Role, BrowserContext>> = {};
const tokens: Partial<Record<Role, string>> = {};
let vehicleId = "";
let lowPartId = "";

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } }), launchBrowser()]);
  for (const role of ["manager", "technician", "viewer"] as const) {
    const employee = await employeeWithRole(server, role, { name: `Pat ${role}` });
    const session = await signInWithPassword(server, employee.email, employee.password);
    tokens[role] = session.token;
    const context = await newContext(browser, server.url);
    await addSessionCookie(context, server.url, session);
    contexts[role] = context;
  }
  const vans = (await createCategory(server, undefined, { name: "Vans" })).id;
  vehicleId = (await createVehicle(server, vans, undefined, { plate: "PT-100", make: "Ford", model: "Transit" })).id;
  // A part already low on stock: on the reorder list from the start.
  lowPartId = (await createPart(server, tokens.manager!, { number: "BP-77", name: "Brake pads", reorder_point: 4, supplier: "Bremsen AG" }, 1)).id;
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function pageAs(role: Role, width = 1440): Promise<{ page: Page; errors: string[] }> {
  const page = await contexts[role]!.newPage();
  await page.setViewportSize({ width, height: 900 });
  return { page, errors: watchErrors(page) };
}

const onHand = (page: Page) => page.getByTestId("on-hand").textContent();
const ledgerRows = (page: Page) => page.getByRole("region", { name: "Stock movements" }).locator("tbody tr");

/** Nothing scrolls sideways, and every button, field and link of the screen is at least 44 × 44 px. */
async function expectFits(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".parts-screen :is(.button, .input, .select, .check, td a, .back-link)")]
      .filter((element) => element.offsetParent !== null)
      .map((element) => ({ text: element.textContent?.trim() || element.getAttribute("aria-label") || element.tagName, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 44 || box.width < 44)
      .map(({ text, box }) => `${text} ${Math.round(box.width)}×${Math.round(box.height)}`),
  );
  expect(small).toEqual([]);
}

describe("a manager", () => {
  let partId = "";

  it("adds a part from the parts list", async () => {
    const { page, errors } = await pageAs("manager");
    await page.goto("/workshop/vehicles");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Parts" }).click();
    await expect.poll(() => page.getByRole("row", { name: /BP-77/ }).textContent()).toMatch(/Brake pads.*1 pcs.*Reorder/);
    await page.getByRole("link", { name: "New part" }).click();
    const form = page.getByRole("form", { name: "Part" });
    await form.getByLabel("Part number").fill("OF 1234");
    await form.getByLabel("Name").fill("Oil filter");
    await form.getByLabel("Unit cost").fill("7.5");
    await form.getByLabel("Reorder point").fill("2");
    await form.getByLabel("Location").fill("Shelf B3");
    await form.getByLabel("Barcode").fill("4006381333931");
    await form.getByRole("button", { name: "Add part" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("OF 1234");
    partId = page.url().split("/").pop()!;
    expect(await onHand(page)).toMatch(/^0 pcs/);
    await expect.poll(() => page.getByText("No stock has moved yet.").count()).toBe(1);
    // The same number again, case and spaces aside, is refused at its field.
    await page.goto("/workshop/parts/new");
    await form.getByLabel("Part number").fill("of1234");
    await form.getByLabel("Name").fill("Another filter");
    await form.getByRole("button", { name: "Add part" }).click();
    await expect.poll(() => form.locator(".field-error").first().textContent()).toBe("Another part already has this number.");
    expect(errors.filter((e) => !e.includes("400"))).toEqual([]);
    await page.close();
  });

  it("receives stock at the price paid, and counts it", async () => {
    const { page, errors } = await pageAs("manager");
    await page.goto(`/workshop/parts/${partId}`);
    const receive = page.getByRole("form", { name: "Receive" });
    await receive.getByLabel("Quantity (pcs)").fill("10");
    await receive.getByLabel("Price paid per unit").fill("8.20");
    await receive.getByRole("button", { name: "Receive stock" }).click();
    await expect.poll(() => onHand(page)).toMatch(/^10 pcs/);
    await expect.poll(() => ledgerRows(page).first().textContent()).toMatch(/Received.*\+10.*€8\.20.*Pat manager/);
    expect((await getPart(server, partId)).unit_cost).toBe(8.2);

    const count = page.getByRole("form", { name: "Count" });
    await count.getByLabel("Counted (pcs)").fill("8");
    await count.getByRole("button", { name: "Save count" }).click();
    await expect.poll(() => onHand(page)).toMatch(/^8 pcs/);
    await expect.poll(() => ledgerRows(page).first().textContent()).toMatch(/Adjusted.*Stocktake: counted 8.*−2/);
    // A count that matches moves nothing, and says so at its field.
    await count.getByLabel("Counted (pcs)").fill("8");
    await count.getByRole("button", { name: "Save count" }).click();
    await expect.poll(() => count.locator(".field-error").textContent()).toBe("On hand is 8 pcs already: the count matches, nothing to adjust.");
    expect(await ledgerRows(page).count()).toBe(2);
    expect((await ledgerOf(server, partId)).map((m) => [m.reason, m.quantity])).toEqual([
      ["adjustment", -2],
      ["receipt", 10],
    ]);
    await screenshot(page, "part-page-manager");
    expect(errors.filter((e) => !e.includes("400"))).toEqual([]);
    await page.close();
  });

  it("filters the parts to reorder and downloads them as CSV", async () => {
    const { page } = await pageAs("manager");
    await page.goto("/workshop/parts");
    await page.getByLabel("Only at or below the reorder point").check();
    await expect.poll(() => page.url()).toContain("/workshop/parts?reorder=1");
    await expect.poll(() => page.getByRole("region", { name: "Parts" }).locator("tbody tr").count()).toBe(1);
    expect(await page.getByRole("row", { name: /BP-77/ }).count()).toBe(1);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Reorder list (CSV)" }).click()]);
    expect(download.suggestedFilename()).toBe("reorder-list.csv");
    const text = await readFile((await download.path())!, "utf8");
    expect(text.split("\r\n")).toEqual([
      "\uFEFFNumber,Name,On hand,Reorder point,Unit,Unit cost,Supplier,Location,Barcode",
      "BP-77,Brake pads,1,4,pcs,7.50,Bremsen AG,,",
      "",
    ]);
    // Search by barcode finds the oil filter, by name too.
    await page.getByLabel("Only at or below the reorder point").uncheck();
    await page.getByLabel("Search").fill("4006381333931");
    await expect.poll(() => page.getByRole("region", { name: "Parts" }).locator("tbody tr").allTextContents()).toEqual([expect.stringMatching(/OF 1234.*Oil filter.*8 pcs/)]);
    await page.close();
  });

  it("prints a part's label with a QR code", async () => {
    const { page } = await pageAs("manager");
    await page.goto(`/workshop/parts/${lowPartId}`);
    await page.getByRole("link", { name: "Print label" }).click();
    await expect.poll(() => page.getByRole("img", { name: "QR code: opens BP-77 in Workshop" }).count()).toBe(1);
    expect(await page.getByRole("article", { name: "Label of BP-77" }).textContent()).toContain("Brake pads");
    // Print opens the browser's print dialog (stubbed here: a headless browser has none).
    await page.evaluate(() => {
      Object.assign(window, { printed: 0 });
      window.print = () => Object.assign(window, { printed: (window as unknown as { printed: number }).printed + 1 });
    });
    await page.getByRole("button", { name: "Print" }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.close();
  });
});

describe("a technician on a phone", () => {
  it("adds a part to a work order by typing its number, and the shelf follows", async () => {
    const workOrder = await createWorkOrder(server, tokens.technician!, vehicleId, { title: "Oil service" });
    const phone = await browser.newContext({ baseURL: server.url, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    await phone.addCookies(await contexts.technician!.cookies());
    const page = await phone.newPage();
    const errors = watchErrors(page);
    await page.goto(`/workshop/work-orders/${workOrder.id}`);
    const add = page.locator("tr.item-editor");
    await add.getByLabel("Part number").fill("of 1234");
    await add.getByLabel("Part number").press("Enter");
    // The number names the stock part: its name, unit and cost fill in, and the quantity is next.
    await expect.poll(() => add.getByRole("status").textContent()).toBe("From stock: 8 pcs on hand · Shelf B3");
    expect(await add.getByLabel("Description").inputValue()).toBe("Oil filter");
    expect(await add.getByLabel("Part number").inputValue()).toBe("OF 1234");
    expect(await add.getByLabel("Unit cost").inputValue()).toBe("8.20");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Quantity");
    // More than the shelf holds is refused, saying how many are there.
    await add.getByLabel("Quantity").fill("9");
    await add.getByRole("button", { name: "Add item" }).click();
    await expect.poll(() => add.locator(".field-error").textContent()).toBe("Only 8 pcs of OF 1234 are on hand.");
    await add.getByLabel("Quantity").fill("3");
    await add.getByRole("button", { name: "Add item" }).click();
    const row = page.locator("table.work-order-items tbody tr:not(.item-editor)", { hasText: "Oil filter" });
    await expect.poll(() => row.count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, "work-order-part-line-phone");

    // The part's page shows what is left and the issue with its work order; counting is a manager's.
    await row.getByRole("link", { name: "OF 1234" }).click();
    await expect.poll(() => onHand(page)).toMatch(/^5 pcs/);
    await expect.poll(() => ledgerRows(page).first().textContent()).toMatch(new RegExp(`Issued.*WO-${workOrder.number}.*−3`));
    expect(await page.getByRole("form", { name: "Receive" }).count()).toBe(0);
    expect(await page.getByText("Only a manager can receive or count stock.").count()).toBe(1);
    expect(await page.getByRole("link", { name: "Edit part" }).count()).toBe(0);
    await expectFits(page, 360);
    // The refused line: its 400, and the outbox's look whether it was saved after all (404).
    expect(errors.filter((e) => !e.includes("400") && !e.includes("404"))).toEqual([]);
    await phone.close();
  });
});

describe("a viewer", () => {
  it("reads the parts and their ledgers, and changes nothing", async () => {
    const { page, errors } = await pageAs("viewer", 768);
    await page.goto("/workshop/parts");
    await expect.poll(() => page.getByRole("row", { name: /OF 1234/ }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "New part" }).count()).toBe(0);
    await page.getByRole("link", { name: "OF 1234" }).click();
    await expect.poll(() => ledgerRows(page).count()).toBe(3);
    expect(await page.getByRole("form", { name: "Count" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Edit part" }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("every parts screen", () => {
  it.each([360, 768, 1440])("fits %i px for each role", async (width) => {
    const partId = (await createPart(server, tokens.manager!, { name: "Wiper blade with a rather long name, 650 mm, for the Transit" }, 3)).id;
    for (const role of ["manager", "technician", "viewer"] as const) {
      const { page, errors } = await pageAs(role, width);
      const paths = ["/workshop/parts", `/workshop/parts/${partId}`, ...(role === "manager" ? ["/workshop/parts/new", `/workshop/parts/${partId}/edit`] : [])];
      for (const path of paths) {
        await page.goto(path);
        await expect.poll(() => page.locator(".parts-screen h1").count()).toBe(1);
        await expect.poll(() => page.locator(".parts-screen [aria-busy], .skeleton").count()).toBe(0);
        await expectFits(page, width);
        if (role === "manager") await screenshot(page, `parts-${width}-${path.split("/").slice(2).join("-").replace(partId, "id")}`);
      }
      expect(errors).toEqual([]);
      await page.close();
    }
  });
});

describe("a manager changing the catalogue", () => {
  it("discards an edit, edits a part's reorder point, cannot delete a part whose stock has moved, and deletes one without a ledger", async () => {
    const { page, errors } = await pageAs("manager");
    const [oilFilter] = (await server.asSuperuser<{ items: { id: string }[] }>(`/api/collections/parts/records?filter=${encodeURIComponent('number="OF 1234"')}`)).json.items;
    await page.goto(`/workshop/parts/${oilFilter!.id}`);
    await page.getByRole("link", { name: "Edit part" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Edit OF 1234");
    // A change thought better of: Discard changes puts the saved values back and saves nothing.
    const name = page.getByRole("form", { name: "Part" }).getByLabel("Name");
    await name.fill("Oil filter XL");
    await page.getByRole("button", { name: "Discard changes" }).click();
    expect(await name.inputValue()).toBe("Oil filter");
    expect(await page.getByRole("button", { name: "Discard changes" }).count()).toBe(0);
    expect((await getPart(server, oilFilter!.id)).name).toBe("Oil filter");
    await page.getByRole("form", { name: "Part" }).getByLabel("Reorder point").fill("9");
    await page.getByRole("button", { name: "Save changes" }).click();
    // On hand is 5 after the technician's line: at or below 9, so it is to be reordered now.
    await expect.poll(async () => (await getPart(server, oilFilter!.id)).reorder_point).toBe(9);
    expect((await getPart(server, oilFilter!.id)).needs_reorder).toBe(true);

    await page.getByRole("button", { name: "Delete…" }).click();
    await page.getByRole("button", { name: "Delete part" }).click();
    await expect.poll(() => page.getByText("This part has 3 stock movements (its ledger): it cannot be deleted.").count()).toBe(1);
    expect((await getPart(server, oilFilter!.id)).number).toBe("OF 1234");

    const spare = await createPart(server, tokens.manager!, { number: "SP-1", name: "Spare bulb" });
    await page.goto(`/workshop/parts/${spare.id}/edit`);
    await page.getByRole("button", { name: "Delete…" }).click();
    await page.getByRole("button", { name: "Delete part" }).click();
    await expect.poll(() => page.getByText("Part SP-1 deleted.").count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe("/workshop/parts");
    expect((await server.asSuperuser(`/api/collections/parts/records/${spare.id}`)).status).toBe(404);
    // The refused delete is the one failed request (Chromium logs every 400).
    expect(errors.filter((e) => !e.includes("400"))).toEqual([]);
    await page.close();
  });

  it("shows a long ledger fifty lines at a time: Show older lines brings the first delivery", async () => {
    const { page, errors } = await pageAs("manager", 768);
    const washers = await createPart(server, tokens.manager!, { number: "WA-51", name: "Washers" });
    // As the administrator: PocketBase limits how fast one employee may write, not the superuser.
    for (let n = 1; n <= 51; n += 1) await receive(server, server.superuserToken, washers.id, n, 0.1);
    await page.goto(`/workshop/parts/${washers.id}`);
    await expect.poll(() => ledgerRows(page).count()).toBe(50);
    expect(await ledgerRows(page).first().textContent()).toContain("+51");
    await page.getByRole("button", { name: "Show older lines" }).click();
    await expect.poll(() => ledgerRows(page).count()).toBe(51);
    expect(await ledgerRows(page).last().textContent()).toMatch(/\+1(?!\d)/);
    expect(await page.getByRole("button", { name: "Show older lines" }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

