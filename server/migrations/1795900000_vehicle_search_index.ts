// A trigram index for the vehicle search (issue 17): the list's search is "contains" on plate,
// VIN, make and model, which PocketBase runs as LIKE '%…%' and SQLite answers by reading every
// row (41 ms p50 over 100 000 vehicles, 690 ms with 32 searches at once). An FTS5 table with the
// trigram tokenizer answers any fragment of three or more characters from its index. It keeps no
// copy of the text (external content: the vehicles table itself), and triggers keep it in step
// with every insert, update and delete, whoever makes them (the app, the API, the dashboard, SQL).
// server/lib/search/ reads it; docs/decisions/search.md says why and how.

const COLUMNS = ["plate_key", "vin", "make", "model"];

migrate(
  (app) => {
    const db = app.db();
    const columns = COLUMNS.join(", ");
    const oldValues = COLUMNS.map((c) => `old.${c}`).join(", ");
    const newValues = COLUMNS.map((c) => `new.${c}`).join(", ");
    db.newQuery(
      `CREATE VIRTUAL TABLE vehicles_search USING fts5(${columns}, content='vehicles', content_rowid='rowid', tokenize='trigram')`,
    ).execute();
    db.newQuery(
      `CREATE TRIGGER vehicles_search_insert AFTER INSERT ON vehicles BEGIN
         INSERT INTO vehicles_search(rowid, ${columns}) VALUES (new.rowid, ${newValues});
       END`,
    ).execute();
    db.newQuery(
      `CREATE TRIGGER vehicles_search_delete AFTER DELETE ON vehicles BEGIN
         INSERT INTO vehicles_search(vehicles_search, rowid, ${columns}) VALUES ('delete', old.rowid, ${oldValues});
       END`,
    ).execute();
    db.newQuery(
      `CREATE TRIGGER vehicles_search_update AFTER UPDATE OF ${columns} ON vehicles BEGIN
         INSERT INTO vehicles_search(vehicles_search, rowid, ${columns}) VALUES ('delete', old.rowid, ${oldValues});
         INSERT INTO vehicles_search(rowid, ${columns}) VALUES (new.rowid, ${newValues});
       END`,
    ).execute();
    // The vehicles already there.
    db.newQuery("INSERT INTO vehicles_search(vehicles_search) VALUES ('rebuild')").execute();
  },
  (app) => {
    const db = app.db();
    for (const trigger of ["vehicles_search_insert", "vehicles_search_delete", "vehicles_search_update"]) {
      db.newQuery(`DROP TRIGGER IF EXISTS ${trigger}`).execute();
    }
    db.newQuery("DROP TABLE IF EXISTS vehicles_search").execute();
  },
);
