// Who added a line of a work order (docs/product.md "Roles": a technician deletes the items they
// added; only a manager deletes items of others). Set by the server from the signed-in
// employee, like vehicles' created_by. Lines that existed before have no known author: they
// stay empty, so only a manager can delete them.

migrate(
  (app) => {
    const employees = app.findCollectionByNameOrId("employees");
    const items = app.findCollectionByNameOrId("work_order_items");
    items.fields.add(new RelationField({ name: "created_by", collectionId: employees.id, maxSelect: 1, cascadeDelete: false }));
    app.save(items);
  },
  (app) => {
    const items = app.findCollectionByNameOrId("work_order_items");
    items.fields.removeByName("created_by");
    app.save(items);
  },
);
