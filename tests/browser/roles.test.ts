// Roles in real Chromium against a real server (docs/product.md "Roles"): the app shows who is signed
// in with which role, offers no button the role cannot use and says who may where it would be;
// and the server refuses the request anyway when it is sent without the app.
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { Role } from "@shared/roles";
import { addSessionCookie, launchBrowser, newContext, watchErrors } from "../support/browser";
import { createEmployee, signInWithPassword, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle, VEHICLE_RECORDS } from "../support/records";
import { addItem, createWorkOrder, moveWorkOrder, WORK_ORDER_RECORDS } from "../support/work-orders";

let server: TestServer;
let browser: Browser;
const staff = {} as Record<Role, { employee: Employee; context: BrowserContext }>;
let cars: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } }), launchBrowser()]);
  const names: Record<Role, string> = { manager: "Mia Manager", technician: "Tom Technician", viewer: "Vera Viewer" };
  for (const role of ["manager", "technician", "viewer"] as const) {
    const employee = await createEmployee(server, { name: names[role], role });
    // A password session (as the login form makes), so the app's refresh on start keeps it.
    const session = await signInWithPassword(server, employee.email, employee.password);
    const context = await newContext(browser, server.url);
    await addSessionCookie(context, server.url, session);
    staff[role] = { employee, context };
  }
  cars = (await createCategory(server, undefined, { name: "Cars" })).id;
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function open(role: Role, path: string, ready: string): Promise<{ page: Page; errors: string[] }> {
  const page = await staff[role].context.newPage();
  const errors = watchErrors(page);
  await page.goto(path);
  await page.getByRole("heading", { name: ready }).first().waitFor();
  return { page, errors };
}

