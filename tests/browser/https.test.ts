// The HTTPS recipe (docs/https.md) for real: Debian's Caddy, from the project's deploy/Caddyfile,
// in front of the real server (listening on loopback, trusting Caddy's X-Forwarded-For); a phone
// that installed Caddy's CA certificate (here: Chromium's NSS store) opens the app at the LAN
// name, and there it has what plain HTTP lacks: a secure context, the service worker, the camera.
import { rm } from "node:fs/promises";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPhoneContext, watchErrors } from "../support/browser";
import { homeTrusting, startCaddy, type CaddyProxy } from "../support/caddy";
import { createEmployee, startServer, type Employee, type TestServer } from "../support/pocketbase";

const SITE = "workshop.test";

let server: TestServer;
let caddy: CaddyProxy;
let home: string;
let browser: Browser;
let tess: Employee;

beforeAll(async () => {
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip", WORKSHOP_PROXY_HEADER: "X-Forwarded-For" } });
  tess = await createEmployee(server, { name: "Tess Technician", role: "technician" });
  caddy = await startCaddy(SITE, new URL(server.url).host);
  home = await homeTrusting(caddy.caCertificate);
  browser = await launchBrowser(
    [`--host-resolver-rules=MAP ${SITE} 127.0.0.1`, "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"],
    { HOME: home },
  );
});

afterAll(async () => {
  await browser?.close();
  await caddy?.dispose();
  await server?.dispose();
  if (home) await rm(home, { recursive: true, force: true });
});

/** A plain-HTTP GET with the Host a browser at the LAN name sends (fetch does not let one set it). */
function plainGet(url: string, host: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { host } }, (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, location: response.headers.location });
      })
      .on("error", reject);
  });
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 }).textContent();

describe("Workshop behind Caddy on the LAN", () => {
  it("hands out its CA's certificate over plain HTTP and sends everything else to HTTPS", async () => {
    const certificate = await fetch(`http://127.0.0.1:${caddy.httpPort}/workshop-ca.crt`);
    expect(certificate.status).toBe(200);
    expect(await certificate.text()).toBe(caddy.caCertificate);
    const page = await plainGet(`http://127.0.0.1:${caddy.httpPort}/workshop/my-work`, `${SITE}:${caddy.httpPort}`);
    expect(page.status).toBe(308);
    expect(page.location).toBe(`https://${SITE}:${caddy.httpsPort}/workshop/my-work`);
  });

  it("opens the app at its HTTPS name with the service worker and the camera available", async () => {
    const phone = await newPhoneContext(browser, caddy.httpsUrl, { viewport: { width: 360, height: 740 } });
    const page = await phone.newPage();
    const errors = watchErrors(page);
    const response = await page.goto("/login");
    expect(response?.status()).toBe(200);
    expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
    await page.getByLabel("Email").fill(tess.email);
    await page.getByLabel("Password").fill(tess.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    // A technician lands on their work; the session cookie is Secure, as over HTTPS it must be.
    await expect.poll(() => heading(page)).toBe("My work");
    const cookie = (await phone.cookies()).find((c) => c.name === "pb_auth");
    expect(cookie?.secure).toBe(true);
    expect(await page.getByText("This address works only while the network does.").count()).toBe(0);

    // The service worker keeps the page: the next visit comes from the phone.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const again = await page.goto("/workshop/scan");
    expect(again?.fromServiceWorker()).toBe(true);

    // The camera is there to be had (Chromium's fake camera, allowed): Scan starts it by itself.
    await expect.poll(() => heading(page)).toBe("Scan");
    expect(await page.getByText("The camera needs the workshop's secure address.").count()).toBe(0);
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Point the camera" }).count()).toBe(1);
    expect(await page.evaluate(() => (document.querySelector("video")?.srcObject as MediaStream | null)?.getVideoTracks().length)).toBe(1);
    expect(errors).toEqual([]);
    await phone.close();
  });
});
