// Choosing the language (issue 28; docs/decisions/languages.md "Choosing"), in real Chromium with
// an English browser: an employee picks Deutsch beside their name (in More on a phone) at 360,
// 768 and 1 440 px; the screen changes at once without a reload, the choice is kept in their
// account (a reload and another device speak it too), and "Browser" hands it back to the
// browser's language.
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { addSessionCookie, launchBrowser, newContext, newPhoneContext, screenshot, watchErrors } from "../support/browser";
import { parseCsv } from "../support/csv";
import { attemptName, createEmployee, signInWithPassword, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { uniqueCategoryName, uniquePlate } from "../support/records";

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } }), launchBrowser(["--lang=en-GB"])]);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const langOf = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** The language kept in the employee's account, as the server has it. */
async function savedLanguage(employee: Employee): Promise<unknown> {
  const response = await server.request<{ language: string }>(`/api/collections/employees/records/${employee.id}`, { token: employee.token });
  return response.json.language;
}

describe.each([
  [360, true],
  [768, false],
  [1440, false],
])("at %i px", (width, phone) => {
  let employee: Employee;
  let session: Awaited<ReturnType<typeof signInWithPassword>>;

  beforeAll(async () => {
    employee = await createEmployee(server, { name: `Lena Lang ${width}`, role: "technician" });
    // One sign-in for both devices: PocketBase allows two per 3 s.
    session = await signInWithPassword(server, employee.email, employee.password);
  });

  const open = async (): Promise<{ context: BrowserContext; page: Page; errors: string[] }> => {
    const viewport = { width, height: 800 };
    const context = phone ? await newPhoneContext(browser, server.url, { viewport, locale: "en-GB" }) : await newContext(browser, server.url, { viewport, locale: "en-GB" });
    await addSessionCookie(context, server.url, session);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto("/workshop/my-work");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).count()).toBe(1);
    return { context, page, errors };
  };

  /** The switch where the person finds it: beside their name, or in More on a phone. */
  const languageSwitch = async (page: Page, more: string) => {
    if (phone) await page.getByRole("button", { name: more }).click();
    return phone ? page.getByRole("dialog").getByRole("combobox") : page.getByRole("banner").getByRole("combobox", { name: /Language|Sprache/ });
  };

  it("Deutsch changes the screen at once, is kept in the account, and Browser hands it back", async () => {
    const { context, page, errors } = await open();
    expect(await langOf(page)).toBe("en");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    const picker = await languageSwitch(page, "More");
    expect(await picker.inputValue()).toBe("");
    const box = (await picker.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await picker.selectOption({ label: "Deutsch" });
    await expect.poll(() => langOf(page)).toBe("de");
    await expect.poll(() => page.getByRole("button", { name: "Abmelden" }).count()).toBe(1);
    // The same document: no reload.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect.poll(() => savedLanguage(employee)).toBe("de");
    await screenshot(page, `language-de-${width}`);

    await page.reload();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).count()).toBe(1);
    expect(await langOf(page)).toBe("de");

    // Another device of the same employee speaks German from its first page, once it has read
    // the account: its session cookie still holds the account as it was at sign-in.
    const other = await open();
    await expect.poll(() => langOf(other.page)).toBe("de");
    await other.context.close();

    const again = await languageSwitch(page, "Mehr");
    expect(await again.inputValue()).toBe("de");
    await again.selectOption({ label: "Browser" });
    await expect.poll(() => langOf(page)).toBe("en");
    await expect.poll(() => savedLanguage(employee)).toBe("");
    expect(errors).toEqual([]);
    await context.close();
  });
});

// The exports speak the reader's language too (docs/decisions/languages.md "Exports"): a manager
// who chose Deutsch, in an English browser, presses the work order list's export button.
describe("a CSV export", () => {
  it("downloads in the employee's language: German headings and statuses from a German account in an English browser", async () => {
    const manager = await createEmployee(server, { name: attemptName("Greta Geschäftsführung"), role: "manager" });
    const chosen = await server.request(`/api/collections/employees/records/${manager.id}`, { method: "PATCH", token: manager.token, body: { language: "de" } });
    expect(chosen.status).toBe(200);
    const plate = uniquePlate();
    const category = await server.request<{ id: string }>("/api/collections/categories/records", { method: "POST", token: manager.token, body: { name: uniqueCategoryName() } });
    const vehicle = await server.request<{ id: string }>("/api/collections/vehicles/records", {
      method: "POST",
      token: manager.token,
      body: { plate, make: "VW", model: "Crafter", category: category.json.id, status: "available" },
    });
    const job = await server.request("/api/collections/work_orders/records", { method: "POST", token: manager.token, body: { vehicle: vehicle.json.id, title: "Bremsen prüfen", priority: "high" } });
    expect(job.status).toBe(200);
    const context = await newContext(browser, server.url, { viewport: { width: 1440, height: 900 }, locale: "en-GB" });
    await addSessionCookie(context, server.url, await signInWithPassword(server, manager.email, manager.password));
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto("/workshop/work-orders?view=list");
    await expect.poll(() => langOf(page)).toBe("de");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "CSV exportieren" }).click()]);
    const text = await readFile((await download.path())!, "utf8");
    const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ""));
    expect(header?.slice(0, 5)).toEqual(["Nummer", "Kennzeichen", "Titel", "Status", "Priorität"]);
    // This attempt's vehicle (a retry adds its own).
    expect(rows.filter((row) => row[1] === plate).map((row) => row.slice(1, 5))).toEqual([[plate, "Bremsen prüfen", "Offen", "Hoch"]]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
