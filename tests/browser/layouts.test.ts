// One navigation, and every page fits (docs/product.md "Phone and offline"), in real
// Chromium: every page of the route table at 360 px as a technician on a phone and at 1 440 px
// at a desk. At 360 px neither the document nor any box inside it scrolls sideways (tables
// become stacked rows), every destination is linked once on screen (a bottom bar, More for the
// rest) and a work order's controls are at least 44 × 44 px; at 1 440 px the layout uses the
// width and clips nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { addSessionCookie, launchBrowser, newContext, newPhoneContext, screenshot, watchErrors } from "../support/browser";
import { createEmployee, signInWithPassword, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { employeePages, PAGE_LOOP_TIMEOUT, seedEveryPage, settled, visitAll, type PageRecords } from "../support/every-page";

let server: TestServer;
let browser: Browser;
let tess: Employee;
let manager: Employee;
let records: PageRecords;

/** Where the app's destinations live: one link each on screen. */
const DESTINATIONS = [
  ["My work", "/workshop/my-work"],
  ["Scan", "/workshop/scan"],
  ["Work orders", "/workshop/work-orders"],
  ["Vehicles", "/workshop/vehicles"],
  ["Defects", "/workshop/defects"],
  ["Inspections", "/workshop/inspections"],
  ["Reminders", "/workshop/reminders"],
  ["Parts", "/workshop/parts"],
  ["Time", "/workshop/time"],
  ["Categories", "/workshop/vehicles/categories"],
  ["Dashboard", "/backend"],
] as const;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip", WORKSHOP_NAME: "Müller Fleet Service" } }), launchBrowser()]);
  [tess, manager] = await Promise.all([
    createEmployee(server, { name: "Tess Technician", role: "technician" }),
    createEmployee(server, { name: "Mia Manager", role: "manager" }),
  ]);
  records = await seedEveryPage(server, manager, tess);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function signedIn(context: BrowserContext, employee: Employee): Promise<BrowserContext> {
  await addSessionCookie(context, server.url, await signInWithPassword(server, employee.email, employee.password));
  return context;
}

/** Boxes that scroll sideways, or stick out past the screen's right edge (with what they hold). */
function sidewaysBoxes(page: Page, width: number): Promise<string[]> {
  return page.evaluate((screenWidth) => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`the document: ${root.scrollWidth} px in ${root.clientWidth}`);
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      const style = getComputedStyle(element);
      if (style.display === "none" || style.visibility === "hidden" || element.closest("dialog:not([open])")) continue;
      const scrolls = style.overflowX === "auto" || style.overflowX === "scroll";
      const name = `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}`;
      if (scrolls && element.scrollWidth > element.clientWidth + 1) problems.push(`${name} scrolls: ${element.scrollWidth} px in ${element.clientWidth}`);
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > screenWidth + 1 && !element.closest(".visually-hidden")) problems.push(`${name} reaches ${Math.round(box.right)} px`);
    }
    return problems.slice(0, 10);
  }, width);
}

/**
 * The visible links to each destination in the app's navigation, and any other visible menu that
 * links two destinations or more: a repeated menu (a view switch linking the board is content).
 */
function destinationLinks(page: Page): Promise<Record<string, number>> {
  return page.evaluate((destinations) => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
    };
    const hrefs: string[] = destinations.map(([, href]) => href);
    const menus = [...document.querySelectorAll("nav")].filter(visible);
    const counts: Record<string, number> = {};
    for (const href of hrefs) counts[href] = 0;
    for (const menu of menus) {
      const linked = [...menu.querySelectorAll<HTMLAnchorElement>("a")].filter(visible).map((link) => link.getAttribute("href") ?? "");
      const own = linked.filter((href) => hrefs.includes(href));
      const appNavigation = menu.matches('nav[aria-label="Main"], nav[aria-label="More destinations"]');
      if (appNavigation || new Set(own).size >= 2) for (const href of own) counts[href]! += 1;
    }
    return counts;
  }, DESTINATIONS);
}

