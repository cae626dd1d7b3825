// The schema and settings the migrations make, checked in a running server: the collections
// match the limits of the shared validation (so the two cannot drift apart), the indexes exist,
// rate limits are on and strict on sign-in, and every migration of ours can be reverted.
import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FUEL_TYPES, VEHICLE_STATUSES } from "@shared/records";
import {
  CATEGORY_DESCRIPTION_MAX_LENGTH,
  CATEGORY_NAME_MAX_LENGTH,
  COLOR_MAX_LENGTH,
  MAKE_MAX_LENGTH,
  MODEL_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  ODOMETER_MAX,
  PHOTO_MAX_BYTES,
  PHOTO_MIME_TYPES,
  PHOTO_THUMBS,
  PLATE_MAX_LENGTH,
  VIN_LENGTH,
  YEAR_MIN,
} from "@shared/validation";
import { createEmployee, NO_DEV_MODE, pocketbaseBinary, repoRoot, startServer, type TestServer } from "../support/pocketbase";
import { CATEGORY_RECORDS, createCategory } from "../support/records";

let server: TestServer;
let vehicles: any;
let categories: any;
let employeesId: string;

beforeAll(async () => {
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } });
  vehicles = (await server.asSuperuser("/api/collections/vehicles")).json;
  categories = (await server.asSuperuser("/api/collections/categories")).json;
  employeesId = (await server.asSuperuser("/api/collections/employees")).json.id;
});

afterAll(async () => {
  await server?.dispose();
});

function field(collection: any, name: string): any {
  return collection.fields.find((f: { name: string }) => f.name === name);
}

const SIGNED_IN_EMPLOYEE = '@request.auth.collectionName = "employees"';

describe("the vehicles collection", () => {
  it.each<[string, Record<string, unknown>]>([
    ["plate", { type: "text", required: true, max: PLATE_MAX_LENGTH }],
    ["vin", { type: "text", required: false, max: VIN_LENGTH, pattern: `^[A-HJ-NPR-Z0-9]{${VIN_LENGTH}}$` }],
    ["make", { type: "text", required: true, max: MAKE_MAX_LENGTH }],
    ["model", { type: "text", required: true, max: MODEL_MAX_LENGTH }],
    ["year", { type: "number", required: false, min: YEAR_MIN, onlyInt: true }],
    ["odometer", { type: "number", required: false, min: 0, max: ODOMETER_MAX, onlyInt: true }],
    ["status", { type: "select", required: true, maxSelect: 1, values: [...VEHICLE_STATUSES] }],
    ["fuel", { type: "select", required: false, maxSelect: 1, values: [...FUEL_TYPES] }],
    ["color", { type: "text", required: false, max: COLOR_MAX_LENGTH }],
    ["notes", { type: "text", required: false, max: NOTES_MAX_LENGTH }],
    [
      "photo",
      {
        type: "file",
        maxSelect: 1,
        maxSize: PHOTO_MAX_BYTES,
        mimeTypes: [...PHOTO_MIME_TYPES],
        thumbs: Object.values(PHOTO_THUMBS),
        protected: true,
      },
    ],
    ["plate_key", { type: "text", hidden: false, max: PLATE_MAX_LENGTH }],
    ["category_name", { type: "text", hidden: false, max: CATEGORY_NAME_MAX_LENGTH }],
    ["created", { type: "autodate", onCreate: true, onUpdate: false }],
    ["updated", { type: "autodate", onCreate: true, onUpdate: true }],
  ])("has the field %s as the shared validation expects", (name, expected) => {
    expect(field(vehicles, name)).toMatchObject(expected);
  });

  it("relates each vehicle to one required category, never deleting vehicles with it", () => {
    expect(field(vehicles, "category")).toMatchObject({
      type: "relation",
      required: true,
      maxSelect: 1,
      cascadeDelete: false,
      collectionId: categories.id,
    });
  });

  it.each(["created_by", "updated_by"])("relates %s to one employee, set by the server", (name) => {
    expect(field(vehicles, name)).toMatchObject({
      type: "relation",
      required: false,
      maxSelect: 1,
      cascadeDelete: false,
      collectionId: employeesId,
    });
  });

  it("has exactly the fields of the Vehicle record type", async () => {
    const names = vehicles.fields.map((f: { name: string }) => f.name).sort();
    const employee = await createEmployee(server);
    const category = await createCategory(server, employee.token);
    const record = await server.request("/api/collections/vehicles/records", {
      method: "POST",
      token: employee.token,
      body: { plate: "FIELDS-1", make: "VW", model: "Up", category: category.id },
    });
    const { collectionId, collectionName, ...fields } = record.json;
    expect([collectionId, collectionName]).toEqual([vehicles.id, "vehicles"]);
    expect(Object.keys(fields).sort()).toEqual(names);
  });

  it("lets signed-in employees read, by rule (the 401s for guests come on top; writes by role: roles.test.ts)", () => {
    for (const rule of ["listRule", "viewRule"]) {
      expect(vehicles[rule]).toBe(SIGNED_IN_EMPLOYEE);
    }
  });

  it.each([
    ["unique plate keys", /^CREATE UNIQUE INDEX `?idx_vehicles_plate_key`? ON `?vehicles`? \(`?plate_key`?\)$/],
    ["unique VINs when present", /^CREATE UNIQUE INDEX `?idx_vehicles_vin`? ON `?vehicles`? \(`?vin`?\) WHERE vin != ''$/],
    ["category, status and plate", /idx_vehicles_category_status_plate/],
    ["updated, with the searched columns", /idx_vehicles_updated.*\(`?updated`?,\s*`?plate_key`?,\s*`?vin`?,\s*`?make`?,\s*`?model`?\)/s],
    ["category name, then plate", /idx_vehicles_category_name_plate.*\(`?category_name`?,\s*`?plate`?\)/s],
    ["status, then plate", /idx_vehicles_status_plate.*\(`?status`?,\s*`?plate`?\)/s],
    ["year, then plate", /idx_vehicles_year_plate.*\(`?year`?,\s*`?plate`?\)/s],
  ])("has an index for %s", (_what, pattern) => {
    expect(vehicles.indexes).toContainEqual(expect.stringMatching(pattern));
  });

  it.each(["plate", "make", "model", "year", "status", "odometer", "created", "created_by", "updated_by"])(
    "has an index on %s, which the list filters or sorts on",
    (column) => {
      const leading = new RegExp(`ON \`?vehicles\`? \\(\\s*\`?${column}\`?[\\s,)]`);
      expect(vehicles.indexes).toContainEqual(expect.stringMatching(leading));
    },
  );
});

