// Photos on work orders and a vehicle's documents in real Chromium (docs/product.md "Photos and
// documents"), pressing the real buttons: a technician on a phone takes photos with the camera
// (Chromium's fake camera: a moving test picture), sees them as thumbnails and full size, removes
// one; a manager chooses photos at the desk; a viewer only looks. Each screen at 360, 768 and
// 1 440 px, nothing scrolling sideways, the phone's controls at least 44 × 44 px.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { Role } from "@shared/roles";
import { addSessionCookie, launchBrowser, newContext, screenshot, watchErrors } from "../support/browser";
import { addPhotos, photoKey, photoPart } from "../support/documents";
import { createEmployee, signInWithPassword, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle, TINY_PNG } from "../support/records";
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
function thumbnailsLoaded(page: Page): Promise<number> {
  return page.locator(".photo-thumb img").evaluateAll((images) => images.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length);
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
