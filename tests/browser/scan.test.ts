// Scan (docs/product.md "Phone and offline") in real Chromium on a 360 px phone: the camera is Chromium's fake
// video capture playing a film of the QR code printed on a real job card (ffmpeg from Debian's
// packages makes the film); the code opens the work order. Typing a number or a plate opens the
// same without a camera; a part's barcode, typed, typed by a scanner or filmed, opens the part.
// Over plain HTTP to a LAN name, the page says the camera needs HTTPS and typing still works.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { Part } from "@shared/records";
import { addSessionCookie, launchBrowser, newContext, newPhoneContext, watchErrors } from "../support/browser";
import { createEmployee, signInWithPassword, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle } from "../support/records";
import { drawBarcode, ean13Modules, pgm } from "../support/barcodes";
import { createPart } from "../support/parts";
import { createWorkOrder } from "../support/work-orders";

const run = promisify(execFile);

let server: TestServer;
let browser: Browser;
let tess: Employee;
let workDir: string;
let workOrder: { id: string; number: number };
let vehicleId = "";
let part: Part;

const PHONE = { viewport: { width: 360, height: 740 } };
const FIELD = "Plate, work order or part number";
const heading = (page: Page) => page.getByRole("heading", { level: 1 }).textContent();

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), "workshop-scan-"));
  [server, browser] = await Promise.all([startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } }), launchBrowser()]);
  tess = await createEmployee(server, { name: "Tess Technician", role: "technician" });
  const vans = (await createCategory(server, undefined, { name: "Vans" })).id;
  vehicleId = (await createVehicle(server, vans, undefined, { plate: "SC-4711", make: "Ford", model: "Transit" })).id;
  workOrder = await createWorkOrder(server, tess.token, vehicleId, { title: "Replace wipers", assignee: tess.id });
  part = await createPart(server, null, { number: "WB-600", name: "Wiper blade 600 mm", barcode: "4006633145213" }, 12);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

async function signedInPhone(target: Browser): Promise<BrowserContext> {
  const context = await newPhoneContext(target, server.url, PHONE);
  await addSessionCookie(context, server.url, await signInWithPassword(server, tess.email, tess.password));
  return context;
}

/** Makes a film for Chromium's fake camera (y4m) from ffmpeg `input` arguments, through `filter`. */
async function film(name: string, input: string[], filter?: string): Promise<string> {
  const path = join(workDir, `${name}.y4m`);
  await run("ffmpeg", ["-loglevel", "error", "-y", ...input, ...(filter ? ["-vf", filter] : []), "-pix_fmt", "yuv420p", path]);
  return path;
}

/** A picture shown for two seconds. */
const still = (picture: string) => ["-loop", "1", "-i", picture, "-t", "2"];

/** A browser whose camera plays `path` (made by `film`). */
const cameraFilming = (path: string) => launchBrowser(["--use-fake-device-for-media-stream", `--use-file-for-fake-video-capture=${path}`]);

