// The browser scales photos down before uploading them (issue 12,
// docs/product.md "A vehicle's page"): a 4000 × 3000 photo picked in the vehicle form arrives on
// the server at most 2 560 px long, turned upright as its EXIF orientation says; a small photo
// arrives as it was picked. What arrived is read from the stored file's own header.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { bytesReader, readImageHeader } from "@shared/validation";
import { addSessionCookie, launchBrowser, newContext, watchErrors } from "../support/browser";
import { blackPng, fileBlob, withExifOrientation } from "../support/images";
import { createEmployee, signInWithPassword, startServer, type TestServer } from "../support/pocketbase";
import { createCategory, multipart, TINY_PNG, VEHICLE_RECORDS } from "../support/records";

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let token: string;
let category: string;
let plateNumber = 0;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } }), launchBrowser()]);
  const alice = await createEmployee(server);
  const session = await signInWithPassword(server, alice.email, alice.password);
  token = session.token;
  context = await newContext(browser, server.url);
  await addSessionCookie(context, server.url, session);
  category = (await createCategory(server, undefined, { name: "Vans" })).id;
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/**
 * A JPEG as a camera writes it (4000 × 3000 unless told), drawn and encoded by Chromium itself:
 * its left half red, its right half blue.
 */
async function cameraJpeg(page: Page, width = 4000, height = 3000): Promise<Buffer> {
  const base64 = await page.evaluate(async ({ width, height }) => {
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d")!;
    context.fillStyle = "#ff0000";
    context.fillRect(0, 0, width / 2, height);
    context.fillStyle = "#0000ff";
    context.fillRect(width / 2, 0, width / 2, height);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), "image/jpeg", 0.9));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = "";
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  }, { width, height });
  return Buffer.from(base64, "base64");
}

interface Stored {
  header: ReturnType<typeof readImageHeader>;
  size: number;
  name: string;
  url: string;
}

/** Adds a vehicle with this photo through the form; what the server stored of it. */
async function addWithPhoto(page: Page, photo: { name: string; mimeType: string; buffer: Buffer }): Promise<Stored> {
  plateNumber += 1;
  const plate = `PH ${plateNumber}`;
  await page.goto("/workshop/vehicles/new");
  await page.getByLabel("Plate").fill(plate);
  await page.getByLabel("Make").fill("Ford");
  await page.getByLabel("Model").fill("Transit");
  await page.getByLabel("Category").selectOption({ label: "Vans" });
  await page.locator('input[type="file"]').setInputFiles(photo);
  await expect.poll(() => page.getByAltText("The chosen photo").count()).toBe(1);
  await page.getByRole("button", { name: "Add vehicle" }).click();
  await expect.poll(() => page.getByText(`Vehicle ${plate} added.`).count()).toBe(1);
  const id = new URL(page.url()).pathname.split("/").at(-1)!;
  const record = await server.request(`${VEHICLE_RECORDS}/${id}`, { token });
  const fileToken = (await server.request("/api/files/token", { method: "POST", token })).json.token;
  const url = `/api/files/vehicles/${id}/${record.json.photo}?token=${fileToken}`;
  const bytes = new Uint8Array(await (await fetch(server.url + url)).arrayBuffer());
  return { header: readImageHeader(bytesReader(bytes), bytes.length), size: bytes.length, name: record.json.photo, url };
}

/** The colour of the stored image at (x, y) as Chromium draws it, as "r,g,b". */
async function colourAt(page: Page, url: string, x: number, y: number): Promise<string> {
  return page.evaluate(
    async ({ url, x, y }) => {
      const image = new Image();
      image.src = url;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext("2d")!;
      context.drawImage(image, 0, 0);
      const [r, g, b] = context.getImageData(x, y, 1, 1).data;
      return [r, g, b].map((c) => (c! > 128 ? 255 : 0)).join(",");
    },
    { url, x, y },
  );
}

describe("a photo picked in the vehicle form", () => {
  it("a 4000 × 3000 JPEG arrives 2 560 × 1 920, still a JPEG and still the same picture", async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto("/workshop/vehicles");
    const original = await cameraJpeg(page);
    const stored = await addWithPhoto(page, { name: "camera.jpg", mimeType: "image/jpeg", buffer: original });
    expect(stored.header).toMatchObject({ kind: "image", type: "jpeg", width: 2560, height: 1920 });
    expect(stored.name).toMatch(/^camera_\w+\.jpg$/);
    expect(await colourAt(page, stored.url, 100, 960)).toBe("255,0,0");
    expect(await colourAt(page, stored.url, 2460, 960)).toBe("0,0,255");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("one its camera held on its side (EXIF orientation 6) arrives upright: 1 920 × 2 560, its left half on top", async () => {
    const page = await context.newPage();
    await page.goto("/workshop/vehicles");
    const original = withExifOrientation(await cameraJpeg(page), 6);
    const stored = await addWithPhoto(page, { name: "portrait.jpg", mimeType: "image/jpeg", buffer: original });
    expect(stored.header).toMatchObject({ kind: "image", type: "jpeg", width: 1920, height: 2560 });
    expect(await colourAt(page, stored.url, 960, 100)).toBe("255,0,0");
    expect(await colourAt(page, stored.url, 960, 2460)).toBe("0,0,255");
    await page.close();
  });

  it("a 40-megapixel JPEG turned by EXIF, which the server would refuse as it is, arrives scaled", async () => {
    const page = await context.newPage();
    await page.goto("/workshop/vehicles");
    const original = withExifOrientation(await cameraJpeg(page, 8000, 5000), 6);
    const refused = await server.request(VEHICLE_RECORDS, {
      method: "POST",
      token,
      rawBody: multipart({ plate: "PH 0", make: "Ford", model: "Transit", category, photo: [fileBlob(original), "big.jpg"] }),
    });
    expect(refused.json?.data?.photo?.message).toMatch(/^As a JPEG turned by its EXIF orientation, which takes more memory to decode/);
    const stored = await addWithPhoto(page, { name: "big.jpg", mimeType: "image/jpeg", buffer: original });
    expect(stored.header).toMatchObject({ kind: "image", type: "jpeg", width: 1600, height: 2560 });
    await page.close();
  });

  it("a 4000 × 3000 PNG arrives as a WebP of 2 560 × 1 920", async () => {
    const page = await context.newPage();
    const stored = await addWithPhoto(page, { name: "screen.png", mimeType: "image/png", buffer: blackPng(4000, 3000) });
    expect(stored.header).toMatchObject({ kind: "image", type: "webp", width: 2560, height: 1920 });
    expect(stored.name).toMatch(/^screen_\w+\.webp$/);
    await page.close();
  });

  it("a small photo arrives byte for byte as it was picked", async () => {
    const page = await context.newPage();
    const stored = await addWithPhoto(page, { name: "tiny.png", mimeType: "image/png", buffer: TINY_PNG });
    expect(stored.header).toMatchObject({ kind: "image", type: "png", width: 1, height: 1 });
    expect(stored.size).toBe(TINY_PNG.length);
    await page.close();
  });
});
