// The vehicle and category screens in real Chromium against a real server, as a person uses
// them: create a category and a vehicle in it (with a photo), find it by a fragment of its
// plate, filter, sort, page, bookmark and reload, edit, see a validation error at its field,
// delete; a category in use cannot be deleted. Screenshots land in test-results/.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { addSessionCookie, launchBrowser, newContext, newPhoneContext, screenshot, watchErrors } from "../support/browser";
import { createEmployee, signInWithPassword, startServer, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle, TINY_PNG } from "../support/records";

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let session: Awaited<ReturnType<typeof signInWithPassword>>;
let fleet: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } }), launchBrowser()]);
  const alice = await createEmployee(server, { name: "Alice Mechanic" });
  session = await signInWithPassword(server, alice.email, alice.password);
  context = await newContext(browser, server.url);
  await addSessionCookie(context, server.url, session);
  // 32 vehicles of a "Fleet" category (as the superuser: no create rate limit), for paging.
  fleet = (await createCategory(server, undefined, { name: "Fleet" })).id;
  for (let i = 0; i < 32; i += 1) {
    await createVehicle(server, fleet, undefined, { plate: `FL ${String(i).padStart(3, "0")}`, make: "Ford", model: "Focus", odometer: 1000 * (i + 1) });
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const h1 = (page: Page) => page.getByRole("heading", { level: 1 }).textContent();
const url = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;
const plates = (page: Page) => page.locator("tbody .plate").allTextContents();

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(path);
  return { page, errors };
}

