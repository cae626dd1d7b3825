// The lines of an inspection that can still hold up its completion (docs/decisions/inspections.md
// "Finishing reads what it judges"): every line but a Pass that has what it needs (a measurement
// its value), with its place, kept with each save that changes the lines. "Done", sent on its own
// once a phone has sent the answers one by one, then reads these few lines with the record
// instead of SQLite going through the hundred stored ones (≈ 1 ms of the 20 its budget allows).
// Hidden: the server's own bookkeeping, which no screen reads.
//
// Upgrade: each inspection's lines to judge, picked from its stored lines by the very condition
// the library used until now (a migration is frozen history: written out here); an element that
// is no line (only raw SQL could store one) is left out rather than stopping the upgrade.

const BACKFILL_SQL = `UPDATE inspections SET lines_to_judge = (
  SELECT json_group_array(json_object('index', CAST(l.key AS INTEGER), 'line', json(l.value)) ORDER BY l.key)
  FROM json_each(CASE WHEN json_type(inspections.results) = 'array' THEN inspections.results ELSE '[]' END) l
  WHERE l.type = 'object' AND (l.value ->> '$.result' IS NOT 'pass' OR (l.value ->> '$.kind' = 'measure' AND l.value ->> '$.value' IS NULL))
)`;

migrate(
  (app) => {
    const inspections = app.findCollectionByNameOrId("inspections");
    // The lines themselves may take 400 000 bytes, all of them may hold it up, and each comes
    // wrapped with its place (≈ 20 bytes).
    inspections.fields.add(new JSONField({ name: "lines_to_judge", hidden: true, maxSize: 420000 }));
    app.save(inspections);
    app.db().newQuery(BACKFILL_SQL).execute();
  },
  (app) => {
    const inspections = app.findCollectionByNameOrId("inspections");
    inspections.fields.removeByName("lines_to_judge");
    app.save(inspections);
  },
);
