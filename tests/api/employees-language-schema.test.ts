// An employee's language as the migrations make it (docs/decisions/languages.md), and the upgrade
// of data made before it: every employee keeps everything, with an empty language (the browser's),
// and may choose theirs at once.
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@shared/i18n/languages";
import { createEmployee, repoRoot, startServer, type TestServer } from "../support/pocketbase";
import { EMPLOYEE_RECORDS } from "../support/records";

const env = { WORKSHOP_FIRST_EMPLOYEE: "skip" };

async function withServer<T>(server: TestServer, work: (server: TestServer) => Promise<T>): Promise<T> {
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

describe("employees.language", () => {
  it("is an optional choice of the languages the app speaks, hidden from colleagues", async () => {
    const server = await startServer({ env });
    try {
      const employees = (await server.asSuperuser("/api/collections/employees")).json;
      expect(employees.fields.find((f: { name: string }) => f.name === "language")).toMatchObject({
        type: "select",
        values: [...LANGUAGES],
        maxSelect: 1,
        required: false,
        hidden: true,
      });
    } finally {
      await server.dispose();
    }
  });
});

describe("upgrading a data dir made before languages", () => {
  it("keeps every employee as they were, with the browser's language, which each may then choose", async () => {
    const previous = await mkdtemp(join(tmpdir(), "workshop-before-language-"));
    const dataDir = await mkdtemp(join(tmpdir(), "workshop-language-upgrade-"));
    try {
      // Yesterday's migrations, served without today's hooks; the library stays for the
      // migrations that load it.
      const migrationsDir = join(previous, "migrations");
      await cp(join(repoRoot, "pb_migrations"), migrationsDir, { recursive: true, filter: (source) => !/1796200500_/.test(source) });
      const hooksDir = join(previous, "hooks");
      await cp(join(repoRoot, "pb_hooks"), hooksDir, { recursive: true, filter: (source) => !source.endsWith(".pb.js") });
      const before = await withServer(await startServer({ dataDir, env, migrationsDir, hooksDir }), async (old) => {
        const manager = await createEmployee(old, { name: "Mona Old", role: "manager" });
        await createEmployee(old, { name: "Tom Old", role: "technician" });
        const employees = (await old.asSuperuser(`${EMPLOYEE_RECORDS}?sort=name`)).json.items;
        expect(employees.every((employee: object) => !("language" in employee))).toBe(true);
        return { manager, employees };
      });
      await withServer(await startServer({ dataDir, env }), async (current) => {
        expect((await current.asSuperuser(`${EMPLOYEE_RECORDS}?sort=name`)).json.items).toEqual(
          before.employees.map((employee: object) => ({ ...employee, language: "" })),
        );
        const own = `${EMPLOYEE_RECORDS}/${before.manager.id}`;
        const chosen = await current.request(own, { method: "PATCH", token: before.manager.token, body: { language: "de" } });
        expect(chosen.status, chosen.text).toBe(200);
        expect(chosen.json.language).toBe("de");
      });
    } finally {
      await Promise.all([rm(previous, { recursive: true, force: true }), rm(dataDir, { recursive: true, force: true })]);
    }
  });
});
