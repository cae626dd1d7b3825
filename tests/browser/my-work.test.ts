// My work (docs/product.md "Phone and offline") in real Chromium on a 360 px phone: a technician who signs
// in lands on their jobs, in progress first, then theirs, then open ones nobody took; each job's
// one big button takes its next step. Managers and viewers land on the board.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPhoneContext, screenshot, watchErrors } from "../support/browser";
import { attemptName, createEmployee, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle } from "../support/records";
import { createWorkOrder, getWorkOrder, moveWorkOrder } from "../support/work-orders";

let server: TestServer;
let browser: Browser;
let tess: Employee;
let manager: Employee;
let viewer: Employee;
const jobs: Record<string, string> = {};

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } }), launchBrowser()]);
  [tess, manager, viewer] = await Promise.all([
    createEmployee(server, { name: "Tess Technician", role: "technician" }),
    createEmployee(server, { name: "Mia Manager", role: "manager" }),
    createEmployee(server, { name: "Vic Viewer", role: "viewer" }),
  ]);
  const vans = (await createCategory(server, undefined, { name: "Vans" })).id;
  const van = (await createVehicle(server, vans, undefined, { plate: "MW-100", make: "Ford", model: "Transit" })).id;
  const car = (await createVehicle(server, vans, undefined, { plate: "MW-200", make: "Skoda", model: "Octavia" })).id;
  const token = manager.token;
  jobs.working = (await createWorkOrder(server, token, van, { title: "Brake service", assignee: tess.id })).id;
  await moveWorkOrder(server, token, jobs.working, { status: "in_progress" });
  jobs.mineLow = (await createWorkOrder(server, token, car, { title: "Wash", assignee: tess.id, priority: "low" })).id;
  jobs.mineUrgent = (await createWorkOrder(server, token, car, { title: "Warning light", assignee: tess.id, priority: "urgent" })).id;
  jobs.free = (await createWorkOrder(server, token, van, { title: "Replace wipers", priority: "high" })).id;
  jobs.colleagues = (await createWorkOrder(server, token, van, { title: "Someone else's job", assignee: manager.id })).id;
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function signIn(employee: Employee): Promise<Page> {
  const phone = await newPhoneContext(browser, server.url, { viewport: { width: 360, height: 740 } });
  const page = await phone.newPage();
  await page.goto("/login");
  await page.getByLabel("Email").fill(employee.email);
  await page.getByLabel("Password").fill(employee.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  return page;
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 }).textContent();
const titlesIn = (page: Page, group: string) => page.getByRole("region", { name: group }).locator(".my-job-title").allTextContents();
const job = (page: Page, title: string) => page.locator(".my-job", { hasText: title });

describe("a technician signing in", () => {
  let page: Page;

  it("lands on My work with their job in progress first", async () => {
    page = await signIn(tess);
    const errors = watchErrors(page);
    await expect.poll(() => new URL(page.url()).pathname).toBe("/workshop/my-work");
    await expect.poll(() => heading(page)).toBe("My work");
    await expect.poll(() => titlesIn(page, "In progress")).toEqual(["Brake service"]);
    expect(await titlesIn(page, "Assigned to you")).toEqual(["Warning light", "Wash"]);
    expect(await titlesIn(page, "Open, not assigned")).toEqual(["Replace wipers"]);
    expect(await page.getByText("Someone else's job").count()).toBe(0);
    expect(await job(page, "Brake service").textContent()).toContain("MW-100 Ford Transit");
    await screenshot(page, "my-work-phone");
    expect(errors).toEqual([]);
  });

  it("shows the jobs kept on the phone at once on the next visit, until the server answers", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const jobs = "**/api/collections/work_orders/records?**";
    await page.route(jobs, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    const saved = page.getByRole("status").filter({ hasText: "Shown as saved on this device; updating…" });
    await expect.poll(() => saved.count()).toBe(1);
    expect(await titlesIn(page, "In progress")).toEqual(["Brake service"]);
    release();
    await expect.poll(() => saved.count()).toBe(0);
    await page.unroute(jobs);
  });

  it("takes a job nobody has with its one big button: it becomes theirs and starts", async () => {
    await job(page, "Replace wipers").getByRole("button", { name: /^Take and start/ }).click();
    // Most urgent first: a high-priority job before a normal one.
    await expect.poll(() => titlesIn(page, "In progress")).toEqual(["Replace wipers", "Brake service"]);
    // The card moves at once (the change shows while it is on its way); the server then has it.
    await expect
      .poll(async () => {
        const taken = await getWorkOrder(server, jobs.free!);
        return { status: taken.status, assignee: taken.assignee };
      })
      .toEqual({ status: "in_progress", assignee: tess.id });
  });

  it("starts an own job, and finishes one with the odometer it asks for", async () => {
    await job(page, "Warning light").getByRole("button", { name: /^Start/ }).click();
    // At once, as a quick thumb does: the answer to "Start" must not close this question.
    await job(page, "Brake service").getByRole("button", { name: /^Done/ }).click();
    await page.getByLabel("Odometer (km)").fill("81250");
    await page.getByRole("button", { name: "Mark done" }).click();
    await expect.poll(() => titlesIn(page, "In progress")).not.toContain("Brake service");
    await expect.poll(async () => (await getWorkOrder(server, jobs.working!)).status).toBe("done");
  });
});

describe("the board on a phone", () => {
  it("filtered to the technician's jobs, opens on a column that has them, not on an empty Open", async () => {
    const ted = await createEmployee(server, { name: attemptName("Ted Technician"), role: "technician" });
    const vehicle = (await getWorkOrder(server, jobs.free!)).vehicle;
    const started = await createWorkOrder(server, manager.token, vehicle, { title: "Ted's job", assignee: ted.id });
    await moveWorkOrder(server, manager.token, started.id, { status: "in_progress" });
    const page = await signIn(ted);
    await expect.poll(() => new URL(page.url()).pathname).toBe("/workshop/my-work");
    await page.goto("/workshop/work-orders?assignee=me");
    const shown = page.getByRole("group", { name: "Column shown" }).locator('[aria-pressed="true"]');
    await expect.poll(() => shown.textContent()).toMatch(/^In progress \(\d+\)$/);
    expect(await page.locator(".board-column:visible .work-order-card").count()).toBeGreaterThan(0);
    await page.context().close();
  });
});

describe("managers and viewers", () => {
  it("land on the board", async () => {
    for (const employee of [manager, viewer]) {
      const page = await signIn(employee);
      await expect.poll(() => new URL(page.url()).pathname).toBe("/workshop/work-orders");
      await page.context().close();
    }
  });

  it("show a viewer My work without buttons they may not use", async () => {
    const vehicle = (await getWorkOrder(server, jobs.free!)).vehicle;
    await createWorkOrder(server, manager.token, vehicle, { title: "Check lights" });
    const page = await signIn(viewer);
    await expect.poll(() => new URL(page.url()).pathname).toBe("/workshop/work-orders");
    await page.goto("/workshop/my-work");
    await expect.poll(() => titlesIn(page, "Open, not assigned")).toEqual(["Check lights"]);
    expect(await page.locator(".my-job-step").count()).toBe(0);
    await page.context().close();
  });
});
