// Where a line of a work order came from (docs/product.md "Work orders and items"): typed by
// staff (`manual`), made from clocked time when the work order is done (`clock`), or from a
// defect scheduled on the work order (`defect`). Set by the server, never by a client. Lines that
// existed before were all typed by hand: they become `manual`.

migrate(
  (app) => {
    const items = app.findCollectionByNameOrId("work_order_items");
    items.fields.add(new SelectField({ name: "source", required: true, maxSelect: 1, values: ["manual", "clock", "defect"] }));
    app.save(items);
    app.db().newQuery("UPDATE work_order_items SET source = 'manual' WHERE source = '' OR source IS NULL").execute();
  },
  (app) => {
    const items = app.findCollectionByNameOrId("work_order_items");
    items.fields.removeByName("source");
    app.save(items);
  },
);
