// The reminders a work order fulfils (docs/product.md "Work orders and items", `reminders`): of its own vehicle
// only, which the hooks check (server/lib/reminders/steps.ts). Existing work orders get none.

migrate(
  (app) => {
    const workOrders = app.findCollectionByNameOrId("work_orders");
    const reminders = app.findCollectionByNameOrId("reminders");
    workOrders.fields.add(new RelationField({ name: "reminders", collectionId: reminders.id, maxSelect: 20, cascadeDelete: false }));
    app.save(workOrders);
  },
  (app) => {
    const workOrders = app.findCollectionByNameOrId("work_orders");
    workOrders.fields.removeByName("reminders");
    app.save(workOrders);
  },
);
