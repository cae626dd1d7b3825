// Fast sorting of the vehicle list over a big workshop (issue 5; measured over 100 000 demo
// vehicles, docs/decisions/vehicle-and-category-screens.md).
//
// - `category_name`: the name of the vehicle's category, kept by the hooks (every vehicle save
//   sets it; renaming a category updates its vehicles). Sorting by `category.name` made
//   PocketBase join categories and de-duplicate every row (`SELECT DISTINCT … LEFT JOIN`):
//   ≈ 700 ms for each page. Sorting by this indexed column reads 30 index entries.
// - The list breaks ties by plate (unique in practice: its key is), so each sort has an index
//   that already holds that order: (status, plate) and (year, plate) replace the single-column
//   ones, whose huge groups of equal values had to be sorted on every page (≈ 90 ms for status).

/** Name → columns of the indexes this migration adds, and of the ones it replaces. */
const NEW_INDEXES: Readonly<Record<string, string>> = {
  idx_vehicles_category_name_plate: "category_name, plate",
  idx_vehicles_status_plate: "status, plate",
  idx_vehicles_year_plate: "year, plate",
};
const OLD_INDEXES: Readonly<Record<string, string>> = {
  idx_vehicles_status: "status",
  idx_vehicles_year: "year",
};

function replaceIndexes(collection: core.Collection, remove: Readonly<Record<string, string>>, add: Readonly<Record<string, string>>): void {
  for (const name of Object.keys(remove)) collection.removeIndex(name);
  for (const name of Object.keys(add)) collection.addIndex(name, false, add[name]!, "");
}

migrate(
  (app) => {
    const vehicles = app.findCollectionByNameOrId("vehicles");
    vehicles.fields.add(new TextField({ name: "category_name", max: 60 }));
    replaceIndexes(vehicles, OLD_INDEXES, NEW_INDEXES);
    app.save(vehicles);
    app
      .db()
      .newQuery("UPDATE vehicles SET category_name = COALESCE((SELECT name FROM categories WHERE categories.id = vehicles.category), '')")
      .execute();
  },
  (app) => {
    const vehicles = app.findCollectionByNameOrId("vehicles");
    vehicles.fields.removeByName("category_name");
    replaceIndexes(vehicles, NEW_INDEXES, OLD_INDEXES);
    app.save(vehicles);
  },
);
