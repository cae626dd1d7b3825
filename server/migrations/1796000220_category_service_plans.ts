// A category's service plan (docs/product.md "Service plans": `categories.service_plan`): a JSON list of
// `{title, every_months, every_km}`, checked by shared/validation/reminder.ts. Existing categories
// get none (an empty list).

migrate(
  (app) => {
    const categories = app.findCollectionByNameOrId("categories");
    categories.fields.add(new JSONField({ name: "service_plan", maxSize: 20000 }));
    app.save(categories);
    app.db().newQuery("UPDATE categories SET service_plan = '[]'").execute();
  },
  (app) => {
    const categories = app.findCollectionByNameOrId("categories");
    categories.fields.removeByName("service_plan");
    app.save(categories);
  },
);
