// The search indexes (1795900000 and 1795900010) are kept by triggers `AFTER UPDATE OF` their
// columns. SQLite fires such a trigger when a column is named in the UPDATE, changed or not, and
// PocketBase writes every column on each save: a vehicle's new odometer or status, a work order's
// status, rewrote their trigrams each time (a delete and an insert into the FTS5 index, the
// biggest part of such a save's own write). The same triggers now run only when a searched value
// changes. Nothing is stored differently: the indexes hold what they held.

type MigrationApp = Parameters<Parameters<typeof migrate>[0]>[0];

interface SearchIndex {
  readonly table: string;
  readonly columns: readonly string[];
}

const INDEXES: readonly SearchIndex[] = [
  { table: "vehicles", columns: ["plate_key", "vin", "make", "model"] },
  { table: "work_orders", columns: ["vehicle_plate_key", "title"] },
];

function updateTrigger({ table, columns }: SearchIndex, onChangeOnly: boolean): string[] {
  const list = columns.join(", ");
  const values = (row: string): string => columns.map((c) => `${row}.${c}`).join(", ");
  const when = onChangeOnly ? `WHEN ${columns.map((c) => `old.${c} IS NOT new.${c}`).join(" OR ")}` : "";
  return [
    `DROP TRIGGER IF EXISTS ${table}_search_update`,
    `CREATE TRIGGER ${table}_search_update AFTER UPDATE OF ${list} ON ${table} ${when} BEGIN
       INSERT INTO ${table}_search(${table}_search, rowid, ${list}) VALUES ('delete', old.rowid, ${values("old")});
       INSERT INTO ${table}_search(rowid, ${list}) VALUES (new.rowid, ${values("new")});
     END`,
  ];
}

function replaceTriggers(app: MigrationApp, onChangeOnly: boolean): void {
  for (const index of INDEXES) for (const sql of updateTrigger(index, onChangeOnly)) app.db().newQuery(sql).execute();
}

migrate(
  (app) => replaceTriggers(app, true),
  (app) => replaceTriggers(app, false),
);
