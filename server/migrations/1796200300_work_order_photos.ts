// Photos on work orders (docs/product.md "Photos and documents", issue 27): up to 20 images of
// the damage or the work, protected (served only with a file token), with the thumbnails the app
// shows (a square for the strip, a width for a larger view). The limits repeat
// shared/photos.ts and shared/validation/photos.ts as literals (a migration is frozen history).
// Existing work orders simply have none.

migrate(
  (app) => {
    const workOrders = app.findCollectionByNameOrId("work_orders");
    workOrders.fields.add(
      new FileField({
        name: "photos",
        maxSelect: 20,
        maxSize: 10485760,
        mimeTypes: ["image/jpeg", "image/png", "image/webp"],
        thumbs: ["100x100", "480x0"],
        protected: true,
      }),
    );
    app.save(workOrders);
  },
  (app) => {
    const workOrders = app.findCollectionByNameOrId("work_orders");
    workOrders.fields.removeByName("photos");
    app.save(workOrders);
  },
);
