// `pocketbase demo`: fills a data dir with demo categories with their service plans and vehicles
// (generate.ts), their work orders, items and odometer readings (work.ts), the reminders of
// their plans (reminders.ts), checklists, inspections and defects (inspections.ts) and the parts
// they use with their ledger (stock.ts) in one transaction, by batched INSERTs through
// $app.db(). That skips the record hooks, which is safe because every row was normalised and
// checked by the shared validation (the plans, jobs and checklists once), and plates and VINs are
// unique by construction; it is what makes 100 000 vehicles take seconds, not minutes.
// The data sits in plain columns, so a PocketBase without our hooks reads it the same.

import { COLLECTIONS } from "@shared/records";
import { HISTORY_COLLECTION } from "@shared/history";
import { DEMO_USAGE, parseDemoArgs, type DemoArgs } from "./args";
import { createVehicleGenerator, demoCategories, type CategoryRow, type DemoOptions, type VehicleRow } from "./generate";
import { textList } from "../db/sql";
import { restartChain } from "../history/chain";
import { writeDemoHistory } from "./history";
import { createInspectionGenerator, type DefectRow, type InspectionRow } from "./inspections";
import { createReminderGenerator, type ReminderRow } from "./reminders";
import { writeDemoLedger } from "./ledger";
import { demoParts } from "./stock";
import { DAY_MS, pocketBaseDate } from "@shared/dates";
import { writeDemoTime } from "./time";
import { createWorkGenerator, type ItemRow, type ReadingRow, type WorkOrderRow } from "./work";

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
function withIndexesRebuilt(app: Pick<core.App, "db">, tables: readonly string[], load: () => void): void {
  const found = arrayOf(new DynamicModel({ name: "", sql: "" })) as { name: string; sql: string }[];
  app
    .db()
    .newQuery(
      `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name IN (${textList(tables)}) AND sql IS NOT NULL`,
    )
    .all(found);
  const indexes = found.map((index) => ({ name: index.name, sql: index.sql }));
  for (const index of indexes) app.db().newQuery(`DROP INDEX [[${index.name}]]`).execute();
  load();
  for (const index of indexes) app.db().newQuery(index.sql).execute();
}

type AnyRow = VehicleRow | WorkOrderRow | ItemRow | ReadingRow | ReminderRow | InspectionRow | DefectRow;

/** Rows gathered per table and inserted BATCH_ROWS at a time. */
class Batches {
  private readonly pending = new Map<string, AnyRow[]>();

  constructor(private readonly app: Pick<core.App, "db">) {}

  add(table: string, row: AnyRow): void {
    let rows = this.pending.get(table);
    if (!rows) {
      rows = [];
      this.pending.set(table, rows);
    }
    rows.push(row);
    if (rows.length === BATCH_ROWS) {
      insertRows(this.app, table, rows);
      this.pending.set(table, []);
    }
  }

  flush(): void {
    this.pending.forEach((rows, table) => insertRows(this.app, table, rows));
    this.pending.clear();
  }
}

/**
 * Work order numbers in the order the work orders were created, after those already given
 * (`work_order_sequence`), and the sequence moved on past them: as if they had been created one
 * by one through the API.
 */
