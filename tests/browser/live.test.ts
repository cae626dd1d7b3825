// Colleagues working at the same time, each in their own browser (two contexts, two employees):
// what one creates, changes and deletes appears on the other's open list and vehicle page
// without a reload, without losing their scroll position or their unsaved edits.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { addSessionCookie, launchBrowser, newContext, screenshot, watchErrors } from "../support/browser";
import { createEmployee, signInWithPassword, startServer, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle, uniqueCategoryName } from "../support/records";

let server: TestServer;
let browser: Browser;
let alice: BrowserContext;
let bob: BrowserContext;
let carsId: string;

async function contextOf(name: string): Promise<BrowserContext> {
  const employee = await createEmployee(server, { name });
  const context = await newContext(browser, server.url);
  await addSessionCookie(context, server.url, await signInWithPassword(server, employee.email, employee.password));
  return context;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } }), launchBrowser()]);
  [alice, bob] = [await contextOf("Alice Mechanic"), await contextOf("Bob Foreman")];
  carsId = (await createCategory(server, undefined, { name: "Cars" })).id;
  // Enough rows that Bob's list scrolls.
  for (let i = 0; i < 25; i += 1) await createVehicle(server, carsId, undefined, { plate: `OLD ${String(i).padStart(3, "0")}` });
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const plates = (page: Page) => page.locator("tbody .plate").allTextContents();

/** Marks the page, so a test can tell that it was never reloaded. */
async function mark(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
}
const stillTheSamePage = (page: Page) => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

describe("the vehicle list", () => {
  it("shows a colleague's create, edit and delete as they happen, keeping the scroll position", async () => {
    const watcher = await bob.newPage();
    const errors = watchErrors(watcher);
    await watcher.setViewportSize({ width: 1280, height: 500 });
    await watcher.goto("/workshop/vehicles");
    await expect.poll(() => plates(watcher).then((p) => p.length)).toBe(25);
    await mark(watcher);
    await watcher.evaluate(() => window.scrollTo(0, 600));
    expect(await watcher.evaluate(() => window.scrollY)).toBe(600);
    // Where the row Bob is looking at sits in his window.
    const looking = watcher.getByRole("row", { name: /OLD 012/ });
    const seenAt = async () => (await looking.boundingBox())!.y;
    const before = await seenAt();

    const editor = await alice.newPage();
    await editor.goto("/workshop/vehicles/new");
    await editor.getByLabel("Plate").fill("LIVE 1");
    await editor.getByLabel("Make").fill("Skoda");
    await editor.getByLabel("Model").fill("Octavia");
    await editor.getByLabel("Category").selectOption({ label: "Cars" });
    await editor.getByRole("button", { name: "Add vehicle" }).click();
    await expect.poll(() => editor.getByText("Vehicle LIVE 1 added.").count()).toBe(1);

    // Newest change first: it tops Bob's list, and what Bob was looking at stays in place.
    await expect.poll(() => plates(watcher).then((p) => p[0])).toBe("LIVE 1");
    await expect.poll(() => watcher.getByText("26 vehicles").count()).toBe(1);
    expect(Math.abs((await seenAt()) - before)).toBeLessThan(2);

    await editor.getByLabel("Model").fill("Octavia Combi");
    await editor.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => watcher.getByRole("row", { name: /LIVE 1/ }).textContent()).toContain("Skoda Octavia Combi");

    await editor.getByRole("button", { name: "Delete…" }).click();
    await editor.getByRole("button", { name: "Delete vehicle" }).click();
    await expect.poll(() => plates(watcher).then((p) => p.includes("LIVE 1"))).toBe(false);
    await expect.poll(() => watcher.getByText("25 vehicles").count()).toBe(1);
    expect(await stillTheSamePage(watcher)).toBe(true);
    expect(errors).toEqual([]);
    await editor.close();
    await watcher.close();
  });
});