describe("a technician", () => {
  it("sees their role, no Delete on a vehicle but who may, and the server refuses the delete anyway", async () => {
    const vehicle = await createVehicle(server, cars, undefined, { plate: "ROLE 1" });
    const { page, errors } = await open("technician", `/workshop/vehicles/${vehicle.id}`, "Work orders");
    await expect.poll(() => page.locator(".account-name").first().textContent()).toContain("Tom Technician · Technician");
    await page.getByText("Only a manager can delete vehicles.").waitFor();
    expect(await page.getByRole("button", { name: "Delete…" }).count()).toBe(0);
    // A technician changes vehicles: the form saves.
    expect(await page.getByRole("button", { name: "Save changes" }).isEnabled()).toBe(true);

    const refused = await server.request(`${VEHICLE_RECORDS}/${vehicle.id}`, { method: "DELETE", token: staff.technician.employee.token });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe("Only a manager can delete vehicles.");
    expect((await server.asSuperuser(`${VEHICLE_RECORDS}/${vehicle.id}`)).status).toBe(200);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("removes the items they added but not a colleague's, and does not reopen a done work order", async () => {
    const vehicle = await createVehicle(server, cars, undefined, { plate: "ROLE 2" });
    const workOrder = await createWorkOrder(server, staff.technician.employee.token, vehicle.id, { title: "Brakes" });
    await addItem(server, staff.technician.employee.token, workOrder.id, { description: "Pads (mine)" });
    await addItem(server, staff.manager.employee.token, workOrder.id, { description: "Discs (Mia's)" });
    const { page, errors } = await open("technician", `/workshop/work-orders/${workOrder.id}`, "Parts, labour and tasks");
    await page.getByRole("button", { name: "Remove Pads (mine)" }).waitFor();
    expect(await page.getByRole("button", { name: "Remove Discs (Mia's)" }).count()).toBe(0);
    await page.getByText("Only a manager can delete items that someone else added.").waitFor();
    expect(await page.getByRole("button", { name: "Delete…" }).count()).toBe(0);

    await moveWorkOrder(server, server.superuserToken, workOrder.id, { status: "in_progress" }, { status: "done", odometer: 1000 });
    await page.getByText("Only a manager can reopen work orders.").waitFor();
    // Never told to do what the role cannot.
    await page.getByText("Only a manager can reopen it to change them.", { exact: false }).waitFor();
    expect(await page.getByText(/(^|\. )Reopen it to change them/).count()).toBe(0);
    expect(await page.getByRole("group", { name: "Status" }).getByRole("button").count()).toBe(0);
    const refused = await server.request(`${WORK_ORDER_RECORDS}/${workOrder.id}`, { method: "PATCH", token: staff.technician.employee.token, body: { status: "in_progress" } });
    expect(refused.status).toBe(403);
    expect(errors).toEqual([]);
    await page.close();
  });
});

/** A form the role may not send: the reason at the top, before anything is typed, and no way to send it. */
async function expectRefusedForm(role: Role, path: string, heading: string, reason: string, submit: string, field: string): Promise<void> {
  for (const width of [360, 1440]) {
    const { page, errors } = await open(role, path, heading);
    await page.setViewportSize({ width, height: 800 });
    const alert = page.getByRole("status").filter({ hasText: reason });
    await alert.waitFor();
    const form = page.getByRole("form").first();
    // Above the form, where it is read first.
    expect((await alert.boundingBox())!.y).toBeLessThan((await form.boundingBox())!.y);
    expect(await page.getByRole("button", { name: submit }).isDisabled()).toBe(true);
    expect(await page.getByLabel(field, { exact: true }).isDisabled()).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }
}

describe("a form the role may not send says so up front", () => {
  it("a technician on New category", async () => {
    await expectRefusedForm("technician", "/workshop/vehicles/categories/new", "New category", "Only a manager can add categories.", "Add category", "Name");
  });

  it("a viewer on New vehicle and New work order", async () => {
    await expectRefusedForm("viewer", "/workshop/vehicles/new", "New vehicle", "Only technicians and managers can add vehicles.", "Add vehicle", "Plate");
    await expectRefusedForm("viewer", "/workshop/work-orders/new", "New work order", "Only technicians and managers can add work orders.", "Open work order", "Title");
  });

  it("a manager's closed work order tells them how to change its items", async () => {
    const vehicle = await createVehicle(server, cars, undefined, { plate: "ROLE 4" });
    const workOrder = await createWorkOrder(server, server.superuserToken, vehicle.id, { title: "Tyres" });
    await moveWorkOrder(server, server.superuserToken, workOrder.id, { status: "in_progress" }, { status: "done", odometer: 2000 });
    const { page, errors } = await open("manager", `/workshop/work-orders/${workOrder.id}`, "Parts, labour and tasks");
    await page.getByText("its items are its record and cannot change. Reopen it to change them.", { exact: false }).waitFor();
    expect(await page.getByRole("group", { name: "Status" }).getByRole("button", { name: /^Reopen/ }).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("assigning work", () => {
  it("offers only technicians and managers, each with their role, and the work order shows who with their role", async () => {
    const vehicle = await createVehicle(server, cars, undefined, { plate: "ROLE 5" });
    const { page, errors } = await open("technician", `/workshop/work-orders/new?vehicle=${vehicle.id}`, "New work order");
    const assignee = page.getByLabel(/^Assigned to/);
    await expect.poll(() => assignee.locator("option").allTextContents()).toEqual(["Nobody yet", "Mia Manager (Manager)", "Tom Technician (Technician)"]);
    await page.getByLabel("Title").fill("Tyres");
    await assignee.selectOption({ label: "Tom Technician (Technician)" });
    await page.getByRole("button", { name: "Open work order" }).click();
    await page.getByRole("heading", { name: /· Tyres$/ }).waitFor();
    await page.goto("/workshop/work-orders?view=list");
    await page.getByRole("cell", { name: "Tom Technician (Technician)" }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("a viewer", () => {
  it("reads a vehicle but changes nothing: no New, Save, Delete or status moves, each said why", async () => {
    const vehicle = await createVehicle(server, cars, undefined, { plate: "ROLE 3" });
    const workOrder = await createWorkOrder(server, server.superuserToken, vehicle.id, { title: "Inspection" });
    await addItem(server, server.superuserToken, workOrder.id, { description: "Lights" });

    const list = await open("viewer", "/workshop/vehicles", "Vehicles");
    await list.page.getByText("Only technicians and managers can add vehicles.").waitFor();
    expect(await list.page.getByRole("link", { name: "New vehicle" }).count()).toBe(0);
    await list.page.getByText("ROLE 3").waitFor();
    await list.page.close();

    const { page, errors } = await open("viewer", `/workshop/vehicles/${vehicle.id}`, "Work orders");
    await page.getByText("Only technicians and managers can change vehicles.").waitFor();
    expect(await page.getByRole("button", { name: "Save changes" }).count()).toBe(0);
    // Values as text, not disabled inputs.
    expect(await page.getByRole("region", { name: "Details" }).getByRole("textbox").count()).toBe(0);
    await page.getByText("Only a manager can delete vehicles.").waitFor();
    await page.getByText("Only technicians and managers can add work orders.").waitFor();
    await page.getByText("Only a manager can delete odometer readings.").waitFor();
    await page.getByText("Only technicians and managers can add reminders.").waitFor();

    await page.goto(`/workshop/work-orders/${workOrder.id}`);
    await page.getByText("Only technicians and managers can change work orders.").first().waitFor();
    expect(await page.getByRole("group", { name: "Status" }).getByRole("button").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Add item" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Remove Lights" }).count()).toBe(0);
    await page.getByText("Only technicians and managers can change work order items.").waitFor();

    const refused = await server.request(`${WORK_ORDER_RECORDS}/${workOrder.id}`, { method: "PATCH", token: staff.viewer.employee.token, body: { status: "in_progress" } });
    expect(refused.status).toBe(403);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("exports the vehicles as CSV from the dashboard", async () => {
    const { page, errors } = await open("viewer", "/backend", "Dashboard");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
    const text = await readFile((await download.path())!, "utf8");
    expect(text).toContain("ROLE 3");
    expect(errors).toEqual([]);
    await page.close();
  });
});
