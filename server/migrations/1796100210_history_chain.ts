// The history's hash chain (docs/product.md "Change history"; docs/decisions/history.md):
// each entry gets `seq` (1, 2, 3 … in the order written) and `hash` (SHA-256 over the previous
// entry's hash and its own stored text), and `history_chain` keeps the head, the newest entry's
// number and hash, so that removing the newest entries shows too. The entries already there are
// chained in the order they were written (their rowid), by the same code that chains new ones
// (server/lib/history/chain.ts), so nothing about them changes but the two new fields.
//
// `history_chain` is a plain table, not a collection: nothing in PocketBase's API lists or saves
// it (only a superuser's raw SQL reaches it, which `history verify` then shows).
import type * as Workshop from "../lib";

migrate(
  (app) => {
    const history = app.findCollectionByNameOrId("history");
    history.fields.add(new NumberField({ name: "seq", onlyInt: true, min: 0 }));
    history.fields.add(new TextField({ name: "hash", max: 64 }));
    // The chain's order, the walk of `history verify` and the unnumbered entries a bulk write
    // leaves for chaining (seq 0), each one index range.
    history.addIndex("idx_history_seq", false, "`seq`", "");
    app.save(history);
    app
      .db()
      .newQuery("CREATE TABLE history_chain (id INTEGER PRIMARY KEY CHECK (id = 1), seq INTEGER NOT NULL, hash TEXT NOT NULL)")
      .execute();
    app.db().newQuery("INSERT INTO history_chain (id, seq, hash) VALUES (1, 0, '')").execute();
    const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
    workshop.history.chainPending(app as unknown as core.App);
  },
  (app) => {
    app.db().newQuery("DROP TABLE IF EXISTS history_chain").execute();
    const history = app.findCollectionByNameOrId("history");
    history.removeIndex("idx_history_seq");
    history.fields.removeByName("seq");
    history.fields.removeByName("hash");
    app.save(history);
  },
);