describe("a vehicle's page", () => {
  it("follows a colleague's save, asks before replacing unsaved edits, and says when it was deleted", async () => {
    const vehicle = await createVehicle(server, carsId, undefined, { make: "Opel", model: "Astra", color: "Blue" });
    const path = `/workshop/vehicles/${vehicle.id}`;
    const mine = await bob.newPage();
    const errors = watchErrors(mine);
    await mine.goto(path);
    await expect.poll(() => mine.getByLabel(/^Colour/).inputValue()).toBe("Blue");
    await mark(mine);
    const theirs = await alice.newPage();
    await theirs.goto(path);

    // No unsaved edits here: their save simply shows.
    await theirs.getByLabel(/^Colour/).fill("Red");
    await theirs.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => mine.getByLabel(/^Colour/).inputValue()).toBe("Red");
    await expect.poll(() => mine.getByText("Alice Mechanic just changed this vehicle: the form shows the new version.").count()).toBe(1);

    // Unsaved edits here: their save is announced, not applied over them.
    await mine.getByLabel(/^Notes/).fill("Rear left tyre worn");
    await theirs.getByLabel(/^Odometer/).fill("54321");
    await theirs.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => mine.getByText("A colleague changed this vehicle while you were editing.").count()).toBe(1);
    expect(await mine.getByText("Alice Mechanic saved a new version.", { exact: false }).count()).toBe(1);
    expect(await mine.getByLabel(/^Odometer/).inputValue()).toBe("");
    expect(await mine.getByLabel(/^Notes/).inputValue()).toBe("Rear left tyre worn");
    await screenshot(mine, "vehicle-changed-by-colleague");

    // Keep editing: their odometer comes in, the notes stay; saving keeps both.
    await mine.getByRole("button", { name: "Keep editing" }).click();
    expect(await mine.getByLabel(/^Odometer/).inputValue()).toBe("54321");
    expect(await mine.getByLabel(/^Notes/).inputValue()).toBe("Rear left tyre worn");
    await mine.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => mine.getByText("Saved.").count()).toBe(1);
    const stored = await server.asSuperuser(`/api/collections/vehicles/records/${vehicle.id}`);
    expect(stored.json).toMatchObject({ color: "Red", odometer: 54321, notes: "Rear left tyre worn" });
    // …and Alice, who had no unsaved edits, sees Bob's notes.
    await expect.poll(() => theirs.getByLabel(/^Notes/).inputValue()).toBe("Rear left tyre worn");

    // Load their version: the unsaved edit is dropped for theirs.
    await mine.getByLabel(/^Colour/).fill("Green");
    await theirs.getByLabel("Model").fill("Astra Sports Tourer");
    await theirs.getByRole("button", { name: "Save changes" }).click();
    await mine.getByRole("button", { name: "Load their version" }).click();
    expect(await mine.getByLabel("Model").inputValue()).toBe("Astra Sports Tourer");
    expect(await mine.getByLabel(/^Colour/).inputValue()).toBe("Red");

    // Deleted meanwhile: said so, and nothing more can be saved.
    expect(errors).toEqual([]);
    await theirs.getByRole("button", { name: "Delete…" }).click();
    await theirs.getByRole("button", { name: "Delete vehicle" }).click();
    await expect.poll(() => mine.getByText("A colleague deleted this vehicle.").count()).toBe(1);
    expect(await mine.getByRole("button", { name: "Save changes" }).isDisabled()).toBe(true);
    expect(await stillTheSamePage(mine)).toBe(true);
    // A part of the page that was reloading when the delete happened may find it gone (404, which
    // Chromium logs); nothing else may go wrong.
    expect(errors.filter((error) => !error.includes("status of 404"))).toEqual([]);
    await theirs.close();
    await mine.close();
  });
});

describe("the category list", () => {
  it("follows colleagues' categories and the vehicles counted in them", async () => {
    const watcher = await bob.newPage();
    await watcher.goto("/workshop/vehicles/categories");
    const row = (name: string) => watcher.getByRole("row", { name: new RegExp(`^${name}`) });
    await expect.poll(() => row("Cars").count()).toBe(1);
    // A name of this run's own: a retry creates its category again.
    const name = uniqueCategoryName();
    const vans = await createCategory(server, undefined, { name });
    await expect.poll(() => row(name).getByRole("cell").last().textContent()).toBe("0");
    await createVehicle(server, vans.id);
    await expect.poll(() => row(name).getByRole("cell").last().textContent()).toBe("1 vehicle");
    await server.asSuperuser(`/api/collections/categories/records/${vans.id}`, { method: "PATCH", body: { name: `${name} and pick-ups` } });
    await expect.poll(() => row(`${name} and pick-ups`).count()).toBe(1);
    await watcher.close();
  });
});