describe("at 360 px, as a technician on a phone", () => {
  let phone: BrowserContext;

  beforeAll(async () => {
    phone = await signedIn(await newPhoneContext(browser, server.url, { viewport: { width: 360, height: 740 } }), tess);
  });

  it("every page fits: neither the document nor any box in it scrolls sideways", async () => {
    const found: Record<string, string[]> = {};
    await visitAll(employeePages(records), async ({ name, path }) => {
      const page = await phone.newPage();
      const errors = watchErrors(page);
      await page.goto(path);
      await settled(page);
      const problems = await sidewaysBoxes(page, 360);
      if (problems.length > 0) found[path] = problems;
      await screenshot(page, `phone-360-${name}`);
      expect(errors, `${path}: ${errors.join("\n")}`).toEqual([]);
      await page.close();
    });
    expect(found).toEqual({});
  }, PAGE_LOOP_TIMEOUT);

  it("links each destination once on screen: My work, Scan and Board in the bottom bar, the rest under More", async () => {
    const page = await phone.newPage();
    await page.goto("/workshop/my-work");
    await settled(page);
    const bar = page.getByRole("navigation", { name: "Main" });
    expect(await bar.getByRole("link").allTextContents()).toEqual(["My work", "Scan", "Board"]);
    const closed = await destinationLinks(page);
    for (const [, href] of DESTINATIONS.slice(0, 3)) expect(closed[href], href).toBe(1);
    for (const [, href] of DESTINATIONS.slice(3)) expect(closed[href], href).toBe(0);

    await bar.getByRole("button", { name: "More" }).click();
    const more = page.getByRole("dialog", { name: "More" });
    expect(await more.getByRole("link").allTextContents()).toEqual(["Vehicles", "Defects", "Inspections", "Reminders", "Parts", "Time", "Categories", "Dashboard"]);
    expect(await more.textContent()).toContain("Tess Technician");
    const open = await destinationLinks(page);
    for (const [, href] of DESTINATIONS) expect(open[href], href).toBe(1);
    await screenshot(page, "phone-360-more", { fullPage: false });

    await more.getByRole("link", { name: "Vehicles" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Vehicles");
    expect(await page.getByRole("dialog", { name: "More" }).isVisible()).toBe(false);
    await page.close();
  });

  it("gives every control of a work order at least 44 × 44 px", async () => {
    const page = await phone.newPage();
    await page.goto(`/workshop/work-orders/${records.workOrder}`);
    await settled(page);
    await expect.poll(() => page.locator("tr.item-editor, .item-editor").count()).toBeGreaterThan(0);
    const small = await page.evaluate(() => {
      const controls = document.querySelectorAll<HTMLElement>("main button, main input, main select, main textarea, main a.button, main .back-link, nav button, nav a");
      const problems: string[] = [];
      for (const control of controls) {
        if (control.closest("dialog:not([open])")) continue;
        // A tick box, or a file input hidden in its button-like label ("Take photo"), counts with
        // the label around it: that is where the finger lands.
        const labelled = control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "file");
        const target = labelled ? (control.closest("label") ?? control) : control;
        const box = target.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) continue;
        if (box.width < 44 || box.height < 44) {
          problems.push(`${control.tagName.toLowerCase()} "${(control.getAttribute("aria-label") ?? control.textContent ?? "").trim().slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`);
        }
      }
      return problems;
    });
    expect(small).toEqual([]);
    await page.close();
  });
});

describe.each([768, 1024])("at %i px, as a manager on a tablet", (width) => {
  it("every page fits under one top bar", async () => {
    const tablet = await signedIn(await newContext(browser, server.url, { viewport: { width, height: 1024 }, hasTouch: true }), manager);
    const found: Record<string, string[]> = {};
    await visitAll(employeePages(records), async ({ name, path }) => {
      const page = await tablet.newPage();
      await page.goto(path);
      await settled(page);
      const problems = await sidewaysBoxes(page, width);
      if (problems.length > 0) found[path] = problems;
      if (name === "work-order") {
        expect(await page.getByRole("navigation", { name: "Main" }).getByRole("link").count()).toBe(DESTINATIONS.length);
        expect(await page.locator(".bottom-bar").isVisible()).toBe(false);
        await screenshot(page, `tablet-${width}-work-order`, { fullPage: false });
      }
      await page.close();
    });
    expect(found).toEqual({});
    await tablet.close();
  }, PAGE_LOOP_TIMEOUT);
});

describe("at 1 440 px, as a manager at a desk", () => {
  let desk: BrowserContext;

  beforeAll(async () => {
    desk = await signedIn(await newContext(browser, server.url, { viewport: { width: 1440, height: 900 } }), manager);
  });

  it("every page uses the width and clips nothing; one top bar links every destination once", async () => {
    const found: Record<string, string[]> = {};
    await visitAll(employeePages(records), async ({ name, path }) => {
      const page = await desk.newPage();
      await page.goto(path);
      await settled(page);
      const problems = await page.evaluate(() => {
        const clipped: string[] = [];
        for (const element of document.querySelectorAll<HTMLElement>("main *")) {
          const style = getComputedStyle(element);
          if (style.display === "none" || element.closest(".visually-hidden, dialog:not([open])")) continue;
          // Text cut short on purpose (an ellipsis) is not clipped content.
          if (style.textOverflow === "ellipsis") continue;
          const clips = style.overflowX !== "visible";
          if (clips && element.scrollWidth > element.clientWidth + 1) {
            clipped.push(`${element.tagName.toLowerCase()}.${[...element.classList].join(".")}: ${element.scrollWidth} px in ${element.clientWidth}`);
          }
        }
        const main = document.querySelector("main")!.getBoundingClientRect();
        if (main.width < 1300) clipped.push(`main is ${Math.round(main.width)} px wide`);
        return clipped.slice(0, 10);
      });
      if (problems.length > 0) found[path] = problems;
      if (name === "work-order" || name === "work-orders" || name === "backend") {
        const links = await destinationLinks(page);
        for (const [, href] of DESTINATIONS) expect(links[href], `${path}: ${href}`).toBe(1);
        expect(await page.getByRole("navigation", { name: "Main" }).count()).toBe(1);
      }
      await screenshot(page, `desk-1440-${name}`, { fullPage: false });
      await page.close();
    });
    expect(found).toEqual({});
  }, PAGE_LOOP_TIMEOUT);

  // The destinations take a row of their own rather than cut the name short: at a shared desk the
  // bar is where a person checks who is signed in before they change anything.
  it.each([1440, 1200, 1920, 768])("shows who is signed in, name and role, in full at %i px", async (width) => {
    const context = width === 1440 ? desk : await signedIn(await newContext(browser, server.url, { viewport: { width, height: 900 } }), manager);
    const page = await context.newPage();
    await page.goto(employeePages(records)[0]!.path);
    await settled(page);
    const name = page.locator(".app-header .account-name");
    expect(await name.innerText()).toMatch(/Mia Manager · Manager$/);
    expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    await screenshot(page, `desk-${width}-account`, { fullPage: false });
    await page.close();
    if (context !== desk) await context.close();
  });
});
