// The container image (`make image`, Containerfile), built from this checkout and run as the
// README tells a workshop to: read-only root, data in a named volume, port on 127.0.0.1.
// The tests run in order and share the containers: one workshop's life, from the first start
// to its replacement by a new container on the same volume.
import PocketBase from "pocketbase";
import type { StartedTestContainer } from "testcontainers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Category, Vehicle } from "@shared/records";
import { uniqueCategoryName, vehicleBody } from "../support/records";
import {
  baseUrl,
  buildImage,
  containersUnavailable,
  firstEmployeeFromLog,
  inspect,
  processUsers,
  removeImage,
  removeVolume,
  runHealthCheck,
  SERVER_UID,
  tarOwners,
  uniqueName,
  WorkshopContainer,
} from "./workshop-container";

const unavailable = containersUnavailable();
// CI sets this (.ci/run): there, a machine that cannot run the suite is a failure, not a skip.
const required = process.env.WORKSHOP_CONTAINER_TESTS === "required";
const skipReason = required ? "" : unavailable;
if (skipReason) console.warn(`Container suite skipped: ${skipReason}`);

describe.skipIf(skipReason)(`the container image${skipReason ? ` (skipped: ${skipReason})` : ""}`, () => {
  const tag = `localhost/${uniqueName("workshop-test")}:test`;
  const volume = uniqueName("workshop-test-data");
  const started: StartedTestContainer[] = [];
  let image: Awaited<ReturnType<typeof buildImage>> | undefined;
  let first: { container: StartedTestContainer; log: () => string };
  let employee: PocketBase;
  let category: Category;
  let vehicle: Vehicle;

  async function start(): Promise<{ container: StartedTestContainer; log: () => string }> {
    const workshop = new WorkshopContainer(tag, volume);
    const container = await workshop.start();
    started.push(container);
    return { container, log: () => workshop.log() };
  }

  beforeAll(async () => {
    if (unavailable) throw new Error(`CI requires the container suite, but ${unavailable}`);
    image = await buildImage(tag);
    first = await start();
  });

  afterAll(async () => {
    for (const container of started) await container.stop({ timeout: 5 }).catch(() => undefined);
    if (started.length > 0) await removeVolume(volume).catch((error) => console.warn(`volume ${volume}: ${error}`));
    if (image) await removeImage(tag).catch((error) => console.warn(`image ${tag}: ${error}`));
  });

  it("declares a health check that passes once the server is up", async () => {
    expect((await runHealthCheck(first.container)).Status).toBe("healthy");
    expect((await inspect(first.container)).State.Health?.Status).toBe("healthy");
  });

  it("serves the page and the API through the port mapped on 127.0.0.1", async () => {
    const info = await inspect(first.container);
    expect(info.NetworkSettings.Ports["8090/tcp"]).toEqual([expect.objectContaining({ HostIp: "127.0.0.1" })]);

    const page = await fetch(`${baseUrl(first.container)}/login`, { headers: { "accept-encoding": "br, gzip" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    // The build's compressed pieces of the page came along from the dist tree.
    expect(page.headers.get("content-encoding")).toMatch(/^(br|gzip)$/);
    expect(await page.text()).toContain('<div id="root">');

    const guest = await fetch(`${baseUrl(first.container)}/api/collections/vehicles/records`);
    expect(guest.status).toBe(401);
  });

  it("prints the first employee in its log, who signs in and records a category and a vehicle", async () => {
    await expect.poll(() => firstEmployeeFromLog(first.log()), { timeout: 5_000 }).not.toBeNull();
    const account = firstEmployeeFromLog(first.log())!;

    employee = new PocketBase(baseUrl(first.container));
    await employee.collection("employees").authWithPassword(account.email, account.password);
    category = await employee.collection("categories").create<Category>({ name: uniqueCategoryName() });
    vehicle = await employee.collection("vehicles").create<Vehicle>(vehicleBody(category.id, { odometer: 123_456 }));
    expect(vehicle).toMatchObject({ category: category.id, odometer: 123_456 });
  });

  it("never runs in dev mode: no SQL in its log", () => {
    expect(first.log()).toContain("Server started at http://0.0.0.0:8090");
    expect(first.log()).not.toMatch(/\b(SELECT|INSERT INTO|CREATE TABLE)\b/);
  });

  it("runs the server as a non-root user, who owns the data it writes", async () => {
    expect((await inspect(first.container)).Config.User).toBe(`${SERVER_UID}:${SERVER_UID}`);
    expect(await processUsers(first.container)).toEqual([String(SERVER_UID)]);

    const owners = await tarOwners(await first.container.copyArchiveFromContainer("/pb_data"));
    expect(owners.get("pb_data/data.db")).toBe(SERVER_UID);
    expect(new Set(owners.values())).toEqual(new Set([SERVER_UID]));
  });

  it("keeps its root filesystem read-only: only /pb_data takes writes", async () => {
    expect((await inspect(first.container)).HostConfig.ReadonlyRootfs).toBe(true);

    // PocketBase's own CLI, as the README tells administrators to use it: a data dir anywhere
    // but /pb_data cannot even be created…
    const elsewhere = await first.container.exec(["/pocketbase", "superuser", "upsert", "admin@workshop.test", "admin-password-1234", "--dir=/data-elsewhere"]);
    expect(elsewhere.exitCode).not.toBe(0);
    expect(elsewhere.output).toMatch(/read-only file system/);

    // …while the default one, /pb_data, takes the administrator.
    const admin = await first.container.exec(["/pocketbase", "superuser", "upsert", "admin@workshop.test", "admin-password-1234", "--dev=false"]);
    expect(admin).toMatchObject({ exitCode: 0, output: expect.stringContaining("Successfully saved superuser") });
    const superuser = new PocketBase(baseUrl(first.container));
    await superuser.collection("_superusers").authWithPassword("admin@workshop.test", "admin-password-1234");
    expect(superuser.authStore.isValid).toBe(true);
  });

  it("keeps the data and the session when the container is replaced by a new one on the same volume", async () => {
    await first.container.stop({ timeout: 10 });
    const second = await start();

    const sameSession = new PocketBase(baseUrl(second.container));
    sameSession.authStore.save(employee.authStore.token, employee.authStore.record);
    expect(await sameSession.collection("vehicles").getOne<Vehicle>(vehicle.id)).toMatchObject({
      plate: vehicle.plate,
      odometer: 123_456,
      category: category.id,
    });
    expect((await sameSession.collection("categories").getOne<Category>(category.id)).name).toBe(category.name);
    await sameSession.collection("employees").authRefresh();
    expect(sameSession.authStore.isValid).toBe(true);

    // The account exists already: the new container creates and prints no other.
    expect(second.log()).toContain("Server started");
    expect(firstEmployeeFromLog(second.log())).toBeNull();
  });
});
