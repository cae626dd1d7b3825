// `pocketbase demo`: fills a data dir with demo categories and vehicles (generate.ts) in one
// transaction, by batched INSERTs through $app.db(). That skips the record hooks, which is safe
// because every row was normalised and checked by the shared validation, and plates and VINs
// are unique by construction; it is what makes 100 000 vehicles take seconds, not minutes.
// The data sits in plain columns, so a PocketBase without our hooks reads it the same.

import { COLLECTIONS } from "@shared/records";
import { DEMO_USAGE, parseDemoArgs, type DemoArgs } from "./args";
import { createVehicleGenerator, demoCategories, type CategoryRow, type DemoOptions, type VehicleRow } from "./generate";

/** Rows per INSERT. */
const BATCH_ROWS = 1000;

function globalFlag(name: string): { takesValue: boolean } | null {
  const flag = $app.rootCmd?.persistentFlags().lookup(name);
  if (!flag) return null;
  return { takesValue: flag.value.type() !== "bool" };
}

/**
 * One INSERT of many rows, handed over as a single JSON parameter: building thousands of named
 * parameters costs far more in the JS engine than JSON.stringify (native Go). SQLite reads the
 * rows as JSONB (jsonb_each), so taking each column does not parse the row's text again.
 */
function insertRows(app: Pick<core.App, "db">, table: string, rows: readonly object[]): void {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const sql =
    `INSERT INTO {{${table}}} (${columns.map((column) => `[[${column}]]`).join(", ")}) ` +
    `SELECT ${columns.map((column) => `value ->> '${column}'`).join(", ")} FROM jsonb_each(jsonb({:rows}))`;
  app.db().newQuery(sql).bind({ rows: JSON.stringify(rows) }).execute();
}

/**
 * Runs `load` with the table's indexes dropped and builds them again afterwards, from the very
 * SQL SQLite keeps for them: building an index over loaded rows sorts once, where keeping 13
 * indexes up to date row by row costs several times more. Inside the caller's transaction, so
 * a failure leaves the indexes as they were. The UNIQUE ones still refuse any duplicate.
 */
function withIndexesRebuilt(app: Pick<core.App, "db">, table: string, load: () => void): void {
  const found = arrayOf(new DynamicModel({ name: "", sql: "" })) as { name: string; sql: string }[];
  app
    .db()
    .newQuery("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = {:table} AND sql IS NOT NULL")
    .bind({ table })
    .all(found);
  const indexes = found.map((index) => ({ name: index.name, sql: index.sql }));
  for (const index of indexes) app.db().newQuery(`DROP INDEX [[${index.name}]]`).execute();
  load();
  for (const index of indexes) app.db().newQuery(index.sql).execute();
}

function employeeIds(app: Pick<core.App, "findAllRecords">): string[] {
  return app
    .findAllRecords("employees")
    .map((record) => record?.id ?? "")
    .filter((id) => id !== "")
    .sort();
}

/** Today at 00:00 UTC: the same seed gives the same data all day. */
function startOfToday(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

function fill(args: DemoArgs): string {
  $app.runAllMigrations();
  const existing = $app.countRecords(COLLECTIONS.vehicles) + $app.countRecords(COLLECTIONS.categories);
  if (existing > 0 && !args.replace) {
    throw new Error(
      `${$app.dataDir()} already has vehicles or categories. Use a fresh --dir, or --replace to delete them first.`,
    );
  }
  const started = Date.now();
  const options: DemoOptions = {
    vehicles: args.vehicles,
    categories: args.categories,
    seed: args.seed,
    now: startOfToday(),
    employees: employeeIds($app),
  };
  $app.runInTransaction((tx) => {
    if (args.replace) {
      tx.db().newQuery(`DELETE FROM {{${COLLECTIONS.vehicles}}}`).execute();
      tx.db().newQuery(`DELETE FROM {{${COLLECTIONS.categories}}}`).execute();
    }
    const categories: CategoryRow[] = demoCategories(options);
    insertRows(tx, COLLECTIONS.categories, categories);
    const vehicles = createVehicleGenerator(options, categories);
    withIndexesRebuilt(tx, COLLECTIONS.vehicles, () => {
      let batch: VehicleRow[] = [];
      for (let i = 0; i < args.vehicles; i += 1) {
        batch.push(vehicles.next());
        if (batch.length === BATCH_ROWS) {
          insertRows(tx, COLLECTIONS.vehicles, batch);
          batch = [];
        }
      }
      insertRows(tx, COLLECTIONS.vehicles, batch);
    });
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return `Demo data: ${args.categories} categories and ${args.vehicles} vehicles in ${seconds} s (${$app.dataDir()}).`;
}

/** The command's `run`: prints what it did, or why not and exits with status 1 (2 for bad arguments). */
export function runDemoCommand(args: readonly string[]): void {
  const parsed = parseDemoArgs(args, globalFlag);
  if (typeof parsed === "string") {
    console.error(`${parsed}\n\n${DEMO_USAGE}`);
    $os.exit(2);
    return;
  }
  if (parsed.help) {
    console.log(DEMO_USAGE);
    return;
  }
  try {
    console.log(fill(parsed));
  } catch (error) {
    console.error(`demo: ${String((error as { message?: string })?.message ?? error)}`);
    $os.exit(1);
  }
}
