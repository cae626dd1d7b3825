// Accessibility of every page in both themes (issue 28; docs/decisions/themes-and-accessibility.md):
// real Chromium against the real bundle, axe-core injected into each page of the route table, as a
// manager with a record behind every `:id` page, and the sign-in and landing pages as a guest,
// once with the system set to light and once to dark. A page passes with no violation of impact
// "serious" or "critical"; a failure lists each rule with the elements it found.
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { addSessionCookie, launchBrowser, newContext, newPhoneContext, screenshot, watchErrors } from "../support/browser";
import { employeePages, PAGE_LOOP_TIMEOUT, seedEveryPage, settled, visitAll, type PageRecords } from "../support/every-page";
import { createEmployee, signInWithPassword, startServer, type Employee, type TestServer } from "../support/pocketbase";

const AXE_SOURCE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

let server: TestServer;
let browser: Browser;
let manager: Employee;
let records: PageRecords;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip", WORKSHOP_NAME: "Müller Fleet Service" } }), launchBrowser()]);
  let technician: Employee;
  [manager, technician] = await Promise.all([
    createEmployee(server, { name: "Mia Manager", role: "manager" }),
    createEmployee(server, { name: "Tess Technician", role: "technician" }),
  ]);
  records = await seedEveryPage(server, manager, technician);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

type Theme = "light" | "dark";

/**
 * A browser whose system is set to `theme`, and no choice made in the app: the page follows the
 * system. axe-core is injected as an inline script, which the page's Content-Security-Policy
 * rightly refuses (it allows only the app's own scripts), so these contexts bypass it.
 */
async function browserIn(theme: Theme, employee?: Employee, phone = false): Promise<BrowserContext> {
  const options = { colorScheme: theme, bypassCSP: true } as const;
  const context = phone ? await newPhoneContext(browser, server.url, { ...options, viewport: { width: 360, height: 740 } }) : await newContext(browser, server.url, options);
  if (employee) await addSessionCookie(context, server.url, await signInWithPassword(server, employee.email, employee.password));
  return context;
}

/** The serious and critical violations axe-core finds on the page, as "rule (impact): targets — help". */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SOURCE });
  return page.evaluate(async () => {
    type Result = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Result[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ["violations"] });
    return violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")} — ${violation.help}`);
  });
}

async function themeOf(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.documentElement.dataset.theme);
}

describe.each<Theme>(["light", "dark"])("with the system set to %s", (theme) => {
  it(
    "every page of the route table passes axe-core as a manager",
    async () => {
      const context = await browserIn(theme, manager);
      const errors: string[] = [];
      const violations = await visitAll(employeePages(records), async ({ name, path }) => {
        const page = await context.newPage();
        const pageErrors = watchErrors(page);
        await page.goto(path);
        await settled(page);
        expect(await themeOf(page), name).toBe(theme);
        const serious = (await seriousViolations(page)).map((violation) => `${name} ${path}: ${violation}`);
        if (theme === "dark") await screenshot(page, `dark-${name}`);
        await page.close();
        errors.push(...pageErrors);
        return serious;
      });
      const found = violations.flat();
      await context.close();
      expect(found, found.join("\n")).toEqual([]);
      expect(errors.filter((error) => !/camera|getUserMedia|NotFoundError|NotAllowedError/i.test(error))).toEqual([]);
    },
    PAGE_LOOP_TIMEOUT,
  );

  it("a phone's screens pass axe-core at 360 px, the bottom bar's More sheet open too", async () => {
    const context = await browserIn(theme, manager, true);
    const page = await context.newPage();
    const found: string[] = [];
    const check = async (what: string) => {
      for (const violation of await seriousViolations(page)) found.push(`${what}: ${violation}`);
    };
    for (const path of ["/workshop/my-work", "/workshop/work-orders", `/workshop/inspections/${records.inspection}`, `/workshop/work-orders/${records.workOrder}`]) {
      await page.goto(path);
      await settled(page);
      expect(await themeOf(page), path).toBe(theme);
      await check(path);
    }
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "More" }).click();
    await expect.poll(() => page.getByRole("dialog", { name: "More" }).isVisible()).toBe(true);
    await check("the More sheet");
    if (theme === "dark") await screenshot(page, "dark-phone-more-sheet");
    await context.close();
    expect(found, found.join("\n")).toEqual([]);
  });

  it("the sign-in and landing pages pass axe-core as a guest", async () => {
    const context = await browserIn(theme);
    const page = await context.newPage();
    const found: string[] = [];
    for (const path of ["/login", "/"]) {
      await page.goto(path);
      await settled(page);
      expect(await themeOf(page), path).toBe(theme);
      for (const violation of await seriousViolations(page)) found.push(`${path}: ${violation}`);
    }
    await context.close();
    expect(found, found.join("\n")).toEqual([]);
  });
});
