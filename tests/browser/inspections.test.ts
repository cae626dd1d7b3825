// Inspections and defects in real Chromium against a real server (issue 24), as people do them:
// a manager writes a checklist on the category page; a technician on a 360 px phone inspects a
// van line by line (a measurement out of range, a failed line with a photo, an answer given
// offline and one kept over a reload), which opens defects and takes the van off the road for
// the critical one; a manager turns that defect into a work order; the technician completes
// it and the van is back on the road. Then each new screen at 360, 768 and 1440 px, and what a
// viewer and a technician may not do.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { InspectionTemplate, Vehicle, WorkOrderItem } from "@shared/records";
import { addSessionCookie, launchBrowser, newContext, newPhoneContext, screenshot, watchErrors } from "../support/browser";
import { blackPng } from "../support/images";
import { readFile } from "node:fs/promises";
import { parseCsv } from "../support/csv";
import { createTemplate, DEFECT_RECORDS, INSPECTION_RECORDS, reportDefect, startInspection, TEMPLATE_RECORDS } from "../support/inspections";
import { signInWithPassword, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle, uniquePlate } from "../support/records";
import { settled } from "../support/every-page";
import { employeeWithRole } from "../support/reminders";
import { createWorkOrder } from "../support/work-orders";
import { fillDoneReading } from "../support/done-dialog";

let server: TestServer;
let browser: Browser;
let manager: Employee;
let technician: Employee;
let viewer: Employee;
let categoryId = "";
let vanId = "";
const errors: string[] = [];

/** One sign-in per employee for the whole file: PocketBase allows a few per address a minute. */
const sessions = new Map<string, ReturnType<typeof signInWithPassword>>();

async function contextFor(who: Employee, phone = false): Promise<BrowserContext> {
  const context = phone ? await newPhoneContext(browser, server.url) : await newContext(browser, server.url);
  if (!sessions.has(who.email)) sessions.set(who.email, signInWithPassword(server, who.email, who.password));
  await addSessionCookie(context, server.url, await sessions.get(who.email)!);
  return context;
}

async function pageFor(who: Employee, width: number, phone = false): Promise<Page> {
  const page = await (await contextFor(who, phone)).newPage();
  await page.setViewportSize({ width, height: phone ? 740 : 900 });
  errors.push(...watchErrors(page));
  return page;
}

const records = async <T>(path: string, filter = ""): Promise<T[]> =>
  (await server.asSuperuser<{ items: T[] }>(`${path}?perPage=200${filter ? `&filter=${encodeURIComponent(filter)}` : ""}`)).json.items;

const vehicleOf = async (id: string) => (await server.asSuperuser<Vehicle>(`/api/collections/vehicles/records/${id}`)).json;

/** A section of a vehicle's or category's page, by its heading. */
const section = (page: Page, title: string) => page.locator("section.vehicle-section", { has: page.getByRole("heading", { level: 2, name: title, exact: true }) });