describe("a category and a vehicle, from creation to deletion", () => {
  let vehicleUrl = "";

  it("creates a category, and the list says so with its count", async () => {
    const { page, errors } = await open("/workshop/vehicles/categories");
    await page.getByRole("link", { name: "New category" }).click();
    await expect.poll(() => h1(page)).toBe("New category");
    await page.getByLabel("Name").fill("Vans");
    await page.getByLabel(/^Description/).fill("Light commercial vehicles up to 3.5 t.");
    await page.getByRole("button", { name: "Add category" }).click();
    await expect.poll(() => page.getByText("Category “Vans” added.").count()).toBe(1);
    expect(url(page)).toBe("/workshop/vehicles/categories");
    const row = page.getByRole("row", { name: /Vans/ });
    expect(await row.getByRole("cell").last().textContent()).toBe("0");
    await screenshot(page, "categories-list");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("creates a vehicle in it with a photo, and opens its page", async () => {
    const { page, errors } = await open("/workshop/vehicles");
    await page.getByRole("link", { name: "New vehicle" }).click();
    await expect.poll(() => h1(page)).toBe("New vehicle");
    await page.getByLabel("Plate").fill("ab 123 cd");
    await page.getByLabel("Make").fill("Ford");
    await page.getByLabel("Model").fill("Transit");
    await page.getByLabel("Category").selectOption({ label: "Vans" });
    await page.getByLabel("Status").selectOption({ label: "In workshop" });
    await page.getByLabel(/^Odometer/).fill("125 000");
    await page.locator('input[type="file"]').setInputFiles({ name: "van.png", mimeType: "image/png", buffer: TINY_PNG });
    await expect.poll(() => page.getByAltText("The chosen photo").count()).toBe(1);
    await screenshot(page, "vehicle-new");
    await page.getByRole("button", { name: "Add vehicle" }).click();
    await expect.poll(() => page.getByText("Vehicle AB 123 CD added.").count()).toBe(1);
    vehicleUrl = url(page);
    expect(vehicleUrl).toMatch(/^\/workshop\/vehicles\/[a-z0-9]{15}$/);
    expect(await page.getByLabel("Plate").inputValue()).toBe("AB 123 CD");
    // The photo sits in the details, below the vehicle's defects, work, reminders and papers: it
    // loads lazily, once scrolled to, as a person would.
    const photo = page.getByAltText("Photo of AB 123 CD");
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await screenshot(page, "vehicle-detail");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("finds it by a fragment of its plate typed any way, with its thumbnail", async () => {
    const { page } = await open("/workshop/vehicles");
    await expect.poll(() => plates(page).then((p) => p.length)).toBe(30);
    // One word, in lower case, across the plate's space ("3 c" would be two words, each found
    // somewhere in other vehicles too: docs/product.md "Search").
    await page.getByRole("searchbox", { name: "Search" }).fill("3c");
    await expect.poll(() => plates(page)).toEqual(["AB 123 CD"]);
    expect(url(page)).toBe("/workshop/vehicles?q=3c");
    await expect.poll(() => page.getByText("1 vehicle matches").count()).toBe(1);
    const thumb = page.locator("tbody img.vehicle-photo-list");
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await thumb.getAttribute("src")).toContain("thumb=100x100");
    await page.close();
  });

  it("says when the list could not be loaded, and Try again loads it", async () => {
    const { page } = await open("/workshop/vehicles");
    await expect.poll(() => plates(page).then((p) => p.length)).toBe(30);
    // Reads of the list (a search) fail, as a server in trouble answers, until it has recovered.
    // (Every read while it is down: one the list itself replaced by a newer one must not be the only one to fail.)
    let down = true;
    await page.route("**/api/app/vehicles?**", (route) =>
      down
        ? route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ status: 500, message: "Something went wrong while processing your request.", data: {} }) })
        : route.continue(),
    );
    await page.getByRole("searchbox", { name: "Search" }).fill("3c");
    const failed = page.getByRole("alert").filter({ hasText: "The vehicles could not be loaded." });
    await expect.poll(() => failed.count()).toBe(1);
    // The server recovers just before the press: a live refresh of the list that comes earlier
    // would load it by itself and take the button away.
    const tryAgain = failed.getByRole("button", { name: "Try again" });
    await tryAgain.click({ trial: true });
    down = false;
    await tryAgain.click();
    await expect.poll(() => plates(page)).toEqual(["AB 123 CD"]);
    expect(await failed.count()).toBe(0);
    await page.close();
  });

  it("filters, sorts and pages, all in the URL, and a bookmarked URL opens the same list", async () => {
    const { page } = await open("/workshop/vehicles");
    await page.getByLabel("Category").selectOption({ label: "Fleet" });
    await expect.poll(() => url(page)).toBe(`/workshop/vehicles?category=${fleet}`);
    await page.getByRole("button", { name: "Odometer" }).click();
    await expect.poll(() => url(page)).toBe(`/workshop/vehicles?category=${fleet}&sort=odometer`);
    await expect.poll(() => plates(page).then((p) => p.slice(0, 2))).toEqual(["FL 000", "FL 001"]);
    await page.getByRole("button", { name: "Odometer" }).click();
    await expect.poll(() => plates(page).then((p) => p.slice(0, 2))).toEqual(["FL 031", "FL 030"]);
    expect(await page.getByRole("columnheader", { name: /Odometer/ }).getAttribute("aria-sort")).toBe("descending");
    await expect.poll(() => page.getByText("Page 1 of 2").count()).toBe(1);
    await page.getByRole("link", { name: "Next" }).click();
    await expect.poll(() => url(page)).toBe(`/workshop/vehicles?category=${fleet}&sort=-odometer&page=2`);
    await expect.poll(() => plates(page)).toEqual(["FL 001", "FL 000"]);
    await page.getByLabel("Status").selectOption({ label: "Retired" });
    await expect.poll(() => page.getByRole("heading", { name: "No vehicles match" }).count()).toBe(1);
    await page.goBack();
    await expect.poll(() => plates(page)).toEqual(["FL 001", "FL 000"]);

    // The same address in a fresh tab (a bookmark, a reload) opens the same list.
    const bookmarked = await context.newPage();
    await bookmarked.goto(`/workshop/vehicles?q=fl&category=${fleet}&sort=-odometer&page=2`);
    await expect.poll(() => plates(bookmarked)).toEqual(["FL 001", "FL 000"]);
    expect(await bookmarked.getByRole("searchbox", { name: "Search" }).inputValue()).toBe("fl");
    expect(await bookmarked.getByLabel("Category").inputValue()).toBe(fleet);
    await bookmarked.reload();
    await expect.poll(() => plates(bookmarked)).toEqual(["FL 001", "FL 000"]);
    await screenshot(bookmarked, "vehicle-list-page-2");
    await bookmarked.close();
    await page.close();
  });

  it("edits it: a bad value shows its message at the field, a good one saves", async () => {
    const { page, errors } = await open(vehicleUrl);
    const vin = page.getByLabel(/^VIN/);
    await vin.fill("WVWZZZ1JZXW00O001");
    await page.getByRole("button", { name: "Save changes" }).click();
    const vinError = page.locator(`[id="${(await vin.getAttribute("aria-describedby"))!.split(" ").pop()}"]`);
    await expect.poll(() => vinError.textContent()).toBe("A VIN never contains the letters I, O or Q: did you mean 1 or 0?");
    expect(await vin.getAttribute("aria-invalid")).toBe("true");
    await screenshot(page, "vehicle-validation-error");
    await vin.fill("WVWZZZ1JZXW000001");
    await page.getByLabel("Model").fill("Transit Custom");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => page.getByText("Saved.").count()).toBe(1);
    await page.reload();
    await expect.poll(() => page.getByLabel("Model").inputValue()).toBe("Transit Custom");
    expect(await page.getByLabel(/^VIN/).inputValue()).toBe("WVWZZZ1JZXW000001");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("replaces its photo, keeps the saved one when the person thinks better of it, and removes it", async () => {
    const { page, errors } = await open(vehicleUrl);
    const id = vehicleUrl.split("/").pop()!;
    const savedPhoto = async () => (await server.asSuperuser<{ photo: string }>(`/api/collections/vehicles/records/${id}`)).json.photo;
    const first = await savedPhoto();
    expect(first).toMatch(/^van_/);
    const input = page.locator('input[type="file"]');
    /** Whether the form shows the saved photo `name`, loaded (as a person sees it before going on). */
    const photoShown = async (name: string) => {
      const photo = page.locator(`img.vehicle-photo-detail[src*="/${name}?"]`);
      if ((await photo.count()) === 0) return false;
      await photo.scrollIntoViewIfNeeded();
      return photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    };
    await expect.poll(() => photoShown(first)).toBe(true);

    // Chosen, then kept after all: nothing changes.
    await input.setInputFiles({ name: "other.png", mimeType: "image/png", buffer: TINY_PNG });
    await expect.poll(() => page.getByAltText("The chosen photo").count()).toBe(1);
    await page.getByRole("button", { name: "Keep the saved photo" }).click();
    await expect.poll(() => page.getByAltText("The chosen photo").count()).toBe(0);
    // No change is left to save or discard.
    await expect.poll(() => page.getByRole("button", { name: "Discard changes" }).count()).toBe(0);
    expect(await savedPhoto()).toBe(first);
    await expect.poll(() => photoShown(first)).toBe(true);

    // Replaced and saved.
    await input.setInputFiles({ name: "other.png", mimeType: "image/png", buffer: TINY_PNG });
    await expect.poll(() => page.getByText("Saved with the form.").count()).toBe(1);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(savedPhoto).toMatch(/^other_/);
    const replaced = await savedPhoto();
    await expect.poll(() => photoShown(replaced)).toBe(true);

    // Removed and saved.
    await page.getByRole("button", { name: "Remove photo" }).click();
    await expect.poll(() => page.getByText("Removed when you save.").count()).toBe(1);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(savedPhoto).toBe("");
    await page.reload();
    await expect.poll(() => page.getByText("No photo").count()).toBe(1);
    expect(await page.getByText("Choose photo…").count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("keeps the category while a vehicle uses it, with the server's reason", async () => {
    const { page } = await open("/workshop/vehicles/categories");
    await page.getByRole("link", { name: "Vans" }).click();
    await expect.poll(() => page.getByText("Used by 1 vehicle.").count()).toBe(1);
    await page.getByRole("button", { name: "Delete…" }).click();
    await page.getByRole("button", { name: "Delete category" }).click();
    await expect
      .poll(() => page.getByText("This category is used by 1 vehicle. Move it to another category first.").count())
      .toBe(1);
    expect(await h1(page)).toBe("Vans");
    await screenshot(page, "category-in-use");
    await page.close();
  });

  it("deletes the vehicle after a confirmation, and the list says so", async () => {
    const { page } = await open(vehicleUrl);
    await page.getByRole("button", { name: "Delete…" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete AB 123 CD?" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "Delete vehicle" }).click();
    await expect.poll(() => page.getByText("Vehicle AB 123 CD deleted.").count()).toBe(1);
    expect(url(page)).toBe("/workshop/vehicles");
    await expect.poll(() => plates(page).then((p) => p.includes("AB 123 CD"))).toBe(false);
    await page.goto(vehicleUrl);
    await expect.poll(() => h1(page)).toBe("This vehicle does not exist");
    await page.close();
  });

  it("then deletes the empty category", async () => {
    const { page } = await open("/workshop/vehicles/categories");
    await page.getByRole("link", { name: "Vans" }).click();
    await expect.poll(() => page.getByText("No vehicle uses this category.").count()).toBe(1);
    await page.getByRole("button", { name: "Delete…" }).click();
    await page.getByRole("button", { name: "Delete category" }).click();
    await expect.poll(() => page.getByText("Category “Vans” deleted.").count()).toBe(1);
    expect(await page.getByRole("link", { name: "Vans" }).count()).toBe(0);
    await page.close();
  });
});

describe("on a phone", () => {
  it("keeps the list usable at 375 px: its rows stack as cards, and neither the page nor the list scrolls sideways", async () => {
    const phone = await newPhoneContext(browser, server.url);
    await addSessionCookie(phone, server.url, session);
    const page = await phone.newPage();
    await page.goto("/workshop/vehicles?sort=plate");
    await expect.poll(() => plates(page).then((p) => p.length)).toBe(30);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    const table = page.getByRole("region", { name: "Vehicles" });
    expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false);
    await screenshot(page, "phone-vehicle-list", { fullPage: false });
    await page.goto("/workshop/vehicles/new");
    await expect.poll(() => h1(page)).toBe("New vehicle");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await screenshot(page, "phone-vehicle-new");
    await phone.close();
  });
});
