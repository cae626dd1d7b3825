// A part line of a work order may name a stock part (docs/product.md "Parts and stock"): its
// quantity is then issued from stock. Lines that existed before name none: their parts were never
// counted, so nothing moves for them. A part with a ledger is never deleted (the hooks refuse), so
// PocketBase never has to clear this relation.

migrate(
  (app) => {
    const items = app.findCollectionByNameOrId("work_order_items");
    const parts = app.findCollectionByNameOrId("parts");
    items.fields.add(new RelationField({ name: "part", collectionId: parts.id, maxSelect: 1, cascadeDelete: false }));
    items.addIndex("idx_work_order_items_part", false, "`part`", "");
    app.save(items);
  },
  (app) => {
    const items = app.findCollectionByNameOrId("work_order_items");
    items.removeIndex("idx_work_order_items_part");
    items.fields.removeByName("part");
    app.save(items);
  },
);