describe("the categories collection", () => {
  it("has the fields the shared validation expects", () => {
    expect(field(categories, "name")).toMatchObject({ type: "text", required: true, max: CATEGORY_NAME_MAX_LENGTH });
    expect(field(categories, "description")).toMatchObject({ type: "text", required: false, max: CATEGORY_DESCRIPTION_MAX_LENGTH });
    expect(field(categories, "name_key")).toMatchObject({ type: "text", hidden: true });
  });

  it("keeps names unique through their folded key", () => {
    expect(categories.indexes).toContainEqual(expect.stringMatching(/^CREATE UNIQUE INDEX `?idx_categories_name_key`? ON `?categories`? \(`?name_key`?\)$/));
  });

  it("lets signed-in employees read, by rule (writes by role: roles.test.ts)", () => {
    for (const rule of ["listRule", "viewRule"]) {
      expect(categories[rule]).toBe(SIGNED_IN_EMPLOYEE);
    }
  });
});

describe("the category_usage view", () => {
  it("lists each category with its number of vehicles, to signed-in employees only", async () => {
    const usage = (await server.asSuperuser("/api/collections/category_usage")).json;
    expect(usage.type).toBe("view");
    expect(field(usage, "vehicles")).toMatchObject({ type: "number", onlyInt: true });
    expect(usage.fields.map((f: { name: string }) => f.name).sort()).toEqual(["description", "id", "name", "updated", "vehicles"]);
    expect(usage.listRule).toBe(SIGNED_IN_EMPLOYEE);
    expect(usage.viewRule).toBe(SIGNED_IN_EMPLOYEE);
  });
});

describe("settings", () => {
  it("name the app Workshop and switch PocketBase's rate limits on, strict on sign-in", async () => {
    const settings = (await server.asSuperuser("/api/settings")).json;
    expect(settings.meta.appName).toBe("Workshop");
    expect(settings.rateLimits.enabled).toBe(true);
    expect(settings.rateLimits.rules).toEqual([
      { label: "*:auth", audience: "", maxRequests: 10, duration: 60 },
      { label: "*:create", audience: "", maxRequests: 20, duration: 5 },
      { label: "/api/batch", audience: "", maxRequests: 3, duration: 1 },
      { label: "/api/", audience: "", maxRequests: 300, duration: 10 },
    ]);
  });

  it("keep the batch API off: its sub-requests would pass no router middleware", async () => {
    expect((await server.asSuperuser("/api/settings")).json.batch.enabled).toBe(false);
  });

  it("allow 10 password sign-ins a minute from one address, then answer 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await server.request("/api/collections/employees/auth-with-password", {
        method: "POST",
        body: { identity: "nobody@workshop.test", password: "wrong-password" },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
  });

  it("allow 20 creates per 5 s from one address, then answer 429", async () => {
    const employee = await createEmployee(server);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const response = await server.request(CATEGORY_RECORDS, { method: "POST", token: employee.token, body: { name: "" } });
      statuses.push(response.status);
    }
    // 20 a window, the category created in a test above perhaps among them.
    const first429 = statuses.indexOf(429);
    expect(first429).toBeGreaterThanOrEqual(19);
    expect(statuses.slice(0, first429).every((status) => status === 400)).toBe(true);
  });
});

