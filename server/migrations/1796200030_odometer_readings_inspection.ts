// A finished inspection records the odometer it read (docs/product.md "Inspections and
// defects"), as a done work order does: readings gain the source `inspection` and the
// inspection that recorded them. Existing readings keep their source; the new field is empty.

migrate(
  (app) => {
    const readings = app.findCollectionByNameOrId("odometer_readings");
    const inspections = app.findCollectionByNameOrId("inspections");
    const source = readings.fields.getByName("source") as SelectField;
    source.values = ["manual", "work_order", "inspection"];
    readings.fields.add(new RelationField({ name: "inspection", collectionId: inspections.id, maxSelect: 1, cascadeDelete: false }));
    readings.addIndex("idx_odometer_readings_inspection", false, "inspection", "");
    app.save(readings);
  },
  (app) => {
    const readings = app.findCollectionByNameOrId("odometer_readings");
    // The readings stay (the vehicles' odometers rest on them), as entered ones.
    app.db().newQuery("UPDATE odometer_readings SET source = 'manual' WHERE source = 'inspection'").execute();
    readings.removeIndex("idx_odometer_readings_inspection");
    readings.fields.removeByName("inspection");
    (readings.fields.getByName("source") as SelectField).values = ["manual", "work_order"];
    app.save(readings);
  },
);