describe("scanning by typing", () => {
  it("opens a work order by its number and a vehicle by its plate, and says when nothing matches", async () => {
    const context = await signedInPhone(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto("/workshop/scan");
    const field = page.getByLabel(FIELD);

    await field.fill(`wo ${workOrder.number}`);
    await page.getByRole("button", { name: "Open" }).click();
    await expect.poll(() => page.url()).toBe(`${server.url}/workshop/work-orders/${workOrder.id}`);
    await expect.poll(() => heading(page)).toContain("Replace wipers");

    await page.goto("/workshop/scan");
    await page.getByLabel(FIELD).fill("sc 4711");
    await page.getByLabel(FIELD).press("Enter");
    await expect.poll(() => page.url()).toBe(`${server.url}/workshop/vehicles/${vehicleId}`);

    await page.goto("/workshop/scan");
    await page.getByLabel(FIELD).fill("ZZ 999");
    await page.getByRole("button", { name: "Open" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("Nothing found for “ZZ 999”");
    // "Scan again" puts the answer away; the next try opens what it finds.
    await page.getByRole("button", { name: "Scan again" }).click();
    await expect.poll(() => page.getByText("Nothing found", { exact: false }).count()).toBe(0);
    await page.getByLabel(FIELD).fill("SC-4711");
    await page.getByRole("button", { name: "Open" }).click();
    await expect.poll(() => page.url()).toBe(`${server.url}/workshop/vehicles/${vehicleId}`);
    expect(errors, errors.join("\n")).toEqual([]);
    await context.close();
  });

  it("opens a part by its barcode typed into the field, and by its number", async () => {
    const context = await signedInPhone(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto("/workshop/scan");
    await page.getByLabel(FIELD).fill(part.barcode);
    await page.getByLabel(FIELD).press("Enter");
    await expect.poll(() => page.url()).toBe(`${server.url}/workshop/parts/${part.id}`);
    await expect.poll(() => heading(page)).toContain("WB-600");
    expect(await page.getByText("Wiper blade 600 mm").count()).toBeGreaterThan(0);

    await page.goto("/workshop/scan");
    await page.getByLabel(FIELD).fill("wb-600");
    await page.getByRole("button", { name: "Open" }).click();
    await expect.poll(() => page.url()).toBe(`${server.url}/workshop/parts/${part.id}`);
    expect(errors, errors.join("\n")).toEqual([]);
    await context.close();
  });

  it("takes what a barcode scanner types with nothing focused, and opens the part", async () => {
    const context = await signedInPhone(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto("/workshop/scan");
    await expect.poll(() => heading(page)).toBe("Scan");
    // A USB or Bluetooth scanner is a keyboard: it types the code and Enter wherever the focus is.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.type(part.barcode, { delay: 5 });
    await page.keyboard.press("Enter");
    await expect.poll(() => page.url()).toBe(`${server.url}/workshop/parts/${part.id}`);
    expect(errors, errors.join("\n")).toEqual([]);
    await context.close();
  });
});

describe("scanning with the camera", () => {
  let camera: Browser | undefined;

  afterAll(async () => {
    await camera?.close();
  });

  it("reads the QR code of a printed job card and opens its work order", async () => {
    // The job card as printed, its QR code cut out as a picture…
    const desk = await newContext(browser, server.url);
    await addSessionCookie(desk, server.url, await signInWithPassword(server, tess.email, tess.password));
    const card = await desk.newPage();
    await card.goto(`/workshop/work-orders/${workOrder.id}/job-card`);
    const png = await card.getByRole("img", { name: /QR code/ }).screenshot();
    await desk.close();
    const picture = join(workDir, "job-card-code.png");
    await writeFile(picture, png);
    // …filmed: a few seconds of it, on a white 640 × 480 frame, as Chromium's fake camera plays it.
    camera = await cameraFilming(await film("job-card-code", still(picture), "scale=320:-2,pad=640:480:(ow-iw)/2:(oh-ih)/2:white"));
    const context = await signedInPhone(camera);
    const page = await context.newPage();
    const errors = watchErrors(page);
    // Before the camera is allowed, Scan asks for it with a button…
    await page.goto("/workshop/scan");
    // Chromium on Linux has no BarcodeDetector: this reads with ZXing, as Safari and Firefox do.
    expect(await page.evaluate(() => "BarcodeDetector" in window)).toBe(false);
    await expect.poll(() => page.getByRole("button", { name: "Start camera" }).count()).toBe(1);
    // …once allowed (as the person did the first time), it starts by itself and reads the code.
    await context.grantPermissions(["camera"]);
    await page.reload();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toBe(`${server.url}/workshop/work-orders/${workOrder.id}`);
    await expect.poll(() => heading(page)).toContain("Replace wipers");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("reads the EAN-13 barcode on a part's box and opens the part", async () => {
    // The box's barcode, filmed as the job card's code is: black bars on white, 640 × 480.
    const height = 160;
    const { grey, width } = drawBarcode(ean13Modules(part.barcode), 3, height);
    const picture = join(workDir, "part-barcode.pgm");
    await writeFile(picture, pgm(grey, width, height));
    const boxCamera = await cameraFilming(await film("part-barcode", still(picture), "pad=640:480:(ow-iw)/2:(oh-ih)/2:white"));
    try {
      const context = await signedInPhone(boxCamera);
      await context.grantPermissions(["camera"]);
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto("/workshop/scan");
      await expect.poll(() => page.url(), { timeout: 15_000 }).toBe(`${server.url}/workshop/parts/${part.id}`);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await boxCamera.close();
    }
  });
});

describe("the camera's own buttons", () => {
  it("stops the camera (its light goes off) and starts it again", async () => {
    // A film with nothing to read, so the page stays on Scan.
    const blankCamera = await cameraFilming(await film("nothing", ["-f", "lavfi", "-i", "color=white:s=640x480:d=1"]));
    try {
      const context = await signedInPhone(blankCamera);
      await context.grantPermissions(["camera"]);
      const page = await context.newPage();
      const errors = watchErrors(page);
      /** Whether the picture shows a camera that is on (a live video track). */
      const cameraOn = () =>
        page.evaluate(() => {
          const stream = document.querySelector("video")?.srcObject;
          return stream instanceof MediaStream && stream.getVideoTracks().some((track) => track.readyState === "live");
        });
      await page.goto("/workshop/scan");
      await expect.poll(() => page.getByRole("button", { name: "Stop camera" }).count()).toBe(1);
      expect(await cameraOn()).toBe(true);

      await page.getByRole("button", { name: "Stop camera" }).click();
      await expect.poll(() => page.getByRole("button", { name: "Start camera" }).count()).toBe(1);
      expect(await cameraOn()).toBe(false);

      await page.getByRole("button", { name: "Start camera" }).click();
      await expect.poll(() => page.getByRole("button", { name: "Stop camera" }).count()).toBe(1);
      expect(await cameraOn()).toBe(true);
      expect(new URL(page.url()).pathname).toBe("/workshop/scan");
      expect(errors, errors.join("\n")).toEqual([]);
      await context.close();
    } finally {
      await blankCamera.close();
    }
  });
});

describe("over plain HTTP to a LAN name", () => {
  let lan: Browser | undefined;

  afterAll(async () => {
    await lan?.close();
  });

  it("says the camera needs the secure address, and typing still opens the work order", async () => {
    lan = await launchBrowser(["--host-resolver-rules=MAP workshop.lan 127.0.0.1"]);
    const base = server.url.replace("127.0.0.1", "workshop.lan");
    const context = await newPhoneContext(lan, base, PHONE);
    const page = await context.newPage();
    await page.goto("/login?redirect=%2Fworkshop%2Fscan");
    await page.getByLabel("Email").fill(tess.email);
    await page.getByLabel("Password").fill(tess.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => heading(page)).toBe("Scan");
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
    expect(await page.getByText("The camera needs the workshop's secure address.").count()).toBe(1);
    expect(await page.getByRole("button", { name: "Start camera" }).count()).toBe(0);
    await page.getByLabel(FIELD).fill(`WO-${workOrder.number}`);
    await page.getByRole("button", { name: "Open" }).click();
    await expect.poll(() => heading(page)).toContain("Replace wipers");
    await context.close();
  });
});
