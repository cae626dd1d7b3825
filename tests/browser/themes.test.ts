// The dark theme and its switch (issue 28; docs/decisions/themes-and-accessibility.md), in real
// Chromium: the page follows the system's light or dark setting until the person chooses in the
// top bar's Theme switch, at 360, 768 and 1 440 px; the choice is remembered on the device over
// a reload, applied before the page is first painted, and "System" hands the page back to the
// system.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { addSessionCookie, launchBrowser, newContext, newPhoneContext, screenshot, watchErrors } from "../support/browser";
import { attemptName, createEmployee, signInWithPassword, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle } from "../support/records";
import { clockOn } from "../support/time";
import { createWorkOrder } from "../support/work-orders";

let server: TestServer;
let browser: Browser;
let technician: Employee;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } }), launchBrowser()]);
  technician = await createEmployee(server, { name: "Tess Technician", role: "technician" });
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function signedIn(context: BrowserContext): Promise<BrowserContext> {
  await addSessionCookie(context, server.url, await signInWithPassword(server, technician.email, technician.password));
  return context;
}

const themeOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
/** The page's background as painted: the dark theme's is dark. */
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
const LIGHT_BACKGROUND = "rgb(243, 244, 246)";
const DARK_BACKGROUND = "rgb(14, 19, 27)";

describe.each([
  [360, true],
  [768, false],
  [1440, false],
])("at %i px", (width, phone) => {
  const open = async (options: { colorScheme?: "light" | "dark" } = {}) => {
    const viewport = { width, height: 800 };
    const context = phone ? await newPhoneContext(browser, server.url, { viewport, ...options }) : await newContext(browser, server.url, { viewport, ...options });
    const page = await (await signedIn(context)).newPage();
    const errors = watchErrors(page);
    await page.goto("/workshop/my-work");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).count()).toBe(1);
    return { context, page, errors };
  };

  it("the Theme switch in the top bar turns the page dark, and the choice outlives a reload", async () => {
    const { context, page, errors } = await open({ colorScheme: "light" });
    const theme = page.getByRole("banner").getByRole("combobox", { name: "Theme" });
    await expect.poll(() => theme.isVisible()).toBe(true);
    const box = (await theme.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(await theme.inputValue()).toBe("system");
    expect(await themeOf(page)).toBe("light");
    expect(await background(page)).toBe(LIGHT_BACKGROUND);

    await theme.selectOption({ label: "Dark" });
    await expect.poll(() => themeOf(page)).toBe("dark");
    expect(await background(page)).toBe(DARK_BACKGROUND);

    await page.reload();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).count()).toBe(1);
    expect(await themeOf(page)).toBe("dark");
    expect(await background(page)).toBe(DARK_BACKGROUND);
    expect(await page.getByRole("combobox", { name: "Theme" }).inputValue()).toBe("dark");

    // Back to the system's (light) setting, and that too is remembered.
    await page.getByRole("combobox", { name: "Theme" }).selectOption({ label: "System" });
    await expect.poll(() => themeOf(page)).toBe("light");
    await page.reload();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).count()).toBe(1);
    expect(await themeOf(page)).toBe("light");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a device set to dark gets the dark theme without any choice, and follows the system when it changes", async () => {
    const { context, page, errors } = await open({ colorScheme: "dark" });
    expect(await themeOf(page)).toBe("dark");
    expect(await background(page)).toBe(DARK_BACKGROUND);
    expect(await page.getByRole("combobox", { name: "Theme" }).inputValue()).toBe("system");
    await page.emulateMedia({ colorScheme: "light" });
    await expect.poll(() => themeOf(page)).toBe("light");
    expect(errors).toEqual([]);
    await context.close();
  });
});

it("a remembered choice is on the page before its body is parsed, so it never flashes the system's theme first", async () => {
  const context = await signedIn(await newContext(browser, server.url, { colorScheme: "light" }));
  const page = await context.newPage();
  await page.goto("/workshop/my-work");
  await page.getByRole("combobox", { name: "Theme" }).selectOption("dark");
  // Notes the theme at the moment <body> appears, long before the app's script runs.
  await context.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      if (!document.body) return;
      (window as unknown as { themeAtBody?: string }).themeAtBody = document.documentElement.dataset.theme ?? "none";
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expect.poll(() => page.getByRole("heading", { level: 1 }).count()).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { themeAtBody?: string }).themeAtBody)).toBe("dark");
  await context.close();
});

it("a guest finds the switch on the sign-in page too", async () => {
  const context = await newContext(browser, server.url, { colorScheme: "light" });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByRole("banner").getByRole("combobox", { name: "Theme" }).selectOption({ label: "Dark" });
  await expect.poll(() => themeOf(page)).toBe("dark");
  await context.close();
});

it("on a 360 px phone the switch shares the slim top bar with a running clock, on one row", async () => {
  const clocked = await createEmployee(server, { name: attemptName("Chris Clocked"), role: "technician" });
  const category = (await createCategory(server)).id;
  const vehicle = (await createVehicle(server, category)).id;
  const workOrder = await createWorkOrder(server, clocked.token, vehicle, { title: "Brakes", assignee: clocked.id });
  expect((await clockOn(server, clocked.token, workOrder.id)).status).toBe(200);
  const context = await newPhoneContext(browser, server.url, { viewport: { width: 360, height: 740 } });
  await addSessionCookie(context, server.url, await signInWithPassword(server, clocked.email, clocked.password));
  const page = await context.newPage();
  await page.goto("/workshop/my-work");
  const bar = page.getByRole("banner");
  await expect.poll(() => bar.getByRole("link", { name: /Your clock runs on/ }).isVisible()).toBe(true);
  const theme = bar.getByRole("combobox", { name: "Theme" });
  const [clock, switchBox, brand] = await Promise.all([bar.getByRole("link", { name: /Your clock runs on/ }).boundingBox(), theme.boundingBox(), bar.getByRole("link", { name: "Workshop" }).boundingBox()]);
  await screenshot(page, "theme-switch-phone-with-clock", { fullPage: false });
  expect(switchBox!.x + switchBox!.width).toBeLessThanOrEqual(360);
  // One row: the brand, the clock and the switch side by side.
  for (const box of [clock!, switchBox!]) expect(Math.abs(box.y + box.height / 2 - (brand!.y + brand!.height / 2))).toBeLessThan(8);
  await theme.selectOption({ label: "Dark" });
  await expect.poll(() => themeOf(page)).toBe("dark");
  await context.close();
});
