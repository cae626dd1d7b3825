// Backups (README "Backups"): the administrator schedules them in the dashboard (a cron
// expression and how many to keep) or takes one on demand; a backup, unzipped into an empty
// data dir, is a working server again with every employee, category, vehicle and photo.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Vehicle } from "@shared/records";
import { createEmployee, signInWithPassword, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle, createVehicleWithPhoto, TINY_PNG, VEHICLE_RECORDS } from "../support/records";

const run = promisify(execFile);
const SCHEDULE = "0 3 * * *";

let server: TestServer;
let alice: Employee;
let photoVehicle: Vehicle;
const scratch: string[] = [];

beforeAll(async () => {
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } });
  alice = await createEmployee(server, { name: "Alice Mechanic" });
  await createEmployee(server, { name: "Jürgen Schrauber" });
  const vans = await createCategory(server, alice.token, { name: "Vans", description: "Bis 3,5 t — “leicht”" });
  await createCategory(server, alice.token, { name: "Empty" });
  photoVehicle = await createVehicleWithPhoto(server, vans.id, alice.token);
  for (let i = 0; i < 5; i += 1) {
    await createVehicle(server, vans.id, alice.token, { notes: `Ölwechsel ${i} <b>nicht fett</b>`, odometer: 1000 * i, status: "in_service" });
  }
});

afterAll(async () => {
  await server?.dispose();
  await Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  scratch.push(dir);
  return dir;
}

/** Every record of the product's collections, as the superuser sees them (hidden fields too). */
async function everything(on: TestServer): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const collection of ["employees", "categories", "vehicles"]) {
    const response = await on.asSuperuser(`/api/collections/${collection}/records?perPage=500&sort=id`);
    expect(response.status).toBe(200);
    result[collection] = response.json.items;
  }
  return result;
}

async function fileToken(on: TestServer, token: string): Promise<string> {
  return (await on.request("/api/files/token", { method: "POST", token })).json.token;
}

async function bytes(on: TestServer, path: string): Promise<{ status: number; type: string | null; body: Buffer }> {
  const response = await fetch(on.url + path);
  return { status: response.status, type: response.headers.get("content-type"), body: Buffer.from(await response.arrayBuffer()) };
}

describe("backups", () => {
  let scheduled = "";
  /** The records when both backups had been taken, and one vehicle added after them. */
  let backedUp: Record<string, unknown[]> = {};
  let later: Vehicle | undefined;

  it("run on the schedule the administrator sets, as PocketBase's cron job", async () => {
    const settings = await server.asSuperuser("/api/settings", { method: "PATCH", body: { backups: { cron: SCHEDULE, cronMaxKeep: 7 } } });
    expect(settings.status, settings.text).toBe(200);
    expect(settings.json.backups).toMatchObject({ cron: SCHEDULE, cronMaxKeep: 7 });
    const crons = (await server.asSuperuser("/api/crons")).json as { id: string; expression: string }[];
    expect(crons).toContainEqual({ id: "__pbAutoBackup__", expression: SCHEDULE });

    // Run the job now rather than at 3 o'clock: it makes a backup just as the schedule would.
    expect((await server.asSuperuser("/api/crons/__pbAutoBackup__", { method: "POST" })).status).toBe(204);
    await expect
      .poll(
        async () => {
          const list = (await server.asSuperuser("/api/backups")).json as { key: string; size: number }[];
          scheduled = list.find((backup) => backup.key.startsWith("@auto_pb_backup_workshop_"))?.key ?? "";
          return scheduled;
        },
        { timeout: 10_000 },
      )
      .toMatch(/^@auto_pb_backup_workshop_\d{14}\.zip$/);
  });

  it("are taken on demand too", async () => {
    const created = await server.asSuperuser("/api/backups", { method: "POST", body: { name: "before-the-update.zip" } });
    expect(created.status, created.text).toBe(204);
    const list = (await server.asSuperuser("/api/backups")).json as { key: string; size: number }[];
    expect(list.find((backup) => backup.key === "before-the-update.zip")?.size).toBeGreaterThan(0);
  });

  it("restore into an empty data dir with every employee, category, vehicle and photo", async () => {
    expect(scheduled).not.toBe("");
    const before = await everything(server);
    backedUp = before;
    const originalPhoto = await bytes(server, `/api/files/vehicles/${photoVehicle.id}/${photoVehicle.photo}?token=${await fileToken(server, alice.token)}`);
    expect(originalPhoto.body.equals(TINY_PNG)).toBe(true);

    // Download it as the dashboard does (superuser file token), unzip it into an empty pb_data.
    const download = await bytes(server, `/api/backups/${encodeURIComponent(scheduled)}?token=${await fileToken(server, server.superuserToken)}`);
    expect(download.status).toBe(200);
    const zip = join(await tempDir("workshop-backup-"), "backup.zip");
    await writeFile(zip, download.body);
    const restoredDir = await tempDir("workshop-restored-");
    await run("unzip", ["-q", zip, "-d", restoredDir]);

    // Written after the backup: not in it.
    later = await createVehicle(server, photoVehicle.category, alice.token);

    const restored = await startServer({ dataDir: restoredDir, env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } });
    try {
      const after = await everything(restored);
      expect(after).toEqual(before);
      expect(after.vehicles!.map((vehicle) => (vehicle as Vehicle).id)).not.toContain(later.id);

      // Photos and their thumbs are back; staff sign in with their passwords, and the sessions
      // they had still hold (the token keys came back with the accounts).
      const token = await fileToken(restored, alice.token);
      const photo = await bytes(restored, `/api/files/vehicles/${photoVehicle.id}/${photoVehicle.photo}?token=${token}`);
      expect(photo.status).toBe(200);
      expect(photo.body.equals(originalPhoto.body)).toBe(true);
      const thumb = await bytes(restored, `/api/files/vehicles/${photoVehicle.id}/${photoVehicle.photo}?thumb=100x100&token=${token}`);
      expect([thumb.status, thumb.type]).toEqual([200, "image/png"]);
      expect((await signInWithPassword(restored, alice.email, alice.password)).record.id).toBe(alice.id);
      expect((await restored.request(VEHICLE_RECORDS, { token: alice.token })).status).toBe(200);
      // The schedule came back too.
      expect((await restored.asSuperuser("/api/settings")).json.backups).toMatchObject({ cron: SCHEDULE, cronMaxKeep: 7 });
    } finally {
      await restored.stop();
    }
  });

  it("restore in place from the dashboard's Restore: PocketBase restarts on the backup", async () => {
    expect(later).toBeDefined();
    const restore = await server.asSuperuser("/api/backups/before-the-update.zip/restore", { method: "POST" });
    expect(restore.status, restore.text).toBe(204);
    // The same process restarts itself on the restored data (PocketBase execs itself).
    const vehicleIds = async () => {
      try {
        const response = await server.asSuperuser(`${VEHICLE_RECORDS}?perPage=500`);
        return response.status === 200 ? response.json.items.map((vehicle: Vehicle) => vehicle.id) : [];
      } catch {
        return []; // restarting
      }
    };
    const restored = async () => {
      const ids = await vehicleIds();
      return ids.length > 0 && !ids.includes(later!.id);
    };
    await expect.poll(restored, { timeout: 15_000, interval: 100 }).toBe(true);
    expect(await everything(server)).toEqual(backedUp);
  });
});
