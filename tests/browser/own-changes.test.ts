// "A colleague just changed this" only when it is true (issue 20, item 2): one's own saves on a
// page (an item added to a work order, a status move, a category's plan) raise no notice; a
// colleague's change, in their own browser, does and names them; one's own change made in
// another tab does too, and says so.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { addSessionCookie, launchBrowser, newContext, watchErrors } from "../support/browser";
import { createEmployee, signInWithPassword, startServer, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle } from "../support/records";
import { addItem, createWorkOrder } from "../support/work-orders";

let server: TestServer;
let browser: Browser;
let mia: BrowserContext;
let bob: BrowserContext;
let bobToken = "";
let cars = "";

async function contextOf(name: string): Promise<{ context: BrowserContext; token: string }> {
  const employee = await createEmployee(server, { name });
  const context = await newContext(browser, server.url);
  await addSessionCookie(context, server.url, await signInWithPassword(server, employee.email, employee.password));
  return { context, token: employee.token };
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } }), launchBrowser()]);
  mia = (await contextOf("Mia Manager")).context;
  ({ context: bob, token: bobToken } = await contextOf("Bob Foreman"));
  cars = (await createCategory(server, undefined, { name: "Cars" })).id;
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const notice = (page: Page) => page.getByText(/just changed this|in another tab/);

async function openWorkOrder(context: BrowserContext, id: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`/workshop/work-orders/${id}`);
  await page.getByRole("heading", { name: "Parts, labour and tasks" }).waitFor();
  return { page, errors };
}

describe("a work order's page", () => {
  it("takes one's own items and status moves quietly, and names a colleague or one's other tab", async () => {
    const vehicle = await createVehicle(server, cars, undefined, { odometer: 5000 });
    const workOrder = await createWorkOrder(server, server.superuserToken, vehicle.id, { title: "Brakes" });
    const { page, errors } = await openWorkOrder(mia, workOrder.id);

    // Unsaved edits in the details stay through one's own changes beside them.
    const details = page.getByRole("form", { name: "Work order" });
    await details.getByLabel("Description").fill("Squeaks when cold");
    const newItem = page.getByRole("row").filter({ has: page.getByRole("button", { name: "Add item" }) });
    await newItem.getByLabel("Description").fill("Brake pads");
    await newItem.getByLabel("Unit cost").fill("40");
    await newItem.getByRole("button", { name: "Add item" }).click();
    await expect.poll(() => page.getByTestId("work-order-total").textContent()).toContain("40.00");
    await page.getByRole("group", { name: "Status" }).getByRole("button", { name: /^Start/ }).click();
    await expect.poll(() => page.getByRole("group", { name: "Status" }).textContent()).toContain("In progress");
    await page.getByRole("checkbox", { name: "Done: Brake pads" }).check();
    // Time for any event of those saves to arrive: none is announced.
    await page.waitForTimeout(1500);
    expect(await notice(page).count()).toBe(0);
    expect(await page.getByText("changed this work order while you were editing").count()).toBe(0);
    expect(await details.getByLabel("Description").inputValue()).toBe("Squeaks when cold");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Saved.").waitFor();

    // A colleague's item, in their own browser: named.
    await addItem(server, bobToken, workOrder.id, { description: "Discs", unit_cost: 60 });
    await page.getByText("Bob Foreman just changed this work order: the form shows the new version.").waitFor();
    await expect.poll(() => page.getByTestId("work-order-total").textContent()).toContain("100.00");

    // One's own change in another tab: said so.
    const other = await openWorkOrder(mia, workOrder.id);
    await other.page.getByRole("form", { name: "Work order" }).getByLabel("Title").fill("Brakes all round");
    await other.page.getByRole("button", { name: "Save changes" }).click();
    await other.page.getByText("Saved.").waitFor();
    await page.getByText("You changed this work order in another tab: the form shows the new version.").waitFor();
    expect(await details.getByLabel("Title").inputValue()).toBe("Brakes all round");
    expect(await notice(other.page).count()).toBe(0);
    expect([...errors, ...other.errors]).toEqual([]);
    await other.page.close();
    await page.close();
  });
});

describe("a category's page", () => {
  it("names the colleague who changed it, after one's own plan saved quietly", async () => {
    const vans = await createCategory(server);
    const page = await mia.newPage();
    const errors = watchErrors(page);
    await page.goto(`/workshop/vehicles/categories/${vans.id}`);
    const plan = page.locator("section", { has: page.getByRole("heading", { name: "Service plan" }) });
    await plan.getByRole("button", { name: "Add to plan" }).click();
    await plan.getByLabel("Title").fill("Inspection");
    await plan.getByLabel("Every (months)").fill("24");
    await plan.getByRole("button", { name: "Save plan" }).click();
    await plan.getByText("Service plan saved.", { exact: false }).waitFor();
    await page.waitForTimeout(1500);
    expect(await notice(page).count()).toBe(0);

    const theirs = await bob.newPage();
    await theirs.goto(`/workshop/vehicles/categories/${vans.id}`);
    await theirs.getByLabel("Description").fill("Light commercial vehicles");
    await theirs.getByRole("button", { name: "Save changes" }).click();
    await theirs.getByText("Saved.").waitFor();
    await page.getByText("Bob Foreman just changed this category: the form shows the new version.").waitFor();
    expect(await page.getByLabel("Description").inputValue()).toBe("Light commercial vehicles");
    expect(errors).toEqual([]);
    await theirs.close();
    await page.close();
  });
});
