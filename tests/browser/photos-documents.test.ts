// Photos on work orders and a vehicle's documents in real Chromium (docs/product.md "Photos and
// documents"), pressing the real buttons: a technician on a phone takes photos with the camera
// (Chromium's fake camera: a moving test picture), sees them as thumbnails and full size, removes
// one; a manager chooses photos at the desk; a viewer only looks. A manager adds an insurance
// paper expiring in 20 days and finds its renewal on the reminders page as due soon; a
// technician's phone refuses a program named .pdf before sending it. Each screen at 360, 768 and
// 1 440 px, nothing scrolling sideways, the phone's controls at least 44 × 44 px.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { Role } from "@shared/roles";
import { addSessionCookie, launchBrowser, newContext, screenshot, watchErrors } from "../support/browser";
import { addPhotos, createDocument, DOCUMENT_RECORDS, photoKey, photoPart, PROGRAM, smallPdf } from "../support/documents";
import { createTemplate, getDefect, INSPECTION_RECORDS, patchInspection, reportDefect, startInspection } from "../support/inspections";
import { dayFromToday } from "../support/reminders";
import { createEmployee, signInWithPassword, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle, multipart, TINY_PNG } from "../support/records";
import { createWorkOrder, getWorkOrder, moveWorkOrder } from "../support/work-orders";

let server: TestServer;
let browser: Browser;
const staff = {} as Record<Role, { employee: Employee; session: Awaited<ReturnType<typeof signInWithPassword>> }>;
let cars: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } }),
    // A camera that is always there and never asks: Chromium's own test picture.
    launchBrowser(["--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"]),
  ]);
  for (const role of ["manager", "technician", "viewer"] as const) {
    const employee = await createEmployee(server, { role });
    staff[role] = { employee, session: await signInWithPassword(server, employee.email, employee.password) };
  }
  cars = (await createCategory(server, undefined, { name: "Cars" })).id;
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/**
 * A signed-in page of `role` at `width` px. Not Chromium's mobile emulation: there a page wider
 * than the phone (the work order's items table, until the phone layout turns it into cards) is
 * zoomed out and its dialogs are placed off screen, which is not what these screens do.
 */
async function pageOf(role: Role, width: number): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const context = await newContext(browser, server.url);
  await addSessionCookie(context, server.url, staff[role].session);
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 800 });
  return { page, context, errors: watchErrors(page) };
}

async function workOrder(title = "Dent in the door"): Promise<string> {
  const car = await createVehicle(server, cars, staff.manager.employee.token);
  return (await createWorkOrder(server, staff.manager.employee.token, car.id, { title })).id;
}

/**
 * What of `scope` is wider than the window or scrolls sideways inside. (Where it sits is not
 * judged: at 360 px the work order's items table still widens the page, which the phone layout
 * turns into cards.)
 */
