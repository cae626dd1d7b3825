// A trigram index for the work order search (issue 17), as 1795900000 made one for vehicles: the
// board and the list search a number, a plate or part of the title, which PocketBase runs as
// LIKE '%…%' over every work order (≈ 300 000 with the demo data). The FTS5 table indexes the
// plate key and the title, external content (the work_orders table itself), kept true by
// triggers. server/lib/search/ reads it; docs/decisions/search.md says why and how. It repeats
// 1795900000's statements for another table on purpose: a migration is frozen history, so it
// shares no code that a later change could alter.

const COLUMNS = ["vehicle_plate_key", "title"];

migrate(
  (app) => {
    const db = app.db();
    const columns = COLUMNS.join(", ");
    const oldValues = COLUMNS.map((c) => `old.${c}`).join(", ");
    const newValues = COLUMNS.map((c) => `new.${c}`).join(", ");
    db.newQuery(
      `CREATE VIRTUAL TABLE work_orders_search USING fts5(${columns}, content='work_orders', content_rowid='rowid', tokenize='trigram')`,
    ).execute();
    db.newQuery(
      `CREATE TRIGGER work_orders_search_insert AFTER INSERT ON work_orders BEGIN
         INSERT INTO work_orders_search(rowid, ${columns}) VALUES (new.rowid, ${newValues});
       END`,
    ).execute();
    db.newQuery(
      `CREATE TRIGGER work_orders_search_delete AFTER DELETE ON work_orders BEGIN
         INSERT INTO work_orders_search(work_orders_search, rowid, ${columns}) VALUES ('delete', old.rowid, ${oldValues});
       END`,
    ).execute();
    db.newQuery(
      `CREATE TRIGGER work_orders_search_update AFTER UPDATE OF ${columns} ON work_orders BEGIN
         INSERT INTO work_orders_search(work_orders_search, rowid, ${columns}) VALUES ('delete', old.rowid, ${oldValues});
         INSERT INTO work_orders_search(rowid, ${columns}) VALUES (new.rowid, ${newValues});
       END`,
    ).execute();
    // The work orders already there.
    db.newQuery("INSERT INTO work_orders_search(work_orders_search) VALUES ('rebuild')").execute();
  },
  (app) => {
    const db = app.db();
    for (const trigger of ["work_orders_search_insert", "work_orders_search_delete", "work_orders_search_update"]) {
      db.newQuery(`DROP TRIGGER IF EXISTS ${trigger}`).execute();
    }
    db.newQuery("DROP TABLE IF EXISTS work_orders_search").execute();
  },
);