/** Nothing sticks out sideways: the page never scrolls horizontally. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } }), launchBrowser()]);
  [manager, technician, viewer] = await Promise.all([
    employeeWithRole(server, "manager", { name: "Mia Manager" }),
    employeeWithRole(server, "technician", { name: "Tina Technician" }),
    employeeWithRole(server, "viewer", { name: "Vic Viewer" }),
  ]);
  categoryId = (await createCategory(server, undefined, { name: "Vans" })).id;
  vanId = (await createVehicle(server, categoryId, undefined, { plate: "IN-100", make: "Ford", model: "Transit", odometer: 50_000 })).id;
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe("from a walk-around to a work order", () => {
  let phone: Page;
  let desk: Page;
  let inspectionId = "";

  it("a manager writes a checklist on the category page", async () => {
    desk = await pageFor(manager, 1440);
    await desk.goto(`/workshop/vehicles/categories/${categoryId}`);
    await desk.getByRole("button", { name: "New checklist" }).click();
    const form = desk.getByRole("form", { name: "New checklist" });
    await form.getByLabel("Name").fill("Van walk-around");
    await form.getByLabel("Line 1", { exact: true }).fill("Lights");
    await form.getByRole("button", { name: "Add line" }).click();
    await form.getByLabel("Line 2", { exact: true }).fill("Tyre tread");
    await form.getByLabel("Kind").nth(1).selectOption("measure");
    await form.getByLabel("Unit").fill("mm");
    await form.getByLabel("At least").fill("1,6");
    await form.getByRole("button", { name: "Add line" }).click();
    await form.getByLabel("Line 3", { exact: true }).fill("Bodywork");
    await form.getByLabel("Photo required when it fails").nth(2).check();
    await form.getByRole("button", { name: "Save checklist" }).click();
    await expect.poll(() => desk.getByText("Checklist “Van walk-around” saved.").count()).toBe(1);
    const [template] = await records<InspectionTemplate>(TEMPLATE_RECORDS);
    expect(template).toMatchObject({
      name: "Van walk-around",
      category: categoryId,
      items: [
        { label: "Lights", kind: "check", unit: "", min: null, max: null, photo_required: false },
        { label: "Tyre tread", kind: "measure", unit: "mm", min: 1.6, max: null, photo_required: false },
        { label: "Bodywork", kind: "check", unit: "", min: null, max: null, photo_required: true },
      ],
    });
    await expect.poll(() => section(desk, "Checklists").textContent()).toMatch(/Van walk-around\s*·\s*3 lines/);
  });

  it("a technician on a phone starts it from the van's page", async () => {
    phone = await pageFor(technician, 360, true);
    await phone.goto(`/workshop/vehicles/${vanId}`);
    await phone.getByRole("link", { name: "Inspect", exact: true }).click();
    await expect.poll(() => phone.getByRole("heading", { level: 1 }).textContent()).toBe("New inspection");
    await phone.getByRole("button", { name: /Van walk-around/ }).click();
    await expect.poll(() => phone.url()).toMatch(/\/workshop\/inspections\/[a-z0-9]{15}$/);
    inspectionId = phone.url().split("/").pop()!;
    await expect.poll(() => phone.getByText("0 of 3 lines answered").count()).toBe(1);
  });

  it("keeps an answer over a reload, and one given offline until the network is back", async () => {
    const lights = phone.getByRole("group", { name: "Answer for Lights" });
    await lights.getByRole("button", { name: "Pass" }).click();
    await expect.poll(async () => (await records<{ results: { result: string | null }[] }>(INSPECTION_RECORDS))[0]!.results[0]!.result).toBe("pass");
    await phone.reload();
    await expect.poll(() => phone.getByRole("group", { name: "Answer for Lights" }).getByRole("button", { name: "Pass" }).getAttribute("aria-pressed")).toBe("true");

    await phone.context().setOffline(true);
    await phone.getByLabel("Measured (mm)").fill("1,2");
    await phone.getByLabel("Measured (mm)").press("Enter");
    // Out of range: the line fails whatever was chosen, and the phone keeps the answer.
    const tread = phone.getByRole("group", { name: "Answer for Tyre tread" });
    await expect.poll(() => tread.getByRole("button", { name: "Fail" }).getAttribute("aria-pressed")).toBe("true");
    expect(await tread.getByRole("button", { name: "Pass" }).isDisabled()).toBe(true);
    await expect.poll(() => phone.getByText("1 answer is kept on this device").count()).toBe(1);
    await phone.context().setOffline(false);
    await expect.poll(async () => (await records<{ results: { result: string | null; value: number | null }[] }>(INSPECTION_RECORDS))[0]!.results[1], { timeout: 20_000 }).toMatchObject({
      result: "fail",
      value: 1.2,
    });
  });

  it("a failed line takes a severity, a note and a photo from the camera; Finish opens defects and takes the van off the road", async () => {
    const body = phone.getByRole("listitem", { name: /Bodywork/ });
    await body.getByRole("button", { name: "Fail" }).click();
    await body.getByLabel("Severity").selectOption("critical");
    await body.getByLabel("What is wrong").fill("Dent, rear door");
    await body.getByLabel("What is wrong").blur();
    // Finishing without the photo this line needs is refused, and says why.
    await phone.getByLabel("Odometer (km)").fill("50500");
    await phone.getByRole("button", { name: "Finish inspection" }).click();
    await expect.poll(() => phone.getByText(/Line 3 \(Bodywork\): A failed answer here needs a photo/).count()).toBe(1);
    // Taken where the yard has no network: it waits on the phone, shown, and is sent once back.
    await phone.context().setOffline(true);
    await body.locator('input[type="file"]').setInputFiles({ name: "dent.png", mimeType: "image/png", buffer: blackPng(64, 48) });
    await expect.poll(() => body.getByAltText("Photo 1 of 1, waiting to be sent").count()).toBe(1);
    expect((await records<{ photos: string[] }>(INSPECTION_RECORDS))[0]!.photos).toEqual([]);
    await phone.context().setOffline(false);
    await expect.poll(async () => (await records<{ photos: string[] }>(INSPECTION_RECORDS))[0]!.photos.length, { timeout: 20_000 }).toBe(1);
    await expect.poll(() => body.getByRole("button", { name: /Photo 1 of 1/ }).count()).toBe(1);
    // Every control a finger uses is big enough, and nothing scrolls sideways at 360 px.
    const sizes = await phone.locator(".answer-button, .photo-take, .inspection-finish button").evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().height));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(44);
    expect(await overflow(phone)).toBe(0);
    await screenshot(phone, "phone-inspection-run");

    await phone.getByRole("button", { name: "Finish inspection" }).click();
    await expect.poll(() => phone.getByRole("article", { name: /Inspection report/ }).count()).toBe(1);
    expect(await phone.getByRole("article").textContent()).toMatch(/2 lines failed.*IN-100.*Tina Technician.*50,500 km/s);
    const defects = await records<{ title: string; severity: string; status: string; note: string }>(DEFECT_RECORDS, `vehicle="${vanId}"`);
    expect(defects.map(({ title, severity, status }) => ({ title, severity, status })).sort((a, b) => a.title.localeCompare(b.title))).toEqual([
      { title: "Bodywork", severity: "critical", status: "open" },
      { title: "Tyre tread", severity: "major", status: "open" },
    ]);
    expect(await vehicleOf(vanId)).toMatchObject({ status: "out_of_service", odometer: 50_500 });
    expect(await overflow(phone)).toBe(0);
    await screenshot(phone, "phone-inspection-report");
  });

  it("a manager turns the critical defect into a work order from the defects list", async () => {
    await desk.setViewportSize({ width: 768, height: 900 });
    await desk.goto("/workshop/defects");
    const rows = desk.getByRole("row", { name: /IN-100/ });
    await expect.poll(() => rows.count()).toBe(2);
    // Critical first.
    expect(await rows.first().textContent()).toContain("Bodywork");
    await desk.getByLabel("Select “Bodywork”").check();
    await desk.getByRole("region", { name: "Selected defects" }).getByRole("button", { name: "Create work order" }).click();
    await expect.poll(() => desk.url()).toMatch(/\/workshop\/work-orders\/[a-z0-9]{15}$/);
    const workOrderId = desk.url().split("/").pop()!;
    const items = await records<WorkOrderItem>("/api/collections/work_order_items/records", `work_order="${workOrderId}"`);
    expect(items).toMatchObject([{ kind: "task", description: "Bodywork", source: "defect" }]);
    expect(await records<{ status: string }>(DEFECT_RECORDS, `title="Bodywork"`)).toMatchObject([{ status: "scheduled", work_order: workOrderId }]);
    expect(await overflow(desk)).toBe(0);
    // The technician completes it; the van is back on the road.
    await phone.goto(`/workshop/work-orders/${workOrderId}`);
    const status = phone.getByRole("group", { name: "Status" });
    await status.getByRole("button", { name: /^Start/ }).click();
    await status.getByRole("button", { name: /^Done/ }).click();
    const dialog = phone.getByRole("dialog", { name: /^Complete WO-/ });
    await fillDoneReading(dialog, "50600");
    await dialog.getByRole("button", { name: "Mark done" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => status.textContent()).toMatch(/Status: Done/);
    await expect.poll(async () => (await server.asSuperuser(`/api/collections/work_orders/records/${workOrderId}`)).json.status).toBe("done");
    await expect.poll(async () => (await vehicleOf(vanId)).status).toBe("available");
    expect(await records<{ status: string }>(DEFECT_RECORDS, `title="Bodywork"`)).toMatchObject([{ status: "fixed" }]);
    await phone.goto(`/workshop/vehicles/${vanId}`);
    const open = section(phone, "Open defects");
    await expect.poll(() => open.textContent()).toContain("Tyre tread");
    expect(await open.textContent()).not.toContain("Bodywork");
    expect(await overflow(phone)).toBe(0);
    expect(inspectionId).not.toBe("");
  });
});

describe("each screen at 360, 768 and 1440 px", () => {
  it.each([360, 768, 1440])("fits %i px as a manager, nothing sideways", async (width) => {
    const page = await pageFor(manager, width, width === 360);
    const [inspection] = await records<{ id: string }>(INSPECTION_RECORDS);
    for (const path of [
      "/workshop/defects",
      "/workshop/inspections",
      `/workshop/inspections/new?vehicle=${vanId}`,
      `/workshop/inspections/${inspection!.id}`,
      `/workshop/vehicles/${vanId}`,
      `/workshop/vehicles/categories/${categoryId}`,
      "/backend",
    ]) {
      await page.goto(path);
      await settled(page);
      expect([path, await overflow(page)]).toEqual([path, 0]);
    }
    await page.goto("/backend");
    await expect.poll(() => page.getByRole("list", { name: "Defect figures" }).textContent()).toContain("Major defects1");
    await screenshot(page, `inspections-dashboard-${width}`);
    await page.context().close();
  });
});

describe("what each role may do", () => {
  it("a viewer reads defects and inspections but cannot select, report, inspect or change a checklist", async () => {
    const page = await pageFor(viewer, 1440);
    await page.goto("/workshop/defects");
    await expect.poll(() => page.getByRole("row", { name: /Tyre tread/ }).count()).toBe(1);
    expect(await page.getByRole("checkbox").count()).toBe(0);
    await page.goto(`/workshop/vehicles/${vanId}`);
    await expect.poll(() => section(page, "Open defects").textContent()).toContain("Tyre tread");
    expect(await page.getByRole("button", { name: "Report defect" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Inspect", exact: true }).count()).toBe(0);
    await page.goto(`/workshop/inspections/new?vehicle=${vanId}`);
    await expect.poll(() => page.getByText(/Only technicians and managers can .* inspections/).count()).toBeGreaterThan(0);
    expect(await page.getByRole("button", { name: /Van walk-around/ }).count()).toBe(0);
    await page.goto(`/workshop/vehicles/categories/${categoryId}`);
    await expect.poll(() => section(page, "Checklists").textContent()).toContain("Van walk-around");
    expect(await page.getByRole("button", { name: "New checklist" }).count()).toBe(0);
    await page.context().close();
  });

  it("a technician reports a defect on the van's page but keeps no checklists and dismisses nothing", async () => {
    const page = await pageFor(technician, 768);
    await page.goto(`/workshop/vehicles/${vanId}`);
    await page.getByRole("button", { name: "Report defect" }).click();
    const form = page.getByRole("form", { name: "Report a defect" });
    await form.getByLabel("What is wrong").fill("Wiper torn");
    await form.getByLabel("Severity").selectOption("minor");
    await form.getByRole("button", { name: "Report defect" }).click();
    await expect.poll(() => section(page, "Open defects").textContent()).toContain("Wiper torn");
    await section(page, "Open defects").getByRole("link", { name: "Wiper torn" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Wiper torn");
    expect(await page.getByRole("button", { name: /^Dismiss/ }).count()).toBe(0);
    await page.goto(`/workshop/vehicles/categories/${categoryId}`);
    await expect.poll(() => section(page, "Checklists").textContent()).toContain("Van walk-around");
    expect(await page.getByRole("button", { name: "New checklist" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: /^Change “/ }).count()).toBe(0);
    await page.context().close();
  });

  it("a manager dismisses that defect only with a note saying why", async () => {
    const page = await pageFor(manager, 1440);
    const [wiper] = await records<{ id: string }>(DEFECT_RECORDS, `title="Wiper torn"`);
    await page.goto(`/workshop/defects/${wiper!.id}`);
    await page.getByRole("button", { name: /^Dismiss/ }).click();
    const dialog = page.getByRole("dialog", { name: "Dismiss “Wiper torn”?" });
    await dialog.getByRole("button", { name: "Dismiss defect" }).click();
    await expect.poll(() => dialog.getByText("Say why the defect is dismissed: a note is required.").count()).toBe(1);
    await dialog.getByLabel("Why").fill("Replaced by the driver.");
    await dialog.getByRole("button", { name: "Dismiss defect" }).click();
    await expect.poll(async () => (await records<{ status: string; dismiss_note: string }>(DEFECT_RECORDS, `title="Wiper torn"`))[0]).toMatchObject({
      status: "dismissed",
      dismiss_note: "Replaced by the driver.",
    });
    await expect.poll(() => page.getByText(/Dismissed by Mia Manager/).count()).toBe(1);
    await page.context().close();
    expect(errors).toEqual([]);
  });
});

describe("adding defects to a work order already open", () => {
  it("schedules the selected defect on the van's open work order, as a task line", async () => {
    const workOrder = await createWorkOrder(server, manager.token, vanId, { title: "Annual service" });
    const page = await pageFor(manager, 360, true);
    await page.goto("/workshop/defects");
    await page.getByLabel("Select “Tyre tread”").check();
    const bar = page.getByRole("region", { name: "Selected defects" });
    await bar.getByLabel("Open work order").selectOption(workOrder.id);
    await bar.getByRole("button", { name: "Add to work order" }).click();
    await expect.poll(() => page.getByText(`1 defect added to WO-${workOrder.number}.`).count()).toBe(1);
    expect(await records<{ status: string; work_order: string }>(DEFECT_RECORDS, `title="Tyre tread"`)).toMatchObject([{ status: "scheduled", work_order: workOrder.id }]);
    const items = await records<WorkOrderItem>("/api/collections/work_order_items/records", `work_order="${workOrder.id}"`);
    expect(items).toMatchObject([{ kind: "task", description: "Tyre tread", source: "defect" }]);
    expect(await overflow(page)).toBe(0);
    await page.context().close();
  });
});

describe("a defect put right at the van", () => {
  it("a technician raises its severity, saves, marks it fixed on the spot (the van is back on the road), and exports the fixed ones", async () => {
    const plate = uniquePlate(); // this run's own: a retry creates its truck again
    const truck = (await createVehicle(server, categoryId, undefined, { plate, make: "Iveco", model: "Daily" })).id;
    const defect = await reportDefect(server, technician.token, truck, { title: "Mirror loose", severity: "major" });
    const page = await pageFor(technician, 360, true);
    const pageErrors = watchErrors(page);
    await page.goto(`/workshop/defects/${defect.id}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Mirror loose");
    await page.getByLabel("Severity").selectOption("critical");
    await page.getByLabel("Note").fill("Hangs by one screw");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(async () => (await records<{ severity: string; note: string }>(DEFECT_RECORDS, `id="${defect.id}"`))[0]).toMatchObject({
      severity: "critical",
      note: "Hangs by one screw",
    });
    // A critical defect open: off the road.
    await expect.poll(async () => (await vehicleOf(truck)).status).toBe("out_of_service");

    await page.getByRole("button", { name: "Fixed on the spot" }).click();
    await expect.poll(() => page.getByText("Marked fixed.").count()).toBe(1);
    expect((await records<{ status: string }>(DEFECT_RECORDS, `id="${defect.id}"`))[0]!.status).toBe("fixed");
    await expect.poll(async () => (await vehicleOf(truck)).status).toBe("available");
    expect(await page.getByRole("button", { name: "Fixed on the spot" }).count()).toBe(0);
    expect(await overflow(page)).toBe(0);

    // The truck's fixed defects, as the list shows them, in a CSV file.
    // Reached by the list's own filters: the truck's open defects hold none, its fixed ones it.
    await page.goto(`/workshop/defects?vehicle=${truck}`);
    const mirror = page.getByRole("link", { name: "Mirror loose" });
    await expect.poll(() => page.getByLabel("Status").inputValue()).toBe("open");
    await page.getByLabel("Status").selectOption("fixed");
    await expect.poll(() => new URL(page.url()).searchParams.get("status")).toBe("fixed");
    await expect.poll(() => mirror.count()).toBe(1);
    await page.getByLabel("Severity").selectOption("minor");
    await expect.poll(() => mirror.count()).toBe(0);
    await page.getByLabel("Severity").selectOption("critical");
    await expect.poll(() => mirror.count()).toBe(1);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ status: "fixed", severity: "critical", vehicle: truck });
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^defects-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = parseCsv((await readFile((await download.path())!, "utf8")).replace(/^\uFEFF/, ""));
    expect(header?.slice(0, 4)).toEqual(["Plate", "Title", "Severity", "Status"]);
    expect(rows.map((row) => row.slice(0, 4))).toEqual([[plate, "Mirror loose", "Critical", "Fixed"]]);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });
});

describe("the inspections list", () => {
  it("narrows by checklist and by day, each in the URL, and says when nothing matches", async () => {
    const trailer = (await createVehicle(server, categoryId, undefined, { make: "Humbaur", model: "HA 752" })).id;
    const check = await createTemplate(server, manager.token, { name: "Trailer coupling", category: categoryId });
    await startInspection(server, technician.token, trailer, check.id);
    const page = await pageFor(manager, 1440);
    await page.goto("/workshop/inspections");
    const table = page.getByRole("table", { name: "Inspections" });
    const titles = () => table.getByRole("row").locator("td:nth-child(3)").allTextContents();
    await expect.poll(titles).toEqual(expect.arrayContaining(["Trailer coupling", "Van walk-around"]));

    await page.getByLabel("Checklist").selectOption({ label: "Trailer coupling" });
    await expect.poll(() => new URL(page.url()).searchParams.get("template")).toBe(check.id);
    await expect.poll(titles).toEqual(["Trailer coupling"]);

    await page.getByLabel("Day").fill("2020-01-02");
    await expect.poll(() => new URL(page.url()).searchParams.get("day")).toBe("2020-01-02");
    await expect.poll(() => page.getByText("No inspections match these filters.").count()).toBe(1);

    await page.getByLabel("Day").fill("");
    await page.getByLabel("Checklist").selectOption({ label: "Every checklist" });
    await expect.poll(titles).toEqual(expect.arrayContaining(["Trailer coupling", "Van walk-around"]));
    expect(new URL(page.url()).search).toBe("");
    await page.context().close();
  });
});

describe("changing a checklist", () => {
  it("a manager removes a line and saves, then deletes the checklist once she confirms (Cancel keeps it)", async () => {
    const made = await server.request<InspectionTemplate>(TEMPLATE_RECORDS, {
      method: "POST",
      token: manager.token,
      body: { name: "Truck check", category: categoryId, items: ["Horn", "Mirrors", "Wipers"].map((label) => ({ label, kind: "check" })) },
    });
    expect(made.status).toBe(200);
    const page = await pageFor(manager, 768);
    const pageErrors = watchErrors(page);
    await page.goto(`/workshop/vehicles/categories/${categoryId}`);
    await expect.poll(() => section(page, "Checklists").textContent()).toMatch(/Truck check\s*·\s*3 lines/);
    await page.getByRole("button", { name: "Change “Truck check”" }).click();
    const form = page.getByRole("form", { name: "Change “Truck check”" });
    await form.getByRole("button", { name: "Remove line 2" }).click();
    await form.getByRole("button", { name: "Save checklist" }).click();
    await expect.poll(() => page.getByText("Checklist “Truck check” saved.").count()).toBe(1);
    const saved = (await server.asSuperuser<InspectionTemplate>(`${TEMPLATE_RECORDS}/${made.json.id}`)).json;
    expect(saved.items.map((item) => item.label)).toEqual(["Horn", "Wipers"]);

    await page.getByRole("button", { name: "Change “Truck check”" }).click();
    await form.getByRole("button", { name: "Delete checklist…" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete the checklist “Truck check”?" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect((await server.asSuperuser(`${TEMPLATE_RECORDS}/${made.json.id}`)).status).toBe(200);
    await form.getByRole("button", { name: "Delete checklist…" }).click();
    await dialog.getByRole("button", { name: "Delete checklist" }).click();
    await expect.poll(() => page.getByText("Checklist “Truck check” deleted. Inspections made from it keep their lines.").count()).toBe(1);
    expect((await server.asSuperuser(`${TEMPLATE_RECORDS}/${made.json.id}`)).status).toBe(404);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });
});