function sideways(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((scope) => {
    const width = document.documentElement.clientWidth;
    return Array.from(document.querySelectorAll<HTMLElement>(`${scope}, ${scope} *`))
      .filter((el) => !el.matches(".visually-hidden") && (el.getBoundingClientRect().width > width || el.scrollWidth > el.clientWidth + 1))
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${Math.round(el.getBoundingClientRect().width)} of ${width}`);
  }, scope);
}

/** The visible buttons and file choosers in `scope` smaller than a finger (44 × 44 px). */
async function tooSmall(page: Page, scope: string): Promise<string[]> {
  return page.locator(scope).evaluate((root) =>
    Array.from(root.querySelectorAll<HTMLElement>("button, label.button"))
      .filter((el) => el.offsetParent !== null)
      .map((el) => ({ text: el.textContent ?? el.getAttribute("aria-label"), box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(({ text, box }) => `${text}: ${Math.round(box.width)}×${Math.round(box.height)}`),
  );
}

/** Whether every thumbnail shown has loaded its picture (through the file token). */
/** The server's thumbnails shown (a photo on its way shows from the device's own bytes, not a button, until it arrived). */
function thumbnailsLoaded(page: Page): Promise<number> {
  return page.locator("button.photo-thumb img").evaluateAll((images) => images.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length);
}

describe("photos on a work order", () => {
  it("a technician on a phone takes two photos with the camera, sees them, opens one full size and removes it", async () => {
    const id = await workOrder();
    const { page, context, errors } = await pageOf("technician", 360);
    await page.goto(`/workshop/work-orders/${id}`);
    await page.getByRole("heading", { name: "Photos" }).waitFor();
    await page.getByText("No photos yet.").waitFor();

    await page.getByRole("button", { name: "Take photo" }).click();
    const camera = page.getByRole("dialog", { name: "Camera" });
    await camera.waitFor();
    await camera.getByRole("button", { name: "Take photo" }).click();
    await camera.getByText("1 photo taken").waitFor();
    await camera.getByRole("button", { name: "Take photo" }).click();
    await camera.getByText("2 photos taken").waitFor();
    expect(await tooSmall(page, ".camera-dialog")).toEqual([]);
    expect(await sideways(page, ".camera-dialog")).toEqual([]);
    await camera.getByRole("button", { name: "Done" }).click();

    await expect.poll(() => page.getByRole("button", { name: /^Photo \d of 2$/ }).count()).toBe(2);
    await expect.poll(() => thumbnailsLoaded(page)).toBe(2);
    await page.getByText("2 photos of 20").waitFor();
    const stored = (await getWorkOrder(server, id)).photos;
    expect(stored).toHaveLength(2);
    for (const name of stored) expect(name).toMatch(/^photo_[a-z0-9]{15}_\w+\.jpg$/);
    expect(await sideways(page, ".record-photos")).toEqual([]);
    expect(await tooSmall(page, ".record-photos")).toEqual([]);
    await screenshot(page, "work-order-photos-360");

    await page.getByRole("button", { name: "Photo 1 of 2" }).click();
    const full = page.getByRole("dialog", { name: "Photo 1 of 2" });
    await full.waitFor();
    await expect.poll(() => full.getByRole("img").evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(100);
    expect(await sideways(page, ".photo-dialog")).toEqual([]);
    await full.getByRole("button", { name: "Remove photo" }).click();
    await expect.poll(() => page.getByRole("button", { name: /^Photo \d of 1$/ }).count()).toBe(1);
    expect((await getWorkOrder(server, id)).photos).toEqual([stored[1]]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([768, 1440])("a manager at %i px chooses two photos from the device", async (width) => {
    const id = await workOrder();
    const { page, context, errors } = await pageOf("manager", width);
    await page.goto(`/workshop/work-orders/${id}`);
    await page.getByRole("heading", { name: "Photos" }).waitFor();
    await page.getByLabel("Choose photos…").setInputFiles([
      { name: "left.png", mimeType: "image/png", buffer: Buffer.from(TINY_PNG) },
      { name: "right.png", mimeType: "image/png", buffer: Buffer.from(TINY_PNG) },
    ]);
    await expect.poll(() => thumbnailsLoaded(page)).toBe(2);
    expect(await getWorkOrder(server, id).then((order) => order.photos.length)).toBe(2);
    expect(await sideways(page, ".record-photos")).toEqual([]);
    await screenshot(page, `work-order-photos-${width}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("on a page without the camera (plain HTTP on the LAN), Take photo hands over to the phone's own camera", async () => {
    const id = await workOrder();
    const { page, context, errors } = await pageOf("technician", 360);
    // What a browser gives a page that is not HTTPS or localhost: no navigator.mediaDevices.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "mediaDevices", { get: () => undefined }));
    await page.goto(`/workshop/work-orders/${id}`);
    const take = page.getByLabel("Take photo");
    expect(await take.getAttribute("capture")).toBe("environment");
    await take.setInputFiles({ name: "IMG_0001.png", mimeType: "image/png", buffer: Buffer.from(TINY_PNG) });
    await expect.poll(() => thumbnailsLoaded(page)).toBe(1);
    expect((await getWorkOrder(server, id)).photos[0]).toMatch(/^photo_[a-z0-9]{15}_\w+\.png$/);
    expect(await tooSmall(page, ".record-photos")).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a viewer sees the photos full size but cannot add or remove one", async () => {
    const id = await workOrder();
    await addPhotos(server, staff.technician.employee.token, id, [photoPart(photoKey())]);
    const { page, context, errors } = await pageOf("viewer", 360);
    await page.goto(`/workshop/work-orders/${id}`);
    await expect.poll(() => thumbnailsLoaded(page)).toBe(1);
    expect(await page.getByRole("button", { name: "Take photo" }).count()).toBe(0);
    expect(await page.getByLabel("Choose photos…").count()).toBe(0);
    await page.getByRole("button", { name: "Photo 1 of 1" }).click();
    const full = page.getByRole("dialog", { name: "Photo 1 of 1" });
    await full.getByRole("button", { name: "Close" }).waitFor();
    expect(await full.getByRole("button", { name: "Remove photo" }).count()).toBe(0);
    expect(await sideways(page, ".record-photos")).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a done work order takes more photos but keeps the ones it has", async () => {
    const id = await workOrder();
    await addPhotos(server, staff.technician.employee.token, id, [photoPart(photoKey())]);
    await moveWorkOrder(server, staff.manager.employee.token, id, { status: "in_progress" }, { status: "done", odometer: 1000 });
    const { page, context, errors } = await pageOf("technician", 1440);
    await page.goto(`/workshop/work-orders/${id}`);
    await expect.poll(() => thumbnailsLoaded(page)).toBe(1);
    await page.getByLabel("Choose photos…").setInputFiles({ name: "after.png", mimeType: "image/png", buffer: Buffer.from(TINY_PNG) });
    await expect.poll(() => thumbnailsLoaded(page)).toBe(2);
    await page.getByRole("button", { name: "Photo 1 of 2" }).click();
    const full = page.getByRole("dialog", { name: "Photo 1 of 2" });
    await full.getByText("The photos of a done or cancelled work order stay: reopen it to remove one.").waitFor();
    expect(await full.getByRole("button", { name: "Remove photo" }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("photos on a defect", () => {
  it("a technician on a phone takes a photo of a defect, sees its thumbnail and opens it full size; a viewer only looks", async () => {
    const car = await createVehicle(server, cars, staff.manager.employee.token);
    const defect = await reportDefect(server, staff.technician.employee.token, car.id, { title: "Cracked mirror" });
    const { page, context, errors } = await pageOf("technician", 360);
    await page.goto(`/workshop/defects/${defect.id}`);
    await page.getByRole("heading", { name: "Photos" }).waitFor();
    await page.getByText("No photos yet.").waitFor();

    await page.getByRole("button", { name: "Take photo" }).click();
    const camera = page.getByRole("dialog", { name: "Camera" });
    await camera.getByRole("button", { name: "Take photo" }).click();
    await camera.getByText("1 photo taken").waitFor();
    await camera.getByRole("button", { name: "Done" }).click();

    await expect.poll(() => thumbnailsLoaded(page)).toBe(1);
    await page.getByText("1 photo of 10").waitFor();
    expect((await getDefect(server, defect.id)).photos).toHaveLength(1);
    expect(await sideways(page, ".record-photos")).toEqual([]);
    expect(await tooSmall(page, ".record-photos")).toEqual([]);
    await screenshot(page, "defect-photos-360");

    await page.getByRole("button", { name: "Photo 1 of 1" }).click();
    const full = page.getByRole("dialog", { name: "Photo 1 of 1" });
    await expect.poll(() => full.getByRole("img").evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(100);
    await full.getByRole("button", { name: "Close" }).click();
    expect(errors).toEqual([]);
    await context.close();

    const viewer = await pageOf("viewer", 360);
    await viewer.page.goto(`/workshop/defects/${defect.id}`);
    await expect.poll(() => thumbnailsLoaded(viewer.page)).toBe(1);
    expect(await viewer.page.getByRole("button", { name: "Take photo" }).count()).toBe(0);
    expect(await viewer.page.getByText("Choose photos…").count()).toBe(0);
    expect(viewer.errors).toEqual([]);
    await viewer.context.close();
  });
});


describe("photos on a finished inspection", () => {
  it("its report shows each line's photo, and a tap opens it full size", async () => {
    const car = await createVehicle(server, cars, staff.manager.employee.token);
    const template = await createTemplate(server, staff.manager.employee.token);
    const token = staff.technician.employee.token;
    const started = await startInspection(server, token, car.id, template.id);
    const photo = multipart({ results: JSON.stringify({ 2: { result: "fail", note: "Dent, rear door" } }), "photos+": [new Blob([TINY_PNG], { type: "image/png" }), "dent.png"] });
    expect((await server.request(`${INSPECTION_RECORDS}/${started.id}`, { method: "PATCH", token, rawBody: photo })).status).toBe(200);
    const done = await patchInspection(server, token, started.id, { results: { "0": { result: "pass" }, "1": { result: "pass", value: 3.2 } }, odometer: 1000, status: "done" });
    expect(done.status, done.text).toBe(200);

    const { page, context, errors } = await pageOf("technician", 360);
    await page.goto(`/workshop/inspections/${started.id}`);
    const thumbnail = page.getByRole("button", { name: "Photo of Bodywork, full size" });
    await expect.poll(() => thumbnail.locator("img").evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await thumbnail.click();
    const full = page.getByRole("dialog", { name: "Photo of Bodywork" });
    await expect.poll(() => full.getByRole("img").evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await full.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => full.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});


describe("a vehicle's documents", () => {
  async function vehicle(plate: string): Promise<string> {
    return (await createVehicle(server, cars, staff.manager.employee.token, { plate })).id;
  }

  it("a manager adds an insurance paper expiring in 20 days, sees it marked, and finds its renewal on the reminders page as due soon", async () => {
    const id = await vehicle("DOC 1");
    const { page, context, errors } = await pageOf("manager", 1440);
    await page.goto(`/workshop/vehicles/${id}`);
    await page.getByRole("button", { name: "Add document" }).click();
    const form = page.getByRole("form", { name: "New document" });
    await form.getByLabel("Kind").selectOption({ label: "Insurance" });
    await form.getByLabel("Title").fill("Insurance 2027");
    await form.getByLabel("Expires").fill(dayFromToday(20));
    await form.getByLabel("Choose file…").setInputFiles({ name: "policy.pdf", mimeType: "application/pdf", buffer: smallPdf() });
    await form.getByText("policy.pdf").waitFor();
    await form.getByRole("button", { name: "Save document" }).click();

    const card = page.getByRole("list", { name: "Documents of DOC 1" }).getByRole("listitem").filter({ hasText: "Insurance 2027" });
    await expect.poll(() => card.textContent()).toMatch(/Insurance.*Insurance 2027.*Expiring.*Expires in 20 days/);
    // The file opens through the page's file token.
    const href = await card.getByRole("link", { name: "Insurance 2027" }).getAttribute("href");
    expect(href).toContain("token=");
    const file = await page.request.get(href!);
    expect([file.status(), file.headers()["content-type"]]).toEqual([200, "application/pdf"]);
    await screenshot(page, "vehicle-documents-1440");

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Reminders" }).click();
    await expect.poll(() => page.getByRole("row", { name: /DOC 1/ }).textContent()).toMatch(/Due soon.*DOC 1.*Renew: Insurance 2027/);

    // On the vehicle page the renewal is changed through its paper, not on its own.
    await page.goto(`/workshop/vehicles/${id}`);
    const renewal = page.getByRole("region", { name: "Reminders of DOC 1" }).getByRole("row", { name: /Renew: Insurance 2027/ });
    await renewal.getByText("Follows its document").waitFor();
    expect(await renewal.getByRole("button").count()).toBe(0);

    // A later expiry moves the reminder; deleting the paper removes both.
    await card.getByRole("button", { name: "Edit Insurance 2027" }).click();
    await page.getByRole("form", { name: "Edit document" }).getByLabel("Expires").fill(dayFromToday(100));
    await page.getByRole("form", { name: "Edit document" }).getByRole("button", { name: "Save document" }).click();
    await expect.poll(() => card.textContent()).toContain(`Expires ${dayFromToday(100)}`);
    expect(await card.getByText("Expiring").count()).toBe(0);
    await card.getByRole("button", { name: "Delete Insurance 2027" }).click();
    await page.getByRole("dialog", { name: "Delete the document “Insurance 2027”?" }).getByRole("button", { name: "Delete document" }).click();
    await page.getByText("Document “Insurance 2027” deleted.").waitFor();
    expect((await server.asSuperuser(`${DOCUMENT_RECORDS}?filter=vehicle='${id}'`)).json.totalItems).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a technician's phone refuses a program named .pdf at the field, adds a photo of the paper, and marks it expired", async () => {
    const id = await vehicle("DOC 2");
    const { page, context, errors } = await pageOf("technician", 360);
    await page.goto(`/workshop/vehicles/${id}`);
    await page.getByText("Only a manager can delete documents.").waitFor();
    await page.getByRole("button", { name: "Add document" }).click();
    const form = page.getByRole("form", { name: "New document" });
    await form.getByLabel("Kind").selectOption({ label: "Inspection certificate" });
    await form.getByLabel("Title").fill("MOT 2026");
    await form.getByLabel("Expires").fill(dayFromToday(-3));
    await form.getByRole("button", { name: "Save document" }).click();
    await form.getByText("Choose the file: a PDF or a photo of the paper.").waitFor();
    await form.getByLabel("Choose file…").setInputFiles({ name: "mot.pdf", mimeType: "application/pdf", buffer: PROGRAM });
    await form.getByText("The file must be a PDF, JPEG, PNG or WebP.").waitFor();
    await form.getByLabel("Choose file…").setInputFiles({ name: "mot.png", mimeType: "image/png", buffer: Buffer.from(TINY_PNG) });
    await form.getByText("mot.png").waitFor();
    await form.getByRole("button", { name: "Save document" }).click();

    const card = page.getByRole("list", { name: "Documents of DOC 2" }).getByRole("listitem").filter({ hasText: "MOT 2026" });
    await expect.poll(() => card.textContent()).toMatch(/Inspection certificate.*MOT 2026.*Expired.*Expired 3 days ago/);
    expect(await card.getByRole("button", { name: "Delete MOT 2026" }).count()).toBe(0);
    const section = page.locator(".vehicle-section").filter({ has: page.getByRole("heading", { name: "Documents" }) });
    expect(await sideways(page, ".document-list")).toEqual([]);
    expect(await tooSmall(page, ".document-list")).toEqual([]);
    expect(await section.getByRole("button", { name: "Add document" }).evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThanOrEqual(44);
    await screenshot(page, "vehicle-documents-360");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a viewer at 768 px sees the papers and their expiry but cannot add, change or delete one", async () => {
    const id = await vehicle("DOC 3");
    await createDocument(server, staff.manager.employee.token, id, { title: "Registration", kind: "registration" });
    const { page, context, errors } = await pageOf("viewer", 768);
    await page.goto(`/workshop/vehicles/${id}`);
    const card = page.getByRole("list", { name: "Documents of DOC 3" }).getByRole("listitem");
    await expect.poll(() => card.textContent()).toMatch(/Registration.*Does not expire/);
    expect(await page.getByRole("button", { name: "Add document" }).count()).toBe(0);
    expect(await card.getByRole("button").count()).toBe(0);
    expect(await sideways(page, ".document-list")).toEqual([]);
    await screenshot(page, "vehicle-documents-768");
    expect(errors).toEqual([]);
    await context.close();
  });
});