describe("PocketBase's default users collection", () => {
  const USERS_RECORDS = "/api/collections/users/records";
  const someone = { email: "guest@workshop.test", password: "a-long-password", passwordConfirm: "a-long-password" };

  it("is gone: a guest can neither sign up nor sign in there", async () => {
    expect((await server.request(USERS_RECORDS, { method: "POST", body: someone })).status).toBe(404);
    const signIn = await server.request("/api/collections/users/auth-with-password", {
      method: "POST",
      body: { identity: someone.email, password: someone.password },
    });
    expect(signIn.status).toBe(404);
  });

  it("is closed but kept where people had signed up in it before", async () => {
    const noMigrations = await mkdtemp(join(tmpdir(), "workshop-no-migrations-"));
    const dataDir = await mkdtemp(join(tmpdir(), "workshop-users-"));
    const env = { WORKSHOP_FIRST_EMPLOYEE: "skip" };
    try {
      const before = await startServer({ dataDir, env, migrationsDir: noMigrations });
      let token = "";
      try {
        expect((await before.request(USERS_RECORDS, { method: "POST", body: someone })).status).toBe(200);
        const signedIn = await before.request("/api/collections/users/auth-with-password", {
          method: "POST",
          body: { identity: someone.email, password: someone.password },
        });
        token = signedIn.json.token;
      } finally {
        await before.stop();
      }
      const after = await startServer({ dataDir, env });
      try {
        expect((await after.asSuperuser(USERS_RECORDS)).json.totalItems).toBe(1);
        expect((await after.request(USERS_RECORDS, { method: "POST", body: { ...someone, email: "other@workshop.test" } })).status).toBe(403);
        const signIn = await after.request("/api/collections/users/auth-with-password", {
          method: "POST",
          body: { identity: someone.email, password: someone.password },
        });
        expect(signIn.status).toBeGreaterThanOrEqual(400);
        expect(signIn.json.token).toBeUndefined();
        // Its sessions have ended: the token it had is no one's.
        expect((await after.request("/api/collections/vehicles/records", { token })).status).toBe(401);
        expect((await after.request("/api/files/token", { method: "POST", token })).status).toBe(401);
      } finally {
        await after.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
      await rm(noMigrations, { recursive: true, force: true });
    }
  });
});

function run(args: string[], input = ""): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(pocketbaseBinary, [...args, NO_DEV_MODE], { cwd: repoRoot }, (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout + stderr),
    );
    child.stdin?.end(input);
  });
}

describe("the migrations of categories, vehicles and settings", () => {
  it("can be reverted and applied again", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "workshop-migrate-"));
    const noMigrations = await mkdtemp(join(tmpdir(), "workshop-no-migrations-"));
    const dirs = [`--dir=${dataDir}`, `--migrationsDir=${join(repoRoot, "pb_migrations")}`, `--hooksDir=${join(repoRoot, "pb_hooks")}`];
    const env = { WORKSHOP_FIRST_EMPLOYEE: "skip" };
    try {
      await run(["migrate", "up", ...dirs]);
      // Ours and every migration after them (whose down steps must work as well).
      const names = (await readdir(join(repoRoot, "pb_migrations"))).filter((name) => name.endsWith(".js")).sort();
      const count = names.length - names.indexOf("1795400000_workshop_settings.js");
      const output = await run(["migrate", "down", String(count), ...dirs], "y\n");
      expect(output).toContain("Reverted 1795400000_workshop_settings.js");

      // Served without migrations, the data dir shows the reverted state…
      const reverted = await startServer({ dataDir, env, migrationsDir: noMigrations });
      try {
        expect((await reverted.asSuperuser("/api/collections/vehicles")).status).toBe(404);
        expect((await reverted.asSuperuser("/api/collections/categories")).status).toBe(404);
        const settings = (await reverted.asSuperuser("/api/settings")).json;
        expect(settings.meta.appName).toBe("Acme");
        expect(settings.rateLimits.enabled).toBe(false);
        expect((await reverted.asSuperuser("/api/collections/users")).json.createRule).toBe("");
      } finally {
        await reverted.stop();
      }

      // …and serving it normally applies them again.
      const applied = await startServer({ dataDir, env });
      try {
        expect((await applied.asSuperuser("/api/collections/vehicles")).status).toBe(200);
        expect((await applied.asSuperuser("/api/settings")).json.meta.appName).toBe("Workshop");
        expect((await applied.asSuperuser("/api/collections/users")).status).toBe(404);
      } finally {
        await applied.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
      await rm(noMigrations, { recursive: true, force: true });
    }
  });
});
