// Where the binary lies must not change what the server prints (issue 12,
// docs/product.md "Deployables and serving": never in dev mode, wherever it is unpacked):
// PocketBase turns its dev mode on by itself when started by an absolute path under the temp dir or
// ~/.cache, and then prints every SQL statement — password hashes and settings' secrets included.
// Our commands pass --dev=false (NO_DEV_MODE) everywhere; here a copy of the built binary under the
// temp dir, started as tests, the bench and a unit start it, shows that nothing leaks.
import { execFile } from "node:child_process";
import { chmod, copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmployee, NO_DEV_MODE, pocketbaseBinary, startServer, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle, VEHICLE_RECORDS } from "../support/records";

const run = promisify(execFile);
const SMTP_PASSWORD = "smtp-password-that-stays-secret";
/** Settings are stored as a JSON blob, which the SQL log prints in hex. */
const SMTP_PASSWORD_HEX = Buffer.from(SMTP_PASSWORD).toString("hex");
/** A line of dev mode's SQL log: "[0.12ms] SELECT …". */
const SQL_LINE = /^\[\d+\.\d+ms\] /m;
const SQL = /\b(SELECT|INSERT INTO|UPDATE|CREATE TABLE)\b/;
/** A bcrypt hash, as PocketBase stores passwords. */
const PASSWORD_HASH = /\$2[aby]\$\d\d\$/;

let dir: string;
let binary: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "workshop-unpacked-"));
  binary = join(dir, "pocketbase");
  await copyFile(pocketbaseBinary, binary);
  await chmod(binary, 0o755);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function superuserUpsert(...flags: string[]): Promise<string> {
  const dataDir = await mkdtemp(join(dir, "data-"));
  const { stdout, stderr } = await run(binary, ["superuser", "upsert", "admin@workshop.test", "a-long-password-1", `--dir=${dataDir}`, ...flags], {
    maxBuffer: 16 << 20,
  });
  return stdout + stderr;
}

/** What a working day makes PocketBase write: a password hash, the SMTP secret, records. */
async function doSomeWork(server: TestServer): Promise<void> {
  const alice = await createEmployee(server);
  const smtp = await server.asSuperuser("/api/settings", {
    method: "PATCH",
    body: { smtp: { enabled: true, host: "127.0.0.1", port: 2525, username: "workshop", password: SMTP_PASSWORD, tls: false } },
  });
  expect(smtp.status, smtp.text).toBe(200);
  const category = await createCategory(server, alice.token);
  await createVehicle(server, category.id, alice.token);
  expect((await server.request(VEHICLE_RECORDS, { token: alice.token })).status).toBe(200);
}

describe("the built binary copied under the temp dir and started by its absolute path", () => {
  it("is where PocketBase turns dev mode on by itself: without --dev=false it prints SQL and a password hash", async () => {
    const output = await superuserUpsert();
    expect(output).toMatch(SQL_LINE);
    expect(output).toMatch(PASSWORD_HASH);
  });

  it("with --dev=false, creating a superuser prints no SQL and no hash", async () => {
    const output = await superuserUpsert(NO_DEV_MODE);
    expect(output.trim()).toBe('Successfully saved superuser "admin@workshop.test"!');
  });

  it("served with our flags, it prints no SQL and no secret while staff work", async () => {
    const server = await startServer({ binary, env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } });
    try {
      await doSomeWork(server);
      const output = server.output();
      expect(output).toContain("Server started at");
      expect(output).not.toMatch(SQL_LINE);
      expect(output).not.toMatch(SQL);
      expect(output).not.toMatch(PASSWORD_HASH);
      expect(output).not.toContain(SMTP_PASSWORD);
      expect(output).not.toContain(SMTP_PASSWORD_HEX);
    } finally {
      await server.dispose();
    }
  });

  it("the checks above would see a leak: asked for dev mode, the same server prints both", async () => {
    const server = await startServer({ binary, env: { WORKSHOP_FIRST_EMPLOYEE: "skip" }, extraArgs: ["--dev"] });
    try {
      await doSomeWork(server);
      expect(server.output()).toMatch(SQL_LINE);
      expect(server.output()).toMatch(PASSWORD_HASH);
      expect(server.output()).toContain(SMTP_PASSWORD_HEX);
    } finally {
      await server.dispose();
    }
  });
});
