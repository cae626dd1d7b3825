// Who created and who last changed a category (docs/decisions/live-notices.md): set by the
// server from the signed-in employee, as for vehicles and work orders, so that a category's page
// names the colleague whose change it shows. Categories made before have no known author: the
// fields stay empty ("—"), nothing else changes.

migrate(
  (app) => {
    const employees = app.findCollectionByNameOrId("employees");
    const categories = app.findCollectionByNameOrId("categories");
    for (const name of ["created_by", "updated_by"]) {
      categories.fields.add(new RelationField({ name, collectionId: employees.id, maxSelect: 1, cascadeDelete: false }));
    }
    app.save(categories);
  },
  (app) => {
    const categories = app.findCollectionByNameOrId("categories");
    categories.fields.removeByName("created_by");
    categories.fields.removeByName("updated_by");
    app.save(categories);
  },
);