function numberWorkOrders(app: Pick<core.App, "db">): void {
  app
    .db()
    .newQuery(
      `UPDATE {{${COLLECTIONS.workOrders}}} SET [[number]] = [[ranked.n]] + (SELECT [[last]] FROM work_order_sequence WHERE [[id]] = 1)
       FROM (SELECT [[id]], ROW_NUMBER() OVER (ORDER BY [[created]], [[id]]) AS [[n]] FROM {{${COLLECTIONS.workOrders}}} WHERE [[number]] = 0) AS [[ranked]]
       WHERE {{${COLLECTIONS.workOrders}}}.[[id]] = [[ranked.id]]`,
    )
    .execute();
  app
    .db()
    .newQuery(`UPDATE work_order_sequence SET [[last]] = (SELECT COALESCE(MAX([[number]]), 0) FROM {{${COLLECTIONS.workOrders}}}) WHERE [[id]] = 1`)
    .execute();
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
  const made = { workOrders: 0, items: 0, readings: 0, reminders: 0, history: 0, inspections: 0, defects: 0, time: 0, movements: 0 };
  $app.runInTransaction((tx) => {
    if (args.replace) {
      // Work first: it refers to the vehicles.
      const tables = [
        HISTORY_COLLECTION,
        COLLECTIONS.timeEntries,
        COLLECTIONS.defects,
        COLLECTIONS.inspections,
        COLLECTIONS.inspectionTemplates,
        COLLECTIONS.reminders,
        COLLECTIONS.stockMovements,
        COLLECTIONS.workOrderItems,
        COLLECTIONS.parts,
        COLLECTIONS.odometerReadings,
        COLLECTIONS.workOrders,
        COLLECTIONS.vehicles,
        COLLECTIONS.categories,
      ];
      for (const table of tables) {
        tx.db().newQuery(`DELETE FROM {{${table}}}`).execute();
      }
      // The whole workshop goes, its history with it: the chain starts again (docs/decisions/history.md).
      restartChain(tx);
    }
    const categories: CategoryRow[] = demoCategories(options);
    insertRows(tx, COLLECTIONS.categories, categories);
    insertRows(tx, COLLECTIONS.parts, demoParts(pocketBaseDate(options.now.getTime() - 3 * 366 * DAY_MS)));
    const vehicles = createVehicleGenerator(options, categories);
    const work = createWorkGenerator(options);
    const reminders = createReminderGenerator(options, categories);
    const checks = createInspectionGenerator(options, categories);
    insertRows(tx, COLLECTIONS.inspectionTemplates, checks.templates);
    const tables = [
      COLLECTIONS.vehicles,
      COLLECTIONS.workOrders,
      COLLECTIONS.workOrderItems,
      COLLECTIONS.odometerReadings,
      COLLECTIONS.reminders,
      COLLECTIONS.inspections,
      COLLECTIONS.defects,
      HISTORY_COLLECTION,
      COLLECTIONS.stockMovements,
    ];
    withIndexesRebuilt(tx, tables, () => {
      const batches = new Batches(tx);
      for (let i = 0; i < args.vehicles; i += 1) {
        const vehicle = vehicles.next();
        batches.add(COLLECTIONS.vehicles, vehicle);
        const done = work.forVehicle(vehicle);
        for (const row of done.workOrders) batches.add(COLLECTIONS.workOrders, row);
        for (const row of done.items) batches.add(COLLECTIONS.workOrderItems, row);
        for (const row of done.readings) batches.add(COLLECTIONS.odometerReadings, row);
        const due = reminders.forVehicle(vehicle, done);
        for (const row of due) batches.add(COLLECTIONS.reminders, row);
        made.reminders += due.length;
        made.workOrders += done.workOrders.length;
        made.items += done.items.length;
        made.readings += done.readings.length;
        const inspected = checks.forVehicle(vehicle);
        for (const row of inspected.inspections) batches.add(COLLECTIONS.inspections, row);
        for (const row of inspected.defects) batches.add(COLLECTIONS.defects, row);
        made.inspections += inspected.inspections.length;
        made.defects += inspected.defects.length;
      }
      batches.flush();
      numberWorkOrders(tx);
      made.history = writeDemoHistory(tx);
    });
    // Written by INSERT … SELECTs whose correlated lookups (a work order's lines, a part's
    // movements) need the indexes rebuilt above: run inside, they made the demo quadratic.
    made.movements = writeDemoLedger(tx);
    made.time = writeDemoTime(tx);
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return (
    `Demo data: ${args.categories} categories and ${args.vehicles} vehicles in ${seconds} s, ` +
    `with ${made.workOrders} work orders, ${made.items} items, ${made.readings} odometer readings, ${made.reminders} reminders, ${made.inspections} inspections, ${made.defects} defects and ${made.history} history entries, ` +
    `with ${made.time} stretches of clocked time; ${made.movements} stock movements (${$app.dataDir()}).`
  );
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
