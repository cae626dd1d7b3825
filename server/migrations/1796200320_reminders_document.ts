// A reminder may follow a vehicle document's expiry (docs/product.md "Photos and documents"):
// `document` names it, set only by the server, which makes, moves and removes the "Renew: …"
// reminder with the document. One reminder per document (a unique index over those that have
// one); it goes when its document goes (cascade). Existing reminders follow no document.

migrate(
  (app) => {
    const reminders = app.findCollectionByNameOrId("reminders");
    const documents = app.findCollectionByNameOrId("vehicle_documents");
    reminders.fields.add(new RelationField({ name: "document", collectionId: documents.id, maxSelect: 1, cascadeDelete: true }));
    reminders.addIndex("idx_reminders_document", true, "document", "document != ''");
    app.save(reminders);
  },
  (app) => {
    const reminders = app.findCollectionByNameOrId("reminders");
    reminders.removeIndex("idx_reminders_document");
    reminders.fields.removeByName("document");
    app.save(reminders);
  },
);
